export { redactResumeText } from './blind.ts';
export { findDateRange, totalYears } from './dates.ts';
export { detectFormat, extractResumeText, type ResumeFormat, ResumeReadError } from './extract-text.ts';
export { type JobSpec, type JobSpecInput, normalizeJobSpec } from './job-spec.ts';
export {
  type CandidateScore,
  type Evidence,
  type MustHaveMode,
  type RequirementKind,
  type RequirementResult,
  type ScoreOptions,
  SOURCE_STRENGTH,
  scoreResume,
  WEIGHTS,
} from './match.ts';
export { type ParseOptions, parseResumeText } from './profile.ts';
export {
  parseResume,
  type RankedCandidate,
  rankCandidates,
  type ScoredCandidate,
  type ScreeningOptions,
  type ScreeningResult,
  screenResumes,
  TIE_BREAK_ORDER,
} from './screen.ts';
export {
  createSkillTaxonomy,
  defaultSkillTaxonomy,
  type SkillEntry,
  type SkillMention,
  type SkillTaxonomy,
} from './taxonomy.ts';
export type {
  EducationEntry,
  ExperienceEntry,
  ParsedResume,
  ParseFailure,
  ParseResult,
  ParseSuccess,
  ResumeFile,
  ResumeProfile,
} from './types.ts';
