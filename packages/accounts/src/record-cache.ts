import { BoundedMap, type Logger } from '@colloquy/core';
import { type DataRecord, type Db, type ListRecordsOptions, listDataRecords } from '@colloquy/db';

const CHANNEL = 'colloquy_data_records';

interface Entry {
  companyId: string;
  rows: DataRecord[];
  expires: number;
}

export interface RecordCacheOptions {
  db: Db;
  logger: Logger;
  /** Safety net: an entry is re-read after this long even if no change was announced. */
  ttlMs?: number;
  maxEntries?: number;
}

/**
 * Read-through cache of record pages. Every write to data_records, from any process, NOTIFYs the
 * company id (migration 0002) and drops that company's pages here; a read that raced a change is not
 * stored (per-company generations). Without LISTEN (CLI through the socket) it simply reads through.
 */
export class RecordCache {
  readonly #db: Db;
  readonly #logger: Logger;
  readonly #ttlMs: number;
  readonly #entries: BoundedMap<string, Entry>;
  readonly #generations = new Map<string, number>();
  #epoch = 0;
  #enabled = false;
  #unlisten: (() => Promise<void>) | undefined;

  constructor(options: RecordCacheOptions) {
    this.#db = options.db;
    this.#logger = options.logger;
    this.#ttlMs = options.ttlMs ?? 60_000;
    this.#entries = new BoundedMap(options.maxEntries ?? 10_000);
  }

  async start(): Promise<void> {
    try {
      this.#unlisten = await this.#db.listen(CHANNEL, {
        onMessage: (companyId) => this.invalidate(companyId),
        onGap: () => this.#clear(),
      });
      this.#enabled = true;
    } catch (error) {
      this.#logger.warn({ err: error }, 'record cache disabled: cannot LISTEN for changes');
    }
  }

  async stop(): Promise<void> {
    this.#enabled = false;
    await this.#unlisten?.();
  }

  async list(companyId: string, options: ListRecordsOptions): Promise<DataRecord[]> {
    if (!this.#enabled) return listDataRecords(this.#db, companyId, options);
    const key = `${companyId}\u0000${options.limit}\u0000${options.after ?? ''}`;
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.rows;
    const epoch = this.#epoch;
    const generation = this.#generations.get(companyId) ?? 0;
    const rows = await listDataRecords(this.#db, companyId, options);
    if (this.#enabled && epoch === this.#epoch && generation === (this.#generations.get(companyId) ?? 0)) {
      this.#entries.set(key, { companyId, rows, expires: now + this.#ttlMs });
    }
    return rows;
  }

  /** Forgets a company's pages (called on NOTIFY, and directly after this process writes). */
  invalidate(companyId: string): void {
    this.#generations.set(companyId, (this.#generations.get(companyId) ?? 0) + 1);
    for (const [key, entry] of this.#entries) if (entry.companyId === companyId) this.#entries.delete(key);
  }

  #clear(): void {
    this.#epoch++;
    this.#entries.clear();
  }
}
