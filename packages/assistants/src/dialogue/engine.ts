import type { KnowledgeBase, KnowledgeEntry, Source } from '../knowledge/knowledge-base.ts';
import { SearchIndex } from '../knowledge/search-index.ts';
import type { Tool, ToolRegistry, ToolResult } from '../tools/registry.ts';
import { describeParameters, type EntityNames, extractValue } from './extract.ts';
import { findName } from './names.ts';
import { type Persona, readPersona } from './persona.ts';

export interface AssistantProfile {
  name: string;
  systemPrompt: string;
  tools: readonly string[];
}

/** What the engine remembers between turns of one conversation (stored with the conversation). */
export interface ConversationState {
  escalated: boolean;
  /** A tool waiting for parameters: the ones gathered so far and the one just asked for. */
  pending?: { tool: string; args: Record<string, unknown>; asking: string };
  /** The last reply offered a person; a "yes" now escalates. */
  offeredHuman?: boolean;
}

export const INITIAL_STATE: ConversationState = { escalated: false };

export interface ToolCallRecord {
  name: string;
  arguments: Record<string, unknown>;
  result: unknown;
}

export interface EngineInput {
  companyId: string;
  profile: AssistantProfile;
  knowledge: KnowledgeBase;
  /** Custom intent examples (kind "intent": question = example, answer = tool name). */
  intents: readonly KnowledgeEntry[];
  registry: ToolRegistry;
  state: ConversationState;
  message: string;
  channel: string;
  now: Date;
  /** The company's own names for entity parameters (see extract.ts). */
  entities?: EntityNames | undefined;
}

export interface EngineOutput {
  /** null while the conversation is with a person: the customer's message waits for them. */
  reply: string | null;
  toolCalls: ToolCallRecord[];
  sources: Source[];
  escalated: boolean;
  state: ConversationState;
  /** How the message was understood, for transcripts and the test panel. */
  understood: string;
}

