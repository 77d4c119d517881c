/**
 * pnpm bench:webhooks — events per second delivered to a local receiver, and latency from an event's
 * creation (its outbox row's created_at) to its receipt, through the real path: outbox → dispatcher →
 * pg-boss delivery jobs → signed HTTP POST. One endpoint (deliveries to it are ordered: one in flight) and
 * eight endpoints (each event fans out to all), on PGlite and, when one answers, PostgreSQL.
 * Writes reports/bench/webhooks.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { createLogger, newId } from '@colloquy/core';
import { type Db, insertCompany, insertOutboxEvent, migrate, openPglite, openPostgres } from '@colloquy/db';
import { type JobRunner, startJobRunner } from '@colloquy/jobs';
import { WebhookEngine, WebhookService } from '@colloquy/webhooks';
import { postgresUrl, ROOT } from './bench-lib.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const MASTER_KEY = 'bench-master-key-0123456789';
const logger = createLogger({ level: 'silent' });

interface Row {
  backend: string;
  endpoints: number;
  deliveries: number;
  perSecond: number;
  p50: number;
  p99: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function measure(backend: string, db: Db, endpoints: number): Promise<Row> {
  const latencies: number[] = [];
  let last = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      last = Date.now();
      latencies.push(last - Date.parse((JSON.parse(body) as { created_at: string }).created_at));
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  let runner: JobRunner | undefined;
  const engine = new WebhookEngine({
    db,
    masterKey: MASTER_KEY,
    allowlist: ['127.0.0.1'],
    logger,
    queue: { enqueue: (name, payload, o) => runner!.enqueue(name, payload, o) },
  });
  const service = new WebhookService({ db, masterKey: MASTER_KEY, engine });
  const company = await insertCompany(db, { id: newId('company'), name: `Bench ${endpoints}` });
  for (let i = 0; i < endpoints; i++) await service.create(company.id, { url });
  runner = await startJobRunner({ db, catalogue: engine.jobs(), logger, pollingIntervalSeconds: 0.5 });
  await runner.startWorkers();
  await engine.start();
  const expected = EVENTS * endpoints;
  const started = Date.now();
  for (let i = 0; i < EVENTS; i++) {
    await db.transaction((tx) =>
      insertOutboxEvent(tx, {
        id: newId('event'),
        companyId: company.id,
        eventType: 'bench.event',
        data: { i },
      }),
    );
  }
  const deadline = Date.now() + 600_000;
  while (latencies.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await engine.stop();
  await runner.stop({ timeoutMs: 5000 });
  server.closeAllConnections();
  server.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    backend,
    endpoints,
    deliveries: latencies.length,
    perSecond: Math.round(latencies.length / ((last - started) / 1000)),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
  };
}

const rows: Row[] = [];
const pglite = await openPglite(undefined);
await migrate(pglite);
for (const n of [1, 8]) rows.push(await measure('PGlite (embedded)', pglite, n));
await pglite.close();
const pg = await postgresUrl();
if (pg) {
  const db = await openPostgres({ connectionString: pg.url, max: 10 });
  try {
    await migrate(db);
    for (const n of [1, 8]) rows.push(await measure('PostgreSQL', db, n));
  } finally {
    await db.close();
    await pg.drop();
  }
}

const report = [
  '# Webhooks benchmark',
  '',
  `\`pnpm bench:webhooks\` — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores. ` +
    `${EVENTS} events, each written in its own transaction to the outbox, then dispatched (NOTIFY-triggered sweep), ` +
    'queued as one pg-boss job per delivery, signed and POSTed to a local receiver on 127.0.0.1 by one worker. ' +
    'Latency runs from the outbox row’s created_at to receipt. Deliveries to one endpoint are ordered (one in flight), ' +
    'so one endpoint measures the serial path and eight endpoints the fan-out. Events are written as fast as one ' +
    'writer can, faster than they are delivered, so latency includes the backlog of the burst.',
  '',
  '| database | endpoints | deliveries | deliveries/s | p50 ms | p99 ms |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) => `| ${r.backend} | ${r.endpoints} | ${r.deliveries} | ${r.perSecond} | ${r.p50} | ${r.p99} |`,
  ),
  '',
  pg ? '' : 'PostgreSQL skipped: none answered (set BENCH_DATABASE_URL).',
].join('\n');
mkdirSync(join(ROOT, 'reports/bench'), { recursive: true });
writeFileSync(join(ROOT, 'reports/bench/webhooks.md'), report);
process.stdout.write(`${report}\n`);
