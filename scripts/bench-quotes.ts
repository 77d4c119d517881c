/**
 * pnpm bench:quotes — quotations per second: created (numbered, priced from the catalogue, stored with their event
 * in one transaction), created and rendered to HTML, and rendered to PDF by one reused headless Chromium; with
 * p50/p99 latency per operation. In process against embedded PGlite and, when reachable, PostgreSQL (BENCH_DATABASE_URL
 * or TEST_DATABASE_URL). Writes reports/bench/quotes.md.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { QuoteService } from '../packages/assistants/src/index.ts';
import { createLogger, newId, systemClock } from '../packages/core/src/index.ts';
import {
  type Db,
  insertCompany,
  migrate,
  openPglite,
  openPostgres,
  upsertCatalogueItems,
} from '../packages/db/src/index.ts';
import { createReportRenderer, findChromium } from '../packages/reports/src/index.ts';
import { median, postgresUrl, ROOT } from './bench-lib.ts';

const QUOTES = Number(process.env.BENCH_QUOTES ?? 300);
const PDFS = Number(process.env.BENCH_PDFS ?? 40);
const LINES = 8;
const logger = createLogger({ level: 'silent' });
const log = (line: string) => process.stderr.write(`bench:quotes: ${line}\n`);

const CATALOGUE = Array.from({ length: 200 }, (_, i) => ({
  sku: `SKU-${String(i).padStart(4, '0')}`,
  name: `Product ${i}`,
  unitPrice: 1000 + ((i * 7919) % 250_000),
  currency: 'EUR',
  taxRate: [0, 7, 19, 20][i % 4]!,
}));

/** A quote of LINES catalogue lines (some discounted), a document discount and shipping. */
const quoteInput = (n: number) => ({
  customer: { name: `Customer ${n}`, email: `buyer${n}@example.com` },
  currency: 'EUR',
  lines: Array.from({ length: LINES }, (_, i) => ({
    sku: CATALOGUE[(n * 31 + i * 17) % CATALOGUE.length]!.sku,
    quantity: 1 + ((n + i) % 9),
    ...(i % 3 === 0 ? { discount: { percent: 5 } } : {}),
  })),
  discount: { percent: 2.5 },
  charges: [{ label: 'Shipping', amount: 1500, taxes: [{ name: 'VAT', rate: 20 }] }],
});

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

interface Row {
  backend: string;
  operation: string;
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
}

async function series(
  backend: string,
  operation: string,
  count: number,
  op: (i: number) => Promise<unknown>,
): Promise<Row> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await op(i);
    times.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const row = {
    backend,
    operation,
    count,
    perSecond: count / seconds,
    p50: median(times),
    p99: quantile(times, 0.99),
  };
  log(`${backend} ${operation}: ${row.perSecond.toFixed(1)}/s, p99 ${row.p99.toFixed(1)} ms`);
  return row;
}

async function measure(backend: string, db: Db, withPdf: boolean): Promise<Row[]> {
  const reports = createReportRenderer({ logger });
  const quotes = new QuoteService({
    db,
    clock: systemClock,
    logger,
    reports,
    publicUrl: 'http://bench.test',
  });
  const companyId = newId('company');
  await insertCompany(db, { id: companyId, name: 'Bench Traders' });
  await db.transaction((tx) => upsertCatalogueItems(tx, companyId, CATALOGUE));
  // Warm-up: compile templates, fill caches.
  for (let i = 0; i < 10; i++) await quotes.render(await quotes.create(companyId, quoteInput(i)), 'html');
  const rows = [
    await series(backend, 'create', QUOTES, (i) => quotes.create(companyId, quoteInput(i))),
    await series(backend, 'create + HTML', QUOTES, async (i) =>
      quotes.render(await quotes.create(companyId, quoteInput(i)), 'html'),
    ),
  ];
  if (withPdf) {
    const sample = await quotes.create(companyId, quoteInput(1));
    await quotes.pdf(sample); // starts the browser once
    rows.push(
      await series(backend, 'create + HTML + PDF (one browser)', PDFS, async (i) =>
        quotes.pdf(await quotes.create(companyId, quoteInput(i))),
      ),
    );
  }
  await reports.close();
  return rows;
}

const chromium = findChromium();
const rows: Row[] = [];
const pglite = await openPglite(undefined);
await migrate(pglite);
rows.push(...(await measure('PGlite (embedded)', pglite, Boolean(chromium))));
await pglite.close();
const pg = await postgresUrl();
if (pg) {
  const db = await openPostgres({ connectionString: pg.url, max: 10 });
  try {
    await migrate(db);
    rows.push(...(await measure('PostgreSQL', db, false)));
  } finally {
    await db.close();
    await pg.drop();
  }
}

const report = [
  '# Quotes benchmark',
  '',
  `\`pnpm bench:quotes\` — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores. ` +
    `Each quote has ${LINES} catalogue lines (a third discounted), a document discount and taxed shipping; one at a ` +
    'time, in process (no HTTP). "create" = validate, price from the catalogue, take the next number, store the ' +
    'quote and its `quote.created` event in one transaction. "HTML" = the branded Handlebars page. "PDF" = printed ' +
    `by one headless Chromium reused for every quote (${chromium ?? 'not installed: skipped'}).`,
  '',
  '| backend | operation | quotes | quotes/s | p50 ms | p99 ms |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.backend} | ${r.operation} | ${r.count} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
  ),
  '',
  'PDF printing dominates: a page render in Chromium costs far more than pricing and storing a quote, so PDFs are',
  'rendered on demand (and once per send), never on create. PostgreSQL rows skip the PDF (the same browser work).',
  '',
].join('\n');
writeFileSync(join(ROOT, 'reports/bench/quotes.md'), report);
process.stdout.write(report);
