import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, test } from 'vitest';
import { checkPow, encodePowPayload, powLifetime, proofOfWorkChallenge } from './proof-of-work.server';

const secret = 'a-test-secret-of-at-least-32-characters';

describe('the proof of work', () => {
  test('/_pow/challenge gives a fresh, never cached challenge per form, which the browser’s solver answers', async () => {
    const answer = await proofOfWorkChallenge(
      new Request('http://site.test/_pow/challenge?form=contactMessage'),
      secret,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const challenge = (await answer.json()) as Challenge;
    expect(challenge.parameters.data).toEqual({ form: 'contactMessage' });
    // The solver the page loads (WebCrypto), as it runs in the browser.
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = encodePowPayload(challenge, solution!);
    expect(await checkPow(secret, 'contactMessage', payload)).toEqual({
      ok: true,
      id: `pow:${challenge.parameters.nonce}`,
    });
    expect(await checkPow(secret, 'infoRequest', payload)).toEqual({ ok: false });
    expect(await checkPow(secret, 'contactMessage', payload, Date.now() + powLifetime + 1000)).toEqual({ ok: false });
    const other = (await (
      await proofOfWorkChallenge(new Request('http://site.test/_pow/challenge?form=contactMessage'), secret)
    ).json()) as Challenge;
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  test('an unknown form gets no challenge', async () => {
    const answer = await proofOfWorkChallenge(new Request('http://site.test/_pow/challenge?form=admin'), secret);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
