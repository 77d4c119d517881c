import type { Queryable } from '../types.ts';

export interface LlmSettingsRecord {
  companyId: string;
  baseUrl: string;
  model: string;
  /** Encrypted (core encryptSecret), or null when the endpoint needs no key. */
  apiKey: string | null;
  apiKeyHint: string | null;
  timeoutMs: number | null;
  updatedAt: Date;
}

interface Row {
  company_id: string;
  base_url: string;
  model: string;
  api_key: string | null;
  api_key_hint: string | null;
  timeout_ms: number | null;
  updated_at: Date;
}

const toRecord = (r: Row): LlmSettingsRecord => ({
  companyId: r.company_id,
  baseUrl: r.base_url,
  model: r.model,
  apiKey: r.api_key,
  apiKeyHint: r.api_key_hint,
  timeoutMs: r.timeout_ms,
  updatedAt: new Date(r.updated_at),
});

export async function findLlmSettings(
  db: Queryable,
  companyId: string,
): Promise<LlmSettingsRecord | undefined> {
  const [row] = await db.query<Row>('SELECT * FROM llm_settings WHERE company_id = $1', [companyId]);
  return row && toRecord(row);
}

export async function saveLlmSettings(
  db: Queryable,
  settings: Omit<LlmSettingsRecord, 'updatedAt'>,
): Promise<LlmSettingsRecord> {
  const [row] = await db.query<Row>(
    `INSERT INTO llm_settings (company_id, base_url, model, api_key, api_key_hint, timeout_ms)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (company_id) DO UPDATE SET base_url = EXCLUDED.base_url, model = EXCLUDED.model,
       api_key = EXCLUDED.api_key, api_key_hint = EXCLUDED.api_key_hint, timeout_ms = EXCLUDED.timeout_ms,
       updated_at = now()
     RETURNING *`,
    [
      settings.companyId,
      settings.baseUrl,
      settings.model,
      settings.apiKey,
      settings.apiKeyHint,
      settings.timeoutMs,
    ],
  );
  return toRecord(row!);
}

export async function deleteLlmSettings(db: Queryable, companyId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM llm_settings WHERE company_id = $1 RETURNING company_id', [
    companyId,
  ]);
  return rows.length > 0;
}
