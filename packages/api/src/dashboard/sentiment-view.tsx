import type { ReviewService } from '@colloquy/assistants';
import type { ReviewDatasetRecord } from '@colloquy/db';
import type { AppDeps } from '../context.ts';
import { BarChart, ShareBar } from './charts.tsx';

type ReviewSummary = Awaited<ReturnType<ReviewService['summary']>>['summary'];

const SENTIMENT_COLORS = { positive: '#11734b', neutral: '#8a94a6', negative: '#b00020' } as const;
const SHOWN_DATASETS = 5;
const SHOWN_ASPECTS = 5;

export interface ReviewSummaryView {
  dataset: ReviewDatasetRecord;
  /** Present once the dataset is analysed. */
  summary?: ReviewSummary;
}

/** The company's newest review datasets, with the summary of each analysed one. */
export async function reviewSummaries(deps: AppDeps, companyId: string): Promise<ReviewSummaryView[]> {
  const datasets = (await deps.reviews.listDatasets(companyId)).slice(0, SHOWN_DATASETS);
  return Promise.all(
    datasets.map(async (dataset) =>
      dataset.status === 'completed'
        ? { dataset, summary: (await deps.reviews.summary(companyId, dataset.id)).summary }
        : { dataset },
    ),
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  const aspects = [...summary.topNegativeAspects, ...summary.topPositiveAspects]
    .filter((a, i, all) => all.findIndex((b) => b.aspect === a.aspect) === i)
    .slice(0, SHOWN_ASPECTS * 2);
  return (
    <>
      <ShareBar
        title={`Sentiment of ${summary.reviewCount} reviews`}
        parts={(['positive', 'neutral', 'negative'] as const).map((label) => ({
          label,
          share: summary.shares[label],
          color: SENTIMENT_COLORS[label],
        }))}
      />
      <p data-testid="sentiment">
        {summary.reviewCount} reviews: {summary.labels.positive} positive, {summary.labels.neutral} neutral,{' '}
        {summary.labels.negative} negative.
      </p>
      {summary.monthly.length > 1 ? (
        <BarChart
          title="Reviews per month"
          summary={`${summary.monthly.length} months, negative reviews in red`}
          bars={summary.monthly.map((m) => ({ label: m.month, value: m.count, part: m.labels.negative }))}
          part="negative"
        />
      ) : null}
      {aspects.length ? (
        <table>
          <caption class="muted">What reviews judge</caption>
          <thead>
            <tr>
              <th scope="col">Aspect</th>
              <th scope="col">Mentions</th>
              <th scope="col">Positive</th>
              <th scope="col">Negative</th>
              <th scope="col">Phrases</th>
            </tr>
          </thead>
          <tbody>
            {aspects.map((a) => (
              <tr>
                <th scope="row">{a.aspect}</th>
                <td>{a.mentions}</td>
                <td>{a.positive}</td>
                <td>{a.negative}</td>
                <td>{a.phrases.slice(0, 3).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

/** Review sentiment: per dataset the label shares, the monthly trend and the aspects reviews judge. */
export function SentimentSection({ reviews }: { reviews: ReviewSummaryView[] }) {
  return (
    <section class="card" aria-labelledby="reviews">
      <h2 id="reviews">Review sentiment</h2>
      {reviews.length === 0 ? <p>No review datasets yet (POST /v1/reviews/datasets).</p> : null}
      {reviews.map((r) => (
        <div>
          <h3>{r.dataset.name}</h3>
          {r.summary ? (
            <Summary summary={r.summary} />
          ) : (
            <p class="muted">
              {r.dataset.status}: {r.dataset.analyzedCount} of {r.dataset.reviewCount} analysed.
            </p>
          )}
        </div>
      ))}
    </section>
  );
}
