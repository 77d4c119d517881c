/**
 * A Map that holds at most `capacity` entries, forgetting the oldest insertion when full: for in-process
 * caches that must not grow without limit (a flood of unknown keys, tokens, sessions).
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly #capacity: number;

  constructor(capacity: number) {
    super();
    this.#capacity = capacity;
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.#capacity) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
