/**
 * Group commit for concurrent callers: `submit` queues an item; a batch is written once the event loop has
 * handled what is ready now (setImmediate, no timer), and while one batch is being written the items that arrive
 * wait and go together in the next one. Under load many writes share one statement and one commit; at rest a
 * lone caller waits one loop turn. (Embedded PGlite runs queries synchronously on this thread, so without the
 * deferral every request would reach the writer alone.)
 *
 * `run` returns one result per item, in order. If a batch of several fails, each item is retried alone, so one
 * bad item fails only its own caller.
 */
export class Batcher<I, O> {
  readonly #run: (items: I[]) => Promise<O[]>;
  readonly #maxBatch: number;
  #queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  #busy = false;

  constructor(run: (items: I[]) => Promise<O[]>, options: { maxBatch?: number } = {}) {
    this.#run = run;
    this.#maxBatch = options.maxBatch ?? 100;
  }

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      if (!this.#busy) {
        this.#busy = true;
        setImmediate(() => void this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) {
        const batch = this.#queue.splice(0, this.#maxBatch);
        try {
          const results = await this.#run(batch.map((b) => b.item));
          for (const [i, b] of batch.entries()) b.resolve(results[i] as O);
        } catch (error) {
          if (batch.length === 1) batch[0]?.reject(error);
          else
            await Promise.all(
              batch.map((b) => this.#run([b.item]).then(([r]) => b.resolve(r as O), b.reject)),
            );
        }
      }
    } finally {
      this.#busy = false;
    }
  }
}
