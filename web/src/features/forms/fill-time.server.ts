import { randomBytes } from 'node:crypto';
import { noteFillTokens } from '~/page-cache/page-views.server';
import { digest, readToken, signToken } from './signed-token.server';

/** Faster than this from page to submission is a program, not a person typing (milliseconds). */
export const minimumFillTime = 3000;
/** A form older than this is asked to prove itself again (a day: long enough for an open tab). */
export const maximumFormAge = 24 * 60 * 60 * 1000;
const purpose = 'fill-time';

/**
 * A fill-time token's payload: the form first (the page cache finds tokens by that prefix), when it
 * was served, and a nonce, so that no two served forms share a token (each is spent once).
 */
const payloadOf = (form: string, at: number) => ({ form, at, n: randomBytes(9).toString('base64url') });

/**
 * The token a form is served with: which form, and when it was served.
 *
 * @example
 * issueFillToken(secret, 'infoRequest'); // 'eyJmb3JtIjoi…'
 */
export function issueFillToken(secret: string, form: string, now = Date.now()): string {
  // A page served from the page cache gets its tokens issued again, at the time it is served.
  noteFillTokens((token) => {
    const payload = readToken(secret, purpose, token);
    return typeof payload?.form === 'string' ? signToken(secret, purpose, payloadOf(payload.form, Date.now())) : null;
  });
  return signToken(secret, purpose, payloadOf(form, now));
}

/**
 * Whether a submission took a person's time: its token is this form's, genuine, at least
 * {@link minimumFillTime} old and not older than {@link maximumFormAge}.
 *
 * @example
 * tookPersonsTime(secret, 'infoRequest', issueFillToken(secret, 'infoRequest', 0), 5000); // true
 */
export function tookPersonsTime(secret: string, form: string, token: unknown, now = Date.now()): boolean {
  const payload = readToken(secret, purpose, token);
  if (!payload || payload.form !== form || typeof payload.at !== 'number') return false;
  const age = now - payload.at;
  return age >= minimumFillTime && age <= maximumFormAge;
}

/** The key that spends a fill-time token once (a digest: the token itself is public). */
export function fillTokenKey(secret: string, token: string): string {
  return `fill:${digest(secret, purpose, token)}`;
}
