export { type IcsEvent, type ParsedCalendar, parseIcs } from './calendar/ics-parse.ts';
export { type IcsInvitation, invitationIcs } from './calendar/ics-write.ts';
export { type CalendarPerson, findFreeSlot, type Interval } from './calendar/slots.ts';
export { fromWallTime, isTimeZone, toWallTime } from './calendar/zones.ts';
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
export { type LeaveRequestView, LeaveService, workingDays } from './directory/leave.ts';
export { type MailSender, type OutgoingMail, organizerFrom, type StaffDeps } from './directory/mail.ts';
export { personNames, teamNames } from './directory/names.ts';
export { checkResetToken, ResetLinkGoneError, resetPassword } from './directory/password-reset.ts';
export {
  DEFAULT_WORKING_HOURS,
  type PersonView,
  TimeZoneSchema,
  WorkingHoursSchema,
} from './directory/people.ts';
export { type BusyView, DirectoryService, type PersonCreate, type TeamView } from './directory/service.ts';
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
  type CatalogueEntry,
  catalogueFromCsv,
  catalogueFromItems,
  MAX_CATALOGUE_ITEMS,
} from './quotes/catalogue.ts';
export { QUOTE_EXPIRY_JOB, quoteExpiryJob } from './quotes/job.ts';
export { PRODUCT_KIND, productNames } from './quotes/names.ts';
export { matchProducts, parseQuoteRequest } from './quotes/request.ts';
export { type QuoteMailer, QuoteService, type QuoteServiceOptions, quoteNotFound } from './quotes/service.ts';
export { type QuoteSettingsView, type QuoteView, quoteView, settingsView } from './quotes/view.ts';
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
  expandZip,
  MAX_RESUME_BYTES,
  MAX_SCREENING_FILES,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_EXPANDED_BYTES,
  resumeFilesFromUpload,
} from './screenings/files.ts';
export { SCREENING_JOB, type ScreeningJobOptions, screeningJob, screeningPayload } from './screenings/job.ts';
export { jobSpecSchema, parseJobSpec } from './screenings/job-input.ts';
export {
  type RankedScreening,
  REPORT_READY_EVENT,
  type RunScreeningOptions,
  type RunScreeningOutcome,
  rankStoredResults,
  reportLinks,
  runScreening,
  SCREENING_CHUNK_SIZE,
  SCREENING_COMPLETED_EVENT,
} from './screenings/processing.ts';
export { candidateName, type ScreeningReportInput, screeningReportData } from './screenings/report.ts';
export {
  type ReportFormat,
  type ScreeningJobQueue,
  ScreeningService,
  type ScreeningServiceOptions,
  screeningNotFound,
  screeningView,
} from './screenings/service.ts';
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
  type HumanReply,
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
export { generateQuoteTask } from './tasks/generate-quote.ts';
export { standardTaskRegistry } from './tasks/index.ts';
export { TASK_JOB, taskRunJob } from './tasks/job.ts';
export { leaveRequestTask } from './tasks/leave-request.ts';
export {
  createTaskRegistry,
  defineTask,
  InputNeededError,
  type Task,
  type TaskContext,
  type TaskRegistry,
  taskParametersSchema,
} from './tasks/registry.ts';
export { RESETS_PER_HOUR, resetPasswordTask } from './tasks/reset-password.ts';
export { scheduleInterviewTask } from './tasks/schedule-interview.ts';
export { scheduleMeetingTask } from './tasks/schedule-meeting.ts';
export { type ScreeningSummary, screenResumesTask } from './tasks/screen-resumes.ts';
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
