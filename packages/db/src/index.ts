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
  listConversations,
  listMessages,
  type MessageRecord,
  recordTurn,
  type TurnEvent,
  type TurnMessage,
} from './stores/conversations.ts';
export {
  type DataRecord,
  type ListRecordsOptions,
  listDataRecords,
  type RecordValue,
  upsertDataRecords,
} from './stores/data-records.ts';
export { getOrCreateInstanceSecret } from './stores/instance-secrets.ts';
export { listOutboxEvents, type OutboxEvent } from './stores/outbox.ts';
export {
  deleteExpiredSigningKeys,
  insertSigningKey,
  listPublishedSigningKeys,
  retireSigningKeysExcept,
  type SigningKeyRecord,
} from './stores/signing-keys.ts';
export type { Db, DbHandle, Listener, Queryable, Row, Transaction } from './types.ts';
