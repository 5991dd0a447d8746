import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { signatureToleranceMs, verifySignature } from './signature';

const secret = 'shared-secret';
const now = 1_795_000_000_000;
const body = Buffer.from('{"event":"estate-updated","estate_id":"7001"}');
const sign = (timestamp: string, payload = body, key = secret) =>
  `sha256=${createHmac('sha256', key).update(`${timestamp}.`).update(payload).digest('hex')}`;
const at = (ms: number) => String(Math.floor(ms / 1000));

describe('a CRM hook signature', () => {
  test.each<[string, string | undefined, string | undefined, Buffer, ReturnType<typeof verifySignature>]>([
    ['the right one, now', at(now), sign(at(now)), body, 'ok'],
    ['the right one, 4 minutes old', at(now - 4 * 60_000), sign(at(now - 4 * 60_000)), body, 'ok'],
    ['a replay 6 minutes later', at(now - 6 * 60_000), sign(at(now - 6 * 60_000)), body, 'stale'],
    ['a timestamp 6 minutes ahead', at(now + 6 * 60_000), sign(at(now + 6 * 60_000)), body, 'stale'],
    [
      'another body',
      at(now),
      sign(at(now)),
      Buffer.from('{"event":"estate-deleted","estate_id":"7001"}'),
      'bad-signature',
    ],
    ['another secret', at(now), sign(at(now), body, 'guess'), body, 'bad-signature'],
    ['the timestamp changed after signing', at(now - 1000), sign(at(now)), body, 'bad-signature'],
    ['no signature', at(now), undefined, body, 'bad-signature'],
    ['no timestamp', undefined, sign(at(now)), body, 'bad-signature'],
    ['a signature of the wrong length', at(now), 'sha256=abcd', body, 'bad-signature'],
    ['a timestamp that is not a number', 'soon', sign('soon'), body, 'bad-signature'],
  ])('%s', (_, timestamp, signature, payload, verdict) => {
    expect(verifySignature(secret, timestamp, signature, payload, now)).toBe(verdict);
  });

  test('the tolerance is five minutes', () => {
    expect(signatureToleranceMs).toBe(5 * 60_000);
  });
});
