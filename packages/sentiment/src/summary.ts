/** Aggregates analysed reviews into a dataset summary, one review at a time, so any size fits in memory. */
import type { AspectSentiment, SentimentLabel } from './types.ts';

export interface SummaryInput {
  text: string;
  label: SentimentLabel;
  score: number;
  aspects: readonly AspectSentiment[];
  rating?: number | null;
  product?: string | null;
  /** YYYY-MM-DD (or any ISO date); the month is its first 7 characters. */
  date?: string | null;
}

export type LabelCounts = Record<SentimentLabel, number>;

export interface GroupSummary {
  count: number;
  averageScore: number;
  labels: LabelCounts;
}

export interface AspectSummary {
  aspect: string;
  mentions: number;
  positive: number;
  negative: number;
  averageScore: number;
  /** The phrases that judged it most often. */
  phrases: string[];
  /** Short excerpts of reviews that judged it this way. */
  quotes: string[];
}

export interface RatingAgreement {
  rated: number;
  /** The scale the ratings were read on: 1–5, 1–10 or 0–100 (0 as the bottom when any rating is 0). */
  scale: { min: number; max: number };
  averageRating: number;
  /** Share of rated reviews whose rating band (low / middle / high) matches the text's label. */
  agreement: number;
  /** Among reviews where both rating and text take a side, the share that take the same side. */
  polarAgreement: number | null;
  /** Pearson correlation of rating and score; null when either does not vary. */
  correlation: number | null;
  /** Rating band → text label → count. */
  confusion: Record<SentimentLabel, LabelCounts>;
}

export interface ReviewSummary {
  reviewCount: number;
  labels: LabelCounts;
  shares: LabelCounts;
  averageScore: number;
  byProduct: ({ product: string; averageRating: number | null } & GroupSummary)[];
  monthly: ({ month: string } & GroupSummary)[];
  topPositiveAspects: AspectSummary[];
  topNegativeAspects: AspectSummary[];
  /** Null when no review carries a rating. */
  ratings: RatingAgreement | null;
}

export interface ReviewSummarizer {
  add(review: SummaryInput): void;
  finish(): ReviewSummary;
}

const TOP_ASPECTS = 10;
const TOP_PRODUCTS = 50;
const QUOTES_PER_ASPECT = 2;
const QUOTE_LENGTH = 160;
const round = (x: number, places = 3) => Math.round(x * 10 ** places) / 10 ** places;
const emptyCounts = (): LabelCounts => ({ positive: 0, negative: 0, neutral: 0 });

interface Group {
  count: number;
  scoreSum: number;
  labels: LabelCounts;
  ratingSum: number;
  rated: number;
}

interface AspectTally {
  mentions: number;
  positive: number;
  negative: number;
  scoreSum: number;
  phrases: Map<string, number>;
  quotes: Record<'positive' | 'negative', string[]>;
}

const newGroup = (): Group => ({ count: 0, scoreSum: 0, labels: emptyCounts(), ratingSum: 0, rated: 0 });

function groupView(group: Group): GroupSummary {
  return {
    count: group.count,
    averageScore: group.count ? round(group.scoreSum / group.count) : 0,
    labels: { ...group.labels },
  };
}

/** The sentence of `text` that holds `phrase`, cut to a quotable length. */
export function quoteAround(text: string, phrase: string): string {
  const at = Math.max(0, text.toLowerCase().indexOf(phrase.toLowerCase()));
  const before = text.slice(0, at);
  const start = Math.max(before.search(/[^.!?\n]*$/), 0);
  const rest = text.slice(at);
  const endMatch = rest.search(/[.!?\n]/);
  const end = endMatch < 0 ? text.length : at + endMatch + 1;
  let quote = text.slice(start, end).trim();
  if (quote.length > QUOTE_LENGTH) {
    const from = Math.max(0, Math.min(at - start - 40, quote.length - QUOTE_LENGTH));
    quote = `${from > 0 ? '…' : ''}${quote.slice(from, from + QUOTE_LENGTH).trim()}…`;
  }
  return quote;
}

/** Reads a rating on the scale its maximum suggests: 0–1 → 0.0, top → 1.0. */
function scaleOf(minRating: number, maxRating: number) {
  const max = maxRating <= 5 ? 5 : maxRating <= 10 ? 10 : 100;
  const min = max === 100 || minRating < 1 ? 0 : 1;
  return { min, max };
}

function ratingBand(rating: number, scale: { min: number; max: number }): SentimentLabel {
  const position = (rating - scale.min) / (scale.max - scale.min);
  // 4–5 of 5 and 7–10 of 10 are praise, 1–2 of 5 and 1–4 of 10 complaints.
  return position > 0.6 ? 'positive' : position < 0.4 ? 'negative' : 'neutral';
}

