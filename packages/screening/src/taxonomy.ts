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

// Letters, digits, '+', '#' and '&' glue onto a term ("C++", "C#", "R&D"): a match must not touch them.
const BEFORE = '(?<![\\p{L}\\p{N}+#&])';
const AFTER = '(?![\\p{L}\\p{N}+#&]|\\.[\\p{L}\\p{N}])';

function aliasPattern(alias: string): string {
  // Spaces and hyphens are interchangeable in multi-word terms ("problem-solving", "problem solving").
  const body = escapeRegExp(alias).replace(/(?:\\-|\s)+/g, '[\\s-]+');
  // Plural forms of longer words ("REST APIs", "dashboards") without listing each one.
  return alias.length >= 4 && /\p{L}$/u.test(alias) ? `${body}(?:e?s)?` : body;
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
  const build = (aliases: string[], flags: string) =>
    new RegExp(
      `${BEFORE}(?:${aliases
        .sort((a, b) => b.length - a.length)
        .map(aliasPattern)
        .join('|')})${AFTER}`,
      flags,
    );
  const insensitiveRe = build([...insensitive.keys()], 'giu');
  const sensitiveRe = build([...sensitive.keys()], 'gu');
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
      for (const re of [insensitiveRe, sensitiveRe]) {
        re.lastIndex = 0;
        for (const m of text.matchAll(re)) {
          const start = m.index;
          const end = start + m[0].length;
          if (taken.some(([s, e]) => start < e && end > s)) continue;
          const skill = resolve(m[0]);
          if (!skill) continue;
          taken.push([start, end]);
          found.push({ skill, matched: m[0], index: start });
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
