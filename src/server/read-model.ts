/**
 * A read model: data that changes a few times a day (workshops, maintenance notices, site settings), loaded into
 * memory at start so a page view costs no database round trip (issue 15). It is reloaded
 *  - when a change is announced (a trigger NOTIFYs the change channel, see db/changes.ts: every process reloads),
 *  - and, as a backstop for a lost notification, when it is older than `maxAgeMs` (the stale copy is served while the
 *    fresh one loads, so no request ever waits for it).
 * A failed reload keeps the last good copy and is retried on the next read. Memory is bounded: one copy at a time.
 */
export class ReadModel<T> {
  #value: T;
  #loadedAt: number;
  #loading: Promise<void> | null = null;
  #next: Promise<void> | null = null;
  readonly #load: () => Promise<T>;
  readonly #maxAgeMs: number;
  readonly #clock: () => number;

  private constructor(load: () => Promise<T>, value: T, maxAgeMs: number, clock: () => number) {
    this.#load = load;
    this.#value = value;
    this.#maxAgeMs = maxAgeMs;
    this.#clock = clock;
    this.#loadedAt = clock();
  }

  static async create<T>(load: () => Promise<T>, maxAgeMs = 5 * 60_000, clock = Date.now): Promise<ReadModel<T>> {
    return new ReadModel(load, await load(), maxAgeMs, clock);
  }

  get current(): T {
    if (this.#clock() - this.#loadedAt > this.#maxAgeMs) void this.reload().catch(() => {});
    return this.#value;
  }

  /**
   * Loads a fresh copy. A call while a load is running gets one more load after it (the running one may have read
   * the data before the change that asked for this call); any number of such calls share that one.
   */
  reload(): Promise<void> {
    if (this.#loading) {
      this.#next ??= this.#loading
        .catch(() => {})
        .then(() => {
          this.#next = null;
          return this.reload();
        });
      return this.#next;
    }
    this.#loading = this.#load()
      .then((value) => {
        this.#value = value;
        this.#loadedAt = this.#clock();
      })
      .finally(() => {
        this.#loading = null;
      });
    return this.#loading;
  }
}
