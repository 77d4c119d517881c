import type { Clock } from '@colloquy/core';
import { findEmail, findLinks, findLocation, findName, findPhone } from './contact.ts';
import { totalYears } from './dates.ts';
import { extractEducation } from './education.ts';
import { extractExperience } from './experience.ts';
import { splitSections, toLines } from './lines.ts';
import { defaultSkillTaxonomy, type SkillTaxonomy } from './taxonomy.ts';
import type { ParsedResume, ResumeLine, ResumeSection, SectionKind } from './types.ts';

export interface ParseOptions {
  clock: Clock;
  taxonomy?: SkillTaxonomy;
}

const LANGUAGE_NAMES =
  /\b(?:english|spanish|french|german|italian|portuguese|dutch|russian|ukrainian|polish|czech|swedish|norwegian|danish|finnish|greek|turkish|arabic|hebrew|persian|farsi|hindi|urdu|bengali|punjabi|tamil|telugu|marathi|gujarati|mandarin|cantonese|chinese|japanese|korean|vietnamese|thai|indonesian|malay|tagalog|filipino|swahili|romanian|hungarian|bulgarian|serbian|croatian|afrikaans|zulu|amharic|somali|yoruba|igbo|hausa|catalan|basque|irish|welsh|latin|sign language|asl)\b/gi;

function linesOf(sections: ResumeSection[], kind: SectionKind): ResumeLine[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}

/** Items of a list section: one per line, and lines like "A | B | C" or "A, B, C" split further. */
function listItems(lines: ResumeLine[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    const text = line.text.replace(/^[^:]{2,30}:\s*/, (label) => (label.includes('(') ? label : ''));
    const parts = /[|▪•·;]/.test(text) ? text.split(/\s*[|▪•·;]\s*/) : [text];
    for (const p of parts) if (p.trim().length > 1) items.push(p.trim());
  }
  return items;
}

function titleCase(word: string): string {
  return word
    .toLowerCase()
    .split(' ')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** Parses résumé text (from any format) into a profile plus the sectioned lines behind it. */
export function parseResumeText(text: string, options: ParseOptions): ParsedResume {
  const taxonomy = options.taxonomy ?? defaultSkillTaxonomy();
  const lines = toLines(text);
  const sections = splitSections(lines);
  const header = linesOf(sections, 'header');
  const top = [...header, ...lines.slice(0, 8)];
  const all = lines.map((l) => l.text).join('\n');

  const summaryLines = linesOf(sections, 'summary');
  // Without an experience heading (LinkedIn exports, bare lists), dated lines anywhere outside education count.
  const experienceLines = sections.some((s) => s.kind === 'experience')
    ? linesOf(sections, 'experience')
    : sections.filter((s) => s.kind !== 'education' && s.kind !== 'certifications').flatMap((s) => s.lines);
  const experience = extractExperience(experienceLines);
  const education = extractEducation(linesOf(sections, 'education'));

  // Skills: what the taxonomy recognises anywhere (list sections first), sorted so that layout does not matter.
  const skills = new Set<string>();
  for (const mention of taxonomy.findSkills(all)) skills.add(mention.skill);

  const certifications = listItems(linesOf(sections, 'certifications'));
  const languageSet = new Set<string>();
  for (const item of listItems(linesOf(sections, 'languages'))) {
    for (const m of item.matchAll(LANGUAGE_NAMES)) languageSet.add(titleCase(m[0]));
  }
  const languagesLine = lines.find((l) => /^languages?\s*(?:spoken)?\s*[:：]/i.test(l.text));
  if (languagesLine)
    for (const m of languagesLine.text.matchAll(LANGUAGE_NAMES)) languageSet.add(titleCase(m[0]));

  return {
    text,
    sections,
    profile: {
      name: findName(top),
      email: findEmail(all),
      phone: findPhone(top.length ? top : lines),
      location: findLocation(top),
      links: findLinks(all),
      summary: summaryLines.length ? summaryLines.map((l) => l.text).join(' ') : null,
      skills: [...skills].sort((a, b) => a.localeCompare(b)),
      experience,
      years_experience: totalYears(experience, options.clock.now()),
      education,
      certifications,
      languages: [...languageSet].sort(),
    },
  };
}
