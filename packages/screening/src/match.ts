import type { Clock } from '@colloquy/core';
import { monthIndex, todayMonth } from './dates.ts';
import { degreeLevel } from './education.ts';
import type { JobSpec } from './job-spec.ts';
import { defaultSkillTaxonomy, type SkillTaxonomy } from './taxonomy.ts';
import type { ExperienceEntry, ParsedResume, SectionKind } from './types.ts';

export type MustHaveMode = 'knockout' | 'weighted';

export type RequirementKind =
  | 'must_have'
  | 'nice_to_have'
  | 'experience_years'
  | 'title'
  | 'education'
  | 'location';

export interface Evidence {
  /** The résumé line that satisfied the requirement. */
  line: string;
  section: SectionKind;
  /** For work history: the role the line belongs to. */
  role?: string;
}

export interface RequirementResult {
  kind: RequirementKind;
  requirement: string;
  weight: number;
  /** 0–1: how well the requirement is met. */
  satisfaction: number;
  points: number;
  met: boolean;
  evidence: Evidence | null;
  note: string;
}

export interface CandidateScore {
  score: number;
  knocked_out: boolean;
  /** The weighted score before any knockout, so a knocked-out candidate's near-miss is still visible. */
  match_score: number;
  breakdown: RequirementResult[];
  explanation: string;
}

export interface ScoreOptions {
  clock: Clock;
  mustHaveMode?: MustHaveMode;
  taxonomy?: SkillTaxonomy;
  /** Blind mode: location is not assessed (addresses are redacted). */
  blind?: boolean;
}

/**
 * Weights, chosen so that one must-have outweighs a nice-to-have three to one and the title and years of
 * experience together count about as much as two must-haves.
 */
export const WEIGHTS = {
  must_have: 3,
  nice_to_have: 1,
  experience_years: 2,
  title: 2,
  education: 1,
  location: 0.5,
};

/**
 * How much a mention counts, by where it is. Work history beats lists: a skill used in a role counts more than
 * a skills-section keyword, and a recent role more than an old one.
 */
export const SOURCE_STRENGTH = {
  title: 1,
  role: 0.9,
  projects: 0.65,
  summary: 0.6,
  certifications: 0.6,
  skills: 0.5,
  education: 0.5,
  other: 0.4,
};

const STOPWORDS = new Set(
  'a an and the of in on for to with at by or as from into via using use experience knowledge skills skill strong good proven ability years year working work'.split(
    ' ',
  ),
);
const SENIORITY = new Set(
  'senior sr junior jr lead staff principal head chief associate assistant i ii iii iv entry level mid'.split(
    ' ',
  ),
);

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((t) => t.length > 1 && !STOPWORDS.has(t))
    .map((t) => (t.length > 4 ? t.replace(/(?:ing|ed|es|s)$/, '') : t));
}

/** Recency of a role: current or ended within two years counts fully, older roles progressively less. */
export function recencyFactor(entry: ExperienceEntry, now: Date): number {
  if (!entry.end) return 0.7;
  const ago =
    monthIndex(todayMonth(now)) -
    (entry.end === 'present' ? monthIndex(todayMonth(now)) : monthIndex(entry.end));
  if (ago <= 24) return 1;
  if (ago <= 60) return 0.85;
  if (ago <= 120) return 0.7;
  return 0.55;
}

interface Source {
  line: string;
  section: SectionKind;
  strength: number;
  role?: string;
  roleIndex?: number;
}

function roleLabel(e: ExperienceEntry): string {
  const who = [e.title, e.company].filter(Boolean).join(' at ');
  return `${who || 'Role'} (${e.start ?? '?'} – ${e.end ?? '?'})`;
}

function collectSources(resume: ParsedResume, now: Date): Source[] {
  const sources: Source[] = [];
  resume.profile.experience.forEach((entry, roleIndex) => {
    const recency = recencyFactor(entry, now);
    const role = roleLabel(entry);
    if (entry.title) {
      sources.push({
        line: entry.title,
        section: 'experience',
        strength: SOURCE_STRENGTH.title * recency,
        role,
        roleIndex,
      });
    }
    for (const line of entry.description.split('\n')) {
      if (line.trim()) {
        sources.push({
          line,
          section: 'experience',
          strength: SOURCE_STRENGTH.role * recency,
          role,
          roleIndex,
        });
      }
    }
  });
  for (const section of resume.sections) {
    if (section.kind === 'experience' && resume.profile.experience.length > 0) continue;
    const strength =
      section.kind in SOURCE_STRENGTH
        ? SOURCE_STRENGTH[section.kind as keyof typeof SOURCE_STRENGTH]
        : SOURCE_STRENGTH.other;
    for (const line of section.lines) sources.push({ line: line.text, section: section.kind, strength });
  }
  return sources;
}

