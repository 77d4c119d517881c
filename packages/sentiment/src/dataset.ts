/** Reads the human-rated sentence files (VADER's ground truth format: id<TAB>mean rating −4…4<TAB>text). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RatedSentence {
  id: string;
  rating: number;
  text: string;
}

export const SENTIMENT_DEV_SOURCES = ['amazon', 'movie', 'tweets', 'nyt'] as const;
export type SentimentDevSource = (typeof SENTIMENT_DEV_SOURCES)[number];

const FILES: Record<SentimentDevSource, string> = {
  amazon: 'amazonReviewSnippets_GroundTruth.tsv',
  movie: 'movieReviewSnippets_GroundTruth.tsv',
  tweets: 'tweets_GroundTruth.tsv',
  nyt: 'nytEditorialSnippets_GroundTruth.tsv',
};

/** The tweets' anonymisation placeholders and HTML entities are artefacts of the set, not of what people write. */
function clean(text: string): string {
  return text
    .replaceAll('@anonymous', '')
    .replaceAll('http://url_removed', '')
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .trim();
}

export function readRatedSentences(dir: string, source: SentimentDevSource): RatedSentence[] {
  const rows: RatedSentence[] = [];
  for (const line of readFileSync(join(dir, FILES[source]), 'utf8').split('\n')) {
    const first = line.indexOf('\t');
    const second = line.indexOf('\t', first + 1);
    if (first < 0 || second < 0) continue;
    const text = clean(line.slice(second + 1));
    rows.push({ id: line.slice(0, first), rating: Number(line.slice(first + 1, second)), text });
  }
  return rows;
}
