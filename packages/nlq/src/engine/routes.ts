/**
 * Where a plan starts and which tables it goes through: rewrites of the parsed plan that look at the schema's
 * relationships (the referenced rows themselves, a table named as a kind, rows counted where they are named, bridge
 * tables a role or a verb names).
 */
import { followsReference, joinPath, referenceTo, refers, roleWords } from './context.ts';
import { type Mention, STOPWORDS } from './linking.ts';
import type { Filter, QueryPlan } from './plan.ts';
import { type ColumnEntry, findTable, type SchemaIndex } from './schema-index.ts';
import type { Token } from './text.ts';

/**
 * "How many products does each manufacturer make, including those with none?": the groups are the rows of another
 * table, each kept though no counted row refers to it (a count of 0). The query starts from the groups' table and
 * left-joins the rows counted, counting their key rather than joined rows. False when the plan is no such count.
 */
export function keepEmptyGroups(plan: QueryPlan, index: SchemaIndex): boolean {
  const groups = new Set(plan.groupBy.map((c) => c.table));
  const [table] = groups;
  const counted = findTable(index, plan.table);
  const key = counted?.key ?? counted?.columns[0];
  if (groups.size !== 1 || !table || table === plan.table || !key) return false;
  if (!plan.select.some((s) => s.agg === 'count' && !s.column)) return false;
  if (plan.select.some((s) => s.agg && s.agg !== 'count')) return false;
  // (A condition on the rows counted would drop the groups left without any.)
  if (plan.filters.some((f) => !('column' in f) || f.column.table !== table) || plan.exclude) return false;
  plan.select = plan.select.map((s) =>
    s.agg === 'count' && !s.column ? { ...s, column: key, of: s.of ?? plan.table } : s,
  );
  plan.tables = [table, ...plan.tables.filter((t) => t !== table)];
  plan.table = table;
  plan.leftJoin = true;
  return true;
}

/**
 * "the unit of measure for 'Herbs' products": what is asked lies in one referenced table, and the main table only
 * narrows it by its reference to that table (`Products.category_code = 'Herbs'`): the referenced rows themselves,
 * once each, rather than once per product.
 */
export function startFromReferenced(plan: QueryPlan, index: SchemaIndex): void {
  const table = plan.select[0]?.column?.table;
  if (!table || table === plan.table || plan.select.some((s) => s.agg || s.column?.table !== table)) return;
  if (plan.groupBy.length > 0 || plan.having || plan.exclude || plan.filters.length === 0) return;
  if (plan.orderBy && plan.orderBy.item.column?.table !== table) return;
  if (plan.tables.some((t) => t !== plan.table && t !== table)) return;
  let moved = false;
  const filters: Filter[] = [];
  for (const f of plan.filters) {
    if ((f.kind !== 'compare' && f.kind !== 'in' && f.kind !== 'like') || f.column.table === table) {
      if (!('column' in f) || f.column.table !== table) return;
      filters.push(f);
      continue;
    }
    if (f.column.table !== plan.table) return;
    const column = f.column;
    const r = referenceTo(index, column, table);
    const target = r && findTable(index, table)?.columns.find((c) => c.column === r.toColumn);
    if (!target) return;
    filters.push({ ...f, column: target });
    moved = true;
  }
  if (!moved) return;
  plan.table = table;
  plan.tables = [table];
  plan.filters = filters;
}

/**
 * "the names of the product characteristics": a plain listing of one referenced table's columns, asked of a table
 * named as a kind of it (`Product_Characteristics` → `Characteristics`) and read for nothing else, lists the
 * referenced rows themselves rather than once per referring row.
 */
export function startFromNamedKind(plan: QueryPlan, index: SchemaIndex): void {
  const table = plan.select[0]?.column?.table;
  if (!table || table === plan.table || plan.select.some((s) => s.agg || s.column?.table !== table)) return;
  if (plan.filters.length > 0 || plan.groupBy.length > 0 || plan.having || plan.orderBy || plan.exclude)
    return;
  if (plan.tables.some((t) => t !== plan.table && t !== table)) return;
  const words = findTable(index, plan.table)?.words ?? [];
  const kind = findTable(index, table)?.words ?? [];
  if (kind.length === 0 || words.length <= kind.length) return;
  if (words.slice(-kind.length).join(' ') !== kind.join(' ')) return;
  if (!refers(index, plan.table, table)) return;
  plan.table = table;
  plan.tables = [table];
}

/**
 * "How many players played each position?" with `player` and `match_season` both referring to `team`: counting
 * players per a column of match seasons would pair every player of a team with every season of the team. When the
 * rows counted are read for nothing else and the table past the shared parent names them in a column of its own
 * (`match_season.Player`), its rows are what is counted.
 */
