import { conversationStats, listQuotes, listScreenings } from '@colloquy/db';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { BarChart } from './charts.tsx';
import { when } from './layout.tsx';
import { signedInPage } from './render.tsx';
import { reviewSummaries, SentimentSection } from './sentiment-view.tsx';
import { currentUser, type DashEnv } from './session.ts';

type C = Context<DashEnv>;
const DAYS = 30;
const LISTED = 20;
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '—');

/** Report pages embed their own inline styles; they get a CSP of their own (no scripts at all). */
const REPORT_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:",
};

async function analyticsPage(c: C, deps: AppDeps) {
  const companyId = currentUser(c).companyId;
  const [stats, reviews, quotes, screenings] = await Promise.all([
    conversationStats(deps.db, companyId, { days: DAYS, now: deps.clock.now() }),
    reviewSummaries(deps, companyId),
    listQuotes(deps.db, companyId, { limit: LISTED }),
    listScreenings(deps.db, companyId, { limit: LISTED }),
  ]);
  return signedInPage(
    c,
    'Analytics',
    <>
      <p>
        <a href="/dashboard/analytics/ask">Ask your data</a>: questions over your datasets, answered with the
        SQL, the table and a chart.
      </p>
      <section class="card" aria-labelledby="conversations">
        <h2 id="conversations">Conversations, last {DAYS} days</h2>
        <p data-testid="conversation-totals">
          {stats.conversations} {stats.conversations === 1 ? 'conversation' : 'conversations'},{' '}
          {stats.escalated} escalated to a person ({percent(stats.escalated, stats.conversations)}).
        </p>
        <BarChart
          title="Conversations per day"
          summary={`${stats.conversations} in ${DAYS} days, escalated in red`}
          bars={stats.byDay.map((d) => ({ label: d.day, value: d.conversations, part: d.escalated }))}
        />
        <table>
          <caption class="muted">By channel</caption>
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col">Conversations</th>
              <th scope="col">Escalated</th>
            </tr>
          </thead>
          <tbody>
            {stats.byChannel.map((ch) => (
              <tr>
                <th scope="row">{ch.channel}</th>
                <td>{ch.conversations}</td>
                <td>{ch.escalated}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <SentimentSection reviews={reviews} />
      <section class="card" aria-labelledby="quotes">
        <h2 id="quotes">Quotes</h2>
        {quotes.length === 0 ? (
          <p>No quotes yet.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {quotes.map((q) => (
                <tr>
                  <td>
                    <a href={`/dashboard/analytics/quotes/${q.id}`}>{q.number}</a>
                  </td>
                  <td>{q.customerName}</td>
                  <td>{q.status}</td>
                  <td>
                    {q.total} {q.currency}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section class="card" aria-labelledby="screenings">
        <h2 id="screenings">Screenings</h2>
        {screenings.length === 0 ? (
          <p>No screenings yet.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Résumés</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {screenings.map((s) => (
                <tr>
                  <td>
                    {s.status === 'completed' ? (
                      <a href={`/dashboard/analytics/screenings/${s.id}`}>{jobTitle(s.job) ?? s.id}</a>
                    ) : (
                      (jobTitle(s.job) ?? s.id)
                    )}
                  </td>
                  <td>{s.fileCount}</td>
                  <td>{s.status}</td>
                  <td>{when(s.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>,
  );
}

const jobTitle = (job: unknown): string | undefined =>
  typeof job === 'object' && job !== null && typeof (job as { title?: unknown }).title === 'string'
    ? (job as { title: string }).title
    : undefined;

/** Analytics: conversations over time and by channel, escalations, review sentiment, quotes and screenings. */
export function registerAnalytics(app: Hono<DashEnv>, deps: AppDeps): void {
  app.get('/analytics', (c) => analyticsPage(c, deps));
  app.get('/analytics/quotes/:id', async (c) => {
    const quote = await deps.quotes.get(currentUser(c).companyId, c.req.param('id'));
    return c.body(await deps.quotes.render(quote, 'html'), 200, REPORT_HEADERS);
  });
  app.get('/analytics/screenings/:id', async (c) => {
    const html = await deps.screenings.report(currentUser(c).companyId, c.req.param('id'), 'html');
    return c.body(String(html), 200, REPORT_HEADERS);
  });
}
