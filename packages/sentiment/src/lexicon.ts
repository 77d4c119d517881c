/**
 * The English lexicon: word → valence (−4…4), and multi-word phrases keyed by their first word.
 * Read once, on first use, from the package's lexicon/ folder (see the README for where each file comes from).
 */
import { readFileSync } from 'node:fs';

export interface Phrase {
  words: string[];
  valence: number;
  text: string;
}

export interface Lexicon {
  words: Map<string, number>;
  phrasesByFirst: Map<string, Phrase[]>;
}

function readTsv(name: string): [string, number][] {
  const text = readFileSync(new URL(`../lexicon/${name}`, import.meta.url), 'utf8');
  const rows: [string, number][] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('# ')) continue;
    const tab = line.lastIndexOf('\t');
    rows.push([line.slice(0, tab), Number(line.slice(tab + 1))]);
  }
  return rows;
}

let cached: Lexicon | undefined;

export function englishLexicon(): Lexicon {
  if (cached) return cached;
  const words = new Map<string, number>(readTsv('vader.tsv'));
  for (const [word, valence] of readTsv('reviews.tsv')) {
    if (valence === 0) words.delete(word);
    else words.set(word, valence);
  }
  const phrasesByFirst = new Map<string, Phrase[]>();
  for (const [text, valence] of readTsv('phrases.tsv')) {
    const phrase = { words: text.split(' '), valence, text };
    const first = phrase.words[0]!;
    const list = phrasesByFirst.get(first) ?? [];
    list.push(phrase);
    // Longest first, so "worth every penny" wins over "worth it".
    list.sort((a, b) => b.words.length - a.words.length);
    phrasesByFirst.set(first, list);
  }
  cached = { words, phrasesByFirst };
  return cached;
}
