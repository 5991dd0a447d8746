import type { Core } from '@strapi/strapi';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import {
  aliasLimitRule,
  costLimitPlugin,
  graphqlBudget,
  maskError,
  serviceUnavailablePlugin,
} from '../src/graphql-budget';
import { describeErrorChain } from '../src/database-unavailable';
import { graphqlResponseCache } from '../src/graphql-cache';
import { requiredEnv } from '../src/required-env';

/** Strapi's row limits, which the cost budget counts with. */
const rowLimits = { defaultLimit: 24, maxLimit: 100 };

/**
 * Uploads on S3-compatible object storage (AWS S3, MinIO, Ceph, R2…) when S3_BUCKET is set
 * (issue 14: several Strapi instances share no disk), through @strapi/provider-upload-aws-s3;
 * otherwise the local `public/uploads` folder, the embedded default. The files' public address is
 * S3_PUBLIC_URL (a CDN or the bucket's address) or, without it, the endpoint's. No ACL header is
 * sent unless S3_ACL says one (buckets with ACLs disabled refuse it): the bucket's policy makes
 * the files readable. Variables: .env.example.
 */
function uploadConfig(env: Core.Config.Shared.ConfigParams['env']) {
  const bucket = env('S3_BUCKET', '');
  if (!bucket) return {};
  const endpoint = env('S3_ENDPOINT', '');
  return {
    upload: {
      config: {
        provider: 'aws-s3',
        providerOptions: {
          baseUrl: env('S3_PUBLIC_URL', '') || undefined,
          rootPath: env('S3_ROOT_PATH', '') || undefined,
          s3Options: {
            region: env('S3_REGION', 'us-east-1'),
            ...(endpoint ? { endpoint } : {}),
            // MinIO and most self-hosted servers address buckets by path, not by host name.
            forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', Boolean(endpoint)),
            credentials: {
              accessKeyId: requiredEnv(env, 'S3_ACCESS_KEY_ID'),
              secretAccessKey: requiredEnv(env, 'S3_SECRET_ACCESS_KEY'),
            },
            params: { Bucket: bucket, ACL: env('S3_ACL', '') || undefined },
          },
        },
      },
    },
  };
}

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  ...uploadConfig(env),
  graphql: {
    config: {
      endpoint: '/graphql',
      shadowCRUD: true,
      // Bounded by construction: no query may nest deeper than the site needs or ask for
      // more rows than one results page.
      depthLimit: 8,
      ...rowLimits,
      // In production no landing page at all: Strapi turns `false` into Apollo's *production*
      // landing page (a page that loads Apollo's embedded explorer from its CDN), so GET /graphql
      // still answered HTML (issue 18). A function's plugin is used as it is.
      landingPage:
        env('NODE_ENV', 'development') !== 'production' ? true : () => ApolloServerPluginLandingPageDisabled(),
      apolloServer: {
        // The site's types come from the committed schema (web/src/graphql/strapi-schema.graphql).
        introspection: env('NODE_ENV', 'development') !== 'production',
        // A query's size, aliases and cost are bounded before it runs (src/graphql-budget; the
        // plugin concatenates these with its own depth limit and plugins).
        parseOptions: { maxTokens: graphqlBudget.maxTokens },
        validationRules: [aliasLimitRule(graphqlBudget.maxAliases)],
        // The cost budget first: a refused query is refused before the response cache is asked
        // (Apollo runs every didResolveOperation before any responseForOperation anyway). Then
        // anonymous reads answered from the response cache (src/graphql-cache, issue 14).
        // Last, a response whose database was unavailable leaves as 503 (src/database-unavailable).
        plugins: [
          costLimitPlugin({ ...rowLimits, maxCost: graphqlBudget.maxCost }),
          ...graphqlResponseCache(),
          serviceUnavailablePlugin(),
        ],
        formatError: maskError(
          // The whole chain: a driver error Strapi or GraphQL wrapped says what it was.
          (error) =>
            strapi.log.error(
              `GraphQL: ${describeErrorChain(error)}${error instanceof Error && error.stack ? `\n${error.stack}` : ''}`,
            ),
          (message) => strapi.log.warn(message),
        ),
        includeStacktraceInErrorResponses: false,
        // The plugin's own CORS answers any origin; strapi::cors (config/middlewares.ts) decides.
        cors: false,
      },
    },
  },
  'users-permissions': {
    config: {
      jwt: { expiresIn: '7d' },
      // Owner sessions kept by Strapi's session manager, so logout, a password reset and a used
      // sign-in link end them; every owner request checks its session (src/owner/sessions.ts,
      // decision 024). The site keeps one token for the session's 7 days: no refresh round trips.
      jwtManagement: 'refresh',
      sessions: {
        accessTokenLifespan: 7 * 24 * 3600,
        idleRefreshTokenLifespan: 7 * 24 * 3600,
        maxRefreshTokenLifespan: 7 * 24 * 3600,
      },
      // The plugin's own login limit counts per TCP peer, which is the site's server for every
      // owner: src/owner/login-limits.ts counts per visitor address and account instead.
      ratelimit: { enabled: false },
      jwtSecret: requiredEnv(env, 'JWT_SECRET'),
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USERNAME', '') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
      },
      settings: {
        defaultFrom: env('MAIL_FROM', 'Vitrine <no-reply@vitrine.localhost>'),
        defaultReplyTo: env('MAIL_REPLY_TO', 'info@vitrine.localhost'),
      },
    },
  },
});

export default config;
