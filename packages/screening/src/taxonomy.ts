import { readFileSync } from 'node:fs';

export interface SkillEntry {
  name: string;
  category: string;
  aliases: string[];
}

export interface SkillMention {
  skill: string;
  /** The text as written in the résumé. */
  matched: string;
  index: number;
}

export interface SkillTaxonomy {
  skills: SkillEntry[];
  /** Every taxonomy skill mentioned in the text, in order of appearance. */
  findSkills(text: string): SkillMention[];
  /** The canonical name for a skill as someone wrote it ("k8s" → "Kubernetes"), or null when unknown. */
  canonicalSkill(text: string): string | null;
}

interface TaxonomyFile {
  categories: Record<string, string[]>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Letters, digits, '+', '#' and '&' glue onto a term ("C++", "C#", "R&D"): a match must not touch them
// (GLUE before it, AFTER behind it).
const AFTER = '(?![\\p{L}\\p{N}+#&]|\\.[\\p{L}\\p{N}])';

function aliasPattern(alias: string): string {
  // Spaces and hyphens are interchangeable in multi-word terms ("problem-solving", "problem solving").
  const body = escapeRegExp(alias).replace(/(?:\\-|\s)+/g, '[\\s-]+');
  // Plural forms of longer words ("REST APIs", "dashboards") without listing each one.
  return alias.length >= 4 && /\p{L}$/u.test(alias) ? `${body}(?:e?s)?` : body;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const WORD_AT = /[\p{L}\p{N}]+/uy;
const GLUE = /[\p{L}\p{N}+#&]/u;

/**
 * Finds aliases the way one big `(?<!GLUE)(?:alias|alias…)AFTER` regex would — leftmost match first, longest alias
 * first at a position, no overlaps — but tries at each word start only the aliases beginning with that word.
 * (Running the big alternation at every character made skill search the slowest part of screening.)
 */
function aliasScanner(
  aliases: string[],
  flags: 'iu' | 'u',
): (text: string) => { index: number; text: string }[] {
  const fold = (word: string) => (flags === 'iu' ? word.toLowerCase() : word);
  interface Pattern {
    re: RegExp;
    /** Place in the one-regex alternation: longest alias first. */
    rank: number;
  }
  const byFirstWord = new Map<string, Pattern[]>();
  const irregular: Pattern[] = [];
  [...aliases]
    .sort((a, b) => b.length - a.length)
    .forEach((alias, rank) => {
      const pattern = { re: new RegExp(`(?:${aliasPattern(alias)})${AFTER}`, `y${flags}`), rank };
      const first = /^[\p{L}\p{N}]+/u.exec(alias)?.[0];
      if (!first) {
        irregular.push(pattern);
        return;
      }
      const list = byFirstWord.get(fold(first)) ?? [];
      list.push(pattern);
      byFirstWord.set(fold(first), list);
    });
  const at = (patterns: readonly Pattern[] | undefined, text: string, index: number) => {
    for (const { re } of patterns ?? []) {
      re.lastIndex = index;
      const m = re.exec(text);
      if (m) return m[0];
    }
    return undefined;
  };
  return (text) => {
    const found: { index: number; text: string }[] = [];
    let i = 0;
    while (i < text.length) {
      if (i > 0 && GLUE.test(text[i - 1]!)) {
        i++;
        continue;
      }
      let matched: string | undefined;
      if (WORD_CHAR.test(text[i]!)) {
        WORD_AT.lastIndex = i;
        const word = fold(WORD_AT.exec(text)![0]);
        // A plural ("dashboards", "processes") starts with its singular alias.
        const candidates = [word, word.replace(/s$/, ''), word.replace(/es$/, '')];
        const lists = [...new Set(candidates)].map((w) => byFirstWord.get(w)).filter((l) => l !== undefined);
        const merged = lists.length > 1 ? lists.flat().sort((a, b) => a.rank - b.rank) : lists[0];
        matched = at(merged, text, i);
      } else if (irregular.length) {
        matched = at(irregular, text, i);
      }
      if (matched) {
        found.push({ index: i, text: matched });
        i += matched.length;
      } else i++;
    }
    return found;
  };
}

function isCaseSensitive(alias: string): boolean {
  return alias.startsWith('=') || (alias.length <= 3 && /\p{Lu}/u.test(alias));
}

/** Builds a taxonomy from `Canonical|alias|…` entries grouped by category (the shipped file's format). */
export function createSkillTaxonomy(categories: Record<string, string[]>): SkillTaxonomy {
  const skills: SkillEntry[] = [];
  const insensitive = new Map<string, string>();
  const sensitive = new Map<string, string>();
  for (const [category, entries] of Object.entries(categories)) {
    for (const entry of entries) {
      const parts = entry.split('|').map((p) => p.trim());
      const name = parts[0]!.replace(/^=/, '');
      skills.push({ name, category, aliases: parts.slice(1).map((a) => a.replace(/^=/, '')) });
      for (const part of parts) {
        const alias = part.replace(/^=/, '');
        if (isCaseSensitive(part)) sensitive.set(alias, name);
        else insensitive.set(alias.toLowerCase(), name);
      }
    }
  }
  const scanners = [aliasScanner([...insensitive.keys()], 'iu'), aliasScanner([...sensitive.keys()], 'u')];
  const normalise = (text: string) => text.toLowerCase().replace(/[\s-]+/g, ' ');
  const lookupInsensitive = new Map<string, string>();
  for (const [alias, name] of insensitive) lookupInsensitive.set(normalise(alias), name);
  const lookupSensitive = new Map<string, string>();
  for (const [alias, name] of sensitive) lookupSensitive.set(alias.replace(/[\s-]+/g, ' '), name);

  const resolve = (matched: string): string | null => {
    const exact = lookupSensitive.get(matched.replace(/[\s-]+/g, ' '));
    if (exact) return exact;
    const key = normalise(matched);
    return (
      lookupInsensitive.get(key) ??
      lookupInsensitive.get(key.replace(/es$/, '')) ??
      lookupInsensitive.get(key.replace(/s$/, '')) ??
      null
    );
  };

  return {
    skills,
    findSkills(text) {
      const found: SkillMention[] = [];
      const taken: Array<[number, number]> = [];
      for (const scan of scanners) {
        for (const m of scan(text)) {
          const start = m.index;
          const end = start + m.text.length;
          if (taken.some(([s, e]) => start < e && end > s)) continue;
          const skill = resolve(m.text);
          if (!skill) continue;
          taken.push([start, end]);
          found.push({ skill, matched: m.text, index: start });
        }
      }
      return found.sort((a, b) => a.index - b.index);
    },
    canonicalSkill(text) {
      const trimmed = text.trim();
      const direct = resolve(trimmed);
      if (direct) return direct;
      const mentions = this.findSkills(trimmed);
      // Only when the whole phrase is one skill: "Kubernetes (k8s)" yes, "Python and Go" no.
      const distinct = new Set(mentions.map((m) => m.skill));
      return distinct.size === 1 ? mentions[0]!.skill : null;
    },
  };
}

let shipped: SkillTaxonomy | null = null;

/** The taxonomy shipped in `taxonomy/skills.json`, loaded once. */
export function defaultSkillTaxonomy(): SkillTaxonomy {
  if (!shipped) {
    const file = JSON.parse(
      readFileSync(new URL('../taxonomy/skills.json', import.meta.url), 'utf8'),
    ) as TaxonomyFile;
    shipped = createSkillTaxonomy(file.categories);
  }
  return shipped;
}
