/**
 * Login attempts are limited per account and per client address (10 failures per 15 minutes each). The address is the
 * socket's (trustProxy is off), so a forged X-Forwarded-For does not get around it.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;

export class LoginLimiter {
  #failures = new Map<string, number[]>();

  #recent(key: string, now: number): number[] {
    const list = (this.#failures.get(key) ?? []).filter((t) => now - t < LOGIN_WINDOW_MS);
    this.#failures.set(key, list);
    return list;
  }

  /** Seconds to wait, or 0 when an attempt is allowed. */
  retryAfter(keys: string[], now: number): number {
    let wait = 0;
    for (const key of keys) {
      const list = this.#recent(key, now);
      if (list.length >= LOGIN_MAX_FAILURES) wait = Math.max(wait, Math.ceil((LOGIN_WINDOW_MS - (now - (list[0] as number))) / 1000));
    }
    return wait;
  }

  fail(keys: string[], now: number): void {
    for (const key of keys) this.#recent(key, now).push(now);
    if (this.#failures.size > 100_000) this.#failures.clear();
  }

  succeed(accountKey: string): void {
    this.#failures.delete(accountKey);
  }
}
