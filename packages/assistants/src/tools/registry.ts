import { z } from 'zod';
import type { KnowledgeBase, Source } from '../knowledge/knowledge-base.ts';

/** What a tool sees when it runs: the assistant's knowledge and the conversation it runs in. */
export interface ToolContext {
  companyId: string;
  knowledge: KnowledgeBase;
  channel: string;
  /** The customer's or employee's own words that led to this call. */
  message: string;
}

export interface ToolResult {
  /** The reply to show; the engine composes one from `data` when absent. */
  reply: string;
  data?: unknown;
  sources?: Source[];
  /** Hand the conversation to people. */
  escalate?: boolean;
  /**
   * The tool needs more before it can finish: `reply` is the question, the engine keeps the call pending with
   * `args` and puts the next message in `parameter` (e.g. "Did you mean A or B?" → `answer`).
   */
  ask?: { parameter: string; args: Record<string, unknown> };
}

export interface Tool<S extends z.ZodObject = z.ZodObject> {
  name: string;
  /** One sentence: what it does. The built-in engine and LLMs both choose tools by it. */
  description: string;
  /** Example requests that should pick this tool (the built-in engine's intent examples). */
  examples: string[];
  /**
   * A kind of the company's own names (see EntityDirectory) whose mention in a message is evidence for this tool,
   * e.g. the columns of the company's datasets for `query_data`.
   */
  evidence?: string;
  parameters: S;
  /** Questions to ask, per parameter, when it is missing. */
  prompts?: Partial<Record<keyof z.infer<S> & string, string>>;
  handler(args: z.infer<S>, context: ToolContext): Promise<ToolResult>;
}

export function defineTool<S extends z.ZodObject>(tool: Tool<S>): Tool<S> {
  return tool;
}

export interface ToolRegistry {
  names(): string[];
  get(name: string): Tool | undefined;
  /** The names in `requested` that no tool has. */
  unknown(requested: readonly string[]): string[];
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds tools of every parameter shape.
export function createToolRegistry(tools: readonly Tool<any>[]): ToolRegistry {
  const byName = new Map<string, Tool>(tools.map((t) => [t.name, t as Tool]));
  return {
    names: () => [...byName.keys()].sort(),
    get: (name) => byName.get(name),
    unknown: (requested) => requested.filter((name) => !byName.has(name)),
  };
}

/** JSON Schema of a tool's parameters, for LLM function definitions and the API. */
export function parametersSchema(tool: Tool): Record<string, unknown> {
  return z.toJSONSchema(tool.parameters, { io: 'input' }) as Record<string, unknown>;
}
