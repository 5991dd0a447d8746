import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signature older or newer than this is refused: a captured request cannot be replayed later. */
export const signatureToleranceMs = 5 * 60_000;
/**
 * Checks a hook's signature: `X-Vitrine-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>`
 * with `X-Vitrine-Timestamp` in Unix seconds, within five minutes of now; compared in constant time.
 *
 * @example
 * verifySignature('s', '1700000000', 'sha256=…', Buffer.from('{}'), 1_700_000_000_000); // 'ok' when it matches
 */
export function verifySignature(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  body: Buffer,
  now = Date.now(),
): 'ok' | 'stale' | 'bad-signature' {
  const seconds = Number(timestamp);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return 'bad-signature';
  if (Math.abs(now - seconds * 1000) > signatureToleranceMs) return 'stale';
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
  const given = /^sha256=([0-9a-f]{64})$/.exec(signature ?? '')?.[1];
  if (!given) return 'bad-signature';
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? 'ok' : 'bad-signature';
}
