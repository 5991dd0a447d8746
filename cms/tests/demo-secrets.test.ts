import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { demoSecretProblems, knownDemoPasswords } from '../src/bootstrap/demo-secrets';

const own = 'a-password-of-our-own-7431';

describe('the environment of a start', () => {
  test.each([
    ['development seeds with the demo passwords', { NODE_ENV: 'development', SEED_DEMO: 'true' }, []],
    ['production without SEED_DEMO seeds nothing, needs nothing', { NODE_ENV: 'production' }, []],
    [
      'production with SEED_DEMO and no passwords',
      { NODE_ENV: 'production', SEED_DEMO: 'true' },
      ['DEMO_ADMIN_PASSWORD is not set', 'DEMO_OWNER_PASSWORD is not set', 'DEMO_OWNER2_PASSWORD is not set'],
    ],
    [
      'production with SEED_DEMO and a published password',
      {
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        DEMO_ADMIN_PASSWORD: knownDemoPasswords[0],
        DEMO_OWNER_PASSWORD: own,
        DEMO_OWNER2_PASSWORD: 'short',
      },
      ['DEMO_ADMIN_PASSWORD is a published demo password', 'DEMO_OWNER2_PASSWORD is shorter than 12 characters'],
    ],
    [
      'a local demo on loopback, asked for (npm start, the end-to-end stack)',
      { NODE_ENV: 'production', SEED_DEMO: 'true', VITRINE_LOCAL_DEMO: 'true', HOST: '127.0.0.1' },
      [],
    ],
    [
      'a "local demo" listening on every interface is no local demo',
      {
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        VITRINE_LOCAL_DEMO: 'true',
        HOST: '0.0.0.0',
        DEMO_OWNER_PASSWORD: own,
        DEMO_OWNER2_PASSWORD: own,
      },
      ['DEMO_ADMIN_PASSWORD is not set'],
    ],
    [
      'production with SEED_DEMO and passwords of its own',
      {
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        DEMO_ADMIN_PASSWORD: own,
        DEMO_OWNER_PASSWORD: own,
        DEMO_OWNER2_PASSWORD: own,
      },
      [],
    ],
  ])('%s', (_, env, expected) => {
    expect(demoSecretProblems(env).map((problem) => problem.replace(/:.*$/, ''))).toEqual(expected);
  });
});

/** A temporary SQLite database and upload folder for starts of their own. */
const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-demo-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the compiled app once in a process of its own (tests/boot-once.cjs); its exit code and output. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const secret = () => randomBytes(16).toString('base64');
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'boot-once.cjs'), '--compiled'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: '0',
      APP_KEYS: `${secret()},${secret()}`,
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      ENCRYPTION_KEY: secret(),
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      PUBLIC_DIR: path.join(dir, 'public'),
      SMTP_PORT: '9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('a production start with demo secrets refuses', () => {
  test('SEED_DEMO=true without passwords of its own: refused before anything is seeded', async () => {
    const { code, output } = await start({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start in production with demo secrets');
    expect(output).toContain('DEMO_ADMIN_PASSWORD is not set');
    expect(output).not.toContain('[demo seed]');
  }, 120_000);

  test('production on an empty database: starts, seeds no demo account', async () => {
    const { code, output } = await start({ NODE_ENV: 'production' });
    expect(output).not.toContain('[demo seed]');
    expect(code).toBe(0);
  }, 120_000);

  test('a database seeded in development (demo passwords), then started in production: refused', async () => {
    const seeded = await start({ NODE_ENV: 'development', SEED_DEMO: 'true' });
    expect(seeded.output).toContain('[demo seed] done');
    expect(seeded.code).toBe(0);
    const { code, output } = await start({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toContain('the agent account admin@vitrine.localhost has a published demo password');
    expect(output).toContain('the owner account owner@vitrine.localhost has a published demo password');
  }, 240_000);
});
