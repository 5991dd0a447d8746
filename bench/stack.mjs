// The whole site, started for real: the production Strapi (demo seed) on a temporary SQLite file
// and a temporary uploads folder, and the built web server in front of it, each on a free port.
// Used by the end-to-end tests (web/e2e) and by bench/web-pages.mjs.
//
//   const stack = await startStack();   // { strapiUrl, webUrl, stop() }
//   startStack({ mail: { port: 2525, outboxIntervalSeconds: 1 } })   // Strapi mails to SMTP 127.0.0.1:2525
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { ensureCmsBuilt, startStrapi, stopStrapi, strapiEnv } from './strapi-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'web');

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers; throws when `child` exits first or after `timeoutMs` (with its `output`). */
export async function waitForHttp(url, child, output, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the server exited (${child.exitCode}):\n${output.join('\n')}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output.join('\n')}`);
}

/** Builds what is missing or stale: the domain package, Strapi's server code, the web. */
export function buildStackIfStale(log = () => {}) {
  ensureCmsBuilt(log);
  buildIfStale(
    'web',
    webDir,
    'build/server/index.js',
    [
      'src',
      'public',
      'server.ts',
      'package.json',
      'tsconfig.json',
      'vite.config.ts',
      'react-router.config.ts',
      '../domain/src',
    ],
    { log },
  );
}

/**
 * Secrets the web and Strapi share, new for each stack: the preview's, and the proxy's (the web
 * calls Strapi from loopback with the visitor's address in X-Forwarded-For, as npm start sets it
 * up; tests name visitors the same way in front of the web).
 */
export function sharedSecrets() {
  return {
    preview: {
      PREVIEW_SECRET: randomBytes(24).toString('hex'),
      STRAPI_PREVIEW_TOKEN: randomBytes(32).toString('hex'),
    },
    proxy: { TRUSTED_PROXY: 'loopback', PROXY_SECRET: randomBytes(24).toString('hex') },
  };
}

/** The production web's environment in front of `strapiUrl`, as visitors reach it at `siteUrl` (PORT to add). */
export function webEnv({ strapiUrl, siteUrl, preview, proxy, extra = {} }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    STRAPI_URL: strapiUrl,
    PUBLIC_SITE_URL: siteUrl,
    DEFAULT_LANGUAGE: 'nl',
    FORM_SECRET: randomBytes(32).toString('base64url'),
    ...preview,
    ...proxy,
    ...extra,
  };
}

/** Logs in as the demo agent and sets fields of the site settings (all languages share them). */
async function setSiteSettings(strapiUrl, env, fields) {
  const login = await fetch(`${strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: env.DEMO_ADMIN_EMAIL ?? 'admin@vitrine.localhost',
      password: env.DEMO_ADMIN_PASSWORD ?? 'Vitrine-Admin-2026',
    }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const jwt = (await login.json()).data.token;
  const created = await fetch(`${strapiUrl}/admin/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ name: `stack-${Date.now()}`, type: 'full-access', lifespan: null, kind: 'content-api' }),
  });
  if (!created.ok) throw new Error(`creating an API token failed: ${created.status} ${await created.text()}`);
  const token = (await created.json()).data.accessKey;
  const updated = await fetch(`${strapiUrl}/api/site-setting?locale=nl`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: fields }),
  });
  if (!updated.ok) throw new Error(`updating the site settings failed: ${updated.status} ${await updated.text()}`);
}

/**
 * Builds what is missing or stale, then starts Strapi (seeding the demo content into a new
 * database) and the web. `siteSettings` (an object, or a function of Strapi's URL returning one)
 * are written through Strapi's API once it runs, as an agent would in the admin. `log` receives
 * progress lines.
 *
 * @param {{
 *   siteSettings?: Record<string, unknown> | ((strapiUrl: string) => Record<string, unknown>) | null,
 *   log?: (line: string) => void,
 *   mail?: { port: number, outboxIntervalSeconds?: number, retryBaseMs?: number } | null,
 *   database?: { url: string } | { filename: string } | null,
 * }} [options] `mail`: the SMTP server on 127.0.0.1 Strapi's outbox sends to, how often its worker
 *   runs, and the first retry delay (the outbox's defaults otherwise). `database`: a PostgreSQL
 *   database (DATABASE_URL) or a kept SQLite file instead of the temporary one; seeded only when
 *   empty.
 */
export async function startStack({ siteSettings = null, log = () => {}, mail = null, database = null } = {}) {
  buildStackIfStale(log);

  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-stack-'));
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const [cmsPort, webPort] = [await freePort(), await freePort()];
  const webUrl = `http://127.0.0.1:${webPort}`;
  const { preview, proxy } = sharedSecrets();
  const smtp = mail
    ? {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mail.port),
        ...(mail.outboxIntervalSeconds ? { OUTBOX_INTERVAL_SECONDS: String(mail.outboxIntervalSeconds) } : {}),
        ...(mail.retryBaseMs
          ? { OUTBOX_RETRY_BASE_MS: String(mail.retryBaseMs), OUTBOX_RETRY_MAX_MS: String(mail.retryBaseMs * 4) }
          : {}),
      }
    : {};
  const env = strapiEnv(database ?? { filename: path.join(dir, 'data.db') }, {
    SEED_DEMO: 'true',
    PUBLIC_DIR: path.join(dir, 'public'),
    CLIENT_URL: webUrl,
    ...preview,
    ...proxy,
    ...smtp,
  });
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopStrapi(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    log('starting Strapi (the first start seeds the demo content)…');
    const strapi = await startStrapi(env, cmsPort);
    children.push(strapi.child);
    if (siteSettings) {
      const fields = typeof siteSettings === 'function' ? siteSettings(strapi.url) : siteSettings;
      await setSiteSettings(strapi.url, env, fields);
    }

    log('starting the web…');
    const output = [];
    const web = spawn(process.execPath, ['server.ts'], {
      cwd: webDir,
      // BENCH_WEB_NODE_OPTIONS reaches the web alone: `--cpu-prof --cpu-prof-dir=…` profiles it
      // (bench/cpu-profile.mjs reads the profile it writes when the stack stops).
      env: {
        ...webEnv({ strapiUrl: strapi.url, siteUrl: webUrl, preview, proxy }),
        PORT: String(webPort),
        ...(process.env.BENCH_WEB_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_WEB_NODE_OPTIONS } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(web);
    for (const stream of [web.stdout, web.stderr]) stream.on('data', (chunk) => output.push(chunk.toString()));
    await waitForHttp(`${webUrl}/robots.txt`, web, output);
    return {
      strapiUrl: strapi.url,
      webUrl,
      preview,
      /** The secret the web and Strapi share (PROXY_SECRET): a front cache's purge secret too. */
      proxySecret: proxy.PROXY_SECRET,
      stop,
      pids: { strapi: strapi.child.pid, web: web.pid },
      databaseFile: database ? null : path.join(dir, 'data.db'),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
