import { EMAIL, findLocation, findName, PHONE } from './contact.ts';
import { splitSections, toLines } from './lines.ts';

// Both genders map to the same neutral word, so swapping "he"/"she" or "his"/"her" cannot change the result.
const GENDERED: Array<[RegExp, string]> = [
  [/\b(?:he|she)\b/gi, 'they'],
  [/\b(?:him|his|her|hers)\b/gi, 'their'],
  [/\b(?:himself|herself)\b/gi, 'themselves'],
  [/\b(?:mr|mrs|ms|miss|mx|sir|madam|madame)\b\.?\s*/gi, ''],
  [/\b(chair|sales|business|spokes|fore|crafts|congress)(?:man|woman)\b/gi, '$1person'],
  [/\b(?:male|female|man|woman|boy|girl|gentleman|lady)\b/gi, 'person'],
  [/\b(?:men|women|boys|girls|gentlemen|ladies)\b/gi, 'people'],
  [/\b(?:husband|wife|spouse)\b/gi, 'partner'],
  [/\b(?:father|mother)\b/gi, 'parent'],
  [/\b(?:son|daughter)\b/gi, 'child'],
  [/\b(?:brother|sister)\b/gi, 'sibling'],
  [/\b(?:maternity|paternity)\b/gi, 'parental'],
  [/\b(?:fraternity|sorority)\b/gi, 'student society'],
];
const PERSONAL_LINE =
  /^\s*(?:gender|sex|date of birth|d\.?o\.?b\.?|birth ?date|born|age|marital status|nationality|religion|pronouns|photo|photograph|picture|address)\s*[:：-]?\s+.*$/i;
const AGE =
  /\b(?:aged?\s*[:：]?\s*\d{2}|\d{2}\s*(?:years?|yrs?)[\s-]old|born\s+(?:(?:in|on)\s+)?[^,;|\n]*?\b(?:19|20)\d{2})\b/gi;
const PHOTO =
  /\[(?:image|photo|picture)[^\]]*\]|\b(?:photo(?:graph)?|headshot|profile picture|portrait)\b(?:\s*(?:attached|enclosed|included))?/gi;
const STREET =
  /\b\d{1,5}\s+(?:[\p{Lu}\d][\p{L}\d.'-]*\s+){1,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|close|crescent|square|sq|parkway|pkwy|highway|hwy)\b\.?(?:,?\s*(?:apt|suite|unit|#)\s*[\w-]+)?/giu;
const POSTCODE = /\b(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|\d{5}(?:-\d{4})?)\b/g;
const URL = /\b(?:https?:\/\/|www\.)\S+|\b(?:linkedin|github|gitlab)\.com\/\S+/gi;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Blind-mode redaction of résumé text: name, e-mail, phone, links, photo references, gendered words, age and
 * birth date, graduation years and addresses are replaced before the text is parsed and scored. Experience
 * dates stay: they measure experience, not age.
 */
export function redactResumeText(text: string): string {
  const lines = toLines(text);
  const sections = splitSections(lines);
  const header = sections.find((s) => s.kind === 'header')?.lines ?? [];
  const top = [...header, ...lines.slice(0, 8)];
  const name = findName(top);
  const location = findLocation(top);
  const nameWords = (name ?? '')
    .split(/\s+/)
    .filter((w) => w.replace(/\W/g, '').length >= 2)
    .map(escapeRegExp);
  const nameRe = nameWords.length ? new RegExp(`\\b(?:${nameWords.join('|')})\\b`, 'giu') : null;
  const out: string[] = [];
  for (const section of sections) {
    if (section.heading) out.push(section.heading);
    for (const line of section.lines) {
      let t = line.text;
      if (PERSONAL_LINE.test(t)) {
        t = t.replace(/[:：-]?\s+.*$/, ': [redacted]');
      }
      t = t.replace(EMAIL, '[email]').replace(new RegExp(EMAIL.source, 'gu'), '[email]');
      t = t.replace(URL, '[link]');
      t = t.replace(new RegExp(PHONE.source, 'gu'), (m) =>
        m.replace(/\D/g, '').length >= 7 && !/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(m.trim())
          ? '[phone]'
          : m,
      );
      if (nameRe) t = t.replace(nameRe, '[name]');
      if (location) t = t.split(location).join('[location]');
      t = t.replace(STREET, '[address]');
      if (section.kind === 'header') t = t.replace(POSTCODE, '[postcode]');
      t = t.replace(AGE, '[age]').replace(PHOTO, '[photo]');
      for (const [re, neutral] of GENDERED) t = t.replace(re, neutral);
      if (section.kind === 'education') t = t.replace(/\b(?:19|20)\d{2}\b/g, '[year]');
      out.push(line.bullet ? `• ${t}` : t);
    }
    out.push('');
  }
  // Blank lines between lines: the text is already in logical lines, nothing may be re-joined on re-parse.
  return out.join('\n\n');
}
