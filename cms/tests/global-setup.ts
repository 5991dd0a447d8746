import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Core } from '@strapi/strapi';
import { snapshot, type Snapshot } from './database-snapshot';
import { startCrmCatcher } from './crm-catcher';
import { startCrmServer } from './crm-server';
import { startMailCatcher } from './mail-catcher';
import { prepareEnvironment, startStrapi, stopStrapi, type LoggedError } from './strapi-instance';

/** What an agent changes in the admin between two starts (see boot-once.cjs). */
export type AdminChanges = {
  grant: [role: string, action: string][];
  revoke: [role: string, action: string][];
  defaultLocale: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    strapiUrl: string;
    adminToken: string;
    /** The demo admin's login, for admin-panel routes. */
    adminLogin: { email: string; password: string };
    /**
     * The admin panel's session (a JWT) of that login, made once for the whole suite: Strapi
     * limits admin logins per address to a handful a minute, and the suite has more files than that.
     */
    adminJwt: string;
    /** The demo owner's login, for the owner's permissions. */
    ownerLogin: { identifier: string; password: string };
    preview: { token: string; secret: string; clientUrl: string };
    database: { kind: 'sqlite' | 'postgres'; location: string };
    /**
     * The database after the first start, after the agent's changes made in the admin in
     * between (`adminChanges`), and after the restart that serves the tests.
     */
    restart: { before: Snapshot; changed: Snapshot; after: Snapshot; adminChanges: AdminChanges };
    /** The first start, stopped in the middle of the demo seed, and the start after it. */
    interruptedSeed: { stoppedAfter: string; nextStart: string[] };
    /**
     * SQL statements Strapi issued for one listing search, by page size: through
     * `properties_connection` and through the site's `listingSearch`.
     */
    searchStatements: { connection: Record<number, number>; site: Record<number, number> };
    /** The real SMTP server Strapi sends to (mail-catcher.ts), and the secret of the trusted proxy. */
    mail: { dir: string; port: number; proxySecret: string };
    /** The test CRM every lead is delivered to (crm-catcher.ts), and the secret it shares with Strapi. */
    crm: { dir: string; port: number; secret: string; timeoutMs: number };
  }
}

/**
 * Swaps, not additions: the permission count stays the same, so only a comparison of the content
 * notices them. The agent also grants Public the actions it must never have.
 */
export const adminChanges: AdminChanges = {
  grant: [
    ['public', 'plugin::users-permissions.auth.register'],
    ['public', 'plugin::users-permissions.user.find'],
    ['public', 'api::visit-request.visit-request.find'],
    ['owner', 'api::owner-stat.owner-stat.find'],
  ],
  revoke: [
    ['public', 'api::article.article.findOne'],
    ['public', 'api::agent.agent.find'],
    ['public', 'plugin::users-permissions.auth.callback'],
    ['owner', 'plugin::users-permissions.user.me'],
  ],
  defaultLocale: 'fr',
};

/** The seed's log line after the agents and projects, classifications and photos before them. */
const afterAgents = /\[demo seed\] \d+ agents and \d+ projects/;
// eslint-disable-next-line no-control-regex
const withoutColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Runs boot-once.cjs, echoing its output; `stopWhen` kills it (as a crash would) at the first line
 * it matches. Resolves with its lines, the signal that stopped it or its exit code.
 */
function bootOnce(args: string[], stopWhen?: RegExp) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'boot-once.cjs'), ...args], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stoppedAfter: string | undefined;
  for (const [stream, echo] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    stream.on('data', (chunk: Buffer) => {
      echo.write(chunk);
      for (const line of chunk.toString().split('\n').map(withoutColours)) {
        if (!line) continue;
        lines.push(line);
        if (stopWhen && !stoppedAfter && stopWhen.test(line)) {
          stoppedAfter = line;
          child.kill('SIGKILL');
        }
      }
    });
  }
  return new Promise<{ lines: string[]; code: number | null; signal: NodeJS.Signals | null; stoppedAfter?: string }>(
    (resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) => resolve({ lines, code, signal, stoppedAfter }));
    },
  );
}

/** Fails on a start that did not exit cleanly or that logged an error. */
function expectCleanStart(label: string, start: Awaited<ReturnType<typeof bootOnce>>) {
  const errors = start.lines.filter((line) => /^\[[^\]]+\] error: /.test(line));
  if (start.code !== 0 || errors.length > 0) {
    throw new Error(`${label} failed (exit ${start.code ?? start.signal}):\n${errors.join('\n')}`);
  }
}

