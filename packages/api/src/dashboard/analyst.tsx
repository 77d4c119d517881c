import type { NlqAnswer } from '@colloquy/nlq';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { type Bar, BarChart } from './charts.tsx';
import { Alert, Csrf } from './layout.tsx';
import { signedInPage } from './render.tsx';
import { currentUser, type DashEnv, field } from './session.ts';

type C = Context<DashEnv>;
const SHOWN_ROWS = 50;
const MAX_QUESTION = 500;

/** The bars of an answer's chart spec (x: a label, y: a number), or none when it has no chart. */
function barsOf(answer: NlqAnswer): Bar[] {
  const chart = answer.chart as {
    data?: { values?: Record<string, unknown>[] };
    encoding?: { x?: { field?: string }; y?: { field?: string } };
  } | null;
  const x = chart?.encoding?.x?.field;
  const y = chart?.encoding?.y?.field;
  if (!chart || !x || !y) return [];
  return (chart.data?.values ?? []).map((v) => ({ label: String(v[x] ?? ''), value: Number(v[y] ?? 0) }));
}

function AnswerView({ answer }: { answer: NlqAnswer }) {
  const bars = barsOf(answer);
  return (
    <section class="card scroll" aria-labelledby="answer">
      <h2 id="answer">Answer</h2>
      <p data-testid="answer">{answer.answer}</p>
      {answer.suggestion ? <p class="muted">{answer.suggestion}</p> : null}
      {answer.interpretation ? <p class="muted">Read as: {answer.interpretation}</p> : null}
      {answer.sql ? (
        <>
          <h3>SQL</h3>
          <pre>
            <code data-testid="sql">{answer.sql}</code>
          </pre>
        </>
      ) : null}
      {bars.length ? (
        <BarChart title={answer.question} summary={`${bars.length} values`} bars={bars} />
      ) : null}
      {answer.columns.length ? (
        <table>
          <caption class="muted">
            {answer.rows.length > SHOWN_ROWS || answer.truncated
              ? `The first ${Math.min(SHOWN_ROWS, answer.rows.length)} rows`
              : 'Result'}
          </caption>
          <thead>
            <tr>
              {answer.columns.map((col) => (
                <th scope="col">{col}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {answer.rows.slice(0, SHOWN_ROWS).map((row) => (
              <tr>
                {row.map((cell) => (
                  <td>
                    {cell === null ? '' : typeof cell === 'object' ? JSON.stringify(cell) : String(cell)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

async function analystPage(
  c: C,
  deps: AppDeps,
  view: { question?: string; answer?: NlqAnswer; error?: string } = {},
  status = 200,
) {
  const tables = await deps.datasets.list(currentUser(c).companyId);
  return signedInPage(
    c,
    'Ask your data',
    <>
      <p>
        <a href="/dashboard/analytics">Analytics</a> · <a href="/dashboard/settings/datasets">Datasets</a>
      </p>
      <div class="card">
        <Alert error={view.error} />
        {tables.length === 0 ? <p>Upload a dataset first, under Settings → Datasets.</p> : null}
        <form method="post" action="/dashboard/analytics/ask">
          <Csrf token={c.get('csrf')} />
          <label for="question">Question</label>
          <input
            id="question"
            name="question"
            maxlength={MAX_QUESTION}
            placeholder="e.g. total amount per region"
            value={view.question ?? ''}
            required
          />
          <button type="submit">Ask</button>
        </form>
        {tables.length ? (
          <p class="muted">
            Datasets:{' '}
            {tables.map((t) => `${t.name} (${t.columns.map((col) => col.name).join(', ')})`).join('; ')}
          </p>
        ) : null}
      </div>
      {view.answer ? <AnswerView answer={view.answer} /> : null}
    </>,
    status,
  );
}

/** The analyst chat: a question over the company's datasets, answered with the SQL, the table and a chart. */
export function registerAnalyst(app: Hono<DashEnv>, deps: AppDeps): void {
  app.get('/analytics/ask', (c) => analystPage(c, deps));
  app.post('/analytics/ask', async (c) => {
    const question = (await field(c, 'question')).trim();
    if (!question || question.length > MAX_QUESTION)
      return analystPage(
        c,
        deps,
        { question, error: `question: must be 1 to ${MAX_QUESTION} characters` },
        422,
      );
    const answer = await deps.datasets.ask(currentUser(c).companyId, { question });
    return analystPage(c, deps, { question, answer });
  });
}
