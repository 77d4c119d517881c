/**
 * Everything the engine knows about a word — lexicon valence, word classes, stop-word lists, shipped model
 * weights — in one record per known word, so each token costs one hash look-up. Unknown words share EMPTY.
 */
import { EMOJI_VALENCE } from './emoji.ts';
import { ENGLISH_STOPWORDS, OTHER_STOPWORDS } from './language.ts';
import { englishLexicon, type Phrase } from './lexicon.ts';
import { shippedModel } from './model.ts';
import { CONTRAST, INTENSIFIERS, NEGATORS, SARCASM_PHRASES } from './rule-words.ts';

export interface WordInfo {
  /** The word this record is for (an elongated "goooood" gets the record of "good"). */
  word: string;
  /** Its weight in the shipped learned layer, plain and in the scope of a negation. */
  weight: number;
  negatedWeight: number;
  /** Lexicon valence −4…4; 0 for none. */
  valence: number;
  negator: boolean;
  /** Intensifier (> 0) or dampener (< 0) shift. */
  shift: number;
  /** Multi-word expressions starting with this word, longest first. */
  phrases: Phrase[] | undefined;
  sarcasmStart: boolean;
  contrast: boolean;
  /** Evidence of English: 1 for a stop word, 0.5 for another word the English rules know. */
  english: number;
  /** Indices into OTHER_STOPWORDS of the other languages that use this word. */
  others: number[] | undefined;
}

export const EMPTY: WordInfo = Object.freeze({
  word: '',
  weight: 0,
  negatedWeight: 0,
  valence: 0,
  negator: false,
  shift: 0,
  phrases: undefined,
  sarcasmStart: false,
  contrast: false,
  english: 0,
  others: undefined,
});

let table: Map<string, WordInfo> | undefined;

function build(): Map<string, WordInfo> {
  const lexicon = englishLexicon();
  const sarcasmStarts = new Set(SARCASM_PHRASES.map((p) => p[0]!));
  const others = new Map<string, number[]>();
  for (const [i, [, list]] of OTHER_STOPWORDS.entries()) {
    for (const word of list) others.set(word, [...(others.get(word) ?? []), i]);
  }
  const model = shippedModel().weights;
  const modelWords = [...model.keys()]
    .filter((k) => !k.startsWith('=') && k !== '!')
    .map((k) => (k.startsWith('NOT_') ? k.slice(4) : k));
  const words = new Set([
    ...modelWords,
    ...lexicon.words.keys(),
    ...lexicon.phrasesByFirst.keys(),
    ...EMOJI_VALENCE.keys(),
    ...NEGATORS,
    ...INTENSIFIERS.keys(),
    ...CONTRAST,
    ...sarcasmStarts,
    ...ENGLISH_STOPWORDS,
    ...others.keys(),
  ]);
  const result = new Map<string, WordInfo>();
  for (const word of words) {
    const negator = NEGATORS.has(word);
    const shift = INTENSIFIERS.get(word) ?? 0;
    const phrases = lexicon.phrasesByFirst.get(word);
    const valence = lexicon.words.get(word) ?? EMOJI_VALENCE.get(word) ?? 0;
    const known = valence !== 0 || negator || shift !== 0 || phrases !== undefined;
    result.set(word, {
      word,
      weight: model.get(word) ?? 0,
      negatedWeight: model.get(`NOT_${word}`) ?? 0,
      valence,
      negator,
      shift,
      phrases,
      sarcasmStart: sarcasmStarts.has(word),
      contrast: CONTRAST.has(word),
      english: ENGLISH_STOPWORDS.has(word) ? 1 : known && !EMOJI_VALENCE.has(word) ? 0.5 : 0,
      others: others.get(word),
    });
  }
  return result;
}

export function infoOf(word: string): WordInfo | undefined {
  table ??= build();
  return table.get(word);
}
