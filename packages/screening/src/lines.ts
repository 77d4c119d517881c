import { DATE_RANGE } from './dates.ts';
import type { ResumeLine, ResumeSection, SectionKind } from './types.ts';

const HEADINGS: Record<Exclude<SectionKind, 'header' | 'other'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'profile',
    'professional profile',
    'personal profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'overview',
    'personal statement',
    'summary of qualifications',
    'introduction',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'professional background',
    'career experience',
    'positions held',
    'experience history',
    'work',
    'professional history',
  ],
  education: [
    'education',
    'qualifications',
    'academic background',
    'education and training',
    'academic history',
    'academics',
    'educational background',
    'qualifications and education',
    'education & training',
    'academic qualifications',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'core competencies',
    'competencies',
    'areas of expertise',
    'expertise',
    'skills and abilities',
    'skills & abilities',
    'skill set',
    'skillset',
    'technologies',
    'tools and technologies',
    'technical proficiencies',
    'skills summary',
    'key competencies',
    'professional skills',
    'hard skills',
    'soft skills',
    'tech stack',
    'skills and expertise',
    'skills & expertise',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'licenses',
    'licenses and certifications',
    'licenses & certifications',
    'certifications and licenses',
    'certifications & licenses',
    'professional certifications',
    'accreditations',
    'credentials',
  ],
  languages: ['languages', 'language skills', 'spoken languages', 'language proficiency'],
  projects: ['projects', 'key projects', 'selected projects', 'personal projects'],
  awards: [
    'awards',
    'honors',
    'honours',
    'achievements',
    'awards and honors',
    'awards & honors',
    'accomplishments',
  ],
  interests: ['interests', 'hobbies', 'hobbies and interests', 'activities'],
  references: ['references', 'referees'],
  volunteer: ['volunteer', 'volunteering', 'volunteer experience', 'community involvement'],
  publications: ['publications', 'research', 'papers'],
};

const HEADING_LOOKUP = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(HEADINGS)) {
  for (const name of names) HEADING_LOOKUP.set(name, kind as SectionKind);
}

const BULLET = /^\s*(?:[•●○◦▪■□▸►▶‣∙·✓✔➢➤\-*–—]|o(?=\s)|\d{1,2}[.)](?=\s))\s*/u;
const UNDERLINE = /^\s*[-=_~*]{3,}\s*$/;
const PAGE_MARKER = /^\s*--\s*\d+\s+of\s+\d+\s*--\s*$/;

