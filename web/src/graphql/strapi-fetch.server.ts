import { env } from '~/env.server';

/**
 * Every call from the web to Strapi has a deadline and the pause (issue 13) — GraphQL through Apollo
 * Client's link chain (apollo.server.ts), the rest through {@link strapiFetch}: a call has a timeout,
 * so a Strapi that accepts connections and never answers cannot hang a page, and once Strapi has
 * failed to answer, the calls of the next moments fail at once instead of each waiting out its
 * timeout (a page that asks Strapi three times in a row still answers within one timeout). The
 * first call after that moment tries Strapi again, so the site recovers by itself.
 */

/**
 * How long a read may take (STRAPI_TIMEOUT_MS, 4 s by default); how long a visitor's submission may
 * take (STRAPI_WRITE_TIMEOUT_MS, 15 s by default): a form post waits for Strapi longer than a page
 * does, because giving up on a write that Strapi then stores tells the visitor "not sent" for a lead
 * that was, and the visitor sends it again; after a failed read, how long reads fail at once
 * (STRAPI_PAUSE_MS, 2 s by default).
 */
let timings = { readMs: env.STRAPI_TIMEOUT_MS, writeMs: env.STRAPI_WRITE_TIMEOUT_MS, pauseMs: env.STRAPI_PAUSE_MS };

/** For tests: timings of their own (the environment is read once, when the server starts). */
export function setStrapiTimings(next: Partial<typeof timings>): void {
  timings = { ...timings, ...next };
}
/** The `Retry-After` (seconds) of a page answered 503 while Strapi is unavailable. */
export const retryAfterSeconds = 10;

/** Strapi did not answer (refused, reset, timed out) or answered 502–504: the site is unavailable. */
export class StrapiUnavailableError extends Error {
  override name = 'StrapiUnavailableError';
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Strapi is unavailable: ${reason}`, options);
  }
}

/** Whether an error (or one of its causes, as Apollo Client wraps them) is Strapi being unavailable. */
export function isStrapiUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof StrapiUnavailableError) return true;
    if (typeof current === 'object' && (current as { name?: unknown }).name === 'StrapiUnavailableError') return true;
    current =
      (current as { cause?: unknown; networkError?: unknown }).cause ??
      (current as { networkError?: unknown }).networkError;
  }
  return false;
}

/** Whether a call carries credentials (an owner's token): its 401 is then the answer to give. */
function sentCredentials(input: string | URL | Request, init: RequestInit): boolean {
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  return headers.has('authorization');
}

let pausedUntil = 0;

/** Whether Strapi failed a moment ago (reads fail at once until the pause is over). */
export function strapiPaused(now = Date.now()): boolean {
  return now < pausedUntil;
}

/** For tests: forget an earlier failure. */
export function resetStrapiPause(): void {
  pausedUntil = 0;
}

/** The error of a read asked during the pause. */
export function pausedError(): StrapiUnavailableError {
  return new StrapiUnavailableError('it failed a moment ago');
}

/**
 * Notes how a call ended: a read that found Strapi unavailable starts the pause. A write never does:
 * under load, one slow submission must not turn away the pages and leads of the next seconds.
 */
export function noteStrapiFailure(error: unknown, { write }: { write: boolean }): void {
  if (!write && isStrapiUnavailable(error)) pausedUntil = Date.now() + timings.pauseMs;
}

/**
 * The time a call may take, as a signal that aborts with {@link StrapiUnavailableError} (so the
 * abort says which deadline passed; a caller's own abort has another reason).
 */
export function strapiDeadline({ write }: { write: boolean }): AbortSignal {
  const timeoutMs = write ? timings.writeMs : timings.readMs;
  const controller = new AbortController();
  setTimeout(() => controller.abort(new StrapiUnavailableError(`no answer within ${timeoutMs} ms`)), timeoutMs).unref();
  return controller.signal;
}

/**
 * `fetch` to Strapi that tells unavailability from an answer: refused, reset, past its deadline
 * (`init.signal`, {@link strapiDeadline}) or answered 502–504 throws {@link StrapiUnavailableError};
 * the caller's own abort throws as fetch does. Apollo's HttpLink calls Strapi through it; the
 * deadline and the pause are the link chain's (apollo.server.ts).
 */
export async function checkedStrapiFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    const reason: unknown = init.signal?.aborted ? init.signal.reason : undefined;
    if (reason instanceof StrapiUnavailableError) throw reason;
    // The caller's own abort is not Strapi's fault.
    if (init.signal?.aborted) throw error;
    throw new StrapiUnavailableError(String(error), { cause: error });
  }
  if (response.status >= 502 && response.status <= 504)
    throw new StrapiUnavailableError(`it answered ${response.status}`);
  // A call without credentials cannot have wrong ones: Strapi answers it 401 only when its own
  // authentication could not read the public role (its database restarting; it swallows that
  // error, and its check of the database can run after the database is back).
  if (response.status === 401 && !sentCredentials(input, init))
    throw new StrapiUnavailableError('it answered 401 to a call without credentials');
  return response;
}

/**
 * A call to Strapi outside GraphQL (the owners' REST API, view counts), with the deadline and the
 * pause; throws {@link StrapiUnavailableError}. A `write` (a visitor's submission) is always tried,
 * with its own longer deadline, and its failure does not pause the reads.
 */
export async function strapiFetch(
  input: string | URL | Request,
  init: RequestInit = {},
  { write = false }: { write?: boolean } = {},
): Promise<Response> {
  if (!write && strapiPaused()) throw pausedError();
  const deadline = strapiDeadline({ write });
  const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
  try {
    return await checkedStrapiFetch(input, { ...init, signal });
  } catch (error) {
    noteStrapiFailure(error, { write });
    throw error;
  }
}
