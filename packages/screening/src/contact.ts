import type { ResumeLine } from './types.ts';

export const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
// Seven or more digits with the usual separators: "206-555-0149", "+44 20 7946 0958", "(555) 123 4567".
export const PHONE = /(?<![\p{L}\p{N}])\+?\(?\d{1,4}\)?(?:[\s.-]?\(?\d{2,4}\)?){2,4}(?![\p{L}\p{N}])/u;
const URL_RE =
  /\b(?:https?:\/\/[^\s|,;]+|www\.[^\s|,;]+|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com|stackoverflow\.com)\/[^\s|,;]+)/giu;
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
const COUNTRIES =
  'United States|USA|US|United Kingdom|UK|England|Scotland|Wales|Ireland|Canada|Germany|France|Spain|Portugal|Italy|Netherlands|Belgium|Switzerland|Austria|Sweden|Norway|Denmark|Finland|Poland|Ukraine|Romania|Greece|Turkey|India|Pakistan|Bangladesh|Sri Lanka|China|Japan|South Korea|Korea|Singapore|Malaysia|Indonesia|Philippines|Vietnam|Thailand|Australia|New Zealand|Mexico|Brazil|Argentina|Chile|Colombia|Peru|Nigeria|Kenya|Ghana|South Africa|Egypt|Morocco|Israel|UAE|United Arab Emirates|Saudi Arabia|Qatar';
const PLACE = "[\\p{Lu}][\\p{L}.'-]*(?:\\s[\\p{Lu}][\\p{L}.'-]*){0,3}";
/** "Seattle, WA", "Oak Park, CA 91377", "Orlando, Florida, United States", "Berlin, Germany". */
export const CITY_REGION = new RegExp(
  `\\b${PLACE},\\s?(?:(?:${US_STATES})\\b(?:\\s\\d{5}(?:-\\d{4})?)?|(?:${PLACE},\\s?)?(?:${COUNTRIES})\\b)`,
  'u',
);

const NAME_WORD =
  /^(?:[\p{Lu}][\p{L}'’-]*\.?|[\p{Lu}]\.|(?:de|da|van|von|der|del|la|le|di|bin|al)|[\p{Lu}][\p{Ll}]+-[\p{Lu}][\p{Ll}]+)$/u;

export function findEmail(text: string): string | null {
  return EMAIL.exec(text)?.[0].toLowerCase() ?? null;
}

export function findPhone(lines: ResumeLine[]): string | null {
  for (const line of lines) {
    const cleaned = line.text.replace(EMAIL, ' ');
    for (const part of cleaned.split(/[|▪•·]/)) {
      const m = PHONE.exec(part);
      if (!m) continue;
      const digits = m[0].replace(/\D/g, '');
      // Year ranges ("2019 2021") and postcodes are not phone numbers.
      if (
        digits.length < 7 ||
        digits.length > 15 ||
        /^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(m[0].trim())
      )
        continue;
      return m[0].trim();
    }
  }
  return null;
}

export function findLinks(text: string): string[] {
  const links = new Set<string>();
  for (const m of text.matchAll(URL_RE)) links.add(m[0].replace(/[).]+$/, ''));
  return [...links];
}

/** A name is a short line of capitalised words near the top, with no digits, e-mail or heading. */
export function findName(lines: ResumeLine[]): string | null {
  for (const line of lines.slice(0, 6)) {
    const text = line.text.replace(/^name\s*[:：]\s*/i, '').trim();
    if (/[\d@|/:]/.test(text) || text.length > 40) continue;
    const words = text.split(/\s+/);
    if (words.length < 2 || words.length > 4) continue;
    if (words.every((w) => NAME_WORD.test(w))) {
      // Spelled in capitals ("JANE DOE"): shown in title case.
      return words
        .map((w) => (w === w.toUpperCase() && w.length > 2 ? w[0] + w.slice(1).toLowerCase() : w))
        .join(' ');
    }
  }
  return null;
}

export function findLocation(lines: ResumeLine[]): string | null {
  for (const line of lines.slice(0, 8)) {
    const labelled = /^(?:location|address|based in)\s*[:：]\s*(.+)$/i.exec(line.text);
    if (labelled) return labelled[1]!.split(/\s*[|▪•·]\s*/)[0]!.trim();
    for (const part of line.text.split(/\s*[|▪•·]\s*/)) {
      if (EMAIL.test(part)) continue;
      const m = CITY_REGION.exec(part);
      if (m) return m[0].trim();
    }
  }
  return null;
}
