export { chartFor, describeResult, type VegaLiteSpec } from './engine/answer.ts';
export {
  type AnswerQuestionOptions,
  answerQuestion,
  MAX_UNEXPLAINED_WORDS,
  type NlqAnswer,
  type SqlTranslation,
  translateQuestion,
} from './engine/engine.ts';
export type { QueryPlan } from './engine/plan.ts';
export { buildSchemaIndex, type SchemaIndex, type SchemaSnapshot } from './engine/schema-index.ts';
export {
  describeSchema,
  extractSql,
  type SqlModel,
  type SqlModelMessage,
  sqlPrompt,
} from './model/prompt.ts';
export { checkReadOnlySelect, UnsafeQueryError } from './safety/gate.ts';
export {
  DEFAULT_ROW_LIMIT,
  DEFAULT_TIMEOUT_MS,
  QueryFailedError,
  type QueryResult,
  runReadOnly,
} from './safety/run.ts';
export {
  DATASET_EXTENSIONS,
  type DatasetDescription,
  type DatasetFile,
  DatasetService,
  type DatasetServiceOptions,
  datasetFormatOf,
  TABLE_NAME,
} from './service.ts';
export { type CompanyDb, type OpenCompanyDbOptions, openCompanyDb } from './store/company-db.ts';
export {
  type ColumnInfo,
  type DatasetFormat,
  deleteTable,
  describeTable,
  type ImportDatasetInput,
  importDataset,
  listTables,
  type TableInfo,
  tableNameFor,
} from './store/datasets.ts';
export { type ColumnKind, type ColumnProfile, profileTables, type TableProfile } from './store/profile.ts';
export {
  declaredRelationships,
  declareRelationship,
  inferRelationships,
  type Relationship,
} from './store/relationships.ts';
export { loadSchema } from './store/schema.ts';
export { type CellValue, readRows } from './store/values.ts';
