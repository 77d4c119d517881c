/**
 * The rules: each sentiment-bearing word or phrase gets its lexicon valence, shifted by shouting, intensifiers,
 * dampeners and negation before it; contrast ("but") and concession ("although") reweigh clauses; "!" and "?!"
 * amplify a sentence; sarcasm markers turn praise around. Constants marked (VADER) follow Hutto & Gilbert's
 * published, empirically derived values; the rest were chosen here.
 */
import { SARCASM_EMOJI } from './emoji.ts';
import { hasSarcasmPhrase, punctuationEmphasis } from './emphasis.ts';
import type { Phrase } from './lexicon.ts';
import { CONCESSIVE, LIKE_SUBJECTS } from './rule-words.ts';
import { type Token, tokenize } from './tokenize.ts';
import { EMPTY } from './vocabulary.ts';

const CAPS_BOOST = 0.733; // (VADER)
const NEGATE_POSITIVE = -0.74; // (VADER) "not good" is bad, a little less than "bad"
const NEGATE_NEGATIVE = -0.5; // "not bad" is mildly good, not as good as "good"
const BUT_BEFORE = 0.5; // (VADER)
const BUT_AFTER = 1.5; // (VADER)
const CONCEDED = 0.5;
const SARCASM_FLIP = -0.6;
/** After a negator these carry the negation to the end of the clause. */
const NEG_RAISERS = new Set(['think', 'believe', 'feel', 'seem', 'seems', 'expect', 'find', 'suppose']);
const NORMALISER = 15; // (VADER) compound = sum / sqrt(sum² + 15)

/** One judgement found in the text, with the span that explains it. */
export interface Hit {
  /** Token index of the sentiment word (or the phrase's first word). */
  head: number;
  /** Token span [from, to] covering negators, intensifiers and the word or phrase. */
  from: number;
  to: number;
  valence: number;
  sentence: number;
}

export interface RuleAnalysis {
  tokens: Token[];
  hits: Hit[];
  /** Token index of each sentence's first token, plus tokens.length at the end. */
  sentenceStarts: number[];
  /** Sum of all shifted valences and punctuation emphasis. */
  sum: number;
  positive: number;
  negative: number;
  /** sum squashed into −1…1. */
  compound: number;
  sarcasm: boolean;
}

function matchPhrase(tokens: Token[], i: number, end: number): Phrase | undefined {
  const phrases = tokens[i]!.info.phrases;
  if (!phrases) return undefined;
  for (const phrase of phrases) {
    const n = phrase.words.length;
    if (i + n > end) continue;
    let ok = true;
    for (let k = 1; k < n && ok; k++) ok = tokens[i + k]!.lower === phrase.words[k];
    if (ok) return phrase;
  }
  return undefined;
}

/** Where the reach of a negation or intensifier ends: punctuation, "but", an emoticon or emoji. */
function isBoundary(token: Token): boolean {
  return token.kind !== 'word' || token.info.contrast;
}

function emphasisBetween(tokens: Token[], from: number, to: number): boolean {
  for (let j = from + 1; j < to; j++)
    if (tokens[j]!.lower === 'so' || tokens[j]!.lower === 'this') return true;
  return false;
}

function intensity(tokens: Token[], j: number): number {
  const token = tokens[j]!;
  // "kind of" / "sort of" dampen; "kind" alone is an adjective.
  if (token.lower === 'of') {
    const before = tokens[j - 1]?.lower;
    return before === 'kind' || before === 'sort' ? -0.293 : 0;
  }
  return token.info.shift;
}

