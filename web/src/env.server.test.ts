import { describe, expect, test } from 'vitest';
import { parseEnv } from './env.server';

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
});
