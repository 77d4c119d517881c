import type { Queryable } from '../types.ts';

export interface AssistantRecord {
  id: string;
  companyId: string;
  name: string;
  template: string | null;
  systemPrompt: string;
  tools: string[];
  deployedVersion: number | null;
  draftChanged: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface KnowledgeRecord {
  id: string;
  kind: 'faq' | 'document' | 'intent';
  question: string;
  answer: string;
  source: string;
}

export interface AssistantVersionRecord {
  version: number;
  name: string;
  systemPrompt: string;
  tools: string[];
  knowledge: KnowledgeRecord[];
  createdAt: Date;
}

interface AssistantRow {
  id: string;
  company_id: string;
  name: string;
  template: string | null;
  system_prompt: string;
  tools: string[];
  deployed_version: number | null;
  draft_changed: boolean;
  created_at: Date;
  updated_at: Date;
}

const toAssistant = (r: AssistantRow): AssistantRecord => ({
  id: r.id,
  companyId: r.company_id,
  name: r.name,
  template: r.template,
  systemPrompt: r.system_prompt,
  tools: r.tools,
  deployedVersion: r.deployed_version,
  draftChanged: r.draft_changed,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

export async function insertAssistant(
  db: Queryable,
  a: {
    id: string;
    companyId: string;
    name: string;
    template: string | null;
    systemPrompt: string;
    tools: string[];
  },
): Promise<AssistantRecord> {
  const [row] = await db.query<AssistantRow>(
    `INSERT INTO assistants (id, company_id, name, template, system_prompt, tools)
     VALUES ($1, $2, $3, $4, $5, $6::text[]) RETURNING *`,
    [a.id, a.companyId, a.name, a.template, a.systemPrompt, a.tools],
  );
  return toAssistant(row!);
}

export async function findAssistant(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<AssistantRecord | undefined> {
  const [row] = await db.query<AssistantRow>('SELECT * FROM assistants WHERE company_id = $1 AND id = $2', [
    companyId,
    id,
  ]);
  return row && toAssistant(row);
}

export async function listAssistants(db: Queryable, companyId: string): Promise<AssistantRecord[]> {
  const rows = await db.query<AssistantRow>(
    'SELECT * FROM assistants WHERE company_id = $1 ORDER BY created_at, id',
    [companyId],
  );
  return rows.map(toAssistant);
}

/** Updates draft fields (undefined leaves a field as it is) and marks the draft as changed. */
export async function updateAssistantDraft(
  db: Queryable,
  companyId: string,
  id: string,
  changes: { name?: string; systemPrompt?: string; tools?: string[] },
): Promise<AssistantRecord | undefined> {
  const [row] = await db.query<AssistantRow>(
    `UPDATE assistants SET name = COALESCE($3, name), system_prompt = COALESCE($4, system_prompt),
       tools = COALESCE($5::text[], tools), draft_changed = true, updated_at = now()
     WHERE company_id = $1 AND id = $2 RETURNING *`,
    [companyId, id, changes.name ?? null, changes.systemPrompt ?? null, changes.tools ?? null],
  );
  return row && toAssistant(row);
}

export async function markDraftChanged(db: Queryable, companyId: string, id: string): Promise<void> {
  await db.query(
    'UPDATE assistants SET draft_changed = true, updated_at = now() WHERE company_id = $1 AND id = $2',
    [companyId, id],
  );
}

export async function deleteAssistant(db: Queryable, companyId: string, id: string): Promise<boolean> {
  return (
    (await db.query('DELETE FROM assistants WHERE company_id = $1 AND id = $2 RETURNING id', [companyId, id]))
      .length > 0
  );
}

/**
 * Freezes the draft and its knowledge as the next version and points the assistant at it, in one
 * statement. Two deploys racing for one number: the loser changes nothing and gets undefined.
 */
export async function deployDraft(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<AssistantRecord | undefined> {
  const [row] = await db.query<AssistantRow>(
    `WITH a AS (SELECT * FROM assistants WHERE company_id = $1 AND id = $2 FOR UPDATE),
     v AS (
       INSERT INTO assistant_versions (assistant_id, version, name, system_prompt, tools, knowledge)
       SELECT a.id,
              COALESCE((SELECT max(version) FROM assistant_versions WHERE assistant_id = a.id), 0) + 1,
              a.name, a.system_prompt, a.tools,
              COALESCE((SELECT jsonb_agg(jsonb_build_object('id', k.id, 'kind', k.kind, 'question', k.question,
                          'answer', k.answer, 'source', k.source) ORDER BY k.created_at, k.id)
                        FROM knowledge_entries k WHERE k.assistant_id = a.id), '[]'::jsonb)
       FROM a ON CONFLICT DO NOTHING RETURNING assistant_id, version)
     UPDATE assistants SET deployed_version = v.version, draft_changed = false, updated_at = now()
     FROM v WHERE assistants.id = v.assistant_id RETURNING assistants.*`,
    [companyId, id],
  );
  return row && toAssistant(row);
}

/** Points chat at an earlier version; the draft is left as it is. */
export async function setDeployedVersion(
  db: Queryable,
  companyId: string,
  id: string,
  version: number,
): Promise<AssistantRecord | undefined> {
  const [row] = await db.query<AssistantRow>(
    `UPDATE assistants SET deployed_version = $3, draft_changed = true, updated_at = now()
     WHERE company_id = $1 AND id = $2
       AND EXISTS (SELECT 1 FROM assistant_versions WHERE assistant_id = $2 AND version = $3)
     RETURNING *`,
    [companyId, id, version],
  );
  return row && toAssistant(row);
}

interface VersionRow {
  version: number;
  name: string;
  system_prompt: string;
  tools: string[];
  knowledge: KnowledgeRecord[];
  created_at: Date;
}

const toVersion = (r: VersionRow): AssistantVersionRecord => ({
  version: r.version,
  name: r.name,
  systemPrompt: r.system_prompt,
  tools: r.tools,
  knowledge: r.knowledge,
  createdAt: new Date(r.created_at),
});

export async function findAssistantVersion(
  db: Queryable,
  companyId: string,
  id: string,
  version: number,
): Promise<AssistantVersionRecord | undefined> {
  const [row] = await db.query<VersionRow>(
    `SELECT v.* FROM assistant_versions v JOIN assistants a ON a.id = v.assistant_id
     WHERE a.company_id = $1 AND v.assistant_id = $2 AND v.version = $3`,
    [companyId, id, version],
  );
  return row && toVersion(row);
}

/** Versions newest first, without their knowledge (see findAssistantVersion). */
export async function listAssistantVersions(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<(Omit<AssistantVersionRecord, 'knowledge'> & { knowledgeEntries: number })[]> {
  const rows = await db.query<Omit<VersionRow, 'knowledge'> & { entries: number }>(
    `SELECT v.version, v.name, v.system_prompt, v.tools, v.created_at, jsonb_array_length(v.knowledge) AS entries
     FROM assistant_versions v JOIN assistants a ON a.id = v.assistant_id
     WHERE a.company_id = $1 AND v.assistant_id = $2 ORDER BY v.version DESC`,
    [companyId, id],
  );
  return rows.map((r) => ({
    version: r.version,
    name: r.name,
    systemPrompt: r.system_prompt,
    tools: r.tools,
    createdAt: new Date(r.created_at),
    knowledgeEntries: r.entries,
  }));
}

export async function insertKnowledge(
  db: Queryable,
  companyId: string,
  assistantId: string,
  entries: readonly KnowledgeRecord[],
): Promise<number> {
  if (entries.length === 0) return 0;
  const rows = await db.query(
    `INSERT INTO knowledge_entries (id, company_id, assistant_id, kind, question, answer, source, created_at)
     SELECT e.id, $1, $2, e.kind, e.question, e.answer, e.source, now() + (e.ord * interval '1 microsecond')
     FROM jsonb_to_recordset($3::jsonb) AS e(id text, kind text, question text, answer text, source text, ord int)
     RETURNING id`,
    [companyId, assistantId, JSON.stringify(entries.map((e, ord) => ({ ...e, ord })))],
  );
  return rows.length;
}

export async function listKnowledge(
  db: Queryable,
  companyId: string,
  assistantId: string,
): Promise<KnowledgeRecord[]> {
  return db.query<KnowledgeRecord>(
    `SELECT id, kind, question, answer, source FROM knowledge_entries
     WHERE company_id = $1 AND assistant_id = $2 ORDER BY created_at, id`,
    [companyId, assistantId],
  );
}