function scoreSentence(
  tokens: Token[],
  from: number,
  to: number,
  sentence: number,
  hits: Hit[],
): { sum: number; sarcasm: boolean } {
  let words = 0;
  let capsWords = 0;
  for (let i = from; i < to; i++) {
    const t = tokens[i]!;
    if (t.alpha) {
      words++;
      if (t.caps) capsWords++;
    }
  }
  const shouting = words >= 2 && capsWords === words;
  const mixedCaps = capsWords > 0 && capsWords < words;
  const first = hits.length;
  let contrastAt = -1;
  let concededUntil = -1;
  if (CONCESSIVE.has(tokens[from]?.lower ?? '')) {
    concededUntil = to;
    for (let i = from + 1; i < to && concededUntil === to; i++)
      if (tokens[i]!.lower === ',') concededUntil = i;
  }
  let sarcasm = false;
  let sarcasmCue = false;
  for (let i = from; i < to; i++) {
    const token = tokens[i]!;
    const info = token.info;
    if (info === EMPTY) continue;
    if (info.contrast && (token.lower === 'but' || token.lower === 'however')) contrastAt = i;
    if (info.sarcasmStart) sarcasmCue = true;
    if (token.kind === 'emoji' ? SARCASM_EMOJI.has(token.text) : token.lower === '/s') sarcasm = true;
    if (token.kind === 'punct') continue;
    const phrase = info.phrases && matchPhrase(tokens, i, to);
    let span = phrase ? phrase.words.length : 0;
    let valence = phrase ? phrase.valence : 0;
    if (!span) {
      if (info.negator) continue;
      // "damn good" intensifies; "damn!" alone is a judgement of its own.
      if (info.shift !== 0 && modifiesNext(tokens, i, to)) continue;
      if (token.kind === 'word' && token.lower.length < 2) continue;
      valence = info.valence;
      if (valence === 0) continue;
      if (token.lower === 'like' && !LIKE_SUBJECTS.has(tokens[i - 1]?.lower ?? '')) continue;
      span = 1;
    }
    const sign = Math.sign(valence);
    if (token.caps && mixedCaps) valence += sign * CAPS_BOOST;
    let start = i;
    let negated = false;
    // Emoji and emoticons are judgements on their own: words before them do not negate or intensify them.
    const modifiable = token.kind === 'word';
    for (let k = 1; modifiable && k <= 6 && i - k >= from; k++) {
      const j = i - k;
      const before = tokens[j]!;
      if (isBoundary(before)) break;
      // Beyond three words only a raised negation reaches: "I don't think it is good".
      if (k > 3) {
        if (before.info.negator && NEG_RAISERS.has(tokens[j + 1]!.lower)) {
          negated = !negated;
          start = j;
          break;
        }
        continue;
      }
      const shift = intensity(tokens, j);
      // Another judgement in between takes the negation: "never fails to engage" negates "fails" only.
      if (shift === 0 && before.info.valence !== 0 && !before.info.negator) break;
      if (shift !== 0) {
        let scalar = shift * sign * (k === 1 ? 1 : k === 2 ? 0.95 : 0.9);
        if (before.caps && mixedCaps) scalar += sign * CAPS_BOOST * Math.sign(shift);
        valence += scalar;
        start = before.lower === 'of' ? j - 1 : j;
      } else if (before.info.negator) {
        const next = tokens[j + 1]!.lower;
        // "not only good", "no doubt great": not a negation of what follows.
        if (next === 'only' || next === 'just' || next === 'doubt') continue;
        // "never so good", "never slept so well": an emphasis, not a negation.
        if (before.lower === 'never' && emphasisBetween(tokens, j, i)) continue;
        negated = !negated;
        start = j;
      } else if (before.lower === 'least' && tokens[j - 1]?.lower !== 'at') {
        negated = !negated;
        start = j;
      }
    }
    if (negated) valence *= valence > 0 ? NEGATE_POSITIVE : NEGATE_NEGATIVE;
    if (shouting) valence *= 1.2;
    if (i < concededUntil) valence *= CONCEDED;
    hits.push({ head: i, from: start, to: i + span - 1, valence, sentence });
    i += span - 1;
  }
  let sum = 0;
  for (let h = first; h < hits.length; h++) {
    const hit = hits[h]!;
    if (contrastAt >= 0) hit.valence *= hit.head < contrastAt ? BUT_BEFORE : BUT_AFTER;
    sum += hit.valence;
  }
  if (!sarcasm && sarcasmCue) sarcasm = hasSarcasmPhrase(tokens, from, to);
  if (sarcasm) {
    sum = 0;
    for (let h = first; h < hits.length; h++) {
      const hit = hits[h]!;
      if (hit.valence > 0) hit.valence *= SARCASM_FLIP;
      sum += hit.valence;
    }
  }
  return { sum: sum + punctuationEmphasis(tokens, from, to, sum), sarcasm };
}

function modifiesNext(tokens: Token[], i: number, to: number): boolean {
  for (let j = i + 1; j < to && j <= i + 2; j++) {
    const next = tokens[j]!;
    if (next.kind === 'punct') return false;
    if (next.info.valence !== 0 || next.info.shift !== 0 || next.info.negator) return true;
  }
  return false;
}

function isSentenceEnd(token: Token): boolean {
  return token.kind === 'punct' && /[.!?…]/.test(token.text);
}

export function analyzeRules(text: string): RuleAnalysis {
  const tokens = tokenize(text);
  const hits: Hit[] = [];
  const sentenceStarts: number[] = [];
  let sum = 0;
  let sarcasm = false;
  for (let start = 0; start < tokens.length; ) {
    let end = start;
    while (end < tokens.length && !isSentenceEnd(tokens[end]!)) end++;
    // Keep a run of "!!!" or "?!" with the sentence it ends.
    while (end < tokens.length && isSentenceEnd(tokens[end]!)) end++;
    sentenceStarts.push(start);
    const s = scoreSentence(tokens, start, end, sentenceStarts.length - 1, hits);
    sum += s.sum;
    sarcasm ||= s.sarcasm;
    start = end;
  }
  sentenceStarts.push(tokens.length);
  let positive = 0;
  let negative = 0;
  for (const hit of hits) {
    if (hit.valence > 0) positive += hit.valence;
    else negative -= hit.valence;
  }
  return {
    tokens,
    hits,
    sentenceStarts,
    sum,
    positive,
    negative,
    compound: sum / Math.sqrt(sum * sum + NORMALISER),
    sarcasm,
  };
}
