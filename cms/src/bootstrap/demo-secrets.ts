import type { Core } from '@strapi/strapi';
import { passwordMatches } from '../strapi-patches/admin-services';
import { usersPermissionsRows } from '../strapi-patches/users-permissions';

/**
 * The demo logins' passwords, published in the README and printed by `npm start`. Development and
 * the tests use them; production refuses to start while any account still has one (issue 13).
 */
export const knownDemoPasswords: readonly string[] = ['Vitrine-Admin-2026', 'Vitrine-Owner-2026'];

/** The passwords the demo seed would give its accounts, by variable. */
const demoPasswordVariables = ['DEMO_ADMIN_PASSWORD', 'DEMO_OWNER_PASSWORD', 'DEMO_OWNER2_PASSWORD'] as const;

type Env = Record<string, string | undefined>;

const isProduction = (env: Env) => env.NODE_ENV === 'production';

/**
 * A production build run as a local demo, asked for explicitly: VITRINE_LOCAL_DEMO=true and Strapi
 * listening on loopback only (`npm start` and the end-to-end stack, which print or use the demo
 * logins). Anything reachable from another machine never qualifies.
 */
export function localDemo(env: Env = process.env): boolean {
  return env.VITRINE_LOCAL_DEMO === 'true' && ['127.0.0.1', 'localhost', '::1'].includes(env.HOST ?? '127.0.0.1');
}

/**
 * Whether this start seeds the demo content and accounts: only when SEED_DEMO is `true`. In
 * production it must be asked for explicitly; docker-compose defaults it to false.
 */
export function demoSeedRequested(env: Env = process.env): boolean {
  return env.SEED_DEMO === 'true';
}

/**
 * What is wrong with this environment for a production start, before anything is read: the demo
 * seed asked for with a password left unset (its fallback is a published one) or set to a known
 * demo password. Empty outside production.
 */
export function demoSecretProblems(env: Env = process.env): string[] {
  if (!isProduction(env) || !demoSeedRequested(env) || localDemo(env)) return [];
  return demoPasswordVariables.flatMap((name) => {
    const value = env[name] ?? '';
    if (!value) return [`${name} is not set: SEED_DEMO=true in production needs a password of your own for it`];
    if (knownDemoPasswords.includes(value)) return [`${name} is a published demo password`];
    if (value.length < 12) return [`${name} is shorter than 12 characters`];
    return [];
  });
}

/**
 * Production only: refuses to start (throws) when the environment asks for the demo seed without
 * passwords of its own, or when an agent or owner account still has a published demo password
 * (a database seeded in development, then deployed). Every account is checked, not only the
 * demo e-mail addresses: an agent may have renamed one.
 */
export async function refuseDemoSecrets(strapi: Core.Strapi, env: Env = process.env): Promise<void> {
  if (!isProduction(env)) return;
  if (localDemo(env)) {
    strapi.log.warn('[demo secrets] local demo on loopback (VITRINE_LOCAL_DEMO=true): demo passwords allowed');
    return;
  }
  const problems = demoSecretProblems(env);
  for (const [table, kind] of [
    [strapi.db.query('admin::user'), 'agent'],
    [usersPermissionsRows(strapi, 'user'), 'owner'],
  ] as const) {
    const accounts = (await table.findMany({ select: ['email', 'password'] })) as {
      email: string;
      password?: string;
    }[];
    for (const account of accounts) {
      for (const password of knownDemoPasswords) {
        if (await passwordMatches(strapi, password, account.password)) {
          problems.push(`the ${kind} account ${account.email} has a published demo password: change it`);
        }
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production with demo secrets:\n- ${problems.join('\n- ')}`);
  }
}
