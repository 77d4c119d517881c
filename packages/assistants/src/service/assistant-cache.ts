import type { Logger } from '@colloquy/core';
import { type AssistantRecord, type Db, findAssistant, NotifiedCache } from '@colloquy/db';

/**
 * The assistants chat reads on every message, cached per process: every update or delete of an assistant, from
 * any process, NOTIFYs its id (migration 0004). Only deployed assistants are kept; the rest answer 404/409 from a
 * fresh read every time.
 */
export class AssistantCache {
  readonly #db: Db;
  readonly #cache: NotifiedCache<AssistantRecord | undefined>;

  constructor(db: Db, logger: Logger) {
    this.#db = db;
    this.#cache = new NotifiedCache({
      db,
      channel: 'colloquy_assistants',
      keep: (record) => record?.deployedVersion != null,
      onListenError: (error) => logger.warn({ err: error }, 'assistant cache disabled: cannot LISTEN'),
    });
  }

  start(): Promise<void> {
    return this.#cache.start();
  }

  stop(): Promise<void> {
    return this.#cache.stop();
  }

  async find(companyId: string, id: string): Promise<AssistantRecord | undefined> {
    const record = await this.#cache.get(id, () => findAssistant(this.#db, companyId, id));
    // Keyed by id alone: another company asking for this id is answered from its own (empty) read.
    return record && record.companyId !== companyId ? findAssistant(this.#db, companyId, id) : record;
  }

  forget(id: string): void {
    this.#cache.forget(id);
  }
}
