// @vitest-environment node
import { parseSetCookie, stringifyCookie } from 'cookie-es';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { env } from '~/env.server';
import { peerAddressHeader } from '~/features/forms/index.server';
import { strapiServer } from '~/test/setup';
import { forgotAction, loadOwnerPortal, loginAction, portalAction, resetAction } from './owner.server';
import { sessionCookieName } from './session.server';

/** The Cookie header a browser sends back for an answer's Set-Cookie (read by cookie-es). */
const requestCookieOf = (answer: Response): string => {
  const cookie = parseSetCookie(answer.headers.get('Set-Cookie') ?? '');
  return cookie ? stringifyCookie({ [cookie.name]: cookie.value }) : '';
};

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl';

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { [peerAddressHeader]: '203.0.113.20', ...headers },
  });
}

/** Strapi's users-permissions login as the cms answers it (src/owner/auth.ts). */
function strapiLogin(seen: unknown[] = []) {
  strapiServer.use(
    http.post(`${env.STRAPI_URL}/api/auth/local`, async ({ request }) => {
      const body = (await request.json()) as { identifier: string; password: string };
      seen.push({ body, forwarded: request.headers.get('x-forwarded-for') });
      if (body.identifier === 'owner@vitrine.localhost' && body.password === 'right-password')
        return HttpResponse.json({ jwt, user: { id: 1 } });
      if (body.identifier === 'slow@vitrine.localhost')
        return HttpResponse.json(
          { error: { status: 429, message: 'Too many', details: { code: 'LOGIN_RATE_LIMITED', retryAfter: 840 } } },
          { status: 429 },
        );
      return HttpResponse.json({ error: { status: 400, message: 'Invalid identifier or password' } }, { status: 400 });
    }),
  );
}

const isResponse = (value: unknown): value is Response => value instanceof Response;
async function outcome(promise: Promise<unknown>) {
  try {
    return await promise;
  } catch (thrown) {
    return thrown;
  }
}