/** The skills in a line, each line scanned once per résumé however many requirements ask (the scan is costly). */
type SkillsOf = (line: string) => Set<string>;

function skillsOfLines(taxonomy: SkillTaxonomy): SkillsOf {
  const seen = new Map<string, Set<string>>();
  return (line) => {
    let skills = seen.get(line);
    if (!skills) {
      skills = new Set(taxonomy.findSkills(line).map((m) => m.skill));
      seen.set(line, skills);
    }
    return skills;
  };
}

function lineMatcher(
  requirement: string,
  taxonomy: SkillTaxonomy,
  skillsOf: SkillsOf,
): (line: string) => boolean {
  const skill = taxonomy.canonicalSkill(requirement);
  if (skill) return (line) => skillsOf(line).has(skill);
  const wanted = tokens(requirement);
  if (wanted.length === 0) return () => false;
  return (line) => {
    const have = new Set(tokens(line));
    return wanted.every((t) => have.has(t));
  };
}

function matchRequirement(
  kind: 'must_have' | 'nice_to_have',
  requirement: string,
  sources: Source[],
  taxonomy: SkillTaxonomy,
  skillsOf: SkillsOf,
): RequirementResult {
  const matches = lineMatcher(requirement, taxonomy, skillsOf);
  let best: Source | null = null;
  const roles = new Set<number>();
  for (const source of sources) {
    if (!matches(source.line)) continue;
    if (source.roleIndex != null) roles.add(source.roleIndex);
    // Ties keep the earlier source: résumés list the most recent role first.
    if (!best || source.strength > best.strength) best = source;
  }
  // Used across several roles: a little more than one mention, never above 1.
  const satisfaction = best ? Math.min(1, best.strength + (roles.size > 1 ? 0.1 : 0)) : 0;
  const weight = WEIGHTS[kind];
  const where = best
    ? best.role
      ? `used in ${roles.size > 1 ? `${roles.size} roles, best ` : ''}${best.role}`
      : `listed in ${best.section}`
    : 'not found';
  return {
    kind,
    requirement,
    weight,
    satisfaction: round(satisfaction, 3),
    points: round(weight * satisfaction, 3),
    met: best != null,
    evidence: best
      ? { line: best.line, section: best.section, ...(best.role ? { role: best.role } : {}) }
      : null,
    note: where,
  };
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function scoreTitle(job: JobSpec, resume: ParsedResume, now: Date): RequirementResult {
  const wanted = tokens(job.title).filter((t) => !SENIORITY.has(t));
  let best: { sim: number; entry: ExperienceEntry } | null = null;
  for (const entry of resume.profile.experience) {
    if (!entry.title || wanted.length === 0) continue;
    const have = new Set(tokens(entry.title));
    const overlap = wanted.filter((t) => have.has(t)).length / wanted.length;
    const sim = overlap * recencyFactor(entry, now);
    if (sim > 0 && (!best || sim > best.sim)) best = { sim, entry };
  }
  const weight = WEIGHTS.title;
  return {
    kind: 'title',
    requirement: job.title,
    weight,
    satisfaction: round(best?.sim ?? 0, 3),
    points: round(weight * (best?.sim ?? 0), 3),
    met: best != null && best.sim >= 0.5,
    evidence: best ? { line: best.entry.title!, section: 'experience', role: roleLabel(best.entry) } : null,
    note: best ? `closest job title: ${best.entry.title}` : 'no similar job title in work history',
  };
}

/** Scores one parsed résumé against a job: 0–100 with a breakdown and the evidence line per requirement. */
export function scoreResume(job: JobSpec, resume: ParsedResume, options: ScoreOptions): CandidateScore {
  const taxonomy = options.taxonomy ?? defaultSkillTaxonomy();
  const now = options.clock.now();
  const sources = collectSources(resume, now);
  const breakdown: RequirementResult[] = [];
  const skillsOf = skillsOfLines(taxonomy);
  for (const req of job.must_have)
    breakdown.push(matchRequirement('must_have', req, sources, taxonomy, skillsOf));
  for (const req of job.nice_to_have)
    breakdown.push(matchRequirement('nice_to_have', req, sources, taxonomy, skillsOf));
  breakdown.push(scoreTitle(job, resume, now));
  if (job.min_years != null && job.min_years > 0) {
    const years = resume.profile.years_experience;
    const satisfaction = Math.min(1, years / job.min_years);
    const roles = resume.profile.experience.filter((e) => e.start);
    breakdown.push({
      kind: 'experience_years',
      requirement: `${job.min_years}+ years of experience`,
      weight: WEIGHTS.experience_years,
      satisfaction: round(satisfaction, 3),
      points: round(WEIGHTS.experience_years * satisfaction, 3),
      met: years >= job.min_years,
      evidence: roles.length ? { line: roles.map(roleLabel).join('; '), section: 'experience' } : null,
      note: `${years} years from dated roles (overlaps counted once)`,
    });
  }
  if (job.education) {
    const need = degreeLevel(job.education);
    const best = resume.profile.education.reduce<{ level: number; line: string } | null>((acc, e) => {
      const level = degreeLevel(e.degree);
      const line = [e.degree, e.field && `in ${e.field}`, e.institution && `– ${e.institution}`]
        .filter(Boolean)
        .join(' ');
      return !acc || level > acc.level ? { level, line } : acc;
    }, null);
    const have = best?.level ?? 0;
    const satisfaction = need === 0 ? (best ? 1 : 0) : have >= need ? 1 : have === need - 1 ? 0.5 : 0;
    breakdown.push({
      kind: 'education',
      requirement: job.education,
      weight: WEIGHTS.education,
      satisfaction,
      points: WEIGHTS.education * satisfaction,
      met: satisfaction === 1,
      evidence: best ? { line: best.line, section: 'education' } : null,
      note: best ? `highest degree: ${best.line}` : 'no degree found',
    });
  }
  if (job.location && !options.blind && !/\bremote\b/i.test(job.location)) {
    const wantedPlace = tokens(job.location);
    const place = resume.profile.location ?? '';
    const have = new Set(tokens(place));
    const satisfaction = wantedPlace.some((t) => have.has(t)) ? 1 : 0;
    breakdown.push({
      kind: 'location',
      requirement: job.location,
      weight: WEIGHTS.location,
      satisfaction,
      points: WEIGHTS.location * satisfaction,
      met: satisfaction === 1,
      evidence: place ? { line: place, section: 'header' } : null,
      note: place ? `candidate location: ${place}` : 'no location given',
    });
  }
  const totalWeight = breakdown.reduce((s, r) => s + r.weight, 0);
  const totalPoints = breakdown.reduce((s, r) => s + r.points, 0);
  const matchScore = totalWeight > 0 ? round((100 * totalPoints) / totalWeight, 1) : 0;
  const missingMust = breakdown.filter((r) => r.kind === 'must_have' && !r.met);
  const knockedOut = (options.mustHaveMode ?? 'weighted') === 'knockout' && missingMust.length > 0;
  return {
    score: knockedOut ? 0 : matchScore,
    knocked_out: knockedOut,
    match_score: matchScore,
    breakdown,
    explanation: explain(
      breakdown,
      knockedOut,
      missingMust.map((r) => r.requirement),
      resume,
    ),
  };
}

function explain(
  breakdown: RequirementResult[],
  knockedOut: boolean,
  missing: string[],
  resume: ParsedResume,
): string {
  const must = breakdown.filter((r) => r.kind === 'must_have');
  const nice = breakdown.filter((r) => r.kind === 'nice_to_have');
  const parts: string[] = [];
  if (knockedOut) parts.push(`Knocked out: missing must-have ${missing.join(', ')}.`);
  if (must.length) {
    const inWork = must.filter((r) => r.evidence?.role).length;
    parts.push(
      `Meets ${must.filter((r) => r.met).length}/${must.length} must-haves (${inWork} shown in work history)` +
        (missing.length && !knockedOut ? `; missing ${missing.join(', ')}.` : '.'),
    );
  }
  if (nice.length) parts.push(`Meets ${nice.filter((r) => r.met).length}/${nice.length} nice-to-haves.`);
  const years = breakdown.find((r) => r.kind === 'experience_years');
  if (years)
    parts.push(`${resume.profile.years_experience} years of experience against ${years.requirement}.`);
  const title = breakdown.find((r) => r.kind === 'title');
  if (title) parts.push(title.evidence ? `Closest title: ${title.evidence.line}.` : 'No similar job title.');
  return parts.join(' ');
}
