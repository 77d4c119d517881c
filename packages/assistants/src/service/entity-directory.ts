import type { Logger } from '@colloquy/core';
import { type Db, listDataRecords, listReviewDatasets, NotifiedCache } from '@colloquy/db';
import type { DatasetService } from '@colloquy/nlq';
import type { EntityNames } from '../dialogue/extract.ts';

/**
 * Where one kind of the company's names comes from. With a NOTIFY `channel` (payload: company id) a change from
 * any process drops the cached names; without one they are kept for `ttlMs` unless `forget` is called.
 */
export interface NameSource {
  kind: string;
  channel?: string;
  ttlMs?: number;
  load(companyId: string): Promise<string[]>;
}

const MAX_NAMES = 5000;

/** The names of the company's data records (`/v1/data/update`), e.g. "Escalation rate". */
export function recordNames(db: Db): NameSource {
  return {
    kind: 'record',
    channel: 'colloquy_data_records',
    load: async (companyId) =>
      (await listDataRecords(db, companyId, { limit: MAX_NAMES })).map((r) => r.name),
  };
}

/** The names of the company's review datasets ("Spring reviews"). */
export function reviewDatasetNames(db: Db): NameSource {
  return {
    kind: 'review_dataset',
    ttlMs: 30_000,
    load: async (companyId) => (await listReviewDatasets(db, companyId)).map((d) => d.name),
  };
}

const humane = (name: string) => name.replace(/_/g, ' ').trim();

/** The tables and columns of the company's datasets ("orders", "amount", "region"), as words people use. */
export function datasetTerms(datasets: DatasetService): NameSource {
  return {
    kind: 'dataset',
    ttlMs: 30_000,
    load: async (companyId) => {
      const tables = await datasets.list(companyId);
      const names = tables.flatMap((t) => [t.name, ...t.columns.map((c) => c.name)]).map(humane);
      // "id" and friends say nothing about the question.
      return [...new Set(names)].filter((n) => n.length > 2 && !/^(id|key|code)$/i.test(n));
    },
  };
}

/**
 * The company's own names by kind, for tool parameters the engine fills from a message ("book the Warehouse team",
 * "what's our escalation rate") and for choosing tools ("total amount per region" mentions dataset columns).
 * Each kind is cached per company. Later domains add their sources (teams, employees, products, customers).
 */
export class EntityDirectory {
  readonly #sources = new Map<string, { source: NameSource; cache: NotifiedCache<string[]> }>();

  constructor(db: Db, logger: Logger, sources: readonly NameSource[]) {
    for (const source of sources) {
      const cache = new NotifiedCache<string[]>({
        db,
        channel: source.channel,
        ttlMs: source.ttlMs,
        onListenError: (error) => logger.warn({ err: error, kind: source.kind }, 'name cache disabled'),
      });
      this.#sources.set(source.kind, { source, cache });
    }
  }

  async start(): Promise<void> {
    await Promise.all([...this.#sources.values()].map((s) => s.cache.start()));
  }

  async stop(): Promise<void> {
    await Promise.all([...this.#sources.values()].map((s) => s.cache.stop()));
  }

  /** Drops a company's cached names of one kind (call after changing what its source reads). */
  forget(kind: string, companyId: string): void {
    this.#sources.get(kind)?.cache.forget(companyId);
  }

  /** The names of each requested kind (unknown kinds have none). */
  async names(companyId: string, kinds: readonly string[]): Promise<EntityNames> {
    const entries = await Promise.all(
      kinds.map(async (kind) => {
        const known = this.#sources.get(kind);
        const names = known ? await known.cache.get(companyId, () => known.source.load(companyId)) : [];
        return [kind, names] as const;
      }),
    );
    return Object.fromEntries(entries);
  }
}
