export {
  type AssistantProfile,
  type ConversationState,
  type EngineInput,
  type EngineOutput,
  INITIAL_STATE,
  respond,
  type ToolCallRecord,
} from './dialogue/engine.ts';
export { respondWithLlm } from './dialogue/llm-engine.ts';
export {
  chunkDocument,
  faqFromCsv,
  KNOWLEDGE_FILE_TYPES,
  knowledgeFromFile,
  type NewKnowledge,
} from './knowledge/documents.ts';
export {
  DEFAULT_CONFIDENCE_THRESHOLD,
  KnowledgeBase,
  type KnowledgeEntry,
  type KnowledgeKind,
  type Source,
} from './knowledge/knowledge-base.ts';
export { type SearchHit, SearchIndex } from './knowledge/search-index.ts';
export { createOpenAiCompatibleProvider, type OpenAiCompatibleOptions } from './llm/openai-compatible.ts';
export { type ChatMessage, LlmError, type LlmProvider } from './llm/types.ts';
export {
  type AssistantView,
  addKnowledge,
  assistantNotFound,
  type CreateAssistantInput,
  createAssistant,
  deployAssistant,
  getAssistant,
  rollbackAssistant,
  updateAssistant,
  viewAssistant,
} from './service/assistants.ts';
export {
  CHANNELS,
  type Channel,
  type ChatReply,
  ChatService,
  type ChatServiceOptions,
} from './service/chat.ts';
export { findTemplate, TEMPLATES, type Template } from './templates.ts';
export { BUILTIN_TOOLS, escalateToHuman, faqSearch } from './tools/builtin.ts';
export {
  createToolRegistry,
  defineTool,
  parametersSchema,
  type Tool,
  type ToolContext,
  type ToolRegistry,
  type ToolResult,
} from './tools/registry.ts';
