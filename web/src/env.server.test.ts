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
});
