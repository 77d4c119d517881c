/**
 * Cheap language identification: the script for non-Latin text, a stop-word profile for Latin text. Enough to
 * tell English from the languages reviews most often come in, so the English engine can decline the rest.
 */
import type { Token } from './tokenize.ts';

const words = (list: string) => new Set(list.split(' '));

export const ENGLISH_STOPWORDS = words(
  "a about after all also am an and any are as at be because been before being both by can could did do does doing down during each few for from further had has have having he her here hers him his how i i'm i've i'd if in into is it it's its itself just me more my myself of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up us very was we were what when where which while who whom why will with would you your yours it was they're there's that's what's you're we're isn't don't doesn't didn't wasn't",
);

// biome-ignore format: one line per language
export const OTHER_STOPWORDS: [string, Set<string>][] = [
  ['es', words('el la los las de que y en un una es no por con para muy pero lo se del al está esta este más como su me mi ya fue son hay nos todo bien')],
  ['fr', words("le la les de des et est un une que pas pour dans ce cette très mais il je qui sur avec du au ne vous c'est j'ai nous sont été ont tout bien aussi")],
  ['de', words('der die das und ist nicht ein eine ich es zu mit sehr aber den dem auf für sie war auch von sich ist nur noch wie wir hat gut')],
  ['pt', words('o os as de que e é um uma não muito para com mas em do da no na foi eu isso ele ela são está mais bem por meu minha')],
  ['it', words('il lo la gli le di che e è un una non per con molto ma del della questo sono mi ho anche come più bene nel alla')],
  ['nl', words('de het een en is niet van ik dat die met zeer maar voor op te zijn was erg heel ook wel naar om dit')],
];

const SCRIPTS: [string, RegExp][] = [
  ['ja', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['zh', /\p{Script=Han}/u],
  ['ko', /\p{Script=Hangul}/u],
  ['ru', /\p{Script=Cyrillic}/u],
  ['ar', /\p{Script=Arabic}/u],
  ['he', /\p{Script=Hebrew}/u],
  ['el', /\p{Script=Greek}/u],
  ['hi', /\p{Script=Devanagari}/u],
  ['th', /\p{Script=Thai}/u],
];
export interface DetectedLanguage {
  /** ISO 639-1 code, or "und" when the text gives too little to tell. */
  language: string;
  /** 0…1: how sure the detector is. */
  confidence: number;
}

/** Short English reviews have few stop words, so words the English rules know count as half. */
export function detectLanguage(tokens: Token[]): DetectedLanguage {
  let latin = 0;
  let nonLatin = 0;
  let english = 0;
  let script = '';
  const others = new Array<number>(OTHER_STOPWORDS.length).fill(0);
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    const word = token.lower;
    if (!token.latin) {
      if (/\p{L}/u.test(word)) {
        nonLatin++;
        if (!script) script = SCRIPTS.find(([, re]) => re.test(word))?.[0] ?? 'und';
      }
      continue;
    }
    latin++;
    english += token.info.english;
    const languages = token.info.others;
    if (languages) for (const i of languages) others[i]!++;
  }
  if (nonLatin > latin) return { language: script || 'und', confidence: nonLatin / (nonLatin + latin) };
  let best = -1;
  for (let i = 0; i < others.length; i++) if (best < 0 || others[i]! > others[best]!) best = i;
  const other = others[best] ?? 0;
  if (other >= 2 && other > english * 1.5) {
    return { language: OTHER_STOPWORDS[best]![0], confidence: Math.min(0.95, other / (other + english + 1)) };
  }
  if (english === 0) return { language: 'und', confidence: 0 };
  return { language: 'en', confidence: Math.min(0.99, english / (english + other + 1)) };
}
