/**
 * pnpm bench:api — throughput and p99 latency of the real server on loopback, 50 connections:
 * a bare route (/healthz) as the baseline, then GET /v1/data/retrieve (100 records) with an API key and
 * GET /v2/data/retrieve with a JWT; on embedded PGlite and on PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server when it answers). Writes reports/bench/api.md.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CONNECTIONS,
  DURATION,
  type Figures,
  onBothBackends,
  ROOT,
  ROUNDS,
  run,
  startServer,
} from './bench-lib.ts';

async function benchBackend(name: string, env: Record<string, string>): Promise<Figures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'colloquy-bench-'));
  const { url, child } = await startServer({ COLLOQUY_DATA_DIR: dataDir, ...env });
  try {
    const demo = JSON.parse(readFileSync(join(dataDir, 'demo.json'), 'utf8')) as {
      company_id: string;
      key_id: string;
      api_key: string;
    };
    const auth = { Authorization: `Bearer ${demo.api_key}`, 'Content-Type': 'application/json' };
    const existing = (
      (await await fetch(`${url}/v1/data/retrieve?company_id=${demo.company_id}`, { headers: auth }).then(
        (r) => r.json(),
      )) as { data: unknown[] }
    ).data.length;
    const records = Array.from({ length: 100 - existing }, (_, i) => ({
      id: `metric_${i}`,
      name: `Metric ${i}`,
      value: i * 1.5,
    }));
    await fetch(`${url}/v1/data/update`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ company_id: demo.company_id, records }),
    });
    const check = (await (
      await fetch(`${url}/v1/data/retrieve?company_id=${demo.company_id}`, { headers: auth })
    ).json()) as { data: unknown[] };
    if (check.data.length !== 100) throw new Error(`expected 100 records, got ${check.data.length}`);
    const token = (await (
      await fetch(`${url}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: demo.key_id,
          client_secret: demo.api_key,
        }),
      })
    ).json()) as { access_token: string };
    const path = `/data/retrieve?company_id=${demo.company_id}`;
    process.stderr.write(`${name}: benchmarking ${url}\n`);
    return await run([
      { route: 'GET /healthz (bare)', url: `${url}/healthz`, headers: {} },
      {
        route: 'GET /v1/data/retrieve, API key',
        url: `${url}/v1${path}`,
        headers: { Authorization: `Bearer ${demo.api_key}` },
      },
      {
        route: 'GET /v2/data/retrieve, JWT',
        url: `${url}/v2${path}`,
        headers: { Authorization: `Bearer ${token.access_token}` },
      },
    ]);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function verdict(figures: Figures[]): string {
  const [bare, ...authed] = figures;
  const ok = authed.every((f) => f.rps >= 0.5 * bare!.rps && f.p99 < 20 && f.errors + f.non2xx === 0);
  return ok
    ? 'Target met: authenticated retrieval ≥ 50% of the bare route, p99 < 20 ms, no errors.'
    : 'Target NOT met (≥ 50% of bare, p99 < 20 ms, no errors).';
}

const sections = await onBothBackends(benchBackend, verdict);

const report = [
  '# API benchmark',
  '',
  `\`pnpm bench:api\` — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores, ` +
    `${CONNECTIONS} connections; each route warmed up for 3 s, then measured ${ROUNDS} times for ${DURATION} s in ` +
    'interleaved rounds, figures are medians over rounds (autocannon in the benchmark process, the server — API and ' +
    'worker, default logging — in its own process, both on loopback). Ratios are against the bare `/healthz` route ' +
    'measured in the same run.',
  '',
  ...sections,
].join('\n');
mkdirSync(join(ROOT, 'reports/bench'), { recursive: true });
writeFileSync(join(ROOT, 'reports/bench/api.md'), report);
process.stdout.write(`${report}\n`);
