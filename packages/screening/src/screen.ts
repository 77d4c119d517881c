import type { Clock } from '@colloquy/core';
import { redactResumeText } from './blind.ts';
import { extractResumeText, ResumeReadError } from './extract-text.ts';
import { type JobSpec, type JobSpecInput, normalizeJobSpec } from './job-spec.ts';
import { type CandidateScore, type MustHaveMode, scoreResume } from './match.ts';
import { parseResumeText } from './profile.ts';
import { defaultSkillTaxonomy, type SkillTaxonomy } from './taxonomy.ts';
import type { ParseResult, ResumeFile, ResumeProfile } from './types.ts';

export interface ScreeningOptions {
  clock: Clock;
  mustHaveMode?: MustHaveMode;
  blind?: boolean;
  taxonomy?: SkillTaxonomy;
}

/** Reads and parses one file; a bad file becomes an error result instead of an exception. */
export async function parseResume(
  file: ResumeFile,
  options: { clock: Clock; taxonomy?: SkillTaxonomy; blind?: boolean },
): Promise<ParseResult> {
  try {
    const raw = await extractResumeText(file.name, file.data);
    const text = options.blind ? redactResumeText(raw) : raw;
    return { ok: true, file: file.name, resume: parseResumeText(text, options) };
  } catch (error) {
    if (error instanceof ResumeReadError)
      return { ok: false, file: file.name, error: { code: error.code, message: error.message } };
    return {
      ok: false,
      file: file.name,
      error: {
        code: 'unreadable_file',
        message: `${file.name}: could not be parsed (${(error as Error).message})`,
      },
    };
  }
}

export interface ScoredCandidate extends CandidateScore {
  file: string;
  profile: ResumeProfile;
}

export interface RankedCandidate extends ScoredCandidate {
  rank: number;
  /** Why this candidate sits above the next one when their scores are equal. */
  tie_break: string | null;
}

/**
 * Order of ranking, each step only deciding what the previous ones left equal:
 * 1. not knocked out before knocked out; 2. score; 3. number of must-haves met; 4. total must-have
 * satisfaction (work-history evidence beats a skills-list mention); 5. years of experience; 6. number of
 * nice-to-haves met; 7. file name (so the order is stable and reproducible).
 */
export const TIE_BREAK_ORDER = [
  'knocked_out',
  'score',
  'must_haves_met',
  'must_have_strength',
  'years_experience',
  'nice_to_haves_met',
  'file',
] as const;

function keys(c: ScoredCandidate): Record<(typeof TIE_BREAK_ORDER)[number], number | string> {
  const must = c.breakdown.filter((r) => r.kind === 'must_have');
  return {
    knocked_out: c.knocked_out ? 1 : 0,
    score: -c.score,
    must_haves_met: -must.filter((r) => r.met).length,
    must_have_strength: -Math.round(must.reduce((s, r) => s + r.satisfaction, 0) * 1000),
    years_experience: -c.profile.years_experience,
    nice_to_haves_met: -c.breakdown.filter((r) => r.kind === 'nice_to_have' && r.met).length,
    file: c.file,
  };
}

function compareOn(a: ScoredCandidate, b: ScoredCandidate): { order: number; key: string | null } {
  const ka = keys(a);
  const kb = keys(b);
  for (const key of TIE_BREAK_ORDER) {
    const x = ka[key];
    const y = kb[key];
    if (x === y) continue;
    const order = typeof x === 'string' ? (x < (y as string) ? -1 : 1) : x < (y as number) ? -1 : 1;
    return { order, key };
  }
  return { order: 0, key: null };
}

/** Sorts scored candidates best first and says, for equal scores, which rule separated them. */
export function rankCandidates(candidates: ScoredCandidate[]): RankedCandidate[] {
  const sorted = [...candidates].sort((a, b) => compareOn(a, b).order);
  return sorted.map((c, i) => {
    const next = sorted[i + 1];
    let tieBreak: string | null = null;
    if (next && next.score === c.score && next.knocked_out === c.knocked_out) {
      const { key } = compareOn(c, next);
      tieBreak = `tied at ${c.score} with ${next.file}; ranked above on ${key?.replace(/_/g, ' ') ?? 'nothing (identical)'}`;
    }
    return { ...c, rank: i + 1, tie_break: tieBreak };
  });
}

export interface ScreeningResult {
  job: JobSpec;
  candidates: RankedCandidate[];
  errors: Array<{ file: string; error: { code: string; message: string } }>;
}

/** Parses every file, scores each against the job and ranks them; unreadable files are reported, not fatal. */
export async function screenResumes(input: {
  job: JobSpecInput;
  files: ResumeFile[];
  options: ScreeningOptions;
  onProgress?: (done: number, total: number) => void;
}): Promise<ScreeningResult> {
  const taxonomy = input.options.taxonomy ?? defaultSkillTaxonomy();
  const job = normalizeJobSpec(input.job, taxonomy);
  const scored: ScoredCandidate[] = [];
  const errors: ScreeningResult['errors'] = [];
  let done = 0;
  for (const file of input.files) {
    const result = await parseResume(file, { ...input.options, taxonomy });
    if (result.ok) {
      const score = scoreResume(job, result.resume, { ...input.options, taxonomy });
      scored.push({ file: file.name, profile: result.resume.profile, ...score });
    } else {
      errors.push({ file: result.file, error: result.error });
    }
    input.onProgress?.(++done, input.files.length);
  }
  return { job, candidates: rankCandidates(scored), errors };
}
