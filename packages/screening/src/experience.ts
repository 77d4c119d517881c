import { CITY_REGION } from './contact.ts';
import { findDateRange } from './dates.ts';
import type { ExperienceEntry, ResumeLine } from './types.ts';

const TITLE_WORDS =
  /\b(?:manager|engineer|developer|accountant|technician|director|coordinator|analyst|specialist|assistant|intern|consultant|lead|officer|administrator|designer|architect|recruiter|scientist|nurse|teacher|representative|associate|executive|head|president|vp|chief|cto|ceo|cfo|founder|owner|supervisor|clerk|agent|advisor|adviser|auditor|bookkeeper|programmer|tester|editor|writer|producer|partner|principal|staff|senior|junior|sr\.?|jr\.?|trainee|apprentice|instructor|professor|researcher|strategist|planner|controller|receptionist|secretary|operator|mechanic|electrician|pharmacist|physician|therapist|paralegal|attorney|lawyer|cashier|buyer|merchandiser|marketer|sre|devops|support|team leader|foreman|chef|driver|nanny|tutor|lecturer|fellow|volunteer)\b/i;
const COMPANY_WORDS =
  /\b(?:inc|llc|ltd|limited|corp|corporation|company|co|group|gmbh|plc|ag|sa|university|college|school|district|hospital|clinic|bank|agency|studio|studios|labs?|technologies|technology|tech|solutions|systems|services|partners|associates|consulting|financial|holdings|foundation|institute|department|ministry|entertainment|enterprises|industries|international|global)\b\.?/i;

interface Header {
  title: string | null;
  company: string | null;
  location: string | null;
}

/** Splits "Company, City, ST, Title" / "Title | Company" / "Title at Company" into its parts. */
export function splitHeader(parts: string[]): Header {
  let location: string | null = null;
  const segments: string[] = [];
  for (const part of parts) {
    let text = part.replace(/\s*·\s*(?:full[- ]time|part[- ]time|contract|freelance|internship)\b.*$/i, '');
    const loc = CITY_REGION.exec(text);
    if (loc) {
      location ??= loc[0].trim();
      text = `${text.slice(0, loc.index)} | ${text.slice(loc.index + loc[0].length)}`;
    }
    for (const seg of text.split(/\s*(?:\||,|\s[–—-]\s|\s@\s|\sat\s|·|\(|\))\s*/)) {
      const s = seg
        .trim()
        .replace(/^[-–—,|]+|[-–—,|]+$/g, '')
        .trim();
      if (s.length > 1 && !/^(?:remote|hybrid|on-?site)$/i.test(s)) segments.push(s);
    }
  }
  let titleIndex = segments.findIndex((s) => TITLE_WORDS.test(s) && !COMPANY_WORDS.test(s));
  if (titleIndex < 0) titleIndex = segments.findIndex((s) => TITLE_WORDS.test(s));
  const title = titleIndex >= 0 ? segments[titleIndex]! : null;
  const rest = segments.filter((_, i) => i !== titleIndex);
  const company = rest.find((s) => COMPANY_WORDS.test(s)) ?? rest[0] ?? null;
  if (!title && segments.length >= 2) {
    return { title: segments[0]!, company: segments[1]!, location };
  }
  return { title, company, location };
}

function isHeaderLike(line: ResumeLine): boolean {
  return !line.bullet && line.text.length <= 120 && !/[.;]$/.test(line.text);
}

/**
 * Entries are anchored on lines holding a date range. The lines between the section start and the first date
 * line show this résumé's layout (how many header lines precede a date); later entries follow the same layout,
 * which keeps the previous role's last description line out of the next role's header.
 */
export function extractExperience(lines: ResumeLine[]): ExperienceEntry[] {
  const anchors: number[] = [];
  lines.forEach((line, i) => {
    if (findDateRange(line.text)) anchors.push(i);
  });
  if (anchors.length === 0) return [];
  const before = Math.min(3, lines.slice(0, anchors[0]).filter((l) => isHeaderLike(l)).length);
  const entries: ExperienceEntry[] = [];
  for (let a = 0; a < anchors.length; a++) {
    const at = anchors[a]!;
    const line = lines[at]!;
    const range = findDateRange(line.text)!;
    const beforeDate = line.text.slice(0, range.index);
    const afterDate = line.text.slice(range.index + range.length).replace(/^\s*·\s*[\d\w ]*mos?\b/, '');
    const headerParts: string[] = [];
    const previousEnd = a > 0 ? anchors[a - 1]! + 1 : 0;
    let headerStart = at;
    for (let k = 1; k <= before && at - k >= previousEnd; k++) {
      const candidate = lines[at - k]!;
      if (!isHeaderLike(candidate)) break;
      headerStart = at - k;
    }
    for (let i = headerStart; i < at; i++) headerParts.push(lines[i]!.text);
    if (beforeDate.replace(/[\s|,–—-]/g, '').length > 0) headerParts.push(beforeDate);
    let bodyStart = at + 1;
    if (afterDate.replace(/[\s|,–—·-]/g, '').length > 1) headerParts.push(afterDate);
    else if (
      before === 0 &&
      (() => {
        const partial = splitHeader(headerParts);
        return !partial.title || !partial.company;
      })()
    ) {
      // Layout "Title   Date" then "Company – City" on the next line.
      const next = lines[at + 1];
      if (next && isHeaderLike(next) && next.text.length <= 80 && !findDateRange(next.text)) {
        headerParts.push(next.text);
        bodyStart = at + 2;
      }
    }
    const nextAnchor = anchors[a + 1];
    let bodyEnd = nextAnchor ?? lines.length;
    if (nextAnchor != null) {
      for (let k = 1; k <= before && nextAnchor - k >= bodyStart; k++) {
        if (!isHeaderLike(lines[nextAnchor - k]!)) break;
        bodyEnd = nextAnchor - k;
      }
    }
    const header = splitHeader(headerParts);
    entries.push({
      title: header.title,
      company: header.company,
      location: header.location,
      start: range.start,
      end: range.end,
      description: lines
        .slice(bodyStart, bodyEnd)
        .map((l) => l.text)
        .join('\n'),
    });
  }
  return entries;
}
