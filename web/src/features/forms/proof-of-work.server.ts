import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { env } from '~/env.server';
import { siteLeadForms } from './lead-forms';
import { digest } from './signed-token.server';

/**
 * The proof of work a browser solves unseen before a form is sent (ALTCHA, altcha-lib): a signed
 * challenge fetched apart from the page (`/_pow/challenge`, never cached), solved by the page's
 * script on the form's first touch, posted in a hidden field. It costs a person's browser about a
 * second and a script sending hundreds of forms as many seconds each; it asks nobody anything.
 */

/** How long a challenge may be answered (a long form, filled slowly), in milliseconds. */
export const powLifetime = 60 * 60 * 1000;
/** PBKDF2 iterations per try; the answer is one of {@link powCounter} tries (about a second in a browser). */
export const powCost = 1000;
export const powCounter = { min: 500, max: 2500 } as const;
const algorithm = 'PBKDF2/SHA-256';

/** The secrets altcha-lib signs with, derived from the form secret (one secret to configure). */
const secrets = (secret: string) => ({
  hmacSignatureSecret: digest(secret, 'pow', 'challenge'),
  hmacKeySignatureSecret: digest(secret, 'pow', 'key'),
});

/**
 * A new challenge for `form` (deterministic mode: the server knows the answer's key only by its
 * signature; the browser must try counters until it finds it).
 *
 * @example
 * const challenge = await createPowChallenge(secret, 'infoRequest'); // { parameters, signature }
 */
export async function createPowChallenge(
  secret: string,
  form: string,
  now = Date.now(),
  counter = randomInt(powCounter.max, powCounter.min),
): Promise<Challenge> {
  return createChallenge({
    algorithm,
    cost: powCost,
    counter,
    deriveKey,
    data: { form },
    expiresAt: Math.floor((now + powLifetime) / 1000),
    ...secrets(secret),
  });
}

/** What the page posts in the hidden field: the challenge and its solution, as base64 JSON. */
export function encodePowPayload(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** What checking a posted proof tells: solved (with the key that spends it once), or not. */
export type PowCheck = { readonly ok: true; readonly id: string } | { readonly ok: false };

/**
 * Whether `payload` (the hidden field) solves a challenge this server signed for `form`, in time.
 * Spending it once is the caller's (the `spent` limiter, keyed by `id`).
 *
 * @example
 * await checkPow(secret, 'infoRequest', posted('_pow')); // { ok: true, id: 'pow:…' }
 */
export async function checkPow(secret: string, form: string, payload: unknown, now = Date.now()): Promise<PowCheck> {
  if (typeof payload !== 'string' || payload === '' || payload.length > 4000) return { ok: false };
  let parsed: { challenge?: Challenge; solution?: Solution };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof parsed;
  } catch {
    return { ok: false };
  }
  const { challenge, solution } = parsed;
  const parameters = challenge?.parameters;
  if (!challenge || !solution || typeof parameters !== 'object' || parameters === null) return { ok: false };
  // Only what this server issues: its algorithm and cost (a signed challenge cannot be changed anyway).
  if (parameters.algorithm !== algorithm || parameters.cost !== powCost || parameters.data?.form !== form)
    return { ok: false };
  if (typeof parameters.expiresAt !== 'number' || parameters.expiresAt * 1000 < now) return { ok: false };
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, ...secrets(secret) });
    return result.verified ? { ok: true, id: `pow:${parameters.nonce}` } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/**
 * The answer of `/_pow/challenge?form=…`: a challenge for that lead form as JSON, never stored by
 * any cache; 400 for an unknown form.
 */
export async function proofOfWorkChallenge(request: Request, secret = env.FORM_SECRET): Promise<Response> {
  const form = new URL(request.url).searchParams.get('form') ?? '';
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  if (!(siteLeadForms as readonly string[]).includes(form))
    return Response.json({ error: 'unknown form' }, { status: 400, headers });
  return Response.json(await createPowChallenge(secret, form), { headers });
}
