export { type OpenDatabaseOptions, openDatabase } from './connect.ts';
export {
  DataDirLockedError,
  exposeEmbedded,
  lockDataDir,
  pgdataDir,
  readServerInfo,
  type ServerInfo,
} from './embedded.ts';
export { listMigrations, type Migration, migrate, pendingMigrations } from './migrate.ts';
export { NotifiedCache, type NotifiedCacheOptions } from './notified-cache.ts';
export { openPglite } from './pglite.ts';
export { openPostgres } from './postgres.ts';
export {
  type ApiKeyRecord,
  findApiKey,
  findApiKeyByHash,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  touchApiKey,
} from './stores/api-keys.ts';
export {
  type AssistantRecord,
  type AssistantVersionRecord,
  deleteAssistant,
  deployDraft,
  findAssistant,
  findAssistantVersion,
  insertAssistant,
  insertKnowledge,
  type KnowledgeRecord,
  listAssistants,
  listAssistantVersions,
  listKnowledge,
  markDraftChanged,
  setDeployedVersion,
  updateAssistantDraft,
} from './stores/assistants.ts';
export { type Company, findCompany, insertCompany, listCompanies } from './stores/companies.ts';
export {
  type ConversationRecord,
  findConversation,
  findConversations,
  listConversations,
  listMessages,
  type MessageRecord,
  recordTurns,
  type Turn,
  type TurnEvent,
  type TurnMessage,
} from './stores/conversations.ts';
export {
  type DataRecord,
  findDataRecord,
  type ListRecordsOptions,
  listDataRecords,
  type RecordValue,
  upsertDataRecords,
} from './stores/data-records.ts';
export { getOrCreateInstanceSecret } from './stores/instance-secrets.ts';
export {
  deleteLlmSettings,
  findLlmSettings,
  type LlmSettingsRecord,
  saveLlmSettings,
} from './stores/llm-settings.ts';
export {
  getMail,
  insertMail,
  listMail,
  type MailRecord,
  type MailStatus,
  markMail,
  type NewMail,
} from './stores/mail.ts';
export { insertOutboxEvent, listOutboxEvents, type OutboxEvent } from './stores/outbox.ts';
export {
  type AnalyzedReview,
  findReviewDataset,
  finishReviewAnalysis,
  insertReviewDataset,
  listAnalyzedReviews,
  listReviewDatasets,
  listUnanalyzedReviews,
  markReviewAnalysisQueued,
  markReviewAnalysisRunning,
  type NewReview,
  type ReviewDatasetRecord,
  type ReviewDatasetStatus,
  type ReviewRecord,
  type ReviewResultInput,
  upsertReviewResults,
} from './stores/reviews.ts';
export {
  deleteExpiredSigningKeys,
  insertSigningKey,
  listPublishedSigningKeys,
  retireSigningKeysExcept,
  type SigningKeyRecord,
} from './stores/signing-keys.ts';
export {
  findTaskRun,
  finishTaskRun,
  insertTaskRun,
  insertTicket,
  startTaskRun,
  type TaskRunRecord,
  type TaskSource,
  type TaskStatus,
  type TicketRecord,
} from './stores/tasks.ts';
export type { Db, DbHandle, Listener, Queryable, Row, Transaction } from './types.ts';
