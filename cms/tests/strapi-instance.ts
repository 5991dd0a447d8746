import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as StrapiModule from '@strapi/strapi';
import type { Core } from '@strapi/strapi';

const appDir = path.resolve(import.meta.dirname, '..');

export type TestDatabase = { kind: 'sqlite' | 'postgres'; describe: string; dispose(): void };

/** Sets every variable Strapi reads, before Strapi is required (it reads them at import). */
export function prepareEnvironment(): TestDatabase {
  const secret = () => randomBytes(16).toString('base64');
  Object.assign(process.env, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    STRAPI_TELEMETRY_DISABLED: 'true',
    // Draft previews: the site's address, the secret of preview links and the site's read token.
    CLIENT_URL: 'http://127.0.0.1:3999',
    PREVIEW_SECRET: randomBytes(24).toString('hex'),
    STRAPI_PREVIEW_TOKEN: randomBytes(32).toString('hex'),
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    BROWSER: 'false',
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-cms-test-'));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  // Uploaded files (the demo photos) go to the temporary folder, not to cms/public/uploads.
  process.env.PUBLIC_DIR = path.join(dir, 'public');
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  if (process.env.DATABASE_URL) {
    return { kind: 'postgres', describe: process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//'), dispose };
  }
  process.env.DATABASE_FILENAME = path.join(dir, 'data.db');
  return { kind: 'sqlite', describe: process.env.DATABASE_FILENAME, dispose };
}

/** An entry Strapi logged at level error, as printed (colours removed). */
export type LoggedError = string;

const levelKey = Symbol.for('level');
const messageKey = Symbol.for('message');
// eslint-disable-next-line no-control-regex
const withoutColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Compiles the TypeScript app and boots the real Strapi, listening on a free port. `errors`
 * collects what Strapi logs at level error from the moment it exists (boot included): the tests
 * talk to it over HTTP, so its own errors would otherwise pass unnoticed.
 */
export async function startStrapi(): Promise<{ strapi: Core.Strapi; url: string; errors: LoggedError[] }> {
  // The ESM build of @strapi/strapi fails on lodash/fp under Vitest; the CommonJS one works.
  const require = createRequire(import.meta.url);
  const { compileStrapi, createStrapi } = require('@strapi/strapi') as typeof StrapiModule;
  const context = await compileStrapi({ appDir, ignoreDiagnostics: false });
  const created = createStrapi({ ...context, autoReload: false, serveAdminPanel: false });
  const errors: LoggedError[] = [];
  created.log.on('data', (entry: Record<string | symbol, unknown>) => {
    if (entry[levelKey] === 'error') errors.push(withoutColours(String(entry[messageKey] ?? entry.message)));
  });
  const strapi = await created.load();
  strapi.server.mount();
  await new Promise<void>((resolve) => strapi.server.listen(0, '127.0.0.1', () => resolve()));
  const address = strapi.server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('Strapi is not listening on a TCP port');
  return { strapi, url: `http://127.0.0.1:${address.port}`, errors };
}

/** Stops Strapi without letting it take the test runner's process listeners with it. */
export async function stopStrapi(strapi: Core.Strapi): Promise<void> {
  const events = ['exit', 'SIGINT', 'SIGTERM', 'uncaughtException', 'unhandledRejection'] as const;
  const emitter: NodeJS.EventEmitter = process;
  const saved = events.map((event) => [event, emitter.listeners(event)] as const);
  await strapi.destroy();
  for (const [event, listeners] of saved) {
    for (const listener of listeners) {
      if (!emitter.listeners(event).includes(listener)) emitter.on(event, listener as (...args: unknown[]) => void);
    }
  }
}
