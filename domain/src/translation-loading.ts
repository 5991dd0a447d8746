/** The states of a language resource load (spec section 4). */
export const translationLoadStates = ['not-loaded', 'loading', 'loaded', 'failed'] as const;

/** One translation-loading state. */
export type TranslationLoadState = (typeof translationLoadStates)[number];

/** Waits before each retry of a failed load: up to 5 retries, doubling from 350 ms. */
export const translationRetryDelays: readonly number[] = [350, 700, 1400, 2800, 5600];

/** Options of {@link withRetry}. */
export interface RetryOptions {
  /** Waits before each retry in ms; its length is the number of retries. Default {@link translationRetryDelays}. */
  readonly delays?: readonly number[];
  /** Waits `ms` milliseconds; injectable so tests need not wait. Default: a `setTimeout` promise. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Whether an error is worth retrying; default: every error is. */
  readonly shouldRetry?: (error: unknown, attempt: number) => boolean;
}

/** Waits `ms` milliseconds. */
const defaultSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Calls `fn` and, while it rejects and delays remain, waits the next delay and calls it again
 * (1 call plus at most `delays.length` retries). Resolves with the first success; rejects with
 * the last error. `fn` receives the attempt number, starting at 0.
 *
 * @example
 * const messages = await withRetry(() => fetch('/locales/nl.json').then((r) => r.json()));
 * // in a test: await withRetry(load, { sleep: async () => {} });
 */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const delays = options.delays ?? translationRetryDelays;
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || (options.shouldRetry && !options.shouldRetry(error, attempt))) throw error;
      await sleep(delay);
    }
  }
}
