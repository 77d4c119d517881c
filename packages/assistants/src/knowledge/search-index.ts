import { BoundedMap } from '@colloquy/core';
import { editDistance, termOf, words } from './text.ts';

export interface IndexedEntry {
  id: string;
  /** The question (or title) people search for: weighted above the body. */
  title: string;
  body: string;
}

export interface SearchHit {
  id: string;
  score: number;
  /** 0…1: how much of the question's meaning the entry covers (IDF-weighted share of matched terms). */
  confidence: number;
  /** The question's terms this entry matched, for explanations. */
  matched: string[];
}

const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 2.5;
// A typo-corrected term counts a little less than a term typed right.
const TYPO_WEIGHT = 0.8;

interface Posting {
  entry: number;
  tf: number;
}

/**
 * BM25F over title and body, with stemming, synonyms (text.ts) and typo tolerance (edit distance 1, or 2 for
 * long words, against the index's own vocabulary). Built once per knowledge base; searches are in memory.
 */
export class SearchIndex {
  readonly #entries: IndexedEntry[];
  readonly #postings = new Map<string, Posting[]>();
  readonly #lengths: number[] = [];
  readonly #averageLength: number;
  /** Surface word → term, for typo matching on what people actually type. */
  readonly #vocabulary = new Map<string, string>();
  readonly #resolved = new BoundedMap<string, { term: string; weight: number } | null>(20_000);

  constructor(entries: IndexedEntry[]) {
    this.#entries = entries;
    entries.forEach((entry, index) => {
      const weighted = new Map<string, number>();
      let length = 0;
      for (const [text, weight] of [
        [entry.title, TITLE_WEIGHT],
        [entry.body, 1],
      ] as const) {
        for (const word of words(text)) {
          const term = termOf(word);
          this.#vocabulary.set(word, term);
          weighted.set(term, (weighted.get(term) ?? 0) + weight);
          length += weight;
        }
      }
      this.#lengths.push(length);
      for (const [term, tf] of weighted) {
        const list = this.#postings.get(term) ?? [];
        list.push({ entry: index, tf });
        this.#postings.set(term, list);
      }
    });
    this.#averageLength = this.#lengths.reduce((a, b) => a + b, 0) / Math.max(1, entries.length);
  }

  get size(): number {
    return this.#entries.length;
  }

  #idf(term: string): number {
    const df = this.#postings.get(term)?.length ?? 0;
    const n = this.#entries.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** The index term a query word stands for: itself, or the closest known word within the typo budget. */
  #resolve(word: string): { term: string; weight: number } | undefined {
    // The typo scan walks the whole vocabulary, so each word's answer is remembered (the index never changes).
    const known = this.#resolved.get(word);
    if (known !== undefined) return known ?? undefined;
    const resolved = this.#lookup(word);
    this.#resolved.set(word, resolved ?? null);
    return resolved;
  }

  #lookup(word: string): { term: string; weight: number } | undefined {
    const term = termOf(word);
    if (this.#postings.has(term)) return { term, weight: 1 };
    if (word.length < 4) return undefined;
    const budget = word.length >= 8 ? 2 : 1;
    let best: { term: string; distance: number } | undefined;
    for (const [known, knownTerm] of this.#vocabulary) {
      const distance = editDistance(word, known, budget);
      if (distance <= budget && (!best || distance < best.distance)) best = { term: knownTerm, distance };
    }
    return best && { term: best.term, weight: TYPO_WEIGHT };
  }

  search(query: string, limit = 5): SearchHit[] {
    const queryWords = [...new Set(words(query))];
    if (queryWords.length === 0 || this.#entries.length === 0) return [];
    // Words the knowledge base has never seen still count in the denominator: a question mostly about
    // something else must not look confidently answered by its one familiar word.
    const unknownWeight = Math.log(1 + this.#entries.length) * 0.5;
    const resolved = new Map<string, number>();
    let total = 0;
    for (const word of queryWords) {
      const hit = this.#resolve(word);
      if (!hit) {
        total += unknownWeight;
        continue;
      }
      if ((resolved.get(hit.term) ?? 0) >= hit.weight) continue;
      resolved.set(hit.term, hit.weight);
    }
    for (const [term, weight] of resolved) total += this.#idf(term) * weight;

    const scores = new Map<number, { score: number; covered: number; matched: string[] }>();
    for (const [term, weight] of resolved) {
      const idf = this.#idf(term);
      for (const { entry, tf } of this.#postings.get(term) ?? []) {
        const norm = K1 * (1 - B + (B * this.#lengths[entry]!) / this.#averageLength);
        const s = scores.get(entry) ?? { score: 0, covered: 0, matched: [] };
        s.score += weight * idf * ((tf * (K1 + 1)) / (tf + norm));
        s.covered += idf * weight;
        s.matched.push(term);
        scores.set(entry, s);
      }
    }
    return [...scores.entries()]
      .sort((a, b) => b[1].score - a[1].score || a[0] - b[0])
      .slice(0, limit)
      .map(([entry, s]) => ({
        id: this.#entries[entry]!.id,
        score: Math.round(s.score * 1000) / 1000,
        confidence: total > 0 ? Math.round((s.covered / total) * 1000) / 1000 : 0,
        matched: s.matched,
      }));
  }
}
