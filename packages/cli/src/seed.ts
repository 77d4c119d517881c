import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompany, saveDataRecords } from '@colloquy/accounts';
import type { Services } from '@colloquy/api';
import { catalogueFromCsv, createAssistant, deployAssistant, reviewsFromFile } from '@colloquy/assistants';
import { hashPassword, newId } from '@colloquy/core';
import { insertUser, listCompanies, markUserVerified } from '@colloquy/db';
import type { Runtime } from './runtime.ts';

export interface DemoInfo {
  company_id: string;
  key_id: string;
  api_key: string;
  /** Sign in to the dashboard with these. */
  dashboard_email?: string;
  dashboard_password?: string;
}

const DEMO_RECORDS = [
  { id: 'monthly_active_users', name: 'Monthly active users', value: 1284 },
  { id: 'conversations_this_month', name: 'Conversations this month', value: 5210 },
  { id: 'csat', name: 'Customer satisfaction (1-5)', value: 4.6 },
  { id: 'escalation_rate', name: 'Escalation rate', value: 0.07 },
  { id: 'plan', name: 'Plan', value: 'team' },
  { id: 'whatsapp_enabled', name: 'WhatsApp channel enabled', value: true },
];

/** The demo's data files, shipped in `fixtures/demo/`. */
export const DEMO_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/demo');
const DEMO_ASSISTANTS = [
  { name: 'Ava (customer service)', template: 'customer-engagement' },
  { name: 'Sales desk', template: 'sales' },
  { name: 'Operations', template: 'operations' },
  { name: 'Data analyst', template: 'data-analyst' },
] as const;
const DEMO_PEOPLE = [
  { name: 'Maya Lopez', email: 'maya@demo.colloquy.test', timezone: 'Europe/Paris' },
  { name: 'Tom Becker', email: 'tom@demo.colloquy.test', timezone: 'Europe/Berlin' },
  { name: 'Priya Shah', email: 'priya@demo.colloquy.test', timezone: 'Europe/London' },
];

/**
 * On a new installation: a demo company ready to try — an API key, a dashboard login, deployed assistants (customer
 * service, sales, operations, data analyst), sales data to ask questions about, customer reviews, a price catalogue
 * and a design team to book meetings with. The key and password go to `<data dir>/demo.json` (mode 0600), since
 * neither can be shown again.
 */
export async function seedDemo({
  runtime,
  services,
  url,
}: {
  runtime: Runtime;
  services: Services['deps'];
  url: string | undefined;
}): Promise<(DemoInfo & { path: string }) | undefined> {
  const { db, accounts, config } = runtime;
  const path = join(config.dataDir, 'demo.json');
  if ((await listCompanies(db)).length > 0) {
    return existsSync(path) ? { ...(JSON.parse(readFileSync(path, 'utf8')) as DemoInfo), path } : undefined;
  }
  const company = await createCompany({ db, name: 'Demo Company' });
  const { key, apiKey } = await accounts.apiKeys.create({ companyId: company.id, name: 'demo' });
  await saveDataRecords(db, company.id, DEMO_RECORDS);

  const email = 'demo@colloquy.test';
  const password = randomBytes(12).toString('base64url');
  const user = await insertUser(db, {
    id: newId('user'),
    companyId: company.id,
    email,
    name: 'Demo owner',
    passwordHash: await hashPassword(password),
    role: 'owner',
  });
  if (user) await markUserVerified(db, user.id);

  for (const a of DEMO_ASSISTANTS) {
    const assistant = await createAssistant(services, company.id, { name: a.name, template: a.template });
    await deployAssistant(db, company.id, assistant.id);
  }
  const file = (name: string) => join(DEMO_DIR, name);
  await services.datasets.importFiles(
    company.id,
    ['customers', 'products', 'orders'].map((table) => ({
      path: file(`${table}.csv`),
      table,
      format: 'csv' as const,
      label: `${table}.csv`,
    })),
  );
  const reviews = reviewsFromFile('reviews.csv', readFileSync(file('reviews.csv')));
  await services.reviews.importDataset(company.id, { name: 'Web shop reviews', reviews: reviews.reviews });
  await services.quotes.importCatalogue(
    company.id,
    catalogueFromCsv(readFileSync(file('catalogue.csv'), 'utf8')),
  );
  const people = [];
  for (const p of DEMO_PEOPLE) people.push(await services.directory.createPerson(company.id, p));
  await services.directory.createTeam(company.id, { name: 'Design', members: people.map((p) => p.id) });

  const demo: DemoInfo = {
    company_id: company.id,
    key_id: key.id,
    api_key: apiKey,
    dashboard_email: email,
    dashboard_password: password,
  };
  writeFileSync(path, `${JSON.stringify({ ...demo, url }, null, 2)}\n`, { mode: 0o600 });
  return { ...demo, path };
}
