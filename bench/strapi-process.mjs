// Starts and stops the real Strapi (production build) as a child process, for benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildDomainIfStale, buildIfStale } from '../scripts/build-if-stale.mjs';

export const cmsDir = path.resolve(import.meta.dirname, '..', 'cms');

/** Environment for a Strapi on the given database, with throwaway secrets. */
export function strapiEnv(database, extra = {}) {
  const secret = () => randomBytes(16).toString('base64');
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    STRAPI_TELEMETRY_DISABLED: 'true',
    // A local demo on loopback: the demo logins are allowed in production mode (cms/src/bootstrap/demo-secrets.ts).
    VITRINE_LOCAL_DEMO: 'true',
    ...(database.url ? { DATABASE_URL: database.url } : { DATABASE_FILENAME: database.filename, DATABASE_URL: '' }),
    ...extra,
  };
}

/**
 * Strapi's server code, compiled from TypeScript without the admin panel's build (half a minute
 * and 2 GB less): benchmarks and the site only need the API. `strapi start` still serves the
 * admin if built. Leaves `dist/.server-compiled` behind as the mark of when.
 */
const compileCms = [
  process.execPath,
  '-e',
  `require('@strapi/strapi').compileStrapi({ appDir: process.cwd() }).then(
    () => { require('node:fs').writeFileSync('dist/.server-compiled', new Date().toISOString() + '\\n'); process.exit(0); },
    (error) => { console.error(error); process.exit(1); })`,
];

/** Builds the domain package and Strapi's server code when missing or older than their sources. */
export function ensureCmsBuilt(log = console.log) {
  buildDomainIfStale({ log });
  buildIfStale(
    'cms (server code)',
    cmsDir,
    'dist/.server-compiled',
    ['src', 'config', 'database', 'types', 'package.json', 'tsconfig.json', '../domain/dist'],
    { log, command: compileCms },
  );
}

/**
 * Starts Strapi on a port; resolves once /_health answers. `onLine` sees every stderr/stdout line.
 * @param {NodeJS.ProcessEnv} env
 * @param {number} port
 * @param {(line: string) => void} [onLine]
 */
export async function startStrapi(env, port, onLine = () => {}) {
  const child = spawn(process.execPath, ['node_modules/@strapi/strapi/bin/strapi.js', 'start'], {
    cwd: cmsDir,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        if (!line.includes('knex:query')) output.push(line);
        if (output.length > 200) output.shift();
        onLine(line);
      }
    });
  }
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 10 * 60_000) {
    if (child.exitCode !== null) throw new Error(`Strapi exited (${child.exitCode}):\n${output.join('\n')}`);
    try {
      if ((await fetch(`${url}/_health`)).status < 500) return { child, url, output };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`Strapi did not start:\n${output.join('\n')}`);
}

export async function stopStrapi(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
