import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Small signed tokens for the forms (fill time, captcha): a JSON payload, base64url, and its
 * HMAC-SHA256 under the server's secret and a purpose, so a token made for one use is refused
 * for another. The payload is readable: put nothing secret in it.
 */
function mac(secret: string, purpose: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${body}`).digest();
}

/**
 * Signs `payload` for `purpose`.
 *
 * @example
 * signToken('secret', 'fill', { form: 'infoRequest', at: 1 }); // 'eyJmb3JtIjoi…' + '.' + mac
 */
export function signToken(secret: string, purpose: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, purpose, body).toString('base64url')}`;
}

/**
 * The payload of a token signed for `purpose` with `secret`, or null when it is missing,
 * malformed, signed with another secret or for another purpose.
 *
 * @example
 * readToken('secret', 'fill', signToken('secret', 'fill', { at: 1 })); // { at: 1 }
 */
export function readToken(secret: string, purpose: string, token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.length > 2000) return null;
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = mac(secret, purpose, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A keyed digest (hex) of a value, for answers that a readable payload must not reveal. */
export function digest(secret: string, purpose: string, value: string): string {
  return mac(secret, purpose, value).toString('hex');
}
