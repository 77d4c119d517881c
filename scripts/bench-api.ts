/**
 * pnpm bench:api — throughput and p99 latency of the real server on loopback, 50 connections:
 * a bare route (/healthz) as the baseline, then GET /v1/data/retrieve (100 records) with an API key and
 * GET /v2/data/retrieve with a JWT; on embedded PGlite and on PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server when it answers). Writes reports/bench/api.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Figures {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'packages/cli/src/main.ts'), 'serve', '--seed'],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', COLLOQUY_RATE_LIMIT: '0', ...env },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const match = /running at (http:\/\/\S+)/.exec(out);
    if (match?.[1]) return { url: match[1], child };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Target {
  route: string;
  url: string;
  headers: Record<string, string>;
}

async function measure(target: Target): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: target.headers,
  });
  return {
    route: target.route,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Every target is warmed up, then measured in ROUNDS interleaved rounds (bare, v1, v2, bare, …), and
 * each figure is the median over rounds: a noisy neighbour then hits every route alike.
 */
async function run(targets: Target[]): Promise<Figures[]> {
  for (const target of targets) {
    await autocannon({ url: target.url, connections: CONNECTIONS, duration: 3, headers: target.headers });
  }
  const rounds: Figures[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) rounds[i]!.push(await measure(target));
  }
  return rounds.map((figures, i) => ({
    route: targets[i]!.route,
    rps: median(figures.map((f) => f.rps)),
    p50: median(figures.map((f) => f.p50)),
    p99: median(figures.map((f) => f.p99)),
    errors: figures.reduce((n, f) => n + f.errors, 0),
    non2xx: figures.reduce((n, f) => n + f.non2xx, 0),
  }));
}

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

async function postgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  const name = `colloquy_bench_${Date.now()}`;
  await client.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function table(name: string, figures: Figures[]): string {
  const base = figures[0]!;
  const rows = figures.map(
    (f) =>
      `| ${f.route} | ${f.rps.toLocaleString('en')} | ${((f.rps / base.rps) * 100).toFixed(0)}% | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} |`,
  );
  return [
    `### ${name}`,
    '',
    '| route | requests/s | vs bare | p50 ms | p99 ms | errors + non-2xx |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
}

function verdict(figures: Figures[]): string {
  const [bare, ...authed] = figures;
  const ok = authed.every((f) => f.rps >= 0.5 * bare!.rps && f.p99 < 20 && f.errors + f.non2xx === 0);
  return ok
    ? 'Target met: authenticated retrieval ≥ 50% of the bare route, p99 < 20 ms, no errors.'
    : 'Target NOT met (≥ 50% of bare, p99 < 20 ms, no errors).';
}

const sections: string[] = [];
const pglite = await benchBackend('PGlite (embedded)', {});
sections.push(table('PGlite (embedded)', pglite), verdict(pglite), '');
const pgdb = await postgresUrl();
if (pgdb) {
  try {
    const figures = await benchBackend('PostgreSQL', {
      DATABASE_URL: pgdb.url,
      COLLOQUY_MASTER_KEY: 'bench-master-key-0123456789',
    });
    sections.push(table('PostgreSQL', figures), verdict(figures), '');
  } finally {
    await pgdb.drop();
  }
} else {
  sections.push('### PostgreSQL', '', 'Skipped: no PostgreSQL answered (set BENCH_DATABASE_URL).', '');
}

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
