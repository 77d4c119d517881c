import type { FilterClauses } from './clauses.ts';
import {
  consume,
  isNegation,
  mentionsCovering,
  type ParseContext,
  previousColumn,
  resolveColumn,
} from './context.ts';
import { namesFlag } from './flags.ts';
import { STOPWORDS } from './linking.ts';
import type { Filter } from './plan.ts';
import type { ColumnEntry, TableEntry } from './schema-index.ts';
import { SUPERLATIVES } from './vocabulary.ts';

/** Words that announce a literal ("the letter a", "the word love"). */
const LITERAL_NOUN = /^(letter|letters|word|phrase|substring|string|character|characters)$/;

const PATTERN_VERBS: Record<string, 'contains' | 'starts' | 'ends'> = {
  contain: 'contains',
  contains: 'contains',
  containing: 'contains',
  include: 'contains',
  includes: 'contains',
  including: 'contains',
  substring: 'contains',
  mention: 'contains',
  mentions: 'contains',
  mentioning: 'contains',
  mentioned: 'contains',
  prefix: 'starts',
  suffix: 'ends',
  start: 'starts',
  starts: 'starts',
  starting: 'starts',
  begin: 'starts',
  begins: 'starts',
  beginning: 'starts',
  end: 'ends',
  ends: 'ends',
  ending: 'ends',
};

/** A table's one column of free text: sentences, not names (its sampled values average over 30 characters). */
function proseColumn(table: TableEntry): ColumnEntry | undefined {
  const long = table.columns.filter((c) => {
    const samples = c.profile.samples;
    return (
      c.kind === 'text' &&
      samples.length > 0 &&
      samples.reduce((n, v) => n + String(v).length, 0) / samples.length > 30
    );
  });
  return long.length === 1 ? long[0] : undefined;
}

