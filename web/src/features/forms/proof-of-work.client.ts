import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Where the page fetches a challenge (routes/proof-of-work.tsx): never cached, one per form touch. */
export const powChallengePath = '/_pow/challenge';

/**
 * Fetches a challenge for `form` and solves it in the background (WebCrypto PBKDF2): the promise
 * gives the hidden field's value, or '' when it could not (then the server falls back to the
 * fill-time check, as without JavaScript).
 */
export async function solveProofOfWork(form: string): Promise<string> {
  try {
    const response = await fetch(`${powChallengePath}?form=${encodeURIComponent(form)}`, {
      cache: 'no-store',
      credentials: 'omit',
    });
    if (!response.ok) return '';
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : '';
  } catch {
    return '';
  }
}
