import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { controlFields } from './lead-forms';

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

/**
 * Solves a challenge for the lead form `form` (named `name`) and puts the answer in its hidden
 * `_pow` field; settles within 15 s whatever happens (an empty field: the server falls back to the
 * fill-time check).
 */
export async function proveWork(form: HTMLFormElement, name: string): Promise<void> {
  const solved = await Promise.race([
    solveProofOfWork(name),
    new Promise<string>((done) => setTimeout(done, 15_000, '')),
  ]);
  const field = form.elements.namedItem(controlFields.pow);
  if (field instanceof HTMLInputElement) field.value = solved;
}
