/** Shared parts of the benchmarks: the real server in a child process, and interleaved autocannon rounds. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const CONNECTIONS = 50;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

export interface Figures {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
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

export interface Target {
  route: string;
  url: string;
  headers: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** A body per request, given the connection's own context (e.g. to continue that connection's conversation). */
  bodyFor?: (context: Record<string, unknown>) => string;
}

function request(target: Target) {
  return {
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    ...(target.body === undefined ? {} : { body: target.body }),
    ...(target.bodyFor === undefined
      ? {}
      : {
          requests: [
            {
              setupRequest: (req: autocannon.Request, context: object) => ({
                ...req,
                body: target.bodyFor!(context as Record<string, unknown>),
              }),
            },
          ],
        }),
  };
}

async function measure(target: Target): Promise<Figures> {
  const result = await autocannon({ ...request(target), connections: CONNECTIONS, duration: DURATION });
  return {
    route: target.route,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Every target is warmed up, then measured in ROUNDS interleaved rounds (bare, v1, v2, bare, …), and
 * each figure is the median over rounds: a noisy neighbour then hits every route alike.
 */
export async function run(targets: Target[]): Promise<Figures[]> {
  for (const target of targets) {
    await autocannon({ ...request(target), connections: CONNECTIONS, duration: 3 });
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

export async function postgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
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

export function table(name: string, figures: Figures[]): string {
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

/** Runs `bench` on embedded PGlite and, when one answers, on a fresh PostgreSQL database; report sections. */
export async function onBothBackends(
  bench: (name: string, env: Record<string, string>) => Promise<Figures[]>,
  verdict: (figures: Figures[]) => string,
): Promise<string[]> {
  const pglite = await bench('PGlite (embedded)', {});
  const sections = [table('PGlite (embedded)', pglite), verdict(pglite), ''];
  const pgdb = await postgresUrl();
  if (!pgdb)
    return [
      ...sections,
      '### PostgreSQL',
      '',
      'Skipped: no PostgreSQL answered (set BENCH_DATABASE_URL).',
      '',
    ];
  try {
    const figures = await bench('PostgreSQL', {
      DATABASE_URL: pgdb.url,
      COLLOQUY_MASTER_KEY: 'bench-master-key-0123456789',
    });
    return [...sections, table('PostgreSQL', figures), verdict(figures), ''];
  } finally {
    await pgdb.drop();
  }
}
