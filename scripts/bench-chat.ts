/**
 * pnpm bench:chat — (1) retrieval quality: top-1 accuracy of the built-in engine on the paraphrase set in
 * fixtures/faq (written independently of the FAQ wording); (2) throughput: POST /v1/chat answering from a
 * 500-entry knowledge base against the bare /healthz route, 50 connections, on PGlite and PostgreSQL.
 * Writes reports/bench/chat.md.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIDENCE_THRESHOLD, KnowledgeBase } from '@colloquy/assistants';
import { parse } from 'csv-parse/sync';
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

const FAQ_DIR = join(ROOT, 'fixtures/faq');
const TEMPLATES = [
  'customer-engagement',
  'it-helpdesk',
  'hr-assistant',
  'operations',
  'data-analyst',
  'recruiter',
  'sales',
];

function readFaq(template: string): { question: string; answer: string }[] {
  return parse(readFileSync(join(FAQ_DIR, `${template}.csv`), 'utf8'), { columns: true }) as {
    question: string;
    answer: string;
  }[];
}

function quality(): string {
  const paraphrases = readFileSync(join(FAQ_DIR, 'paraphrases.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { template: string; question: string; expected: string });
  const rows: string[] = [];
  let [top1, answered, answeredRight, total] = [0, 0, 0, 0];
  for (const template of TEMPLATES) {
    const faq = readFaq(template);
    const kb = new KnowledgeBase(faq.map((f) => ({ id: f.question, kind: 'faq', ...f, source: template })));
    const set = paraphrases.filter((p) => p.template === template);
    let right = 0;
    for (const p of set) {
      const [hit] = kb.search(p.question, 1);
      const correct = hit?.entry.question === p.expected;
      if (correct) right++;
      if (hit && hit.hit.confidence >= DEFAULT_CONFIDENCE_THRESHOLD) {
        answered++;
        if (correct) answeredRight++;
      }
    }
    top1 += right;
    total += set.length;
    rows.push(
      `| ${template} | ${faq.length} | ${set.length} | ${((right / set.length) * 100).toFixed(1)}% |`,
    );
  }
  return [
    '## Retrieval quality (built-in engine)',
    '',
    `Paraphrase set: ${total} questions written independently of the FAQ wording (fixtures/faq). Target: ≥ 90% top-1.`,
    '',
    '| template | FAQ entries | paraphrases | top-1 |',
    '|---|---:|---:|---:|',
    ...rows,
    `| **all** | | **${total}** | **${((top1 / total) * 100).toFixed(1)}%** |`,
    '',
    `Answered (confidence ≥ ${DEFAULT_CONFIDENCE_THRESHOLD}): ${((answered / total) * 100).toFixed(1)}% of questions, ` +
      `of which ${answered ? ((answeredRight / answered) * 100).toFixed(1) : '0'}% correct; the rest get "I'm not sure" and an offer of a person.`,
    '',
  ].join('\n');
}

async function throughput(name: string, env: Record<string, string>): Promise<Figures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'colloquy-bench-'));
  const { url, child } = await startServer({ COLLOQUY_DATA_DIR: dataDir, ...env });
  try {
    const demo = JSON.parse(readFileSync(join(dataDir, 'demo.json'), 'utf8')) as { api_key: string };
    const headers = { Authorization: `Bearer ${demo.api_key}`, 'Content-Type': 'application/json' };
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const assistant = await post('/v1/assistants', { name: 'Bench', template: 'customer-engagement' });
    const id = assistant.assistant_id as string;
    // 500 entries: every fixture FAQ plus generated product questions.
    const faq = TEMPLATES.flatMap(readFaq);
    const products = Array.from({ length: 500 - faq.length - 6 }, (_, i) => ({
      question: `What are the dimensions of product model NW-${1000 + i}?`,
      answer: `Model NW-${1000 + i} measures ${80 + (i % 40)} x ${40 + (i % 25)} x ${70 + (i % 30)} cm.`,
    }));
    await post(`/v1/assistants/${id}/knowledge`, { faq: [...faq, ...products], source: 'bench' });
    await post(`/v1/assistants/${id}/deploy`, {});
    const body = JSON.stringify({
      assistant_id: id,
      message: 'How much does delivery cost?',
      channel: 'web',
    });
    const check = await post('/v1/chat', JSON.parse(body));
    if (!(check.sources as unknown[]).length)
      throw new Error('the benchmark question was not answered from the FAQ');
    // Continuing conversations: each connection keeps talking in one of 50 conversations of its own.
    const conversations: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      conversations.push((await post('/v1/chat', JSON.parse(body))).conversation_id as string);
    }
    let next = 0;
    const continuing = (context: Record<string, unknown>) => {
      context.conversation ??= conversations[next++ % conversations.length];
      return JSON.stringify({
        assistant_id: id,
        message: 'And how long will my delivery take?',
        channel: 'web',
        conversation_id: context.conversation,
      });
    };
    process.stderr.write(`${name}: benchmarking ${url}\n`);
    return await run([
      { route: 'GET /healthz (bare)', url: `${url}/healthz`, headers: {} },
      {
        route: 'POST /v1/chat (500-entry KB, new conversation)',
        url: `${url}/v1/chat`,
        method: 'POST',
        headers,
        body,
      },
      {
        route: 'POST /v1/chat (500-entry KB, continuing 50 conversations)',
        url: `${url}/v1/chat`,
        method: 'POST',
        headers,
        bodyFor: continuing,
      },
    ]);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function verdict(figures: Figures[]): string {
  const [bare, chat] = figures;
  const ok = chat!.rps >= 0.25 * bare!.rps && chat!.p99 < 50 && chat!.errors + chat!.non2xx === 0;
  return ok
    ? 'Target met: ≥ 25% of the bare route, p99 < 50 ms, no errors.'
    : 'Target NOT met (≥ 25% of bare, p99 < 50 ms).';
}

const sections = [quality(), '## Throughput', '', ...(await onBothBackends(throughput, verdict))];
const report = [
  '# Chat benchmark',
  '',
  `\`pnpm bench:chat\` — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores, ` +
    `${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION} s after a 3 s warm-up, medians. Each chat ` +
    'request stores its turn (the conversation, both messages and two outbox events) in one statement; concurrent ' +
    'turns share a statement and a commit. "New conversation" starts one per request; "continuing" sends every ' +
    "request into its connection's own conversation (read, answer, write if unchanged).",
  '',
  ...sections,
].join('\n');
mkdirSync(join(ROOT, 'reports/bench'), { recursive: true });
writeFileSync(join(ROOT, 'reports/bench/chat.md'), report);
process.stdout.write(`${report}\n`);
