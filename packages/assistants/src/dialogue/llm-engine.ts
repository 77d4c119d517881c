import type { Logger } from '@colloquy/core';
import type { Source } from '../knowledge/knowledge-base.ts';
import type { ChatMessage, LlmProvider } from '../llm/types.ts';
import { parametersSchema } from '../tools/registry.ts';
import { type EngineInput, type EngineOutput, respond, type ToolCallRecord } from './engine.ts';

const MAX_ROUNDS = 4;

const GUIDANCE = `
Answer only from tool results and the conversation. Use faq_search for questions the knowledge base may answer,
and quote what it returns. If you cannot answer, say so and offer escalate_to_human when it is available.`;

/**
 * The conversation through an OpenAI-compatible model: the system prompt, the conversation and the tools as
 * functions; tool calls are run here and returned to it. Any provider failure falls back to the built-in engine,
 * so a customer always gets an answer.
 */
export async function respondWithLlm(
  input: EngineInput & { history: ChatMessage[]; provider: LlmProvider; logger: Logger },
): Promise<EngineOutput> {
  if (input.state.escalated) return respond(input);
  const tools = input.profile.tools.map((name) => input.registry.get(name)).filter((t) => t !== undefined);
  const messages: ChatMessage[] = [
    { role: 'system', content: `${input.profile.systemPrompt}\n${GUIDANCE}` },
    ...input.history,
    { role: 'user', content: input.message },
  ];
  const toolCalls: ToolCallRecord[] = [];
  const sources: Source[] = [];
  let escalated = false;
  try {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const result = await input.provider.complete({
        messages,
        tools: tools.map((t) => ({
          name: t.name,
          description: t.description,
          parameters: parametersSchema(t),
        })),
      });
      if (result.toolCalls.length === 0) {
        return {
          reply: result.content ?? '',
          toolCalls,
          sources,
          escalated,
          state: { escalated },
          understood: input.provider.name,
        };
      }
      messages.push({ role: 'assistant', content: result.content, toolCalls: result.toolCalls });
      for (const call of result.toolCalls) {
        const tool = tools.find((t) => t.name === call.name);
        const parsed = tool?.parameters.safeParse(call.arguments);
        let output: unknown;
        if (!tool || !parsed?.success) {
          output = {
            error: tool
              ? `invalid arguments: ${parsed?.error?.issues[0]?.message}`
              : `unknown tool ${call.name}`,
          };
        } else {
          const ran = await tool.handler(parsed.data, {
            companyId: input.companyId,
            knowledge: input.knowledge,
            channel: input.channel,
            message: input.message,
          });
          output = ran.data ?? { reply: ran.reply };
          if (ran.reply && typeof output === 'object' && output) output = { ...output, text: ran.reply };
          sources.push(...(ran.sources ?? []));
          escalated ||= ran.escalate === true;
          toolCalls.push({ name: call.name, arguments: call.arguments, result: ran.data ?? null });
        }
        messages.push({
          role: 'tool',
          toolCallId: call.id,
          name: call.name,
          content: JSON.stringify(output),
        });
      }
    }
    throw new Error(`no answer after ${MAX_ROUNDS} tool rounds`);
  } catch (error) {
    input.logger.warn(
      { err: error, provider: input.provider.name },
      'LLM failed; answering with the built-in engine',
    );
    const fallback = await respond(input);
    return { ...fallback, understood: `${fallback.understood} (built-in fallback)` };
  }
}
