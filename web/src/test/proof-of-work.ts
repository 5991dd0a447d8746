import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { env } from '~/env.server';
import { createPowChallenge, encodePowPayload } from '~/features/forms/proof-of-work.server';

/**
 * A proof of work solved as a page's script solves it (a small counter: instant), for action tests
 * that run in happy-dom, whose Request drops a Cookie header (no fill-time cookie there).
 */
export async function solvedProofOfWork(form: string, secret = env.FORM_SECRET): Promise<string> {
  const challenge = await createPowChallenge(secret, form, Date.now(), 3);
  const solution = await solveChallenge({ challenge, deriveKey });
  return encodePowPayload(challenge, solution!);
}
