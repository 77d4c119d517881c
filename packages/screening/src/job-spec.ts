import { defaultSkillTaxonomy, type SkillTaxonomy } from './taxonomy.ts';

export interface JobSpecInput {
  title: string;
  must_have?: string[];
  nice_to_have?: string[];
  min_years?: number;
  education?: string;
  location?: string;
  description?: string;
}

export interface JobSpec {
  title: string;
  must_have: string[];
  nice_to_have: string[];
  min_years: number | null;
  education: string | null;
  location: string | null;
  description: string | null;
}

const NICE_CUES =
  /\b(?:nice[- ]to[- ]have|bonus|a plus|is a plus|preferred|desirable|ideally|advantage|optional|good to have)\b/i;

/**
 * Fills a job spec's gaps from its description: when neither skill list is given, each taxonomy skill in the
 * description becomes a must-have, or a nice-to-have when its sentence says "preferred", "a plus", "bonus"….
 */
export function normalizeJobSpec(
  input: JobSpecInput,
  taxonomy: SkillTaxonomy = defaultSkillTaxonomy(),
): JobSpec {
  const description = input.description?.trim() || null;
  let mustHave = (input.must_have ?? []).map((s) => s.trim()).filter(Boolean);
  let niceToHave = (input.nice_to_have ?? []).map((s) => s.trim()).filter(Boolean);
  let minYears = input.min_years ?? null;
  let education = input.education?.trim() || null;
  if (description && mustHave.length === 0 && niceToHave.length === 0) {
    const must = new Set<string>();
    const nice = new Set<string>();
    for (const sentence of description.split(/(?<=[.!?;])\s+|\n+/)) {
      const target = NICE_CUES.test(sentence) ? nice : must;
      for (const mention of taxonomy.findSkills(sentence)) target.add(mention.skill);
    }
    for (const skill of must) nice.delete(skill);
    mustHave = [...must];
    niceToHave = [...nice];
  }
  if (description && minYears == null) {
    const years =
      /(\d{1,2})\s*\+?\s*(?:or more\s+)?years?(?:'|’)?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}experience/i.exec(
        description,
      );
    if (years) minYears = Number(years[1]);
  }
  if (description && !education) {
    const degree =
      /\b(?:bachelor'?s|master'?s|ph\.?d|doctorate|associate'?s)\b(?:\s+degree)?(?:\s+in\s+[\w ]{2,40}?)?(?=[.,;\n]|\s+or\b|$)/i.exec(
        description,
      );
    if (degree) education = degree[0].trim();
  }
  return {
    title: input.title.trim(),
    must_have: mustHave,
    nice_to_have: niceToHave,
    min_years: minYears,
    education,
    location: input.location?.trim() || null,
    description,
  };
}