/** "names containing 'dar'", "whose code starts with 4", "has substring 'Murray' in their names". */
export function readPatterns(ctx: ParseContext, out: FilterClauses): void {
  const { words, tokens } = ctx;
  for (let i = 0; i < words.length; i++) {
    // "without the letter M in their first name": a negated "containing".
    const without =
      words[i] === 'without' &&
      /^(letter|letters|substring|string|word|character|characters)$/.test(
        words[i + 1] === 'the' || words[i + 1] === 'a' ? (words[i + 2] ?? '') : (words[i + 1] ?? ''),
      );
    // "whose first name has the letter 'a' in it", "whose name has 'Led'": "has" a literal is "contains".
    const has =
      /^(has|have|had)$/.test(words[i]!) &&
      // (Not a value of the data: "products that have 'yellow' as their color".)
      ((tokens[i + 1]?.quoted === true &&
        !ctx.mentions.some((m) => m.kind === 'value' && m.start === i + 1 && m.entries.length > 0)) ||
        LITERAL_NOUN.test(words[i + 1] === 'the' ? (words[i + 2] ?? '') : (words[i + 1] ?? '')));
    const initial = initialLetter(words, i);
    const position = without || has ? 'contains' : (initial ?? PATTERN_VERBS[words[i]!]);
    if (!position || ctx.consumed.has(i)) continue;
    // ("whose first letter is S": past "first letter is"; "starts from 2": past "from".)
    // ("ends in the letter k", "ending in m": past "in", which announces the literal as "with" does.)
    const past =
      (PATTERN_VERBS[words[i]!] === 'starts' && words[i + 1] === 'from') ||
      (PATTERN_VERBS[words[i]!] === 'ends' && words[i + 1] === 'in');
    const from = initial ? i + 3 : past ? i + 2 : i + 1;
    const j = literalStart(ctx, from);
    const target = tokens[j];
    if (!target || !isLiteral(ctx, j)) continue;
    // ("packages that include a wax" over `wax_flg`: a flag, read as one, not text in their names.)
    if (!target.quoted && !has && namesFlag(ctx, j)) continue;
    // (After "in", only a letter or two: "ending in m", not "trips that did not end in San Francisco".)
    const letters = words[j - 1] === 'in' && target.raw.length <= 2;
    if (position !== 'contains' && j === from && !target.quoted && !initial && !letters) continue;
    // ("companies whose first letter is S": the rows or the column named right before say whose letter.)
    const whose = initial
      ? ctx.mentions.find((m) => m.end === (words[i - 1] === 'whose' ? i - 1 : i))
      : undefined;
    if (initial && whose?.kind !== 'column' && whose?.kind !== 'table') continue;
    const before = whose?.kind === 'table' ? undefined : (whose ?? previousColumn(ctx, i, 4));
    // ("the average rating of reviews that mention support": text is mentioned, not a number.)
    const mentioned = /^mention/.test(words[i]!);
    const previous =
      mentioned && before?.kind === 'column' && !before.columns.some((c) => c.kind === 'text')
        ? undefined
        : before;
    const after = ctx.mentions.find(
      (m) => m.kind === 'column' && m.start > j && m.start <= j + 4 && !ctx.claimed.has(m),
    );
    // "with substring 'Book' in its name": the column named after the literal.
    const named = after && words[j + 1] === 'in' && after.start <= j + 3 ? after : undefined;
    // ("a song that has "love" in its title", no column named so: the name of the rows named before.)
    const labelled = !named && words[j + 1] === 'in' ? labelIn(ctx, j + 2, i) : undefined;
    const subject = whose?.kind === 'table' || labelled ? undefined : (named ?? previous ?? after);
    const textual = subject?.kind === 'column' ? subject.columns.filter((c) => c.kind === 'text') : [];
    // "staff whose first name …": the column of the table named just before.
    const owner =
      subject &&
      ctx.mentions.find((m) => m.kind === 'table' && m.end < subject.start && m.end >= subject.start - 2);
    const owned = owner?.kind === 'table' ? textual.filter((c) => c.table === owner.table.name) : [];
    // "the research outcome described with the substring 'Published'": the description of the table named before.
    const described = ctx.mentions.find(
      (m) =>
        m.kind === 'table' &&
        m.end <= i &&
        m.end >= i - 5 &&
        words.slice(m.end, i).some((w) => /^(described|description)$/.test(w)),
    );
    const description =
      described?.kind === 'table'
        ? described.table.columns.find(
            (c) => c.kind === 'text' && c.words.some((w) => w.startsWith('descript')),
          )
        : undefined;
    const column =
      subject?.kind === 'column'
        ? resolveColumn(ctx, owned.length > 0 ? owned : textual.length > 0 ? textual : subject.columns)
        : (labelled ??
          description ??
          (whose?.kind === 'table'
            ? whose.table.label
            : // ("reviews that mention battery": the rows' free text, when no column names them.)
              (ctx.main.label ?? (mentioned ? proseColumn(ctx.main) : undefined))));
    if (!column) continue;
    // "Show all official native languages that contain the word English": the column asked for stays shown.
    // ("Which official native languages include …", "List the official native languages containing …": so does
    // one the question opens by asking for.)
    const opening =
      subject !== undefined &&
      subject.end === i &&
      words
        .slice(0, subject.start)
        .every((w) => /^(which|what|list|show|give|find|me|the|all|are|were)$/.test(w));
    const asked =
      subject !== undefined &&
      subject === previous &&
      (opening || (/^(that|which)$/.test(words[subject.end] ?? '') && subject.end + 1 === i));
    if (subject && !asked) ctx.claimed.add(subject);
    // The verb ("starting" may name a `start_time` column) and the literal play no other role.
    for (const m of ctx.mentions) if (m.start === i || m.start === j) ctx.claimed.add(m);
    ctx.tables.add(column.table);
    const f: Filter = { kind: 'like', column, text: target.raw, position };
    // "whose name does not contain M", "names not starting with A".
    const negation = without ? i : [i - 1, i - 2].find((k) => k >= 0 && isNegation(ctx.words[k]!));
    // "emails containing 'superstar' or 'edu'": another literal after "or", either one.
    const other = words[j + 1] === 'or' && negation === undefined ? literalStart(ctx, j + 2) : -1;
    if (other > 0 && isLiteral(ctx, other)) {
      const g: Filter = { kind: 'like', column, text: tokens[other]!.raw, position };
      const either: Filter = { kind: 'any', filters: [f, g] };
      out.filters.push(either);
      out.spans.set(either, [i, other + 1]);
      out.readings.push(`${column.column} ${position} "${g.text}"`);
      for (const m of ctx.mentions) if (m.start === other) ctx.claimed.add(m);
      consume(ctx, j, other + 1);
    } else if (negation !== undefined) out.negated.push(f);
    else {
      out.filters.push(f);
      out.spans.set(f, [i, j + 1]);
    }
    const verb = position === 'contains' ? 'contain' : position === 'starts' ? 'start with' : 'end with';
    out.readings.push(
      negation !== undefined
        ? `${column.column} does not ${verb} "${target.raw}"`
        : `${column.column} ${position === 'contains' ? 'contains' : `${position} with`} "${target.raw}"`,
    );
    consume(ctx, negation ?? i, j + 1);
  }
  readLiteralIn(ctx, out);
}

/** "whose first letter is S", "the last character is 'y'": what a value starts or ends with. */
function initialLetter(words: string[], i: number): 'starts' | 'ends' | undefined {
  if (!/^(letter|character)$/.test(words[i + 1] ?? '') || !/^(is|are|was)$/.test(words[i + 2] ?? ''))
    return undefined;
  return words[i] === 'first' ? 'starts' : words[i] === 'last' ? 'ends' : undefined;
}

