/** Sentence-level signals: "!!!" and "??" amplify what the words said; sarcasm phrases mark praise as ironic. */
import { SARCASM_PHRASES } from './rule-words.ts';
import type { Token } from './tokenize.ts';

const EXCLAMATION = 0.292; // (VADER) per "!", up to four
const QUESTION = 0.18; // (VADER) per "?" beyond one, up to three

export function hasSarcasmPhrase(tokens: Token[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    if (!tokens[i]!.info.sarcasmStart) continue;
    for (const phrase of SARCASM_PHRASES) {
      if (tokens[i]!.lower !== phrase[0] || i + phrase.length > to) continue;
      let ok = true;
      for (let k = 1; k < phrase.length && ok; k++) ok = tokens[i + k]!.lower === phrase[k];
      if (ok) return true;
    }
  }
  return false;
}

export function punctuationEmphasis(tokens: Token[], from: number, to: number, sum: number): number {
  if (sum === 0) return 0;
  let bangs = 0;
  let questions = 0;
  for (let i = from; i < to; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'punct') continue;
    for (const c of t.text) {
      if (c === '!') bangs++;
      else if (c === '?') questions++;
    }
  }
  let emphasis = Math.min(bangs, 4) * EXCLAMATION;
  if (questions > 1) emphasis += questions > 3 ? 0.96 : questions * QUESTION;
  return Math.sign(sum) * emphasis;
}
