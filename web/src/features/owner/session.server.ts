import { createCookie } from 'react-router';
import { env } from '~/env.server';

/** The owner's session: the Strapi JWT, in a cookie the page's JavaScript cannot read. */
export const sessionCookieName = 'vitrine_session';

/**
 * httpOnly (never readable by the page), SameSite=Lax (not sent by another site's POST), Secure
 * when the site is served over https, for the whole site, as long as the JWT lives (7 days).
 * React Router's cookie helper (the `cookie` package) writes and reads it.
 */
export const sessionCookie = createCookie(sessionCookieName, {
  httpOnly: true,
  sameSite: 'lax',
  secure: env.PUBLIC_SITE_URL.startsWith('https:'),
  path: '/',
  maxAge: 7 * 24 * 60 * 60,
});

/** The JWT of the request's session, if any. */
export async function sessionToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) ? value : null;
}

/** The Set-Cookie of a new session. */
export const startSession = (jwt: string) => sessionCookie.serialize(jwt);

/** The Set-Cookie that ends the session. */
export const endSession = () => sessionCookie.serialize('', { maxAge: 0, expires: new Date(0) });