const GREETING = /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings)\b/i;
const THANKS = /\b(thanks|thank you|thx|cheers|ty|much appreciated)\b/i;
const GOODBYE = /^(bye|goodbye|see you|that'?s all|nothing else)\b/i;
const HELP = /^(help|\?|what can you do|what do you do|how does this work)\W*$/i;
const YES = /^(yes|yeah|yep|sure|ok(ay)?|please( do)?|y)\b/i;
const NO = /^(no|nope|nah|no thanks?)\b/i;
const CANCEL = /^(cancel|never ?mind|forget it|stop)\b/i;
const TOOL_CONFIDENCE = 0.6;
// A message naming one of the company's entities for a tool counts as this sure of that tool.
const ENTITY_CONFIDENCE = 0.7;

function isSmallTalk(pattern: RegExp, message: string): boolean {
  return pattern.test(message.trim()) && message.trim().split(/\s+/).length <= 6;
}

/**
 * The built-in dialogue engine: deterministic, offline. Small talk, then a pending tool's missing
 * parameters, then the best tool by its examples, then the knowledge base; below the confidence
 * threshold it says it does not know and offers a person instead of guessing.
 */
export async function respond(input: EngineInput): Promise<EngineOutput> {
  const { state, message } = input;
  const persona = readPersona(input.profile.systemPrompt);
  const enabled = (name: string) =>
    input.profile.tools.includes(name) && input.registry.get(name) !== undefined;
  const out = (reply: string | null, understood: string, next: ConversationState): EngineOutput => ({
    reply,
    toolCalls: [],
    sources: [],
    escalated: next.escalated,
    state: next,
    understood,
  });

  if (state.escalated) return out(null, 'waiting for a person', state);

  const text = message.trim();
  const forbidden = persona.forbiddenTopics.find((topic) => text.toLowerCase().includes(topic));
  if (forbidden) {
    return out(
      `I'm sorry, I can't discuss ${forbidden}. Is there anything else I can help you with?`,
      'forbidden topic',
      {
        escalated: false,
      },
    );
  }

  if (state.pending) {
    if (CANCEL.test(text))
      return out('All right, I have cancelled that. What else can I do for you?', 'cancel', INITIAL_STATE);
    const tool = input.registry.get(state.pending.tool);
    if (tool) return runTool(input, tool, state.pending.args, state.pending.asking);
  }

  if (state.offeredHuman && enabled('escalate_to_human')) {
    if (YES.test(text)) return runTool(input, input.registry.get('escalate_to_human')!, {}, undefined);
    if (NO.test(text))
      return out(
        'No problem. Is there anything else I can help you with?',
        'declined a person',
        INITIAL_STATE,
      );
  }

  if (isSmallTalk(GREETING, text)) return out(greeting(persona, input.profile), 'greeting', INITIAL_STATE);
  if (isSmallTalk(THANKS, text))
    return out("You're welcome! Is there anything else I can help with?", 'thanks', INITIAL_STATE);
  if (isSmallTalk(GOODBYE, text))
    return out('Thank you for getting in touch. Goodbye!', 'goodbye', INITIAL_STATE);
  if (HELP.test(text)) return out(helpText(input, persona), 'help', INITIAL_STATE);

  // Tools chosen by their examples (built in, plus the assistant's own intent examples).
  const candidates = input.profile.tools
    .map((name) => input.registry.get(name))
    .filter((tool): tool is Tool => tool !== undefined && tool.name !== 'faq_search');
  const examples = candidates.flatMap((tool) =>
    tool.examples.map((example, i) => ({ id: `${tool.name}#${i}`, title: example, body: '' })),
  );
  for (const intent of input.intents) {
    if (candidates.some((t) => t.name === intent.answer)) {
      examples.push({ id: `${intent.answer}#${intent.id}`, title: intent.question, body: '' });
    }
  }
  const [toolHit] = toolIndex(input.intents, candidates, examples).search(text, 1);
  const named = namedEntityTool(input, candidates);
  const choice =
    named && (!toolHit || toolHit.confidence < ENTITY_CONFIDENCE || toolHit.id.startsWith(`${named.name}#`))
      ? { tool: named, confidence: Math.max(ENTITY_CONFIDENCE, toolHit?.confidence ?? 0) }
      : toolHit && { tool: input.registry.get(toolHit.id.split('#')[0]!)!, confidence: toolHit.confidence };
  const [faqHit] = enabled('faq_search') ? input.knowledge.search(text, 1) : [];
  const faqConfidence = faqHit?.hit.confidence ?? 0;
  if (choice && choice.confidence >= TOOL_CONFIDENCE && choice.confidence >= faqConfidence) {
    return runTool(input, choice.tool, {}, undefined);
  }
  if (enabled('faq_search')) {
    const result = await runTool(input, input.registry.get('faq_search')!, { query: text }, undefined);
    if (result.sources.length > 0) return result;
  }
  const offer = enabled('escalate_to_human');
  return out(
    offer
      ? "I'm not sure I know the answer to that. Would you like me to connect you with a person on our team?"
      : "I'm not sure I know the answer to that. Could you rephrase the question?",
    'not understood',
    { escalated: false, ...(offer ? { offeredHuman: true } : {}) },
  );
}

/**
 * A tool whose required entity parameter, or whose evidence kind, names something the company has ("what's our
 * escalation rate" names the record "Escalation rate"; "total amount per region" names dataset columns): evidence
 * for that tool, weighed against the knowledge base like an example match.
 */
function namedEntityTool(input: EngineInput, tools: readonly Tool[]): Tool | undefined {
  if (!input.entities) return undefined;
  const mentions = (kind: string | undefined) =>
    kind !== undefined && findName(input.message, input.entities?.[kind] ?? []) !== undefined;
  return tools.find(
    (tool) =>
      mentions(tool.evidence) ||
      describeParameters(tool.parameters).some((p) => p.required && mentions(p.entity)),
  );
}

// Tool-choice indexes per assistant version: built on its first message, reused while its intents live.
const toolIndexes = new WeakMap<readonly KnowledgeEntry[], Map<string, SearchIndex>>();

function toolIndex(
  intents: readonly KnowledgeEntry[],
  tools: readonly Tool[],
  examples: ConstructorParameters<typeof SearchIndex>[0],
): SearchIndex {
  const key = tools.map((t) => t.name).join(',');
  let byTools = toolIndexes.get(intents);
  if (!byTools) {
    byTools = new Map();
    toolIndexes.set(intents, byTools);
  }
  let index = byTools.get(key);
  if (!index) {
    index = new SearchIndex(examples);
    byTools.set(key, index);
  }
  return index;
}

function greeting(persona: Persona, profile: AssistantProfile): string {
  if (persona.greeting) return persona.greeting;
  const who = persona.name ?? profile.name;
  return persona.tone === 'formal'
    ? `Good day, this is ${who}. How may I assist you?`
    : `Hi, I'm ${who}. How can I help you today?`;
}

function helpText(input: EngineInput, persona: Persona): string {
  const abilities = input.profile.tools
    .map((name) => input.registry.get(name)?.description)
    .filter((d): d is string => Boolean(d))
    .map((d) => `- ${d}`);
  const who = persona.name ?? input.profile.name;
  return [`${who} can help you with:`, ...abilities].join('\n');
}

/** Gathers the tool's parameters from this message (and earlier turns), asks for a missing one, or runs it. */
async function runTool(
  input: EngineInput,
  tool: Tool,
  gathered: Record<string, unknown>,
  asking: string | undefined,
): Promise<EngineOutput> {
  const args: Record<string, unknown> = { ...gathered };
  for (const info of describeParameters(tool.parameters)) {
    if (args[info.key] !== undefined) continue;
    const value = extractValue(info, input.message, {
      now: input.now,
      wholeMessage: info.key === asking,
      entities: input.entities,
    });
    if (value !== undefined) args[info.key] = value;
  }
  const parsed = tool.parameters.safeParse(args);
  if (!parsed.success) {
    const missing = parsed.error.issues[0]?.path[0];
    const key = typeof missing === 'string' ? missing : undefined;
    const retried = key !== undefined && key === asking;
    if (key) delete args[key];
    const question =
      (key && (tool.prompts as Record<string, string> | undefined)?.[key]) ??
      `What is the ${key?.replace(/_/g, ' ') ?? 'detail'}?`;
    return {
      reply: retried ? `Sorry, I didn't catch that. ${question}` : question,
      toolCalls: [],
      sources: [],
      escalated: false,
      state: { escalated: false, pending: { tool: tool.name, args, asking: key ?? '' } },
      understood: `${tool.name}: asking for ${key}`,
    };
  }
  const result: ToolResult = await tool.handler(parsed.data, {
    companyId: input.companyId,
    knowledge: input.knowledge,
    channel: input.channel,
    message: input.message,
  });
  if (result.ask) {
    return {
      reply: result.reply,
      toolCalls: [],
      sources: [],
      escalated: false,
      state: {
        escalated: false,
        pending: { tool: tool.name, args: result.ask.args, asking: result.ask.parameter },
      },
      understood: `${tool.name}: asking for ${result.ask.parameter}`,
    };
  }
  const escalated = result.escalate === true;
  return {
    reply: result.reply,
    toolCalls: [
      { name: tool.name, arguments: parsed.data as Record<string, unknown>, result: result.data ?? null },
    ],
    sources: result.sources ?? [],
    escalated,
    state: { escalated },
    understood: tool.name,
  };
}