export function createReviewSummarizer(): ReviewSummarizer {
  const all = newGroup();
  const products = new Map<string, Group>();
  const months = new Map<string, Group>();
  const aspects = new Map<string, AspectTally>();
  // Ratings are tallied by value, because the scale is only known once every rating has been seen.
  const byRating = new Map<number, LabelCounts>();
  const moments = { n: 0, x: 0, y: 0, xx: 0, yy: 0, xy: 0 };

  function addTo(group: Group, review: SummaryInput) {
    group.count++;
    group.scoreSum += review.score;
    group.labels[review.label]++;
    if (typeof review.rating === 'number') {
      group.rated++;
      group.ratingSum += review.rating;
    }
  }

  return {
    add(review) {
      addTo(all, review);
      if (review.product) {
        const group = products.get(review.product) ?? newGroup();
        products.set(review.product, group);
        addTo(group, review);
      }
      if (review.date && /^\d{4}-\d{2}/.test(review.date)) {
        const month = review.date.slice(0, 7);
        const group = months.get(month) ?? newGroup();
        months.set(month, group);
        addTo(group, review);
      }
      for (const aspect of review.aspects) {
        let tally = aspects.get(aspect.aspect);
        if (!tally) {
          tally = {
            mentions: 0,
            positive: 0,
            negative: 0,
            scoreSum: 0,
            phrases: new Map(),
            quotes: { positive: [], negative: [] },
          };
          aspects.set(aspect.aspect, tally);
        }
        tally.mentions++;
        tally.scoreSum += aspect.score;
        for (const phrase of aspect.phrases) {
          const key = phrase.toLowerCase();
          tally.phrases.set(key, (tally.phrases.get(key) ?? 0) + 1);
        }
        if (aspect.label === 'neutral') continue;
        tally[aspect.label]++;
        const quotes = tally.quotes[aspect.label];
        if (quotes.length < QUOTES_PER_ASPECT) {
          const quote = quoteAround(review.text, aspect.phrases[0] ?? aspect.aspect);
          if (!quotes.includes(quote)) quotes.push(quote);
        }
      }
      if (typeof review.rating === 'number' && Number.isFinite(review.rating)) {
        const counts = byRating.get(review.rating) ?? emptyCounts();
        byRating.set(review.rating, counts);
        counts[review.label]++;
        const [x, y] = [review.rating, review.score];
        moments.n++;
        moments.x += x;
        moments.y += y;
        moments.xx += x * x;
        moments.yy += y * y;
        moments.xy += x * y;
      }
    },

    finish() {
      const aspectView = (side: 'positive' | 'negative') =>
        [...aspects.entries()]
          .filter(([, t]) => t[side] > 0)
          .sort(([a, ta], [b, tb]) => tb[side] - ta[side] || tb.mentions - ta.mentions || a.localeCompare(b))
          .slice(0, TOP_ASPECTS)
          .map(
            ([aspect, t]): AspectSummary => ({
              aspect,
              mentions: t.mentions,
              positive: t.positive,
              negative: t.negative,
              averageScore: round(t.scoreSum / t.mentions),
              phrases: [...t.phrases.entries()]
                .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
                .slice(0, 3)
                .map(([phrase]) => phrase),
              quotes: [...t.quotes[side]],
            }),
          );
      const total = all.count;
      return {
        reviewCount: total,
        labels: { ...all.labels },
        shares: {
          positive: total ? round(all.labels.positive / total) : 0,
          negative: total ? round(all.labels.negative / total) : 0,
          neutral: total ? round(all.labels.neutral / total) : 0,
        },
        averageScore: total ? round(all.scoreSum / total) : 0,
        byProduct: [...products.entries()]
          .sort(([a, ga], [b, gb]) => gb.count - ga.count || a.localeCompare(b))
          .slice(0, TOP_PRODUCTS)
          .map(([product, group]) => ({
            product,
            ...groupView(group),
            averageRating: group.rated ? round(group.ratingSum / group.rated, 2) : null,
          })),
        monthly: [...months.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([month, group]) => ({ month, ...groupView(group) })),
        topPositiveAspects: aspectView('positive'),
        topNegativeAspects: aspectView('negative'),
        ratings: ratingAgreement(byRating, moments),
      };
    },
  };
}

function ratingAgreement(
  byRating: Map<number, LabelCounts>,
  m: { n: number; x: number; y: number; xx: number; yy: number; xy: number },
): RatingAgreement | null {
  if (m.n === 0) return null;
  const values = [...byRating.keys()];
  const scale = scaleOf(Math.min(...values), Math.max(...values));
  const confusion: Record<SentimentLabel, LabelCounts> = {
    positive: emptyCounts(),
    negative: emptyCounts(),
    neutral: emptyCounts(),
  };
  for (const [rating, counts] of byRating) {
    const band = ratingBand(rating, scale);
    for (const label of ['positive', 'negative', 'neutral'] as const) confusion[band][label] += counts[label];
  }
  const agreeing = confusion.positive.positive + confusion.negative.negative + confusion.neutral.neutral;
  const polar =
    confusion.positive.positive +
    confusion.positive.negative +
    confusion.negative.positive +
    confusion.negative.negative;
  const covariance = m.n * m.xy - m.x * m.y;
  const spread = Math.sqrt((m.n * m.xx - m.x * m.x) * (m.n * m.yy - m.y * m.y));
  return {
    rated: m.n,
    scale,
    averageRating: round(m.x / m.n, 2),
    agreement: round(agreeing / m.n),
    polarAgreement: polar ? round((confusion.positive.positive + confusion.negative.negative) / polar) : null,
    correlation: spread > 1e-12 ? round(covariance / spread) : null,
    confusion,
  };
}
