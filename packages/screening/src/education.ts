import type { EducationEntry, ResumeLine } from './types.ts';

const DEGREE =
  /\b(?:(?:bachelor|master|doctor|associate)(?:'s|’s|s)?(?:\s+of\s+(?:business\s+administration|fine\s+arts|science|arts|engineering|laws|education|philosophy|technology|commerce|applied\s+science|nursing|public\s+health|computer\s+applications))?(?:\s+degree)?|ph\.?\s?d\.?|doctorate|mba|m\.?b\.?a\.?|b\.?\s?sc\.?|m\.?\s?sc\.?|b\.?s\.?c?\.?|m\.?s\.?|b\.?a\.?|m\.?a\.?|b\.?eng\.?|m\.?eng\.?|b\.?tech|m\.?tech|b\.?comm?\.?|ll\.?b\.?|ll\.?m\.?|a\.?a\.?s?\.?|high\s+school\s+diploma|ged|diploma|certificate|hnd|btec|a-levels?|gcse)(?=$|[\s,;:–—|(-])/i;
const INSTITUTION =
  /\b(?:university|college|institute|school|academy|polytechnic|conservatory|universit[äéà]t?|école|escuela)\b/i;
const YEAR = /\b(?:19|20)\d{2}\b/g;

/** Degree level, used to compare a candidate against a job's education requirement. */
export function degreeLevel(text: string | null): number {
  if (!text) return 0;
  const t = text.toLowerCase();
  if (/ph\.?\s?d|doctor/.test(t)) return 5;
  if (/master|mba|m\.?b\.?a|m\.?\s?sc|\bm\.?s\b|\bm\.?a\b|m\.?eng|m\.?tech|ll\.?m/.test(t)) return 4;
  if (/bachelor|b\.?\s?sc|\bb\.?s\b|\bb\.?a\b|b\.?eng|b\.?tech|b\.?com|ll\.?b|undergraduate/.test(t))
    return 3;
  if (/associate|a\.?a\.?s?\b|hnd|diploma(?! high)/.test(t) && !/high school/.test(t)) return 2;
  if (/high school|ged|gcse|a-level/.test(t)) return 1;
  return 0;
}

function cleanField(text: string): string | null {
  const f = text
    .replace(/\b(?:19|20)\d{2}\b.*$/, '')
    .replace(/\b(?:gpa|grade)\b.*$/i, '')
    .replace(/^[\s,:–—|-]+|[\s,:–—|(-]+$/g, '')
    .trim();
  return f.length > 1 ? f : null;
}

export function extractEducation(lines: ResumeLine[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  const used = new Set<number>();
  lines.forEach((line, i) => {
    const m = DEGREE.exec(line.text);
    if (!m) return;
    // "Boston, MA" is a place, not a Master of Arts.
    if (m[0].length <= 3 && !m[0].includes('.') && /,\s*$/.test(line.text.slice(0, m.index))) return;
    used.add(i);
    const degree = m[0].trim().replace(/\s+degree$/i, '');
    let rest = line.text.slice(m.index + m[0].length);
    let institution: string | null = null;
    // "Degree in Field – Institution" / "Degree, Field, Institution, 2015".
    const parts = rest.split(/\s*(?:\s[–—-]\s|,|\||\bat\b)\s*/).filter((p) => p.trim().length > 0);
    const instPart = parts.find((p) => INSTITUTION.test(p));
    if (instPart) {
      institution = cleanField(instPart);
      rest = parts.filter((p) => p !== instPart).join(', ');
    } else {
      rest = parts[0] ?? '';
    }
    const fieldMatch = /^\s*(?:in|of|,|:|–|-)?\s*(.*)$/i.exec(rest.replace(/^\s*\(|\)\s*$/g, ''));
    const field = fieldMatch ? cleanField(fieldMatch[1]!.replace(/^(?:in|of)\s+/i, '')) : null;
    const before = line.text.slice(0, m.index);
    if (!institution && INSTITUTION.test(before)) institution = cleanField(before);
    const neighbours = [i - 1, i + 1, i + 2].filter((j) => j >= 0 && j < lines.length && !used.has(j));
    if (!institution) {
      for (const j of neighbours) {
        const text = lines[j]!.text;
        if (INSTITUTION.test(text) && !DEGREE.test(text)) {
          institution = cleanField(text.split(/\s*[|,]\s*(?=(?:19|20)\d{2})/)[0]!);
          used.add(j);
          break;
        }
      }
    }
    const years: number[] = [];
    // The year sits on the degree line or on one of the next two lines of the same entry.
    for (let j = i; j <= i + 2 && j < lines.length; j++) {
      const text = lines[j]!.text;
      if (j !== i && DEGREE.test(text)) break;
      for (const y of text.matchAll(YEAR)) years.push(Number(y[0]));
    }
    entries.push({ degree, field, institution, year: years.length ? Math.max(...years) : null });
  });
  return entries;
}
