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
});
