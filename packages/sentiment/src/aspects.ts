/**
 * Aspects: the thing each judgement is about, found without a parser. A judgement word looks right for the noun
 * it modifies ("awful battery life") and, failing that, left across a copula ("the screen is really good").
 * Nouns are guessed: content words that are not judgements, function words, common verbs or -ly adverbs.
 */
import { COPULAS } from './rule-words.ts';
import type { Hit } from './rules.ts';
import type { Token } from './tokenize.ts';
import type { AspectSentiment, SentimentLabel } from './types.ts';

const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'my',
  'its',
  'their',
  'our',
  'your',
  'his',
  'her',
]);
// biome-ignore format: a word list reads better packed
const NOT_NOUNS = new Set([
  'work', 'works', 'worked', 'working', 'use', 'used', 'using', 'get', 'gets', 'got', 'make', 'makes', 'made',
  'buy', 'bought', 'recommend', 'recommended', 'think', 'thought', 'feel', 'look', 'looks', 'seem', 'seems',
  'say', 'said', 'even', 'still', 'also', 'again', 'ever', 'much', 'many', 'one', 'two', 'thing', 'things',
  'lot', 'lots', 'way', 'time', 'times', 'really', 'quite', 'overall', 'totally', 'since', 'though', 'although',
  'everything', 'anything', 'something', 'nothing', 'everyone', 'someone', 'people', 'did', 'does', 'doing',
  'came', 'come', 'comes', 'went', 'goes', 'going', 'know', 'knew', 'want', 'wanted', 'need', 'needs', 'try',
  'tried', 'put', 'take', 'took', 'keep', 'kept', 'find', 'found', 'give', 'gave', 'see', 'saw', 'seen', 'let',
  'definitely', 'absolutely', 'pretty', 'far', 'well', 'yet', 'however', 'star', 'stars', 'day', 'days', 'week',
  'weeks', 'month', 'months', 'year', 'years', 'ago', 'after', 'first', 'last', 'next', 'every', 'another',
  'enough', 'bit', 'price',
]);

function isNounLike(token: Token | undefined): boolean {
  if (token?.kind !== 'word') return false;
  const w = token.lower;
  const info = token.info;
  return (
    w.length >= 3 &&
    /^[a-z][a-z-]*$/.test(w) &&
    // Known words are judgements, modifiers or stop words, not things.
    info.english === 0 &&
    info.valence === 0 &&
    !info.contrast &&
    !NOT_NOUNS.has(w) &&
    !w.endsWith('ly')
  );
}

interface Found {
  aspect: string;
  /** Token span of the judgement and its noun together, for the quoted phrase. */
  from: number;
  to: number;
}

/** The noun phrase (up to two nouns) starting at i going right, or ending at i going left. */
function nounPhrase(tokens: Token[], i: number, direction: 1 | -1): [string, number] {
  const words = [tokens[i]!.lower];
  let last = i;
  if (isNounLike(tokens[i + direction])) {
    last = i + direction;
    words.push(tokens[last]!.lower);
  }
  return [(direction === 1 ? words : words.reverse()).join(' '), last];
}

function aspectOf(tokens: Token[], hit: Hit): Found | undefined {
  for (let j = hit.to + 1; j <= hit.to + 3 && j < tokens.length; j++) {
    const t = tokens[j]!;
    if (DETERMINERS.has(t.lower) || t.info.shift !== 0) continue;
    if (!isNounLike(t)) break;
    const [aspect, last] = nounPhrase(tokens, j, 1);
    return { aspect, from: hit.from, to: last };
  }
  // Leftwards across a copula: "the screen is really good", "the breakfast was cold and overpriced".
  let sawCopula = false;
  for (let j = hit.from - 1; j >= hit.from - 6 && j >= 0; j--) {
    const t = tokens[j]!;
    if (t.kind === 'punct' || t.info.contrast) return undefined;
    if (COPULAS.has(t.lower)) sawCopula = true;
    else if (isNounLike(t)) {
      // Right after a copula it is a predicate ("was cold and overpriced"), not the thing judged.
      if (!sawCopula && COPULAS.has(tokens[j - 1]?.lower ?? '')) continue;
      if (!sawCopula) return undefined;
      const [aspect, first] = nounPhrase(tokens, j, -1);
      return { aspect, from: first, to: hit.to };
    }
  }
  return undefined;
}

const labelOf = (valence: number): SentimentLabel =>
  valence > 0 ? 'positive' : valence < 0 ? 'negative' : 'neutral';

export function findAspects(text: string, tokens: Token[], hits: Hit[]): AspectSentiment[] {
  if (hits.length === 0) return [];
  const byAspect = new Map<string, { valence: number; phrases: string[] }>();
  for (const hit of hits) {
    const found = aspectOf(tokens, hit);
    if (!found) continue;
    const entry = byAspect.get(found.aspect) ?? { valence: 0, phrases: [] };
    entry.valence += hit.valence;
    entry.phrases.push(text.slice(tokens[found.from]!.start, tokens[found.to]!.end));
    byAspect.set(found.aspect, entry);
  }
  return [...byAspect].map(([aspect, { valence, phrases }]) => ({
    aspect,
    label: labelOf(valence),
    score: Math.round((valence / Math.sqrt(valence * valence + 15)) * 1000) / 1000,
    phrases,
  }));
}
