/** The data of the `screening` report template, built from a ranked result (the API's and the CLI's). */
import type { JobSpec, MustHaveMode, RankedCandidate, RequirementKind } from '@colloquy/screening';

const KIND_LABELS: Record<RequirementKind, string> = {
  must_have: 'Must have',
  nice_to_have: 'Nice to have',
  experience_years: 'Experience',
  title: 'Job title',
  education: 'Education',
  location: 'Location',
};

// The chart stays readable on one page.
const CHART_CANDIDATES = 30;
// Evidence tables for a 500-résumé batch would make a 500-page PDF: the report details the best, the API has all.
export const REPORT_DETAILED_CANDIDATES = 50;

export interface ScreeningReportInput {
  job: JobSpec;
  candidates: readonly RankedCandidate[];
  errors: readonly { file: string; error: { code: string; message: string } }[];
  blind: boolean;
  mustHaveMode: MustHaveMode;
  generatedAt: Date;
  screeningId?: string | null;
}

/** A name to show: the profile's, else (blind mode, or none found) "Candidate <rank>". */
export function candidateName(candidate: RankedCandidate): string {
  return candidate.profile.name?.trim() || `Candidate ${candidate.rank}`;
}

/** The view model of templates/screening.{html,md}.hbs. */
export function screeningReportData(input: ScreeningReportInput) {
  const candidates = input.candidates.map((c) => {
    const must = c.breakdown.filter((r) => r.kind === 'must_have');
    return {
      rank: c.rank,
      name: candidateName(c),
      file: c.file,
      score: c.score,
      match_score: c.match_score,
      knocked_out: c.knocked_out,
      tie_break: c.tie_break,
      years_experience: c.profile.years_experience,
      skills: c.profile.skills.slice(0, 20),
      must_haves_met: must.filter((r) => r.met).length,
      must_haves_total: must.length,
      explanation: c.explanation,
      requirements: c.breakdown.map((r) => ({
        kind_label: KIND_LABELS[r.kind] ?? r.kind,
        requirement: r.requirement,
        met: r.met,
        points: r.points,
        weight: r.weight,
        evidence: r.evidence?.line ?? null,
        evidence_source: r.evidence
          ? [r.evidence.section, r.evidence.role].filter(Boolean).join(' · ')
          : null,
        note: r.note,
      })),
    };
  });
  return {
    title: `Screening: ${input.job.title}`,
    screening_id: input.screeningId ?? null,
    generated_at: input.generatedAt.toISOString(),
    blind: input.blind,
    must_have_mode: input.mustHaveMode,
    job: input.job,
    totals: {
      files: input.candidates.length + input.errors.length,
      ranked: input.candidates.length,
      errors: input.errors.length,
      knocked_out: input.candidates.filter((c) => c.knocked_out).length,
    },
    candidates,
    details: candidates.slice(0, REPORT_DETAILED_CANDIDATES),
    details_omitted: Math.max(0, candidates.length - REPORT_DETAILED_CANDIDATES),
    chart: candidates
      .slice(0, CHART_CANDIDATES)
      .map((c) => ({ label: `${c.rank}. ${c.name}`, value: c.score })),
    errors: input.errors.map((e) => ({ file: e.file, code: e.error.code, message: e.error.message })),
  };
}
