/** What the dialogue engine needs from a language model: one chat-completions round with tools. */
export interface ToolCallRequest {
  /** The provider's id for this call; echoed back in the tool result message. */
  id: string;
  name: string;
  arguments: Record<string, unknown>;
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: ToolCallRequest[] }
  | { role: 'tool'; toolCallId: string; name: string; content: string };

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema of the arguments object. */
  parameters: Record<string, unknown>;
}

export interface CompletionRequest {
  messages: ChatMessage[];
  tools: ToolDefinition[];
  signal?: AbortSignal;
}

export interface CompletionResult {
  content: string | null;
  toolCalls: ToolCallRequest[];
}

export interface LlmProvider {
  /** e.g. `openai-compatible:gpt-4o-mini`, for logs and transcripts. */
  readonly name: string;
  complete(request: CompletionRequest): Promise<CompletionResult>;
}

export type LlmErrorKind = 'timeout' | 'http' | 'network' | 'protocol';

/** A provider failure; the engine falls back to its built-in answers on any of these. */
export class LlmError extends Error {
  readonly kind: LlmErrorKind;
  readonly status: number | undefined;
  constructor(kind: LlmErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'LlmError';
    this.kind = kind;
    this.status = options.status;
  }
}
