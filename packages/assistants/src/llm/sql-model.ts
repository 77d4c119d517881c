import type { SqlModel } from '@colloquy/nlq';
import type { ModelDirectory } from './settings.ts';
import type { LlmProvider } from './types.ts';

/** A chat provider as the question engine's SQL writer: plain messages in, the reply's text out. */
export function sqlModelOf(provider: LlmProvider): SqlModel {
  return {
    name: provider.name,
    async complete(messages, signal) {
      const result = await provider.complete({
        messages: messages.map((m) =>
          m.role === 'assistant'
            ? { role: 'assistant', content: m.content }
            : { role: m.role, content: m.content },
        ),
        tools: [],
        ...(signal ? { signal } : {}),
      });
      return result.content ?? '';
    },
  };
}

/** Each company's SQL writer: its own model, else the instance's, else none (the built-in engine answers). */
export function sqlModels(directory: ModelDirectory): (companyId: string) => Promise<SqlModel | undefined> {
  return async (companyId) => {
    const provider = await directory.providerFor(companyId);
    return provider && sqlModelOf(provider);
  };
}
