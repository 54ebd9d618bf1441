/**
 * Retrying a call that failed for a reason that may pass (a 5xx answer, a dropped connection). Spec section 9:
 * consult-dates is retried 3 times with 10 s between tries, and the customer sees the error only after the last one.
 */

/** Consult-dates (and the booking flow's dates): 3 retries after the first try, 10 s apart. */
export const DATES_RETRY = { retries: 3, delayMs: 10_000 } as const;

export type RetryOptions<T> = {
  /** Further tries after the first one (0 = try once). */
  retries: number;
  /** Wait before each retry. */
  delayMs: number;
  /** Whether an answer is a failure worth retrying (default: none; only a thrown error is retried). */
  retryIf?: (result: T) => boolean;
  /** Injected by tests so they don't wait; defaults to a real timer. */
  sleep?: (ms: number) => Promise<void>;
};

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `fn` until it gives an answer that `retryIf` accepts, or the retries run out. After the last try the last
 * answer is returned (or the last error thrown), so the caller shows its usual error message.
 */
export async function retry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions<T>): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= options.retries;
    try {
      const result = await fn(attempt);
      if (last || !options.retryIf?.(result)) return result;
    } catch (error) {
      if (last) throw error;
    }
    await sleep(options.delayMs);
  }
}

/** A server-side failure (5xx) is worth retrying; a 4xx answer (bad request, no basket) is not. */
export const isServerError = (res: { status: number }) => res.status >= 500;
