import type { Queryable } from '../types.ts';

export type TaskStatus = 'queued' | 'running' | 'completed' | 'failed';
export type TaskSource = 'api' | 'chat' | 'job';

export interface TaskRunRecord {
  id: string;
  companyId: string;
  task: string;
  params: Record<string, unknown>;
  status: TaskStatus;
  source: TaskSource;
  result: unknown;
  error: { error: string; message: string } | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

interface Row {
  id: string;
  company_id: string;
  task: string;
  params: Record<string, unknown>;
  status: TaskStatus;
  source: TaskSource;
  result: unknown;
  error: { error: string; message: string } | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const date = (d: Date | null) => (d === null ? null : new Date(d));
const toRun = (r: Row): TaskRunRecord => ({
  id: r.id,
  companyId: r.company_id,
  task: r.task,
  params: r.params,
  status: r.status,
  source: r.source,
  result: r.result,
  error: r.error,
  createdAt: new Date(r.created_at),
  startedAt: date(r.started_at),
  finishedAt: date(r.finished_at),
});

export async function insertTaskRun(
  db: Queryable,
  run: Pick<TaskRunRecord, 'id' | 'companyId' | 'task' | 'params' | 'status' | 'source'> &
    Partial<Pick<TaskRunRecord, 'result' | 'error'>>,
): Promise<TaskRunRecord> {
  const finished = run.status === 'completed' || run.status === 'failed';
  const [row] = await db.query<Row>(
    `INSERT INTO task_runs (id, company_id, task, params, status, source, result, error, started_at, finished_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7::jsonb, $8::jsonb,
       CASE WHEN $9 THEN now() END, CASE WHEN $9 THEN now() END)
     RETURNING *`,
    [
      run.id,
      run.companyId,
      run.task,
      JSON.stringify(run.params),
      run.status,
      run.source,
      run.result === undefined ? null : JSON.stringify(run.result),
      run.error ? JSON.stringify(run.error) : null,
      finished,
    ],
  );
  return toRun(row!);
}

export async function findTaskRun(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<TaskRunRecord | undefined> {
  const [row] = await db.query<Row>('SELECT * FROM task_runs WHERE company_id = $1 AND id = $2', [
    companyId,
    id,
  ]);
  return row && toRun(row);
}

/** Claims a queued run for a worker (queued → running); undefined when it is gone or already done. */
export async function startTaskRun(db: Queryable, id: string): Promise<TaskRunRecord | undefined> {
  const [row] = await db.query<Row>(
    `UPDATE task_runs SET status = 'running', started_at = now()
     WHERE id = $1 AND status IN ('queued', 'running') RETURNING *`,
    [id],
  );
  return row && toRun(row);
}

export async function finishTaskRun(
  db: Queryable,
  id: string,
  outcome:
    | { status: 'completed'; result: unknown }
    | { status: 'failed'; error: { error: string; message: string } },
): Promise<TaskRunRecord> {
  const [row] = await db.query<Row>(
    `UPDATE task_runs SET status = $2, result = $3::jsonb, error = $4::jsonb, finished_at = now()
     WHERE id = $1 RETURNING *`,
    [
      id,
      outcome.status,
      outcome.status === 'completed' ? JSON.stringify(outcome.result ?? null) : null,
      outcome.status === 'failed' ? JSON.stringify(outcome.error) : null,
    ],
  );
  return toRun(row!);
}

export interface TicketRecord {
  id: string;
  companyId: string;
  title: string;
  description: string;
  category: string;
  priority: 'low' | 'normal' | 'high' | 'urgent';
  requester: string | null;
  status: string;
  createdAt: Date;
}

export async function insertTicket(
  db: Queryable,
  ticket: Omit<TicketRecord, 'status' | 'createdAt'>,
): Promise<TicketRecord> {
  const [row] = await db.query<{
    id: string;
    company_id: string;
    title: string;
    description: string;
    category: string;
    priority: TicketRecord['priority'];
    requester: string | null;
    status: string;
    created_at: Date;
  }>(
    `INSERT INTO tickets (id, company_id, title, description, category, priority, requester)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [
      ticket.id,
      ticket.companyId,
      ticket.title,
      ticket.description,
      ticket.category,
      ticket.priority,
      ticket.requester,
    ],
  );
  return {
    id: row!.id,
    companyId: row!.company_id,
    title: row!.title,
    description: row!.description,
    category: row!.category,
    priority: row!.priority,
    requester: row!.requester,
    status: row!.status,
    createdAt: new Date(row!.created_at),
  };
}
