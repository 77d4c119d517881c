import type { Config } from '@colloquy/core';
import type { Command } from 'commander';
import { printJson, printJsonLine, printTable } from './output.ts';

// Loaded when a command runs, so `colloquy ask --csv-dir` never pays for the database and accounts.
const dbModule = () => import('@colloquy/db');
const withRuntime: typeof import('../runtime.ts').withRuntime = async (config, fn) =>
  (await import('../runtime.ts')).withRuntime(config, fn);

export function registerAdmin(program: Command, config: () => Config): void {
  program
    .command('migrate')
    .description('apply pending database migrations')
    .action(async () => {
      const { openDatabase, migrate } = await dbModule();
      const database = await openDatabase({ databaseUrl: config().databaseUrl, dataDir: config().dataDir });
      try {
        const applied = await migrate(database);
        printJson({ applied: applied.map((m) => `${String(m.version).padStart(4, '0')}_${m.name}`) });
      } finally {
        await database.close();
      }
    });

  const companies = program.command('companies').description('manage companies (tenants)');
  companies
    .command('create')
    .description('create a company and print its id')
    .requiredOption('--name <name>', 'company name')
    .option('--json', 'print the whole company as JSON')
    .action(async (opts: { name: string; json?: boolean }) => {
      const { createCompany } = await import('@colloquy/accounts');
      const company = await withRuntime(config(), ({ db }) => createCompany({ db, name: opts.name }));
      if (opts.json) printJson({ company_id: company.id, name: company.name, created_at: company.createdAt });
      else process.stdout.write(`${company.id}\n`);
    });
  companies
    .command('list')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const { listCompanies } = await dbModule();
      const rows = await withRuntime(config(), ({ db }) => listCompanies(db));
      const out = rows.map((c) => ({
        company_id: c.id,
        name: c.name,
        created_at: c.createdAt.toISOString(),
      }));
      if (opts.json) printJson(out);
      else printTable(out);
    });

  program
    .command('mail')
    .description('show the mail sent to an address (the dev outbox when SMTP_URL is not set), newest first')
    .requiredOption('--to <address>', 'the recipient')
    .option('--limit <n>', 'how many', '5')
    .action(async (opts: { to: string; limit: string }) => {
      const { listMailTo } = await dbModule();
      const limit = Number(opts.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit must be a positive whole number');
      const mail = await withRuntime(config(), ({ db }) => listMailTo(db, opts.to, limit));
      // One JSON object per line, newest first.
      for (const m of mail) {
        printJsonLine({
          mail_id: m.id,
          to: m.recipients,
          subject: m.subject,
          status: m.status,
          created_at: m.createdAt.toISOString(),
          text: m.textBody,
        });
      }
    });

  const keys = program.command('keys').description('manage API keys');
  keys
    .command('create')
    .description('create an API key; the key is printed once and never stored')
    .requiredOption('--company <company_id>', 'the company the key acts for')
    .option('--name <name>', 'a label for the key')
    .option('--scopes <scopes>', 'comma-separated scopes (default: all)')
    .action(async (opts: { company: string; name?: string; scopes?: string }) => {
      const created = await withRuntime(config(), ({ accounts }) =>
        accounts.apiKeys.create({
          companyId: opts.company,
          ...(opts.name ? { name: opts.name } : {}),
          ...(opts.scopes ? { scopes: opts.scopes.split(',').map((s) => s.trim()) } : {}),
        }),
      );
      printJson({ key_id: created.key.id, api_key: created.apiKey });
    });
  keys
    .command('list')
    .requiredOption('--company <company_id>', 'whose keys')
    .option('--json', 'print JSON')
    .action(async (opts: { company: string; json?: boolean }) => {
      const { findCompany } = await dbModule();
      const rows = await withRuntime(config(), async ({ db, accounts }) => {
        if (!(await findCompany(db, opts.company))) throw new Error(`Company ${opts.company} not found`);
        return accounts.apiKeys.list(opts.company);
      });
      const out = rows.map((k) => ({
        key_id: k.id,
        name: k.name,
        hint: `…${k.keyHint}`,
        scopes: k.scopes.join(' '),
        created_at: k.createdAt.toISOString(),
        last_used_at: k.lastUsedAt?.toISOString() ?? null,
        revoked_at: k.revokedAt?.toISOString() ?? null,
      }));
      if (opts.json) printJson(out);
      else printTable(out);
    });
  keys
    .command('revoke')
    .argument('<key_id>', 'the key to revoke')
    .description('revoke an API key (takes effect everywhere within 5 seconds)')
    .action(async (keyId: string) => {
      const { findApiKey } = await dbModule();
      const key = await withRuntime(config(), async ({ db, accounts }) => {
        if (!(await findApiKey(db, keyId))) throw new Error(`API key ${keyId} not found`);
        return accounts.apiKeys.revoke(keyId);
      });
      printJson({ key_id: key.id, revoked_at: key.revokedAt });
    });

  const data = program.command('data').description("manage a company's data records");
  data
    .command('import')
    .description('import records from a CSV file with columns id,name,value (id optional)')
    .requiredOption('--company <company_id>', 'the company the records belong to')
    .argument('<file>', 'CSV file')
    .action(async (file: string, opts: { company: string }) => {
      const { importRecordsFile } = await import('./data-import.ts');
      const result = await withRuntime(config(), ({ db }) =>
        importRecordsFile({ db, companyId: opts.company, file }),
      );
      printJson(result);
    });
}
