import { ValidationError } from '@colloquy/core';
import { quoteIdent } from '../sql-text.ts';
import { type CompanyDb, META_SCHEMA } from './company-db.ts';
import type { ColumnProfile, TableProfile } from './profile.ts';

/** `fromTable.fromColumn` refers to `toTable.toColumn` (a foreign key to a key). */
export interface Relationship {
  fromTable: string;
  fromColumn: string;
  toTable: string;
  toColumn: string;
  source: 'declared' | 'inferred';
}

const KEY_NAME = /(^id$|_id$|id$|_code$|^code$|_no$|_num$|_number$|_key$|_identifier$|_ref$)/i;

function norm(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us)$/.test(word)) return word;
  if (/(ch|sh|x|s)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

function isKey(table: TableProfile, column: ColumnProfile): boolean {
  return table.rowCount > 0 && column.nullCount === 0 && column.distinctCount === table.rowCount;
}

function compatible(a: ColumnProfile, b: ColumnProfile): boolean {
  return a.kind === b.kind && (a.kind === 'number' || a.kind === 'text');
}

/** Does the referencing column's name point at this key? Same name, or `<table>_<key>` / `<table>id`. */
function namesMatch(from: ColumnProfile, toTable: TableProfile, to: ColumnProfile): boolean {
  const f = norm(from.name);
  const t = norm(to.name);
  const tableStem = norm(singular(toTable.name.toLowerCase()));
  // The same name on both sides: a key-like name (`DNO`, `StuID`) or one long enough not to be a coincidence.
  if (f === t) return KEY_NAME.test(to.name) || /(no|num|code|key)$/i.test(to.name) || t.length > 3;
  if (f === tableStem + t) return true;
  if (t === 'id' && ownId(toTable, from)) return true;
  // A column named after the table itself (`music_festival.Volume` → `volume.Volume_ID`, `Campus` → `Campuses`).
  if (f === tableStem || f === norm(toTable.name)) return true;
  return roleNamed(from.name.toLowerCase(), toTable, to);
}

/**
 * A role before or after the key's name: `reported_by_staff_id` → `staff.staff_id`, `start_station_id` →
 * `station.id`, `team_id_winner` → `team.team_id`, `host_city` → `city.city_id`. The key's own name must say
 * enough on its own (`u_id`, `staff_id`, not a bare `id` or `code`) unless the table's name comes with it.
 */
function roleNamed(from: string, toTable: TableProfile, to: ColumnProfile): boolean {
  const key = to.name.toLowerCase();
  const stem = singular(toTable.name.toLowerCase());
  if (from.endsWith(`_${stem}_${key}`) || from.endsWith(`_${stem}${key}`)) return true;
  // (`from_accession`, `tested_accession` → `accession.id`: the table's name after a role, its key a bare id.)
  if (from.endsWith(`_${stem}`) && (ownId(toTable, to) || norm(to.name) === 'id')) return true;
  const telling = KEY_NAME.test(key) && (key.includes('_') || key.length > 5);
  return telling && (from.endsWith(`_${key}`) || from.startsWith(`${key}_`));
}

/**
 * A column counting rows of another table rather than referring to one: `nbr_students`, `number_of_guests`,
 * `total_orders`, `max_stu`, `MAX_PSNGR`, `numStudents` — however well its values fit that table's keys.
 */
export function countsRows(name: string): boolean {
  const n = /^[A-Z_0-9]+$/.test(name) ? name.toLowerCase() : name[0]!.toLowerCase() + name.slice(1);
  return /^(nbr|num|number|no|count|cnt|total|tot|max|min|maximum|minimum)(_|[A-Z0-9])/.test(n);
}

/** Infers relationships from key-like names and confirms each by value containment in the data. */
export async function inferRelationships(db: CompanyDb, tables: TableProfile[]): Promise<Relationship[]> {
  const found: Relationship[] = [];
  // (`ringer_totals.ringer_id`, unique there too, holds the ids of `ringers`, whose own id it is: a reference to
  // them, never what others refer to.)
  const owned = (table: TableProfile, key: ColumnProfile) =>
    !ownId(table, key) &&
    tables.some((t) => t !== table && t.columns.some((c) => norm(c.name) === norm(key.name) && ownId(t, c)));
  for (const toTable of tables) {
    for (const to of toTable.columns) {
      if (!isKey(toTable, to) || owned(toTable, to)) continue;
      for (const fromTable of tables) {
        if (fromTable === toTable) continue;
        for (const from of fromTable.columns) {
          if (!compatible(from, to) || countsRows(from.name) || !namesMatch(from, toTable, to)) continue;
          // (Two tables' own keys both named a bare `id` say nothing of each other's rows.)
          if (isKey(fromTable, from) && from.name === to.name && /^(id|code|key)$/i.test(to.name)) continue;
          if (isKey(fromTable, from) && norm(fromTable.name) > norm(toTable.name) && from.name === to.name) {
            // Two tables keyed on the same column (one-to-one): keep one direction only.
            if (found.some((r) => r.fromTable === toTable.name && r.toTable === fromTable.name)) continue;
          }
          // A long key-like name repeated in full (`Marketing_Region_Code`) says more than the data: the sample
          // data of many schemas leaves a few codes without their row.
          const sameName =
            norm(from.name) === norm(to.name) && norm(to.name).length > 8 && KEY_NAME.test(to.name);
          if (await contained(db, fromTable.name, from.name, toTable.name, to.name, sameName ? 0.5 : 0.1)) {
            found.push({
              fromTable: fromTable.name,
              fromColumn: from.name,
              toTable: toTable.name,
              toColumn: to.name,
              source: 'inferred',
            });
          }
        }
      }
    }
  }
  found.push(...(await abbreviatedReferences(db, tables, found)));
  const roles = await roleReferences(db, tables, found);
  return [...found, ...roles, ...(await extensionReferences(db, tables, [...found, ...roles]))];
}

/**
 * A column named by a shortening of one table's name before its key (`advisor.s_ID` → `student.ID`, `emp_no` →
 * `employee.no`): only when exactly one table's name starts so, and the values agree.
 */
async function abbreviatedReferences(
  db: CompanyDb,
  tables: TableProfile[],
  known: Relationship[],
): Promise<Relationship[]> {
  const found: Relationship[] = [];
  const linked = new Set(known.map((r) => `${r.fromTable}.${r.fromColumn}`));
  for (const fromTable of tables) {
    for (const from of fromTable.columns) {
      if (linked.has(`${fromTable.name}.${from.name}`) || !KEY_NAME.test(from.name)) continue;
      const f = norm(from.name);
      const targets = tables.flatMap((toTable) => {
        if (toTable === fromTable) return [];
        const stem = norm(singular(toTable.name.toLowerCase()));
        return toTable.columns
          .filter((to) => {
            const t = norm(to.name);
            const prefix = f.slice(0, f.length - t.length);
            return (
              isKey(toTable, to) &&
              compatible(from, to) &&
              f.endsWith(t) &&
              prefix.length > 0 &&
              prefix.length < stem.length &&
              stem.startsWith(prefix)
            );
          })
          .map((to) => ({ toTable, to }));
      });
      if (targets.length !== 1) continue;
      const { toTable, to } = targets[0]!;
      if (await contained(db, fromTable.name, from.name, toTable.name, to.name, 0.1)) {
        found.push({
          fromTable: fromTable.name,
          fromColumn: from.name,
          toTable: toTable.name,
          toColumn: to.name,
          source: 'inferred',
        });
      }
    }
  }
  return found;
}

/**
 * Whether a column is named as its own table's id (`gymnast.Gymnast_ID`, `people.PeopleId`), or by the last word
 * of the table's name (`Street_Markets.Market_ID`, `operate_company` for `company_id`).
 */
function ownId(table: TableProfile, column: ColumnProfile): boolean {
  const c = norm(column.name);
  const head = table.name
    .split(/_|(?<=[a-z])(?=[A-Z])/)
    .at(-1)!
    .toLowerCase();
  return [table.name.toLowerCase(), singular(table.name.toLowerCase()), head, singular(head)].some(
    (name) => c === `${norm(name)}id`,
  );
}

/**
 * A table that nothing connects and whose own id is a subset of exactly one other table's own id describes rows
 * of that table (`gymnast.Gymnast_ID` → `people.People_ID`): one-to-one extension tables.
 */
async function extensionReferences(
  db: CompanyDb,
  tables: TableProfile[],
  known: Relationship[],
): Promise<Relationship[]> {
  const found: Relationship[] = [];
  const connected = new Set(known.flatMap((r) => [r.fromTable, r.toTable]));
  for (const fromTable of tables) {
    if (connected.has(fromTable.name)) continue;
    const from = fromTable.columns.find((c) => isKey(fromTable, c) && ownId(fromTable, c));
    if (!from) continue;
    const targets: Relationship[] = [];
    for (const toTable of tables) {
      if (toTable === fromTable || toTable.rowCount < fromTable.rowCount) continue;
      const to = toTable.columns.find((c) => isKey(toTable, c) && ownId(toTable, c) && compatible(from, c));
      if (to && (await contained(db, fromTable.name, from.name, toTable.name, to.name, 0))) {
        targets.push({
          fromTable: fromTable.name,
          fromColumn: from.name,
          toTable: toTable.name,
          toColumn: to.name,
          source: 'inferred',
        });
      }
    }
    if (targets.length === 1) found.push(targets[0]!);
  }
  return found;
}

/** The words of a name, singular, without key suffixes: `parent_entry_id` → parent, entry. */
function plainWords(name: string): string[] {
  return name
    .split(/_|(?<=[a-z])(?=[A-Z])/)
    .map((w) => singular(w.toLowerCase()))
    .filter((w) => w.length > 2 && !/^(id|code|no|num|number|key|identifier|ref)$/.test(w));
}

/** A table's own key: named as its id (`gymnast.Gymnast_ID`, `Id`), or its first column with a key-like name. */
function ownsKey(table: TableProfile, column: ColumnProfile): boolean {
  return (
    isKey(table, column) &&
    (ownId(table, column) ||
      norm(column.name) === 'id' ||
      (table.columns[0] === column && KEY_NAME.test(column.name)))
  );
}

/** Key values no small counter could hold by chance: text codes, or numbers that are not a plain 1…n run. */
function distinctive(table: TableProfile, key: ColumnProfile): boolean {
  if (key.distinctCount < 3) return false;
  // Codes, not free text: an address matching an address is the same fact, not a reference.
  if (key.kind === 'text') return key.values.length > 0 && key.values.every((v) => v.length <= 16);
  const min = Number(key.min);
  const max = Number(key.max);
  return min > table.rowCount || max > 2 * key.distinctCount;
}

/**
 * Columns named for a role rather than the key they hold (`Student.Advisor` → `Faculty.FacID`): every value is one
 * of exactly one table's distinctive key values, or, for a role a person plays (`owner_id`, `SupportRepId`), of one
 * table of people's keys. Only for columns no name-based relationship covers.
 */
async function roleReferences(
  db: CompanyDb,
  tables: TableProfile[],
  known: Relationship[],
): Promise<Relationship[]> {
  const found: Relationship[] = [];
  const linked = new Set(known.map((r) => `${r.fromTable}.${r.fromColumn}`));
  const keys = tables.flatMap((t) =>
    t.columns
      .filter((c) => isKey(t, c))
      .map((c) => ({ table: t, column: c, distinctive: distinctive(t, c) })),
  );
  // (`Member_in_charge_ID` → `member.Member_ID`: a role named after the table it refers to needs no telling key.)
  const namedFor = (from: ColumnProfile, table: TableProfile) =>
    KEY_NAME.test(from.name) && norm(from.name).startsWith(norm(singular(table.name.toLowerCase())));
  // (`prof_num` → `employee.emp_num`: a key-like name that is not its own table's id holds some table's id.)
  // Its other words must not name another table, nor its own table's key (`parent_entry_id` in the entries table).
  const tableWords = new Map(tables.map((t) => [t, plainWords(t.name)]));
  const holdsId = (fromTable: TableProfile, from: ColumnProfile, table: TableProfile, key: ColumnProfile) => {
    if (!KEY_NAME.test(from.name) || ownsKey(fromTable, from) || !ownsKey(table, key)) return false;
    const own = fromTable.columns.find((c) => ownsKey(fromTable, c));
    const ownWords = new Set(own ? plainWords(own.name) : []);
    return plainWords(from.name).every(
      (w) => !ownWords.has(w) && !tables.some((t) => t !== table && tableWords.get(t)!.includes(w)),
    );
  };
  for (const fromTable of tables) {
    for (const from of fromTable.columns) {
      if (linked.has(`${fromTable.name}.${from.name}`) || from.distinctCount < 2) continue;
      if (isKey(fromTable, from) && (!KEY_NAME.test(from.name) || ownsKey(fromTable, from))) continue;
      // (`staff.sup_id`, `category.parent_id`: a superior of the row's own kind, when its own key holds them all.)
      const own = fromTable.columns.find((c) => ownsKey(fromTable, c) && compatible(from, c));
      if (
        own &&
        plainWords(from.name).some((w) => SUPERIOR.test(w)) &&
        (await contained(db, fromTable.name, from.name, fromTable.name, own.name, 0))
      )
        continue;
      const targets: { table: TableProfile; column: ColumnProfile }[] = [];
      const role = namesPerson(from);
      // (For a role, the word naming it: `Race_Officer_ID` is an officer, whatever `race` says — `Race_Results` is no
      // table of its people.)
      const words = role ? plainWords(from.name).slice(-1) : plainWords(from.name);
      // (`lead_solicitor_sk` names the solicitors: it is no role of another table's people.)
      const namesOther = (table: TableProfile) =>
        tables.some(
          (t) =>
            t !== fromTable &&
            t !== table &&
            words.some((w) => w.length > 3 && tableWords.get(t)!.includes(w)),
        );
      for (const k of keys) {
        if (k.table === fromTable || !compatible(from, k.column)) continue;
        const telling =
          k.distinctive || namedFor(from, k.table) || holdsId(fromTable, from, k.table, k.column);
        if (!telling && !(role && holdsPeople(k.table) && !namesOther(k.table))) continue;
        // Cheap tests first (fewer distinct values, inside the key's range, text compared in memory when both
        // columns' values are indexed); SQL only for what is left.
        if (from.distinctCount > k.column.distinctCount) continue;
        if (
          from.kind === 'number' &&
          (Number(from.min) < Number(k.column.min) || Number(from.max) > Number(k.column.max))
        )
          continue;
        if (from.kind === 'text' && from.values.length === from.distinctCount && k.column.values.length > 0) {
          const keyValues = new Set(k.column.values);
          if (from.values.every((v) => keyValues.has(v))) targets.push(k);
          continue;
        }
        if (await contained(db, fromTable.name, from.name, k.table.name, k.column.name, 0)) targets.push(k);
      }
      // (Of several tables whose 1…n keys hold `owner_id`, the one of people; `prof_num` names `PROFESSOR` itself.)
      const named = targets.some((k) => words.some((w) => w.length > 3 && norm(k.table.name).startsWith(w)));
      const people = role && !named ? targets.filter((k) => holdsPeople(k.table)) : [];
      // (`collected_by` with collectors and staff both people: the one named for the doing.)
      const doers = people.filter((k) => doneBy(from, k.table));
      // (`packedBy` with donors and volunteers both people: who did the work is one of the workers.)
      const workers = DONE_BY.test(norm(from.name)) ? people.filter((k) => works(k.table)) : [];
      const to =
        targets.length === 1
          ? targets[0]
          : people.length === 1
            ? people[0]
            : doers.length === 1
              ? doers[0]
              : workers.length === 1
                ? workers[0]
                : undefined;
      if (!to) continue;
      found.push({
        fromTable: fromTable.name,
        fromColumn: from.name,
        toTable: to.table.name,
        toColumn: to.column.name,
        source: 'inferred',
      });
    }
  }
  return found;
}

/** Words naming the row a row answers to, of its own kind: its manager, its parent. */
const SUPERIOR = /^(manager|mgr|supervisor|sup|boss|superior|mentor|parent|report|reportsto)$/;

/** Column names that say a row is a person: names, a username, an e-mail, a birth date, a gender. */
const PERSON_COLUMN =
  /(firstname|lastname|fullname|surname|forename|fname|lname|username|email|dob|birth|gender)/;

/**
 * A table of people: two or more of those columns (`fname`, `lname`; `FirstName`, `Email`), named plainly or after
 * the table (`customer_first_name`) — not another person's (`vehicles.ownerFirstName`).
 */
function holdsPeople(table: TableProfile): boolean {
  const stem = norm(singular(table.name.toLowerCase()));
  const own = (c: ColumnProfile) => {
    const name = norm(c.name);
    const match = name.match(PERSON_COLUMN);
    if (!match) return [];
    const prefix = name.slice(0, match.index);
    return prefix === '' || stem.startsWith(prefix) ? [match[0]] : [];
  };
  return new Set(table.columns.flatMap(own)).size >= 2;
}

/** A column naming who did something to the row (`issuedby`, `takenby`, `approvedbyid`, in normal form). */
const DONE_BY =
  /([a-z]{2}(ed|en)|^(led|run|kept|held|made|sold|paid|built|taught|bought|sent|told|found|won))by(id)?$/;

/** Whether a table is named for the one who does what the column says was done: `collected_by` → `collectors`. */
function doneBy(from: ColumnProfile, table: TableProfile): boolean {
  const verb = norm(from.name).match(/^([a-z]{3,}?)e?(ed|en)by(id)?$/)?.[1];
  const name = norm(singular(table.name.toLowerCase()));
  return verb !== undefined && [`${verb}or`, `${verb}er`].includes(name);
}

/** Tables of the people who work for the business, by the last word of their name (`volunteers`, `crew_members`). */
function works(table: TableProfile): boolean {
  const head = table.name
    .split(/_|(?<=[a-z])(?=[A-Z])/)
    .at(-1)!
    .toLowerCase();
  return /^(staff|employees?|volunteers?|workers?|agents?|officers?|clerks?|operators?|technicians?|mechanics?|crews?|cleaners?|personnel|members?)$/.test(
    head,
  );
}

/** Words naming a person by the part they play for a row, with or without a key-like name (`Advisor`). */
const PERSON_ROLES = new Set(
  'rep representative agent boss coach prof mentor manager supervisor advisor adviser captain chair guide pilot lead'.split(
    ' ',
  ),
);

/**
 * A column named for the person playing a role (`owner_id`, `SupportRepId`, `Advisor`, `prof_num`, `assignee_id`):
 * a role word, or an agent noun in a key-like name (not `min_players`, a count).
 */
function namesPerson(column: ColumnProfile): boolean {
  const words = plainWords(column.name);
  return (
    words.some((w) => PERSON_ROLES.has(w)) ||
    (KEY_NAME.test(column.name) && words.some((w) => /.{3}(er|or|ee|ist|ant)$/.test(w))) ||
    // (`issuedBy`, `taken_by`, `approved_by_id`: who did it.)
    DONE_BY.test(norm(column.name))
  );
}

/** Whether the referencing column's distinct values resolve in the key, allowing `orphans` (a share) to be missing. */
async function contained(
  db: CompanyDb,
  ft: string,
  fc: string,
  tt: string,
  tc: string,
  orphans = 0.1,
): Promise<boolean> {
  const sql = `SELECT count(*) FILTER (WHERE t.${quoteIdent(tc)} IS NULL), count(*)
    FROM (SELECT DISTINCT ${quoteIdent(fc)} AS v FROM main.${quoteIdent(ft)} WHERE ${quoteIdent(fc)} IS NOT NULL) f
    LEFT JOIN main.${quoteIdent(tt)} t ON t.${quoteIdent(tc)} = f.v`;
  const row = (await db.connection.runAndReadAll(sql)).getRows()[0] ?? [];
  const missing = Number(row[0] ?? 0);
  const total = Number(row[1] ?? 0);
  // Real data has a few orphans; most referencing values must still resolve.
  return total > 0 && missing <= total * orphans;
}

export async function declareRelationship(
  db: CompanyDb,
  rel: Omit<Relationship, 'source'>,
  tables: TableProfile[],
): Promise<Relationship> {
  for (const [table, column] of [
    [rel.fromTable, rel.fromColumn],
    [rel.toTable, rel.toColumn],
  ] as const) {
    const t = tables.find((x) => x.name === table);
    if (!t?.columns.some((c) => c.name === column)) {
      throw new ValidationError(`relationship refers to ${table}.${column}, which does not exist`, [
        {
          field: table === rel.fromTable && column === rel.fromColumn ? 'from' : 'to',
          message: `no column ${table}.${column}`,
        },
      ]);
    }
  }
  await db.connection.run(`INSERT OR IGNORE INTO ${META_SCHEMA}.relationships VALUES ($1, $2, $3, $4)`, [
    rel.fromTable,
    rel.fromColumn,
    rel.toTable,
    rel.toColumn,
  ]);
  return { ...rel, source: 'declared' };
}

/** Removes a declared relationship; false when there was none. */
export async function forgetRelationship(db: CompanyDb, rel: Omit<Relationship, 'source'>): Promise<boolean> {
  const reader = await db.connection.runAndReadAll(
    `DELETE FROM ${META_SCHEMA}.relationships
      WHERE from_table = $1 AND from_column = $2 AND to_table = $3 AND to_column = $4 RETURNING 1`,
    [rel.fromTable, rel.fromColumn, rel.toTable, rel.toColumn],
  );
  return reader.getRows().length > 0;
}

export async function declaredRelationships(db: CompanyDb): Promise<Relationship[]> {
  const reader = await db.connection.runAndReadAll(
    `SELECT from_table, from_column, to_table, to_column FROM ${META_SCHEMA}.relationships`,
  );
  return reader.getRows().map((r) => ({
    fromTable: String(r[0]),
    fromColumn: String(r[1]),
    toTable: String(r[2]),
    toColumn: String(r[3]),
    source: 'declared' as const,
  }));
}