describe('the owner login', () => {
  test('the right password: the JWT goes into an httpOnly, SameSite=Lax cookie and the owner to the portal', async () => {
    const seen: unknown[] = [];
    strapiLogin(seen);
    const response = await loginAction(
      post('/en/login/', { email: 'owner@vitrine.localhost', password: 'right-password', next: '/en/owner/' }),
    );
    expect(isResponse(response) && response.status).toBe(303);
    const res = response as Response;
    expect(res.headers.get('Location')).toBe('/en/owner/');
    const cookie = res.headers.get('Set-Cookie')!;
    expect(cookie).toContain(`${sessionCookieName}=`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // The visitor's address is forwarded to Strapi's limits.
    expect(seen).toEqual([
      { body: { identifier: 'owner@vitrine.localhost', password: 'right-password' }, forwarded: '203.0.113.20' },
    ]);
  });

  test('after the login only a path of this site', async () => {
    strapiLogin();
    const response = (await loginAction(
      post('/nl/login/', { email: 'owner@vitrine.localhost', password: 'right-password', next: '//evil.example/' }),
    )) as Response;
    expect(response.headers.get('Location')).toBe('/nl/eigenaar/');
  });

  test('a wrong password and an unknown e-mail get the same answer, the e-mail kept', async () => {
    strapiLogin();
    const wrong = (await loginAction(post('/nl/login/', { email: 'owner@vitrine.localhost', password: 'nope' }))) as {
      data: unknown;
      init: ResponseInit;
    };
    const unknown = (await loginAction(post('/nl/login/', { email: 'nobody@example.be', password: 'nope' }))) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(wrong.data).toEqual({ notice: 'invalid', values: { email: 'owner@vitrine.localhost' } });
    expect(unknown.data).toEqual({ notice: 'invalid', values: { email: 'nobody@example.be' } });
    expect(wrong.init.status).toBe(400);
  });

  test('the form is checked by the domain schema before Strapi is asked', async () => {
    const result = (await loginAction(post('/fr/login/', { email: 'not-an-email', password: '' }))) as {
      data: { errors: unknown };
    };
    expect(result.data.errors).toEqual({ email: 'validation.emailInvalid', password: 'validation.passwordRequired' });
  });

  test('the rate limit says how long to wait', async () => {
    strapiLogin();
    const result = (await loginAction(post('/de/login/', { email: 'slow@vitrine.localhost', password: 'x' }))) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(result.data).toMatchObject({ notice: 'limited', minutes: 14 });
    expect(result.init.status).toBe(429);
    expect(new Headers(result.init.headers).get('Retry-After')).toBe('840');
  });

  test('Strapi down: the API error, never a crash', async () => {
    strapiServer.use(http.post(`${env.STRAPI_URL}/api/auth/local`, () => HttpResponse.error()));
    const result = (await loginAction(post('/en/login/', { email: 'owner@vitrine.localhost', password: 'x' }))) as {
      data: unknown;
    };
    expect(result.data).toMatchObject({ notice: 'unavailable' });
  });
});

describe('the portal session', () => {
  test('without a session: the login, coming back after', async () => {
    const thrown = await outcome(loadOwnerPortal(new Request('http://127.0.0.1:3000/fr/proprietaire/')));
    expect(isResponse(thrown) && thrown.headers.get('Location')).toBe('/fr/login/?next=%2Ffr%2Fproprietaire%2F');
  });

  test('an expired session: the login with a message, the cookie cleared', async () => {
    strapiServer.use(http.get(`${env.STRAPI_URL}/api/owner/portal`, () => HttpResponse.json({}, { status: 401 })));
    const thrown = await outcome(
      loadOwnerPortal(
        new Request('http://127.0.0.1:3000/nl/eigenaar/', {
          headers: { cookie: `${sessionCookieName}=${encodeURIComponent(JSON.stringify(jwt))}` },
        }),
      ),
    );
    // (createCookie stores its value base64-encoded; a forged value is not a session.)
    expect(isResponse(thrown) && thrown.headers.get('Location')).toMatch(/^\/nl\/login\//);
  });

  test('a session: the JWT is sent to Strapi, never to the page', async () => {
    let authorization: string | null = null;
    strapiServer.use(
      http.get(`${env.STRAPI_URL}/api/owner/portal`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: [] });
      }),
    );
    strapiLogin();
    const login = (await loginAction(
      post('/nl/login/', { email: 'owner@vitrine.localhost', password: 'right-password' }),
    )) as Response;
    const cookie = requestCookieOf(login);
    const page = (await loadOwnerPortal(
      new Request('http://127.0.0.1:3000/nl/eigenaar/', { headers: { cookie } }),
    )) as { data: Record<string, unknown> };
    expect(authorization).toBe(`Bearer ${jwt}`);
    expect(JSON.stringify(page.data)).not.toContain(jwt);
    expect(page.data.listings).toEqual([]);
  });

  test('an expired JWT in a valid cookie: back to the login with a message, the cookie cleared', async () => {
    strapiServer.use(
      http.get(`${env.STRAPI_URL}/api/owner/portal`, () => HttpResponse.json({ error: {} }, { status: 401 })),
    );
    strapiLogin();
    const login = (await loginAction(
      post('/en/login/', { email: 'owner@vitrine.localhost', password: 'right-password' }),
    )) as Response;
    const cookie = requestCookieOf(login);
    const thrown = await outcome(
      loadOwnerPortal(new Request('http://127.0.0.1:3000/en/owner/', { headers: { cookie } })),
    );
    expect(isResponse(thrown) && thrown.headers.get('Location')).toBe('/en/login/?expired=1');
    expect((thrown as Response).headers.get('Set-Cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  test('logging out clears the cookie', async () => {
    const response = (await portalAction(post('/de/eigentuemer/', { intent: 'logout' }))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/de/login/?loggedOut=1');
    expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`${sessionCookieName}=;`));
  });

  test('logging out asks Strapi to end every session of the owner, as the visitor', async () => {
    const seen: unknown[] = [];
    strapiServer.use(
      http.post(`${env.STRAPI_URL}/api/auth/logout`, async ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          forwarded: request.headers.get('x-forwarded-for'),
          body: await request.json(),
        });
        return HttpResponse.json({ ok: true });
      }),
    );
    strapiLogin();
    const login = (await loginAction(
      post('/en/login/', { email: 'owner@vitrine.localhost', password: 'right-password' }),
    )) as Response;
    const cookie = requestCookieOf(login);
    const response = (await portalAction(post('/en/owner/', { intent: 'logout' }, { cookie }))) as Response;
    expect(seen).toEqual([{ authorization: `Bearer ${jwt}`, forwarded: '203.0.113.20', body: { scope: 'all' } }]);
    expect(response.headers.get('Location')).toBe('/en/login/?loggedOut=1');
    expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`${sessionCookieName}=;`));
  });

  test('Strapi down at logout: the cookie is cleared all the same, with a warning', async () => {
    strapiServer.use(http.post(`${env.STRAPI_URL}/api/auth/logout`, () => HttpResponse.error()));
    strapiLogin();
    const login = (await loginAction(
      post('/en/login/', { email: 'owner@vitrine.localhost', password: 'right-password' }),
    )) as Response;
    const cookie = requestCookieOf(login);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = (await portalAction(post('/en/owner/', { intent: 'logout' }, { cookie }))) as Response;
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('logout'));
    warn.mockRestore();
    expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`${sessionCookieName}=;`));
  });
});