/** Past the words before a literal ("with the letter", "the word"). (A capital "A" is the letter asked for.) */
function literalStart(ctx: ParseContext, from: number): number {
  // "contains the french word 'Moulin'": a quoted literal right after such a noun, past words describing it.
  for (let k = from + 1; k <= from + 4; k++)
    if (ctx.tokens[k]?.quoted && /^(word|phrase|substring|string|text)$/.test(ctx.words[k - 1] ?? ''))
      return k;
  let j = from;
  while (
    /^(with|the|a|an|word|words|letter|letters|substring|string|text|phrase|character|characters)$/.test(
      ctx.words[j] ?? '',
    ) &&
    ctx.tokens[j]?.raw !== 'A' &&
    !ctx.tokens[j]?.quoted &&
    // (Any word after "the letter" is the letter asked for: "the letter a".)
    !LITERAL_NOUN.test(ctx.words[j - 1] ?? '')
  )
    j++;
  return j;
}

/**
 * A literal to look for: quoted, or a short literal-looking word ("TN", "4", a capital "A"), never a name of the
 * schema nor a superlative ("starting with the oldest").
 */
function isLiteral(ctx: ParseContext, j: number): boolean {
  const target = ctx.tokens[j];
  if (!target) return false;
  if (target.quoted || LITERAL_NOUN.test(ctx.words[j - 1] ?? '')) return true;
  const letter = /^\p{Lu}$/u.test(target.raw);
  return !(
    ctx.mentions.some((m) => m.start === j && (m.kind === 'table' || m.kind === 'column')) ||
    target.text.length > 12 ||
    SUPERLATIVES[target.text] !== undefined ||
    (STOPWORDS.has(target.text) && !letter)
  );
}

/** "customers who have TN in their address", "a song that has "love" in its title": a literal inside a column. */
function readLiteralIn(ctx: ParseContext, out: FilterClauses): void {
  const { words, tokens } = ctx;
  for (let i = 1; i + 2 < words.length; i++) {
    if (words[i] !== 'in' || !/^(its|their|his|her|the)$/.test(words[i + 1]!)) continue;
    // Only a quoted literal or a short run of capitals ("TN", the letter "Z"), never a name of the schema.
    // ("a z in their first name": one letter after "a" or "letter".)
    const isShort = (k: number) =>
      tokens[k]?.quoted === true ||
      ((/^\p{Lu}{1,3}$/u.test(tokens[k]?.raw ?? '') ||
        (/^\p{Ll}$/u.test(tokens[k]?.raw ?? '') && /^(a|an|letter)$/.test(words[k - 1] ?? ''))) &&
        mentionsCovering(ctx, k).length === 0);
    const literal = isShort(i - 1);
    // "with D or S in their first name": either literal.
    const first = i >= 3 && words[i - 2] === 'or' && isShort(i - 3) ? i - 3 : i - 1;
    const named = ctx.mentions.find((m) => m.kind === 'column' && m.start === i + 2 && !ctx.claimed.has(m));
    // ("songs with "love" in their title", no column named so: the name of the rows named before.)
    const labelled = named ? undefined : labelIn(ctx, i + 1, first);
    if (!literal || !(named?.kind === 'column' || labelled) || ctx.consumed.has(i - 1)) continue;
    const textual = named?.kind === 'column' ? named.columns.filter((c) => c.kind === 'text') : [];
    const column =
      named?.kind === 'column' ? resolveColumn(ctx, textual.length > 0 ? textual : named.columns) : labelled;
    if (!column) continue;
    const end = named?.end ?? i + 3;
    if (named) ctx.claimed.add(named);
    for (let k = first; k < i; k++) for (const m of mentionsCovering(ctx, k)) ctx.claimed.add(m);
    ctx.tables.add(column.table);
    const texts = [first, i - 1].filter((k, n) => n === 0 || k !== first).map((k) => tokens[k]!.raw);
    const likes: Filter[] = texts.map((text) => ({ kind: 'like', column, text, position: 'contains' }));
    const f: Filter = likes.length === 1 ? likes[0]! : { kind: 'any', filters: likes };
    out.filters.push(f);
    out.spans.set(f, [first, end]);
    out.readings.push(`${column.column} contains "${texts.join('" or "')}"`);
    consume(ctx, first, end);
  }
}

/**
 * "in its title", "in the name" at `at` (the possessive): the naming column of the rows named last before `before`,
 * or of the main table, when the schema has no column called so.
 */
function labelIn(ctx: ParseContext, at: number, before: number): ColumnEntry | undefined {
  if (!/^(its|their|his|her|the)$/.test(ctx.words[at] ?? '')) return undefined;
  if (!/^(name|names|title|titles)$/.test(ctx.words[at + 1] ?? '')) return undefined;
  const rows = ctx.mentions.filter((m) => m.kind === 'table' && m.end <= before).at(-1);
  return rows?.kind === 'table' ? rows.table.label : ctx.main.label;
}
