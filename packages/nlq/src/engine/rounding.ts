/**
 * "…, to one decimal place", "to the nearest pound", "rounded to whole hours": how the figures are to be shown, said
 * beside the question rather than in it. Read off the text before anything else, so that "one" and "pound" are not
 * taken for a value or a column; the plan then shows its numbers rounded (`QueryPlan.round`).
 */

import { respaced } from './text.ts';

const NUMBER_WORDS: Record<string, number> = {
  no: 0,
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  single: 1,
};

/** "to the nearest …": the decimal places each unit means (a whole unit of anything else is 0). */
const NEAREST: Record<string, number> = {
  penny: 2,
  pence: 2,
  cent: 2,
  cents: 2,
  hundredth: 2,
  tenth: 1,
  ten: -1,
  tens: -1,
  hundred: -2,
  hundreds: -2,
  thousand: -3,
  thousands: -3,
};

/** Units a figure is rounded to the nearest whole one of ("to the nearest pound", "the nearest whole hour"). */
const WHOLE_UNITS =
  'whole|pounds?|dollars?|euros?|quid|hours?|minutes?|seconds?|days?|weeks?|years?|number|integer|units?|percent|' +
  'per ?cent|percentage point|point|kilo(?:gram)?s?|kg|grams?|g|litres?|liters?|metres?|meters?|m|km|miles?|' +
  'degrees?|mm|cm|penny|pence|cents?|hundredths?|tenths?|tens?|hundreds?|thousands?';

const PLACES = String.raw`(\d|no|zero|one|two|three|four|a single)\s*(?:decimal\s+(?:places?|points?|digits?)|d\.?\s?p\.?|places?\s+of\s+decimals?)`;

const PHRASES: RegExp[] = [
  // "to one decimal place", "rounded to 2 dp", "(2 d.p.)", "given to no decimal places"
  new RegExp(
    String.raw`[,(]?\s*(?:and\s+)?(?:(?:rounded|round(?:\s+(?:it|them|that|those))?)\s+)?(?:to|at|with)\s+${PLACES}\)?`,
    'i',
  ),
  new RegExp(String.raw`\(\s*${PLACES}\s*\)`, 'i'),
  // "to the nearest pound", "rounded to the nearest whole hour"
  new RegExp(
    String.raw`[,(]?\s*(?:and\s+)?(?:(?:rounded|round(?:\s+(?:it|them|that|those))?)\s+)?to\s+the\s+nearest\s+(?:whole\s+)?(${WHOLE_UNITS})\b\)?`,
    'i',
  ),
  // "rounded to whole pounds", "as whole numbers", "in whole pounds", "as a whole number"
  /[,(]?\s*(?:(?:rounded\s+to|as|in)\s+(?:a\s+)?(?:whole|full|round)\s+(?:numbers?|pounds?|dollars?|euros?|hours?|minutes?|days?|units?|figures?))\b\)?/i,
  // "Show their totals, rounded."
  /,\s*rounded(?=\s*[.?!]?\s*$|\s*[.?!;]\s)/i,
];

export interface Rounding {
  /** The question without the phrase. */
  question: string;
  /** Decimal places to show (negative: tens, hundreds); undefined when nothing is said. */
  digits?: number;
}

function digitsOf(phrase: string): number {
  const places = new RegExp(PLACES, 'i').exec(phrase);
  if (places) {
    const said = places[1]!.toLowerCase().replace(/\s+/g, ' ');
    return /^\d$/.test(said) ? Number(said) : (NUMBER_WORDS[said.split(' ').at(-1)!] ?? 0);
  }
  const unit = /nearest\s+(?:whole\s+)?(\w+)/i.exec(phrase)?.[1]?.toLowerCase();
  return unit === undefined ? 0 : (NEAREST[unit] ?? 0);
}

/** The rounding a question asks for, and the question without those words (see `Rounding`). */
export function roundingAsked(question: string): Rounding {
  for (const phrase of PHRASES) {
    const m = phrase.exec(question);
    if (!m) continue;
    // (A comma left before the closing mark goes too: "…, to one decimal place?".)
    const rest = respaced(`${question.slice(0, m.index)}${question.slice(m.index + m[0].length)}`).replace(
      /,([.?!])/g,
      '$1',
    );
    // (Nothing but the rounding: the question is left as it is.)
    if (!/[a-z]{3}/i.test(rest)) return { question };
    return { question: rest, digits: digitsOf(m[0]) };
  }
  return { question };
}
