import { randomBytes } from 'node:crypto';
import { serialize } from 'cookie-es';
import { fillTimeCookieName, singleCookie } from '~/server/cookies';
import { digest, readToken, signToken } from './signed-token.server';

/** Faster than this from page to submission is a program, not a person typing (milliseconds). */
export const minimumFillTime = 3000;
/** A form older than this is asked to prove itself again (a day: long enough for an open tab). */
export const maximumFormAge = 24 * 60 * 60 * 1000;
/**
 * A genuine, unspent fill time younger than this is kept when another page with a form loads: a
 * person's second try (a field refused, "not sent") reloads the page without JavaScript, and must
 * not restart the clock (decision 036).
 */
export const keptFillTime = 60 * 60 * 1000;
const purpose = 'fill-time';

/**
 * A signed fill time: when a page with a form was served, and a nonce, so that no two browsers
 * share one (each is spent once). Not bound to a form: the cookie is the browser's, not the page's.
 *
 * @example
 * issueFillTime(secret); // 'eyJhdCI6…' + '.' + mac
 */
export function issueFillTime(secret: string, now = Date.now()): string {
  return signToken(secret, purpose, { at: now, n: randomBytes(9).toString('base64url') });
}

/**
 * The `Set-Cookie` header (cookie-es) that gives the browser its fill time: HttpOnly (no script
 * reads it), SameSite=Lax, the whole site, a day.
 */
export function fillTimeCookie(token: string, secure: boolean): string {
  return serialize(fillTimeCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: maximumFormAge / 1000,
  });
}

/** A fill time read from a request: its token (what spends it) and its age in milliseconds. */
export interface FillTime {
  readonly token: string;
  readonly age: number;
}

/**
 * The fill time of a Cookie header: null when the cookie is absent, sent more than once (a
 * repeated cookie is no proof), not signed with `secret` for this purpose, or without a time.
 *
 * @example
 * readFillTime(secret, `vitrine_started=${issueFillTime(secret, 0)}`, 5000); // { token, age: 5000 }
 */
export function readFillTime(secret: string, cookieHeader: string | null, now = Date.now()): FillTime | null {
  const { value } = singleCookie(cookieHeader, fillTimeCookieName);
  const payload = readToken(secret, purpose, value);
  if (!value || typeof payload?.at !== 'number') return null;
  return { token: value, age: now - payload.at };
}

/**
 * Whether a fill time is a person's: at least {@link minimumFillTime} old and not older than
 * {@link maximumFormAge}.
 *
 * @example
 * tookPersonsTime({ token, age: 2_999 }); // false
 */
export function tookPersonsTime(fillTime: FillTime | null): boolean {
  return fillTime !== null && fillTime.age >= minimumFillTime && fillTime.age <= maximumFormAge;
}

/** The key that spends a fill time once (a digest: the token itself travels in every request). */
export function fillTokenKey(secret: string, token: string): string {
  return `fill:${digest(secret, purpose, token)}`;
}

/**
 * The Cookie header of a browser that got its fill time at `at`, as `/_forms/started.css` sets it
 * (other features' action tests: a person's post without JavaScript).
 *
 * @example
 * new Request(url, { method: 'POST', body, headers: { cookie: fillTimeRequestCookie(secret, Date.now() - 10_000) } });
 */
export function fillTimeRequestCookie(secret: string, at: number): string {
  return serialize(fillTimeCookieName, issueFillTime(secret, at));
}
