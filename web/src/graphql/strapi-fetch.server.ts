/**
 * Every call from the web to Strapi goes through {@link strapiFetch} (issue 13): it has a timeout,
 * so a Strapi that accepts connections and never answers cannot hang a page, and once Strapi has
 * failed to answer, the calls of the next moments fail at once instead of each waiting out its
 * timeout (a page that asks Strapi three times in a row still answers within one timeout). The
 * first call after that moment tries Strapi again, so the site recovers by itself.
 */

/** How long one call may take (STRAPI_TIMEOUT_MS, 4 s by default). */
export const strapiTimeoutMs = () =>
  Number(process.env.STRAPI_TIMEOUT_MS) > 0 ? Number(process.env.STRAPI_TIMEOUT_MS) : 4_000;
/**
 * How long a visitor's submission may take (STRAPI_WRITE_TIMEOUT_MS, 15 s by default): a form post
 * waits for Strapi longer than a page does, because giving up on a write that Strapi then stores
 * tells the visitor "not sent" for a lead that was, and the visitor sends it again.
 */
export const strapiWriteTimeoutMs = () =>
  Number(process.env.STRAPI_WRITE_TIMEOUT_MS) > 0 ? Number(process.env.STRAPI_WRITE_TIMEOUT_MS) : 15_000;
/** After a failure, calls fail at once for this long (STRAPI_PAUSE_MS, 2 s by default). */
const strapiPauseMs = () =>
  process.env.STRAPI_PAUSE_MS ? Math.max(0, Number(process.env.STRAPI_PAUSE_MS) || 0) : 2_000;
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

/** Whether Strapi failed a moment ago (calls fail at once until the pause is over). */
export function strapiPaused(now = Date.now()): boolean {
  return now < pausedUntil;
}

/** For tests: forget an earlier failure. */
export function resetStrapiPause(): void {
  pausedUntil = 0;
}

/**
 * `fetch` to Strapi with the timeout and the pause; throws {@link StrapiUnavailableError}. A
 * `write` (a visitor's submission) is always tried, with its own longer timeout, and its failure
 * does not pause the reads: under load, one slow page must not turn away the leads of the next
 * seconds.
 */
export async function strapiFetch(
  input: string | URL | Request,
  init: RequestInit = {},
  { write = false }: { write?: boolean } = {},
): Promise<Response> {
  if (!write && strapiPaused()) throw new StrapiUnavailableError('it failed a moment ago');
  const pause = () => {
    if (!write) pausedUntil = Date.now() + strapiPauseMs();
  };
  const timeoutMs = write ? strapiWriteTimeoutMs() : strapiTimeoutMs();
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    const response = await fetch(input, { ...init, signal });
    if (response.status >= 502 && response.status <= 504) {
      pause();
      throw new StrapiUnavailableError(`it answered ${response.status}`);
    }
    // A call without credentials cannot have wrong ones: Strapi answers it 401 only when its own
    // authentication could not read the public role (its database restarting; it swallows that
    // error, and its check of the database can run after the database is back).
    if (response.status === 401 && !sentCredentials(input, init)) {
      pause();
      throw new StrapiUnavailableError('it answered 401 to a call without credentials');
    }
    return response;
  } catch (error) {
    if (error instanceof StrapiUnavailableError) throw error;
    // The caller's own abort is not Strapi's fault.
    if (init.signal?.aborted) throw error;
    pause();
    throw new StrapiUnavailableError(timeout.aborted ? `no answer within ${timeoutMs} ms` : String(error), {
      cause: error,
    });
  }
}