export function countWhereNamed(plan: QueryPlan, index: SchemaIndex): void {
  const main = findTable(index, plan.table);
  if (!main || plan.tables.length < 2 || plan.via) return;
  const counts = plan.select.some((s) => s.agg === 'count' && !s.column) || plan.having?.agg === 'count';
  if (!counts) return;
  if (plan.filters.some((f) => !('column' in f) || f.kind === 'related-values')) return;
  const read = columnsRead(plan);
  if (read.some((c) => c.table === plan.table) || plan.having?.table || plan.exclude) return;
  let sibling: string | undefined;
  for (const t of plan.tables.slice(1)) {
    const path = joinPath(index, plan.table, t) ?? [];
    const k = path.findIndex(
      (step, i) => i > 0 && !followsReference(index, step) && followsReference(index, path[i - 1]!),
    );
    if (k < 0 || (sibling && sibling !== path[k]!.to)) return;
    sibling = path[k]!.to;
  }
  const named = sibling ? findTable(index, sibling) : undefined;
  if (!named?.columns.some((c) => c.words.join(' ') === main.words.join(' '))) return;
  plan.table = named.name;
  plan.tables = [named.name, ...plan.tables.slice(1).filter((t) => t !== named.name)];
}

/** The columns a plan reads outside subqueries: shown, grouped, sorted, compared or aggregated. */
function columnsRead(plan: QueryPlan): ColumnEntry[] {
  return [
    ...plan.select.flatMap((s) => (s.column ? [s.column] : [])),
    ...plan.groupBy,
    ...(plan.orderBy?.item.column ? [plan.orderBy.item.column] : []),
    ...(plan.orderBy?.then ?? []).map((t) => t.column),
    ...(plan.having?.column ? [plan.having.column] : []),
    ...plan.filters.flatMap((f) => ('column' in f ? [f.column] : [])),
  ];
}

/**
 * "playlists that have more than 100 tracks": rows counted through a table linking them to the main ones
 * (`playlist_tracks`), with nothing else read of them, are counted as the links themselves — one per track on the
 * playlist — without joining the tracks.
 */
export function countAtBridge(plan: QueryPlan, index: SchemaIndex): void {
  const counted = (s: { agg?: string; column?: ColumnEntry } | undefined) => s?.agg === 'count' && !s.column;
  if (!plan.select.some(counted) && !counted(plan.having) && !counted(plan.orderBy?.item)) return;
  if (plan.exclude || plan.leftJoin || plan.combine) return;
  const read = columnsRead(plan);
  const link = (from: string, to: string) => {
    const path = joinPath(index, from, to);
    const linked =
      path?.length === 2 && !followsReference(index, path[0]!) && followsReference(index, path[1]!);
    return linked ? path[0]!.to : undefined;
  };
  for (const far of plan.tables.slice(1)) {
    const bridge = read.some((c) => c.table === far) ? undefined : link(plan.table, far);
    if (bridge) plan.tables = [...new Set(plan.tables.map((t) => (t === far ? bridge : t)))];
  }
  // ("How many tracks does each playlist have?": the main rows counted, read for nothing else, are the links too —
  // when the table holds nothing but the links: a visit is no link, and the clients visited repeat across visits.)
  const [, other, ...more] = plan.tables;
  const bridge =
    other && more.length === 0 && !read.some((c) => c.table === plan.table) && link(plan.table, other);
  const links = bridge && findTable(index, bridge)?.columns.every((c) => c.isId);
  if (!bridge || !links || plan.having?.table || plan.filters.length > 0) return;
  const main = plan.table;
  plan.select = plan.select.map((s) => (counted(s) ? { ...s, of: s.of ?? main } : s));
  plan.table = bridge;
  plan.tables = [bridge, other];
}

/**
 * Tables whose reference to a table the query reads the question names by its role ("staff assigned to the problem":
 * `Problem_Log.assigned_to_staff_id`): joined through, like a table the question names.
 */
export function rolesNamed(tokens: Token[], index: SchemaIndex, tables: string[]): string[] {
  const stems = new Set(tokens.map((t) => t.stem));
  const found = new Set<string>();
  for (const r of index.relationships) {
    if (!tables.includes(r.toTable) || tables.includes(r.fromTable)) continue;
    const role = roleWords(index, r);
    if (role.length > 0 && role.every((w) => stems.has(w))) found.add(r.fromTable);
  }
  return [...found];
}

/**
 * A table relating two others that a verb between them names by its stem ("instructors who advise students":
 * `advisor`; "heads who managed departments": `management`): the pair is read joined through it.
 */
export function verbsNamed(
  tokens: Token[],
  mentions: Mention[],
  index: SchemaIndex,
  tables: string[],
): [string, string][] {
  const found: [string, string][] = [];
  tokens.forEach((k, i) => {
    const at = mentions.find((m) => m.start <= i && i < m.end);
    if (k.stem.length < 4 || (at && at.kind !== 'table')) return;
    const object = mentions.find((m) => m.kind === 'table' && m.start > i && m.start <= i + 3);
    for (const t of index.tables) {
      const content = t.words.filter((w) => !STOPWORDS.has(w));
      if (content.length !== 1 || !content[0]!.startsWith(k.stem) || tables.includes(t.name)) continue;
      if (at?.kind === 'table' && at.table !== t) continue;
      if (tables.some((x) => findTable(index, x)?.words.includes(content[0]!))) continue;
      const from = tables.find((x) => refers(index, t.name, x));
      const to =
        object?.kind === 'table' && object.table.name !== from && refers(index, t.name, object.table.name)
          ? object.table.name
          : tables.find((x) => x !== from && refers(index, t.name, x));
      if (from && to) found.push([t.name, to]);
    }
  });
  return found;
}
