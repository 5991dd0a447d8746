import path from 'node:path';
import type { Core } from '@strapi/strapi';

// SQLite (embedded) unless DATABASE_URL is set, then PostgreSQL: the same schema and the
// same code run on both; production and docker-compose use PostgreSQL.
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const url = env('DATABASE_URL', '');
  // Strapi runs `SET search_path` on every new connection when a schema is configured, and lets that
  // query's failure go unhandled (@strapi/database 5.54, afterCreate): a connection opened while
  // PostgreSQL restarts then stopped the whole process (issue 13). PostgreSQL's own search path
  // already starts with `public`, so the default schema is left unset and nothing is sent.
  const schema = env('DATABASE_SCHEMA', 'public');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
          ...(schema === 'public' ? {} : { schema }),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };
};

export default config;
