export {
  type AssistantProfile,
  type ConversationState,
  type EngineInput,
  type EngineOutput,
  INITIAL_STATE,
  respond,
  type ToolCallRecord,
} from './dialogue/engine.ts';
export type { EntityNames } from './dialogue/extract.ts';
export { respondWithLlm } from './dialogue/llm-engine.ts';
export { findName } from './dialogue/names.ts';
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
export {
  LlmSettings,
  type LlmSettingsInput,
  type LlmSettingsView,
  type ModelDirectory,
  type ModelEndpoint,
} from './llm/settings.ts';
export { sqlModelOf, sqlModels } from './llm/sql-model.ts';
export { type ChatMessage, LlmError, type LlmProvider } from './llm/types.ts';
export {
  type AnalyzeDatasetOptions,
  type AnalyzeDatasetOutcome,
  analyzeReviewDataset,
  REVIEWS_ANALYZED_EVENT,
  summarizeStoredReviews,
} from './reviews/analysis.ts';
export {
  MAX_REVIEW_LENGTH,
  MAX_REVIEWS_PER_DATASET,
  normalizeDate,
  type ParsedReviews,
  REVIEW_FILE_TYPES,
  reviewsFromFile,
  reviewsFromRecords,
} from './reviews/import.ts';
export {
  REVIEW_ANALYSIS_JOB,
  type ReviewAnalysisJobOptions,
  reviewAnalysisJob,
  reviewAnalysisPayload,
} from './reviews/job.ts';
export {
  MAX_TEXTS_PER_CALL,
  type ReviewDigest,
  type ReviewJobQueue,
  ReviewService,
  type ReviewServiceOptions,
  reviewDatasetNotFound,
} from './reviews/service.ts';
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
export {
  datasetTerms,
  EntityDirectory,
  type NameSource,
  recordNames,
  reviewDatasetNames,
} from './service/entity-directory.ts';
export { analyzeReviewsTask } from './tasks/analyze-reviews.ts';
export { createTicket } from './tasks/create-ticket.ts';
export { standardTaskRegistry } from './tasks/index.ts';
export { TASK_JOB, taskRunJob } from './tasks/job.ts';
export {
  createTaskRegistry,
  defineTask,
  type Task,
  type TaskContext,
  type TaskRegistry,
  taskParametersSchema,
} from './tasks/registry.ts';
export { type TaskRunView, TaskService } from './tasks/service.ts';
export { taskTools } from './tasks/tools.ts';
export { findTemplate, TEMPLATES, type Template } from './templates.ts';
export { BUILTIN_TOOLS, escalateToHuman, faqSearch } from './tools/builtin.ts';
export { standardToolRegistry } from './tools/catalogue.ts';
export { lookupRecordTool } from './tools/data-records.ts';
export {
  createToolRegistry,
  defineTool,
  parametersSchema,
  type Tool,
  type ToolContext,
  type ToolRegistry,
  type ToolResult,
} from './tools/registry.ts';
