// @vitest-environment node
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseEnv } from './env.server';

const webDir = path.resolve(import.meta.dirname, '..');

describe('environment', () => {
  test('has working defaults', () => {
    expect(parseEnv({})).toMatchObject({
      STRAPI_URL: 'http://127.0.0.1:1337',
      PUBLIC_SITE_URL: 'http://127.0.0.1:3000',
      DEFAULT_LANGUAGE: 'nl',
    });
  });

  test('fails fast, naming every problem', () => {
    expect(() => parseEnv({ STRAPI_URL: 'strapi', DEFAULT_LANGUAGE: 'es' })).toThrow(
      /STRAPI_URL must be an absolute http\(s\) URL[\s\S]*DEFAULT_LANGUAGE must be one of en, nl, fr, de/,
    );
  });

  test('takes a map tile server with its placeholders, OpenStreetMap by default', () => {
    expect(parseEnv({}).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(parseEnv({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe(
      'https://{s}.tiles.example/{z}/{x}/{y}.png',
    );
    expect(() => parseEnv({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(/MAP_TILE_URL must be/);
  });

  test('signs forms with FORM_SECRET (32 characters or more), or a random secret of its own', () => {
    expect(parseEnv({ FORM_SECRET: 'x'.repeat(32) }).FORM_SECRET).toBe('x'.repeat(32));
    expect(parseEnv({}).FORM_SECRET).not.toBe(parseEnv({}).FORM_SECRET);
    expect(() => parseEnv({ FORM_SECRET: 'short' })).toThrow(/FORM_SECRET must be at least 32 characters/);
  });

  test('trusts X-Forwarded-For only from TRUSTED_PROXY, loopback naming both loopback addresses', () => {
    expect(parseEnv({}).TRUSTED_PROXY).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXY: 'loopback, 10.0.0.2' }).TRUSTED_PROXY).toEqual(['127.0.0.1', '::1', '10.0.0.2']);
    expect(() => parseEnv({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must be a redis:\/\/ URL/);
  });

  test('reads numbers once, refusing what is not one: timeouts, limits, the page cache', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      BODY_LIMIT: 65536,
      STRAPI_TIMEOUT_MS: 4000,
      STRAPI_WRITE_TIMEOUT_MS: 15000,
      STRAPI_PAUSE_MS: 2000,
      PAGE_CACHE: 'on',
      PAGE_CACHE_MAX_BYTES: undefined,
      GRAPHQL_ANSWERS: 'on',
    });
    expect(parseEnv({ STRAPI_PAUSE_MS: '0', PAGE_CACHE: 'off', GRAPHQL_ANSWERS: 'off' })).toMatchObject({
      STRAPI_PAUSE_MS: 0,
      PAGE_CACHE: 'off',
      GRAPHQL_ANSWERS: 'off',
    });
    expect(() => parseEnv({ STRAPI_TIMEOUT_MS: '4s', BODY_LIMIT: '-1' })).toThrow(
      /BODY_LIMIT must be a whole number of at least 1, got "-1"[\s\S]*STRAPI_TIMEOUT_MS must be a whole number/,
    );
  });
});

/**
 * The environment is read in one place (this module, validated at start): anywhere else a variable
 * would escape the validation and its documentation. Tests, test helpers and tools are not the server.
 */
test('no server code but env.server.ts reads process.env', () => {
  const files = globSync(['*.ts', 'cache/**/*.{ts,js}', 'src/**/*.{ts,tsx,js}'], { cwd: webDir }).filter(
    (file) =>
      !/\.(test|config)\.tsx?$/.test(file) &&
      !file.startsWith(path.join('src', 'test')) &&
      file !== path.join('src', 'env.server.ts'),
  );
  expect(files).toContain('server.ts');
  const readers = files.filter((file) =>
    readFileSync(path.join(webDir, file), 'utf8')
      .split('\n')
      .some((line) => !/^\s*(\*|\/\/)/.test(line) && /\bprocess\s*(\.\s*env\b|\[\s*['"`]env)/.test(line)),
  );
  expect(readers).toEqual([]);
});
