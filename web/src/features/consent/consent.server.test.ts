// @vitest-environment node
import { cookieMaxAgeDays } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { grantedByForm, readConsent, safeReturnPath, saveConsent } from './consent.server';

const request = (path: string, cookie?: string) =>
  new Request(`http://127.0.0.1:3000${path}`, { headers: cookie ? { cookie } : {} });

function post(fields: [string, string][]) {
  const body = new URLSearchParams(fields);
  return new Request('http://127.0.0.1:3000/consent/', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('reading consent from the request', () => {
  test('no cookie: undecided, only the strictly necessary', () => {
    expect(readConsent(request('/nl/'))).toEqual({ decided: false, granted: ['necessary'], implied: false });
  });

  test('the cookie the site wrote', () => {
    expect(readConsent(request('/nl/', 'lang=nl; vitrine_consent=necessary.marketing; x=1'))).toEqual({
      decided: true,
      granted: ['necessary', 'marketing'],
      implied: false,
    });
  });

  test('a cookie the site did not write counts as no choice', () => {
    expect(readConsent(request('/nl/', 'vitrine_consent=everything')).decided).toBe(false);
  });

  test('a path containing "preview" counts as granted (spec)', () => {
    expect(readConsent(request('/nl/preview/?secret=x')).implied).toBe(true);
    expect(readConsent(request('/nl/te-koop/', undefined), { preview: true }).implied).toBe(true);
    expect(readConsent(request('/nl/te-koop/?q=preview')).implied).toBe(false);
  });
});

describe('the submitted choice', () => {
  const rows: [fields: [string, string][], granted: string[]][] = [
    [[['choice', 'all']], ['analytical', 'marketing', 'social-media', 'unclassified']],
    [
      [
        ['choice', 'necessary'],
        ['category', 'marketing'],
      ],
      [],
    ],
    [
      [
        ['choice', 'save'],
        ['category', 'marketing'],
        ['category', 'social-media'],
      ],
      ['marketing', 'social-media'],
    ],
    [
      [
        ['choice', 'save'],
        ['category', 'necessary'],
        ['category', 'nonsense'],
      ],
      [],
    ],
    [[], []],
  ];
  test.each(rows)('%j grants %j', (fields, granted) => {
    const form = new FormData();
    for (const [key, value] of fields) form.append(key, value);
    expect(grantedByForm(form)).toEqual(granted);
  });
});

describe('the return path after a plain post', () => {
  test.each([
    ['/nl/te-koop/?page=2', '/nl/te-koop/?page=2'],
    ['//evil.example/', '/'],
    ['/\\evil.example/', '/'],
    ['https://evil.example/', '/'],
    ['', '/'],
    // `?back=/%09/evil.example/` arrives decoded: browsers drop the tab, leaving `//evil.example/`.
    ['/\t/evil.example/', '/'],
    ['/%09/evil.example/', '/'],
    ['/%2F%2Fevil.example/', '/'],
    ['/\n/evil.example/', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value, '/')).toBe(expected);
  });
});

describe('saving consent', () => {
  test('without JavaScript: sets the cookie for its lifetime in days and goes back (303)', async () => {
    const response = (await saveConsent(
      post([
        ['choice', 'necessary'],
        ['redirectTo', '/fr/a-vendre/?page=2'],
        ['language', 'fr'],
      ]),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr/a-vendre/?page=2');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('vitrine_consent=necessary;');
    expect(cookie).toContain(`Max-Age=${cookieMaxAgeDays.consent * 86400}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  test('an unsafe return path falls back to the home of the language', async () => {
    const response = (await saveConsent(
      post([
        ['choice', 'all'],
        ['redirectTo', '//evil.example/'],
        ['language', 'de'],
      ]),
    )) as Response;
    expect(response.headers.get('location')).toBe('/de/');
  });

  test('from the hydrated form: data, no redirect', async () => {
    const result = (await saveConsent(
      post([
        ['choice', 'all'],
        ['via', 'script'],
      ]),
    )) as unknown as { data: { saved: string }; init: ResponseInit };
    expect(result.data).toEqual({ saved: 'necessary.analytical.marketing.social-media.unclassified' });
    expect(new Headers(result.init.headers).get('set-cookie')).toContain(
      'vitrine_consent=necessary.analytical.marketing.social-media.unclassified;',
    );
  });
});
