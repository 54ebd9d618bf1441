/**
 * Reads that must start after their caller asked (a product page must see a sale made a moment before it was asked
 * for), shared by the callers that ask meanwhile: while a read of a key runs, every new caller waits for the one read
 * that starts after it, so a busy page costs one read at a time per key, not one per view (issue 15). Nothing is kept
 * once the reads are done.
 */
export class FreshReads {
  readonly #running = new Map<string, Promise<void>>();
  readonly #next = new Map<string, Promise<void>>();

  read(key: string, run: () => Promise<void>): Promise<void> {
    const running = this.#running.get(key);
    if (!running) return this.#start(key, run);
    let next = this.#next.get(key);
    if (!next) {
      next = running
        .catch(() => {})
        .then(() => {
          this.#next.delete(key);
          return this.#start(key, run);
        });
      this.#next.set(key, next);
    }
    return next;
  }

  #start(key: string, run: () => Promise<void>): Promise<void> {
    const read = run().finally(() => {
      if (this.#running.get(key) === read) this.#running.delete(key);
    });
    this.#running.set(key, read);
    return read;
  }
}