function headingKey(text: string): string {
  let t = text.trim();
  // "W O R K   E X P E R I E N C E": letter-spaced headings collapse word by word.
  if (/^(?:\p{L}\s){3,}\p{L}$/u.test(t.replace(/\s{2,}/g, ' / '))) t = t.replace(/(\S)\s(?=\S)/g, '$1');
  return t
    .toLowerCase()
    .replace(/^[#\d.)\s]+/, '')
    .replace(/[:：|]+$/, '')
    .replace(/\s*&\s*/g, ' & ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a line opens, if it is a heading; `rest` is text after "Skills: …" on the same line. */
export function matchHeading(text: string): { kind: SectionKind; heading: string; rest: string } | null {
  const cleaned = text.replace(/\t+/g, ' ').trim();
  if (cleaned.length === 0 || cleaned.length > 60) return null;
  const whole = HEADING_LOOKUP.get(headingKey(cleaned));
  if (whole) return { kind: whole, heading: cleaned.replace(/[:：]+$/, '').trim(), rest: '' };
  const colon = /^([^:：]{3,40})[:：]\s*(.+)$/.exec(cleaned);
  if (colon) {
    const kind = HEADING_LOOKUP.get(headingKey(colon[1]!));
    if (kind) return { kind, heading: colon[1]!.trim(), rest: colon[2]!.trim() };
  }
  return null;
}

function isDateLine(text: string): boolean {
  return DATE_RANGE.test(text);
}

/**
 * Turns extracted text into logical lines. PDF extraction wraps long bullets over several lines and DOCX
 * extraction does not, so wrapped continuations are joined back: that is what makes a PDF and the DOCX of the
 * same résumé read the same. A blank line always ends a logical line.
 */
export function toLines(text: string): ResumeLine[] {
  const raw = text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/[\u200b\ufeff]/g, '')
    .split('\n');
  const physical: Array<string | null> = [];
  for (const line of raw) {
    if (PAGE_MARKER.test(line)) continue;
    const trimmed = line.replace(/\t+/g, '\t').trim().replace(/\t/g, ' | ').replace(/ {2,}/g, ' ');
    if (UNDERLINE.test(trimmed)) continue;
    physical.push(trimmed.length ? trimmed : null);
  }
  // The typical full line width: PDF text wraps near it, so a line that long probably continues.
  const lengths = physical
    .filter((l): l is string => l != null)
    .map((l) => l.length)
    .sort((a, b) => a - b);
  const width = lengths[Math.floor(lengths.length * 0.9)] ?? 0;
  const out: ResumeLine[] = [];
  let previousBlank = true;
  let previousPhysical = '';
  for (let i = 0; i < physical.length; i++) {
    const line = physical[i];
    if (line == null) {
      previousBlank = true;
      continue;
    }
    const bulletMatch = BULLET.exec(line);
    const isBullet =
      bulletMatch != null && bulletMatch[0].length < line.length && !isDateLine(line.slice(0, 12));
    const body = isBullet ? line.slice(bulletMatch![0].length).trim() : line;
    const last = out.at(-1);
    if (!isBullet && last && !previousBlank && !matchHeading(line) && !isDateLine(line)) {
      const next = physical.slice(i + 1).find((l) => l != null) ?? null;
      const nextIsDate = next != null && isDateLine(next) && !BULLET.test(next);
      const endsOpen = !/[.:;!?]$/.test(previousPhysical);
      // An e-mail address or a link (often lower case, under the name) starts its own line.
      const startsContact = /^(?:[\w.+-]+@[\w-]+\.|https?:\/\/|www\.)/i.test(body);
      const startsLower = /^[\p{Ll}(]/u.test(body) && !startsContact;
      // A line ending in "of", "and", "–" or a comma was cut mid-phrase.
      const endsWithConnector = /(?:\s(?:of|and|in|at|for|the|to|with|on|a|an|&|or)|[,–—/-])$/i.test(
        previousPhysical,
      );
      const words = body.split(/\s+/).filter((w) => w.length > 3);
      // "Talent Acquisition Specialist" right before "Company" and a date line opens the next role.
      const dateSoon = physical
        .slice(i + 1)
        .filter((l): l is string => l != null)
        .slice(0, 2)
        .some((l) => isDateLine(l) && !BULLET.test(l));
      const looksLikeHeader =
        dateSoon && words.length > 0 && words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length >= 0.75;
      const wrappedBullet =
        last.bullet && previousPhysical.length >= width * 0.7 && endsOpen && !nextIsDate && !looksLikeHeader;
      if ((startsLower && endsOpen) || endsWithConnector || wrappedBullet) {
        last.text = `${last.text} ${body}`;
        previousBlank = false;
        previousPhysical = line;
        continue;
      }
    }
    out.push({ text: body, bullet: isBullet });
    previousBlank = false;
    previousPhysical = line;
  }
  return out;
}

/** Splits lines into sections by heading; everything before the first heading is the `header` section. */
export function splitSections(lines: ResumeLine[]): ResumeSection[] {
  const sections: ResumeSection[] = [{ kind: 'header', heading: null, lines: [] }];
  for (const line of lines) {
    const heading = line.bullet ? null : matchHeading(line.text);
    if (heading) {
      const section: ResumeSection = { kind: heading.kind, heading: heading.heading, lines: [] };
      if (heading.rest) section.lines.push({ text: heading.rest, bullet: false });
      sections.push(section);
    } else {
      sections.at(-1)!.lines.push(line);
    }
  }
  return sections;
}