let strapi: Core.Strapi | undefined;
let loggedErrors: LoggedError[] = [];

export default async function setup(project: TestProject) {
  const database = prepareEnvironment();
  process.env.SEED_DEMO = 'true';
  // Mail goes to a real SMTP server on loopback; the outbox runs every second and retries fast.
  // The tests act as the site's server: a trusted proxy forwarding each visitor's address.
  const mailDir = mkdtempSync(path.join(tmpdir(), 'vitrine-cms-mail-'));
  const mailCatcher = await startMailCatcher(mailDir);
  const proxySecret = randomBytes(16).toString('hex');
  // Listings in from a CRM: an Omnicasa-shaped server on loopback; synced only when a test asks.
  const crmFeedKey = randomBytes(16).toString('hex');
  const crmFeed = await startCrmServer(crmFeedKey);
  const crmHookSecret = randomBytes(16).toString('hex');
  // Every lead also goes to a CRM on loopback, which answers a "slow" request after Strapi gave up.
  const crmDir = mkdtempSync(path.join(tmpdir(), 'vitrine-cms-crm-'));
  const crmTimeoutMs = 1000;
  const crmCatcher = await startCrmCatcher(crmDir, crmTimeoutMs + 1000);
  const crmSecret = randomBytes(16).toString('hex');
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailCatcher.port),
    OUTBOX_INTERVAL_SECONDS: '1',
    OUTBOX_RETRY_BASE_MS: '300',
    OUTBOX_RETRY_MAX_MS: '2000',
    // Search alerts: matched every second, "at once" mails bundle 2 s, daily digests are 10 s apart.
    ALERT_INTERVAL_SECONDS: '1',
    ALERT_BUNDLE_SECONDS: '2',
    ALERT_DIGEST_SECONDS: '10',
    // Searchers per listing (the owner portal's): counted every 5 seconds instead of daily.
    LISTING_SEARCHERS_CRON: '*/5 * * * * *',
    TRUSTED_PROXY: 'loopback',
    PROXY_SECRET: proxySecret,
    CRM_OMNICASA_URL: crmFeed.url,
    CRM_OMNICASA_KEY: crmFeedKey,
    CRM_OMNICASA_PAGE_SIZE: '10',
    CRM_SYNC_INTERVAL_MINUTES: '0',
    CRM_HOOK_SECRET: crmHookSecret,
    CRM_HOOK_INTERVAL_SECONDS: '1',
    CRM_LEADS_URL: `http://127.0.0.1:${crmCatcher.port}/leads`,
    CRM_LEADS_SECRET: crmSecret,
    CRM_LEADS_TIMEOUT_MS: String(crmTimeoutMs),
  });
  const location = database.kind === 'sqlite' ? process.env.DATABASE_FILENAME! : process.env.DATABASE_URL!;
  const where = { kind: database.kind, location };

  // The first start, killed once the seed has written classifications, photos and agents.
  const interrupted = await bootOnce([], afterAgents);
  if (interrupted.signal !== 'SIGKILL' || !interrupted.stoppedAfter) {
    throw new Error(
      `The first start was to be stopped in the middle of the demo seed; it ended with ${interrupted.code}`,
    );
  }
  // The next start finds the partial seed, removes it and seeds again.
  const retried = await bootOnce(['--compiled']);
  expectCleanStart('The start after an interrupted seed', retried);
  const before = await snapshot(where);

  // An agent changes permissions and the default language in the admin.
  const changing = await bootOnce(['--compiled', JSON.stringify(adminChanges)]);
  expectCleanStart('The start that made the admin changes', changing);
  const changed = await snapshot(where);

  // The restart: bootstrap and seed run again; they restore the permission table and keep the
  // agent's default language.
  const started = await startStrapi();
  strapi = started.strapi;
  loggedErrors = started.errors;
  const after = await snapshot(where);
  // The tests expect the configured default language.
  await strapi
    .plugin('i18n')
    .service('locales')
    .setDefaultLocale({ code: process.env.DEFAULT_LOCALE ?? 'nl' });

  // Tests act as an agent through a full-access API token, as the admin would.
  const token = await strapi.service('admin::api-token').create({
    name: `tests-${Date.now()}`,
    type: 'full-access',
    lifespan: null,
    description: 'Created by the test run',
  });

  project.provide('strapiUrl', started.url);
  project.provide('adminToken', token.accessKey);
  const adminLogin = {
    email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@vitrine.localhost',
    password: process.env.DEMO_ADMIN_PASSWORD ?? 'Vitrine-Admin-2026',
  };
  project.provide('adminLogin', adminLogin);
  const login = await fetch(`${started.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminLogin),
  });
  if (login.status !== 200) throw new Error(`The admin login for the tests answered ${login.status}`);
  project.provide('adminJwt', ((await login.json()) as { data: { token: string } }).data.token);
  project.provide('ownerLogin', {
    identifier: process.env.DEMO_OWNER_EMAIL ?? 'owner@vitrine.localhost',
    password: process.env.DEMO_OWNER_PASSWORD ?? 'Vitrine-Owner-2026',
  });
  project.provide('preview', {
    token: process.env.STRAPI_PREVIEW_TOKEN!,
    secret: process.env.PREVIEW_SECRET!,
    clientUrl: process.env.CLIENT_URL!,
  });
  project.provide('database', where);
  project.provide('mail', { dir: mailDir, port: mailCatcher.port, proxySecret });
  project.provide('crmFeed', { url: crmFeed.url, key: crmFeedKey, hookSecret: crmHookSecret });
  project.provide('crm', { dir: crmDir, port: crmCatcher.port, secret: crmSecret, timeoutMs: crmTimeoutMs });
  project.provide('restart', { before, changed, after, adminChanges });
  project.provide('interruptedSeed', { stoppedAfter: interrupted.stoppedAfter, nextStart: retried.lines });
  project.provide('searchStatements', await countSearchStatements(strapi, started.url));

  return async () => {
    if (strapi) await stopStrapi(strapi);
    await mailCatcher.stop();
    await crmFeed.stop();
    rmSync(mailDir, { recursive: true, force: true });
    await crmCatcher.stop();
    rmSync(crmDir, { recursive: true, force: true });
    database.dispose();
    // Strapi runs here, outside the test files: an error it logged fails the run.
    if (loggedErrors.length > 0) {
      throw new Error(`Strapi logged ${loggedErrors.length} error(s) during the tests:\n${loggedErrors.join('\n')}`);
    }
  };
}

/** Counts the statements one search issues, for a small and a full page of results, both ways. */
async function countSearchStatements(
  strapi: Core.Strapi,
  url: string,
): Promise<{ connection: Record<number, number>; site: Record<number, number> }> {
  const searches = {
    connection: {
      query: `query ($size: Int) { found: properties_connection(locale: "nl", filters: { goal: { eq: 0 } }, sort: ["price:asc"],
        pagination: { pageSize: $size }) { nodes { documentId title price photos { url formats } propertyType { name }
        agent { firstName } } pageInfo { total } } }`,
    },
    site: {
      query: `query ($size: Int) { found: listingSearch(locale: "nl", search: { goal: 0, sort: PRICE_ASC }, pageSize: $size) {
        nodes { documentId title price photos { url formats } propertyType { name } } pageInfo { total } } }`,
    },
  };
  const counts = { connection: {}, site: {} } as { connection: Record<number, number>; site: Record<number, number> };
  let statements = 0;
  // Only the search's own statements: the outbox worker polls on Strapi's cron in the meantime, and
  // the Public role's permissions are read once a second (strapi-patches/public-permissions.ts).
  const count = ({ sql }: { sql: string }) => {
    if (!sql.includes('outbox_mails') && !sql.includes('up_permissions')) statements += 1;
  };
  strapi.cron.stop();
  strapi.db.connection.on('query', count);
  for (const [name, { query }] of Object.entries(searches) as [keyof typeof searches, { query: string }][]) {
    for (const size of [4, 24]) {
      statements = 0;
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { size } }),
      });
      const body = (await response.json()) as { errors?: unknown; data?: { found: { nodes: unknown[] } } };
      if (body.errors || body.data?.found.nodes.length !== size) throw new Error(JSON.stringify(body));
      counts[name][size] = statements;
    }
  }
  strapi.db.connection.off('query', count);
  strapi.cron.start();
  return counts;
}
