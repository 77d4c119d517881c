import {
  type Clock,
  isAppError,
  type Logger,
  NotFoundError,
  newId,
  UnavailableError,
  ValidationError,
} from '@colloquy/core';
import {
  type Db,
  findTaskRun,
  finishTaskRun,
  insertOutboxEvent,
  insertTaskRun,
  type Queryable,
  startTaskRun,
  type TaskRunRecord,
  type TaskSource,
} from '@colloquy/db';
import { InputNeededError, type Task, type TaskRegistry, taskParametersSchema } from './registry.ts';

export interface TaskRunView {
  task_id: string;
  task: string;
  status: TaskRunRecord['status'];
  source: TaskSource;
  params: Record<string, unknown>;
  result: unknown;
  error: { error: string; message: string } | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

function view(run: TaskRunRecord): TaskRunView {
  return {
    task_id: run.id,
    task: run.task,
    status: run.status,
    source: run.source,
    params: run.params,
    result: run.result ?? null,
    error: run.error,
    created_at: run.createdAt.toISOString(),
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}

export interface TaskServiceOptions {
  db: Db;
  tasks: TaskRegistry;
  clock: Clock;
  logger: Logger;
  /** Queues `tasks.run` for a run inside `tx` (absent where no job queue runs: async requests get 503). */
  enqueue?: ((runId: string, tx: Queryable) => Promise<unknown>) | undefined;
}

/** What went wrong, as the run and its `task.failed` event record it. */
function failureOf(error: unknown): { error: string; message: string } {
  return isAppError(error) && error.status < 500
    ? { error: error.code, message: error.message }
    : { error: 'internal_error', message: 'The task failed unexpectedly' };
}

/**
 * Runs staff tasks inline or as jobs and records every run (task_runs) with its `task.completed` / `task.failed`
 * outbox event in the same transaction as the outcome.
 */
export class TaskService {
  readonly #options: TaskServiceOptions;

  constructor(options: TaskServiceOptions) {
    this.#options = options;
  }

  list() {
    return this.#options.tasks.all().map((task) => ({
      name: task.name,
      description: task.description,
      parameters: taskParametersSchema(task),
    }));
  }

  #task(name: string) {
    const task = this.#options.tasks.get(name);
    if (!task) {
      throw new NotFoundError(
        `Unknown task ${name}; available tasks: ${this.#options.tasks.names().join(', ')}`,
        'task_not_found',
      );
    }
    return task;
  }

  #parse(name: string, params: unknown) {
    const task = this.#task(name);
    const parsed = task.parameters.safeParse(params ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        field: ['params', ...issue.path.map(String)].join('.'),
        message: issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message,
      }));
      throw new ValidationError(issues.map((i) => `${i.field} ${i.message}`).join('; '), issues);
    }
    return { task, params: parsed.data as Record<string, unknown> };
  }

  async execute(
    companyId: string,
    input: { task: string; params?: unknown; async?: boolean | undefined; source: TaskSource },
  ): Promise<TaskRunView> {
    const { task, params } = this.#parse(input.task, input.params);
    const { db, clock, logger, enqueue } = this.#options;
    const id = newId('task');
    const base = { id, companyId, task: task.name, params, source: input.source };
    if (input.async) {
      if (!enqueue) throw new UnavailableError('Background tasks are not available on this server');
      return db.transaction(async (tx) => {
        const run = await insertTaskRun(tx, { ...base, status: 'queued' });
        await enqueue(id, tx);
        return view(run);
      });
    }
    try {
      return await this.#perform(task, async (tx) => {
        const result = await task.run(params, { companyId, db: tx, clock, logger, source: input.source });
        return async (write) => {
          const run = await insertTaskRun(write, { ...base, status: 'completed', result });
          await this.#event(write, run);
          return view(run);
        };
      });
    } catch (error) {
      // A question back to the caller is not a failed run.
      if (error instanceof InputNeededError) throw error;
      // The work rolled back; the attempt and its failure are still recorded.
      await db.transaction(async (tx) => {
        const run = await insertTaskRun(tx, { ...base, status: 'failed', error: failureOf(error) });
        await this.#event(tx, run);
      });
      throw error;
    }
  }

  async get(companyId: string, id: string): Promise<TaskRunView> {
    const run = await findTaskRun(this.#options.db, companyId, id);
    if (!run) throw new NotFoundError(`Task run ${id} not found`);
    return view(run);
  }

  /**
   * The `tasks.run` job: runs a queued run once (a finished run is left alone, so a redelivered job is harmless).
   * A failure the caller must fix ends the run; an unexpected one is retried by the job, and recorded as failed
   * on the last attempt.
   */
  async runQueued(runId: string, options: { lastAttempt: boolean }): Promise<TaskRunView | undefined> {
    const { db, clock, logger } = this.#options;
    const claimed = await startTaskRun(db, runId);
    if (!claimed) return undefined;
    const { task, params } = this.#parse(claimed.task, claimed.params);
    try {
      return await this.#perform(task, async (tx) => {
        const result = await task.run(params, {
          companyId: claimed.companyId,
          db: tx,
          clock,
          logger,
          source: claimed.source,
        });
        return async (write) => {
          const run = await finishTaskRun(write, runId, { status: 'completed', result });
          await this.#event(write, run);
          return view(run);
        };
      });
    } catch (error) {
      const expected = isAppError(error) && error.status < 500;
      if (!expected && !options.lastAttempt) throw error;
      return db.transaction(async (tx) => {
        const run = await finishTaskRun(tx, runId, { status: 'failed', error: failureOf(error) });
        await this.#event(tx, run);
        return view(run);
      });
    }
  }

  /**
   * Runs the task, then records its outcome: in one transaction for atomic tasks; otherwise the task runs on the
   * plain handle first and the record is written in its own transaction.
   */
  async #perform(
    task: Task,
    work: (db: Queryable) => Promise<(write: Queryable) => Promise<TaskRunView>>,
  ): Promise<TaskRunView> {
    const { db } = this.#options;
    if (task.atomic === false) {
      const record = await work(db);
      return db.transaction((tx) => record(tx));
    }
    return db.transaction(async (tx) => (await work(tx))(tx));
  }

  async #event(tx: Queryable, run: TaskRunRecord): Promise<void> {
    await insertOutboxEvent(tx, {
      id: newId('event'),
      companyId: run.companyId,
      eventType: run.status === 'completed' ? 'task.completed' : 'task.failed',
      data: {
        task_id: run.id,
        task: run.task,
        source: run.source,
        ...(run.status === 'completed' ? { result: run.result ?? null } : { error: run.error }),
      },
    });
  }
}
