import { BoundedMap } from '@colloquy/core';
import type { Db } from './types.ts';

export interface NotifiedCacheOptions<V> {
  db: Db;
  /**
   * The NOTIFY channel whose payload is the key that changed (a trigger sends it on every write). Without one,
   * entries live for `ttlMs` or until `forget`.
   */
  channel?: string | undefined;
  /** Safety net: an entry is read again after this long even if no change was announced. */
  ttlMs?: number | undefined;
  capacity?: number;
  /** Which loaded values are worth keeping (default: all). */
  keep?: (value: V) => boolean;
  onListenError?: (error: unknown) => void;
}

/**
 * A per-process read-through cache kept honest by LISTEN/NOTIFY: every change, from any process, names its key on
 * `channel` and the entry is dropped; a lost connection drops everything. A read that raced a change is not
 * stored. The writer's own process calls `forget` too, so its next read never sees the old value. Until
 * `start` succeeds (or without LISTEN, e.g. the CLI through the socket) it reads through.
 */
export class NotifiedCache<V> {
  readonly #options: NotifiedCacheOptions<V>;
  readonly #entries: BoundedMap<string, { value: V; expires: number }>;
  #generation = 0;
  #enabled = false;
  #unlisten: (() => Promise<void>) | undefined;

  constructor(options: NotifiedCacheOptions<V>) {
    this.#options = options;
    this.#entries = new BoundedMap(options.capacity ?? 10_000);
  }

  async start(): Promise<void> {
    const channel = this.#options.channel;
    if (channel === undefined) {
      this.#enabled = true;
      return;
    }
    try {
      this.#unlisten = await this.#options.db.listen(channel, {
        onMessage: (key) => this.forget(key),
        onGap: () => this.clear(),
      });
      this.#enabled = true;
    } catch (error) {
      this.#options.onListenError?.(error);
    }
  }

  async stop(): Promise<void> {
    this.#enabled = false;
    this.clear();
    await this.#unlisten?.();
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const generation = this.#generation;
    const value = await load();
    if (this.#enabled && generation === this.#generation && (this.#options.keep?.(value) ?? true)) {
      this.#entries.set(key, { value, expires: now + (this.#options.ttlMs ?? 60_000) });
    }
    return value;
  }

  forget(key: string): void {
    this.#generation++;
    this.#entries.delete(key);
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }
}
