/** A month as `YYYY-MM`; `present` marks a role that is still going on. */
export type MonthString = string;

export interface ExperienceEntry {
  title: string | null;
  company: string | null;
  location: string | null;
  start: MonthString | null;
  end: MonthString | 'present' | null;
  description: string;
}

export interface EducationEntry {
  degree: string | null;
  field: string | null;
  institution: string | null;
  year: number | null;
}

export interface ResumeProfile {
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
  summary: string | null;
  skills: string[];
  experience: ExperienceEntry[];
  years_experience: number;
  education: EducationEntry[];
  certifications: string[];
  languages: string[];
}

export type SectionKind =
  | 'header'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'languages'
  | 'projects'
  | 'awards'
  | 'interests'
  | 'references'
  | 'volunteer'
  | 'publications'
  | 'other';

/** One logical line of a résumé: wrapped bullet continuations are already joined. */
export interface ResumeLine {
  text: string;
  bullet: boolean;
}

export interface ResumeSection {
  kind: SectionKind;
  heading: string | null;
  lines: ResumeLine[];
}

/** A profile plus the structure it came from, kept so that matching can quote the evidence line. */
export interface ParsedResume {
  profile: ResumeProfile;
  sections: ResumeSection[];
  text: string;
}

export interface ResumeFile {
  name: string;
  data: Uint8Array;
}

export type ParseErrorCode = 'empty_file' | 'unreadable_file' | 'unsupported_file_type';

export interface ParseFailure {
  ok: false;
  file: string;
  error: { code: ParseErrorCode; message: string };
}

export interface ParseSuccess {
  ok: true;
  file: string;
  resume: ParsedResume;
}

export type ParseResult = ParseSuccess | ParseFailure;
