import { type Db, listPeople, listTeams } from '@colloquy/db';
import type { NameSource } from '../service/entity-directory.ts';

/** The company's team names ("Design"), for `team` parameters: "the design team" resolves to "Design". */
export function teamNames(db: Db): NameSource {
  return {
    kind: 'team',
    ttlMs: 30_000,
    load: async (companyId) => (await listTeams(db, companyId)).map((t) => t.name),
  };
}

/** The names of the company's people, for `person` parameters ("leave for Ana Lima"). */
export function personNames(db: Db): NameSource {
  return {
    kind: 'person',
    ttlMs: 30_000,
    load: async (companyId) => (await listPeople(db, companyId)).map((p) => p.name),
  };
}
