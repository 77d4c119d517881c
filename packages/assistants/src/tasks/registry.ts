import { AppError, type Clock, type Logger } from '@colloquy/core';
import type { Queryable, TaskSource } from '@colloquy/db';
import { z } from 'zod';

/** What a task sees when it runs. `db` is the transaction that also records the run and its event (atomic tasks). */
export interface TaskContext {
  companyId: string;
  db: Queryable;
  clock: Clock;
  logger: Logger;
  source: TaskSource;
}

/**
 * A staff task: one definition that runs from `POST /v1/tasks/execute`, from chat (as a tool) and as a job.
 * Failures the caller can fix (an unknown team, a date in the past) throw ValidationError naming the field.
 */
export interface Task<S extends z.ZodObject = z.ZodObject, R = unknown> {
  name: string;
  /** One sentence: what it does (also the tool description chat uses). */
  description: string;
  /** Requests that should pick this task in chat. */
  examples: string[];
  parameters: S;
  /** A kind of the company's names whose mention in a message is evidence for this task in chat (see Tool). */
  evidence?: string;
  /** Questions to ask in chat, per parameter, when it is missing. */
  prompts?: Partial<Record<keyof z.infer<S> & string, string>>;
  /**
   * Default true: the task's writes, its run record and its event commit together (`context.db` is that
   * transaction). A task that only reads, or calls services holding their own connection, sets false and runs
   * before the run is recorded (embedded PGlite has one connection: a service query inside the transaction would
   * wait for it forever).
   */
  atomic?: boolean;
  run(params: z.infer<S>, context: TaskContext): Promise<R>;
  /** The one-line reply chat gives for a result. */
  summarize(result: R): string;
}

/**
 * A task cannot finish without one more answer (which customer, which of two products). The API answers 422
 * `input_needed` with the question; chat asks it and keeps the task pending, the answer going into `parameter`
 * alongside `args`. Asking is not a failure: no failed run is recorded.
 */
export class InputNeededError extends AppError {
  readonly parameter: string;
  readonly args: Record<string, unknown>;
  constructor(question: string, parameter: string, args: Record<string, unknown>) {
    super('input_needed', question, { status: 422, details: { parameter } });
    this.parameter = parameter;
    this.args = args;
  }
}

export function defineTask<S extends z.ZodObject, R>(task: Task<S, R>): Task<S, R> {
  return task;
}

export interface TaskRegistry {
  names(): string[];
  get(name: string): Task | undefined;
  all(): Task[];
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds tasks of every parameter and result shape.
export function createTaskRegistry(tasks: readonly Task<any, any>[]): TaskRegistry {
  const byName = new Map<string, Task>(tasks.map((t) => [t.name, t as Task]));
  return {
    names: () => [...byName.keys()].sort(),
    get: (name) => byName.get(name),
    all: () => [...byName.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** JSON Schema of a task's parameters, for `GET /v1/tasks` and LLM function definitions. */
export function taskParametersSchema(task: Task): Record<string, unknown> {
  return z.toJSONSchema(task.parameters, { io: 'input' }) as Record<string, unknown>;
}