describe('the password pages', () => {
  test('the mail is asked in the page’s language; the answer is the same for any address', async () => {
    const asked: unknown[] = [];
    strapiServer.use(
      http.post(`${env.STRAPI_URL}/api/auth/forgot-password`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const result = (await forgotAction(post('/fr/login/password/', { email: 'owner@vitrine.localhost' }))) as {
      data: unknown;
    };
    expect(result.data).toEqual({ notice: 'sent' });
    expect(asked).toEqual([{ email: 'owner@vitrine.localhost', language: 'fr' }]);
  });

  test('passwords must match, checked before Strapi is asked', async () => {
    const result = (await resetAction(
      post('/nl/login/reset/', { code: 'abc', password: 'long-enough-1', passwordConfirmation: 'long-enough-2' }),
    )) as { data: { errors: unknown } };
    expect(result.data.errors).toEqual({ passwordConfirmation: 'validation.passwordsMustMatch' });
  });

  test('a code Strapi does not know: Person not found', async () => {
    strapiServer.use(
      http.post(`${env.STRAPI_URL}/api/auth/reset-password`, () =>
        HttpResponse.json({ error: { status: 400, message: 'Incorrect code provided' } }, { status: 400 }),
      ),
    );
    const result = (await resetAction(
      post('/en/login/reset/', { code: 'abc', password: 'long-enough-1', passwordConfirmation: 'long-enough-1' }),
    )) as { data: unknown };
    expect(result.data).toEqual({ notice: 'notFound' });
  });

  test('a good code: the owner is signed in and sent to the portal', async () => {
    strapiServer.use(
      http.post(`${env.STRAPI_URL}/api/auth/reset-password`, () => HttpResponse.json({ jwt, user: { id: 1 } })),
    );
    const response = (await resetAction(
      post('/de/login/reset/', { code: 'abc', password: 'long-enough-1', passwordConfirmation: 'long-enough-1' }),
    )) as Response;
    expect(response.headers.get('Location')).toBe('/de/eigentuemer/?password=saved');
    expect(response.headers.get('Set-Cookie')).toMatch(/HttpOnly/i);
  });
});
