// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { env } from '~/env.server';
import { peerAddressHeader } from '~/features/forms/index.server';
import { strapiServer } from '~/test/setup';
import { loadSignInLink, signInLinkAction } from './owner.server';
import { sessionCookieName } from './session.server';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl';
const token = 'A'.repeat(20) + '-_' + 'b'.repeat(21);

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { [peerAddressHeader]: '203.0.113.30' },
  });
}

/** Strapi's sign-in link routes as the cms answers them (src/owner/sign-in-link.ts). */
function strapiLinks(seen: { path: string; body: unknown; forwarded: string | null }[] = []) {
  strapiServer.use(
    http.post(`${env.STRAPI_URL}/api/owner/sign-in-link`, async ({ request }) => {
      const body = (await request.json()) as { email: string };
      seen.push({ path: 'ask', body, forwarded: request.headers.get('x-forwarded-for') });
      if (body.email === 'flood@vitrine.localhost')
        return HttpResponse.json(
          { error: { status: 429, message: 'Too many', details: { code: 'LOGIN_RATE_LIMITED', retryAfter: 1800 } } },
          { status: 429 },
        );
      return HttpResponse.json({ ok: true });
    }),
    http.post(`${env.STRAPI_URL}/api/owner/sign-in-link/use`, async ({ request }) => {
      const body = (await request.json()) as { token: string };
      seen.push({ path: 'use', body, forwarded: request.headers.get('x-forwarded-for') });
      if (body.token === token) return HttpResponse.json({ jwt });
      return HttpResponse.json({ error: { status: 400, message: 'Invalid or expired sign-in link' } }, { status: 400 });
    }),
  );
  return seen;
}

describe('the sign-in link by mail', () => {
  test('asking: the page’s language and the visitor’s address go to Strapi; the answer says nothing about the address', async () => {
    const seen = strapiLinks();
    const result = (await signInLinkAction(
      post('/nl/login/link/', { intent: 'ask', email: 'someone@vitrine.localhost' }),
    )) as { data: unknown };
    expect(result.data).toEqual({ notice: 'linkSent' });
    expect(seen).toEqual([
      { path: 'ask', body: { email: 'someone@vitrine.localhost', language: 'nl' }, forwarded: '203.0.113.30' },
    ]);
  });

  test('a malformed address: the error beside the field, the input kept, Strapi not asked', async () => {
    const seen = strapiLinks();
    const result = (await signInLinkAction(post('/fr/login/link/', { intent: 'ask', email: 'not-an-address' }))) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(result.init.status).toBe(400);
    expect(result.data).toEqual({ errors: { email: 'validation.emailInvalid' }, values: { email: 'not-an-address' } });
    expect(seen).toEqual([]);
  });

  test('too many links asked: the wait in minutes', async () => {
    strapiLinks();
    const result = (await signInLinkAction(
      post('/en/login/link/', { intent: 'ask', email: 'flood@vitrine.localhost' }),
    )) as { data: unknown; init: ResponseInit };
    expect(result.init.status).toBe(429);
    expect(result.data).toMatchObject({ notice: 'limited', minutes: 30 });
  });

  test('opening the link never uses it (mail scanners open links): the page only carries the token', async () => {
    const seen = strapiLinks();
    const page = loadSignInLink(new URL(`http://127.0.0.1:3000/de/login/link/?token=${token}`)) as unknown as {
      data: { token: string; loginPath: string };
    };
    expect(page.data.token).toBe(token);
    expect(page.data.loginPath).toBe('/de/login/');
    expect(seen).toEqual([]);
    const odd = loadSignInLink(new URL('http://127.0.0.1:3000/de/login/link/?token=<script>')) as unknown as {
      data: { token: string };
    };
    expect(odd.data.token).toBe('');
  });

  test('the button: the token is traded once for the session cookie, and the owner goes to the portal', async () => {
    const seen = strapiLinks();
    const response = (await signInLinkAction(post('/fr/login/link/', { intent: 'use', token }))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/fr/proprietaire/');
    const cookie = response.headers.get('Set-Cookie')!;
    expect(cookie).toContain(`${sessionCookieName}=`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(seen).toEqual([{ path: 'use', body: { token }, forwarded: '203.0.113.30' }]);
  });

  test('a used, expired or unknown link: one translated message, no cookie; a malformed one is not even sent', async () => {
    const seen = strapiLinks();
    const used = (await signInLinkAction(post('/nl/login/link/', { intent: 'use', token: 'z'.repeat(43) }))) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(used.init.status).toBe(400);
    expect(used.data).toEqual({ notice: 'linkExpired' });
    expect(new Headers(used.init.headers).get('Set-Cookie')).toBeNull();
    const malformed = (await signInLinkAction(post('/nl/login/link/', { intent: 'use', token: 'short' }))) as {
      data: unknown;
    };
    expect(malformed.data).toEqual({ notice: 'linkExpired' });
    expect(seen.map((call) => call.body)).toEqual([{ token: 'z'.repeat(43) }]);
  });
});
