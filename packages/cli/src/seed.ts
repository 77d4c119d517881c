import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCompany, saveDataRecords } from '@colloquy/accounts';
import { listCompanies } from '@colloquy/db';
import type { Runtime } from './runtime.ts';

export interface DemoInfo {
  company_id: string;
  key_id: string;
  api_key: string;
}

const DEMO_RECORDS = [
  { id: 'monthly_active_users', name: 'Monthly active users', value: 1284 },
  { id: 'conversations_this_month', name: 'Conversations this month', value: 5210 },
  { id: 'csat', name: 'Customer satisfaction (1-5)', value: 4.6 },
  { id: 'escalation_rate', name: 'Escalation rate', value: 0.07 },
  { id: 'plan', name: 'Plan', value: 'team' },
  { id: 'whatsapp_enabled', name: 'WhatsApp channel enabled', value: true },
];

/**
 * On a new installation: a demo company with an API key and a few data records. The key is written to
 * `<data dir>/demo.json` (mode 0600) because it cannot be shown again.
 */
export async function seedDemo({
  runtime,
  url,
}: {
  runtime: Runtime;
  url: string | undefined;
}): Promise<(DemoInfo & { path: string }) | undefined> {
  const { db, accounts, config } = runtime;
  const path = join(config.dataDir, 'demo.json');
  let demo: DemoInfo | undefined;
  if ((await listCompanies(db)).length === 0) {
    const company = await createCompany({ db, name: 'Demo Company' });
    const { key, apiKey } = await accounts.apiKeys.create({ companyId: company.id, name: 'demo' });
    await saveDataRecords(db, company.id, DEMO_RECORDS);
    demo = { company_id: company.id, key_id: key.id, api_key: apiKey };
    writeFileSync(path, `${JSON.stringify({ ...demo, url }, null, 2)}\n`, { mode: 0o600 });
  } else if (existsSync(path)) {
    demo = JSON.parse(readFileSync(path, 'utf8')) as DemoInfo;
  }
  return demo && { ...demo, path };
}
