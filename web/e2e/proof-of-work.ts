import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { siteUrl } from './site';

/**
 * What a page's script posts in `_pow` for `form`: a challenge fetched from the web's
 * `/_pow/challenge` (as the browser fetches it) and solved here, with the library the browser uses.
 * For tests that post forms without a browser, each submission with its own proof (`baseUrl`: a web
 * of the test's own).
 */
export async function solvedProofOfWork(form: string, baseUrl = siteUrl('/')): Promise<string> {
  const response = await fetch(new URL(`/_pow/challenge?form=${form}`, baseUrl));
  if (!response.ok) throw new Error(`/_pow/challenge answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The proof of work was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
