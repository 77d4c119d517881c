import { type SearchHit, SearchIndex } from './search-index.ts';

export type KnowledgeKind = 'faq' | 'document' | 'intent';

export interface KnowledgeEntry {
  id: string;
  kind: KnowledgeKind;
  /** FAQ question, document section title, or intent example. */
  question: string;
  /** FAQ answer, document chunk text, or the intent's name. */
  answer: string;
  /** Where it came from: a file name, "template:customer-engagement", "api". */
  source: string;
}

export interface Source {
  id: string;
  kind: KnowledgeKind;
  title: string;
  source: string;
  confidence: number;
}

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  hit: SearchHit;
}

/** Below this confidence an answer is not given: the assistant says it does not know and offers a person. */
export const DEFAULT_CONFIDENCE_THRESHOLD = 0.5;

/** One assistant's answerable knowledge (FAQ and document chunks), indexed for search. */
export class KnowledgeBase {
  readonly #entries: Map<string, KnowledgeEntry>;
  readonly #index: SearchIndex;

  constructor(entries: readonly KnowledgeEntry[]) {
    const answerable = entries.filter((e) => e.kind !== 'intent');
    this.#entries = new Map(answerable.map((e) => [e.id, e]));
    this.#index = new SearchIndex(answerable.map((e) => ({ id: e.id, title: e.question, body: e.answer })));
  }

  get size(): number {
    return this.#entries.size;
  }

  search(question: string, limit = 3): KnowledgeMatch[] {
    return this.#index
      .search(question, limit)
      .map((hit) => ({ entry: this.#entries.get(hit.id)!, hit }))
      .filter((m) => m.entry !== undefined);
  }
}

export function toSource(match: KnowledgeMatch): Source {
  return {
    id: match.entry.id,
    kind: match.entry.kind,
    title: match.entry.question,
    source: match.entry.source,
    confidence: match.hit.confidence,
  };
}
