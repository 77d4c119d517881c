/**
 * pnpm bench:sentiment — accuracy and speed of the sentiment engines on ../shared/data/sentiment-dev (sentences
 * rated −4…4 by ≥20 people; truth is the sign of the mean rating), side by side with AFINN (npm `sentiment`) and
 * VADER (npm `vader-sentiment`) run in this process. The built-in engine's learned layer is measured
 * leave-one-source-out: for each source it is trained, by the same recipe as the shipped model, on the other three.
 * Writes reports/bench/sentiment.md.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import {
  analyzeMany,
  createSentimentEngine,
  type RatedSentence,
  readRatedSentences,
  SENTIMENT_DEV_SOURCES,
  type SentimentDevSource,
  trainModel,
} from '../packages/sentiment/src/index.ts';
import { median, ROOT } from './bench-lib.ts';

const DATA = join(ROOT, '../shared/data/sentiment-dev');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Truth for the 3-way measure: mean ratings within ±0.5 (of −4…4) are neutral. */
const TRUTH_NEUTRAL_BAND = 0.5;

type Label = 'positive' | 'negative' | 'neutral';
interface Prediction {
  score: number;
  label: Label;
}
interface Engine {
  name: string;
  predict(texts: string[], source: SentimentDevSource): Promise<Prediction[]>;
}

// The comparison packages are the sentiment package's dev dependencies.
const requireDev = createRequire(join(ROOT, 'packages/sentiment/package.json'));
const AfinnSentiment = requireDev('sentiment') as new () => { analyze(text: string): { score: number } };
const vader = requireDev('vader-sentiment') as {
  SentimentIntensityAnalyzer: { polarity_scores(text: string): { compound: number } };
};
const sign = (x: number, band = 0): Label => (x > band ? 'positive' : x < -band ? 'negative' : 'neutral');

async function engines(data: Record<SentimentDevSource, RatedSentence[]>): Promise<Engine[]> {
  const afinn = new AfinnSentiment();
  const tiny = await createSentimentEngine({
    kind: 'transformers',
    model: join(ROOT, 'packages/sentiment/models/tiny-bow-sentiment'),
  });
  const heldOutModels = new Map(
    SENTIMENT_DEV_SOURCES.map((held) => {
      const training = SENTIMENT_DEV_SOURCES.filter((s) => s !== held).flatMap((s) => data[s]);
      const examples = training
        .filter((s) => s.rating !== 0)
        .map((s) => ({ text: s.text, positive: s.rating > 0 }));
      return [held, trainModel(examples)] as const;
    }),
  );
  return [
    {
      name: 'built-in: rules + model (held-out source)',
      predict: async (texts, source) => analyzeMany(texts, { model: heldOutModels.get(source)! }),
    },
    { name: 'built-in: rules only', predict: async (texts) => analyzeMany(texts, { model: false }) },
    {
      name: 'AFINN (npm sentiment)',
      predict: async (texts) =>
        texts.map((t) => {
          const score = afinn.analyze(t).score;
          return { score, label: sign(score) };
        }),
    },
    {
      name: 'VADER (npm vader-sentiment)',
      predict: async (texts) =>
        texts.map((t) => {
          const score = vader.SentimentIntensityAnalyzer.polarity_scores(t).compound;
          return { score, label: sign(score, 0.05 - 1e-9) };
        }),
    },
    { name: 'transformers.js: tiny test model', predict: (texts) => tiny.analyzeMany(texts) },
  ];
}

function binaryAccuracy(rows: RatedSentence[], predictions: Prediction[]): number {
  let right = 0;
  let counted = 0;
  for (const [i, row] of rows.entries()) {
    if (row.rating === 0) continue;
    counted++;
    // Neutral counts as negative, as in the reference figures: positive only when the score is above zero.
    if (predictions[i]!.score > 0 === row.rating > 0) right++;
  }
  return right / counted;
}

function macroF1(rows: RatedSentence[], predictions: Prediction[]): number {
  const labels: Label[] = ['positive', 'negative', 'neutral'];
  const f1s = labels.map((label) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const [i, row] of rows.entries()) {
      const truth = sign(row.rating, TRUTH_NEUTRAL_BAND - 1e-9);
      const predicted = predictions[i]!.label;
      if (predicted === label && truth === label) tp++;
      else if (predicted === label) fp++;
      else if (truth === label) fn++;
    }
    return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  });
  return f1s.reduce((a, b) => a + b, 0) / labels.length;
}

/**
 * Texts per second for each engine over the same texts, in ROUNDS interleaved rounds (a, b, c, a, b, c…), median:
 * a noisy neighbour then slows every engine alike.
 */
async function throughputs(engines: Engine[], texts: string[]): Promise<Map<string, number>> {
  const rates = new Map<string, number[]>(engines.map((e) => [e.name, []]));
  for (const engine of engines) await engine.predict(texts.slice(0, 2000), 'amazon');
  for (let round = 0; round < ROUNDS; round++) {
    for (const engine of engines) {
      const started = performance.now();
      await engine.predict(texts, 'amazon');
      rates.get(engine.name)!.push(texts.length / ((performance.now() - started) / 1000));
    }
  }
  return new Map([...rates].map(([name, r]) => [name, median(r)]));
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

async function main() {
  if (!existsSync(DATA)) {
    console.error(`no data at ${DATA}: the benchmark needs ../shared/data/sentiment-dev`);
    process.exit(1);
  }
  const data = Object.fromEntries(
    SENTIMENT_DEV_SOURCES.map((s) => [s, readRatedSentences(DATA, s)]),
  ) as Record<SentimentDevSource, RatedSentence[]>;
  const all = await engines(data);
  const accuracy = new Map<string, { binary: number; f1: number }>();
  for (const engine of all) {
    for (const source of SENTIMENT_DEV_SOURCES) {
      const rows = data[source];
      const predictions = await engine.predict(
        rows.map((r) => r.text),
        source,
      );
      accuracy.set(`${engine.name}|${source}`, {
        binary: binaryAccuracy(rows, predictions),
        f1: macroF1(rows, predictions),
      });
      console.error(`${engine.name} · ${source}: ${pct(accuracy.get(`${engine.name}|${source}`)!.binary)}`);
    }
  }
  // Speed: every text of every source, warm, median of ROUNDS; the built-in engine with its shipped model.
  const texts = SENTIMENT_DEV_SOURCES.flatMap((s) => data[s].map((r) => r.text));
  const shipped: Engine = { name: 'built-in (shipped model)', predict: async (t) => analyzeMany(t) };
  const speed = await throughputs([shipped, ...all.slice(1)], texts);
  for (const [name, rate] of speed) console.error(`${name}: ${Math.round(rate)} texts/s`);
  writeReport(all, data, accuracy, speed, texts.length);
}

function writeReport(
  all: Engine[],
  data: Record<SentimentDevSource, RatedSentence[]>,
  accuracy: Map<string, { binary: number; f1: number }>,
  speed: Map<string, number>,
  speedTexts: number,
) {
  const cell = (engine: string, source: string) => {
    const a = accuracy.get(`${engine}|${source}`)!;
    return `${pct(a.binary)} / ${a.f1.toFixed(3)}`;
  };
  const counts = SENTIMENT_DEV_SOURCES.map((s) => `${s} ${data[s].filter((r) => r.rating !== 0).length}`);
  const ours = all[0]!.name;
  const vaderName = all[3]!.name;
  const binary = (engine: string, source: string) => accuracy.get(`${engine}|${source}`)!.binary;
  const verdicts = [
    ...(['amazon', 'movie'] as const).map(
      (s) =>
        `- ${s}: ${pct(binary(ours, s))} vs VADER ${pct(binary(vaderName, s))} — target VADER + 5 points and ≥ 88%: ` +
        (binary(ours, s) >= binary(vaderName, s) + 0.05 && binary(ours, s) >= 0.88 ? 'met' : 'NOT met'),
    ),
    ...(['tweets', 'nyt'] as const).map(
      (s) =>
        `- ${s}: ${pct(binary(ours, s))} vs VADER ${pct(binary(vaderName, s))} — target no worse than VADER: ` +
        (binary(ours, s) >= binary(vaderName, s) ? 'met' : 'NOT met'),
    ),
    `- speed: built-in ${Math.round(speed.get('built-in (shipped model)')!).toLocaleString('en')} texts/s vs AFINN ` +
      `${Math.round(speed.get('AFINN (npm sentiment)')!).toLocaleString('en')} — target at least half of AFINN's: ` +
      (speed.get('built-in (shipped model)')! >= speed.get('AFINN (npm sentiment)')! / 2 ? 'met' : 'NOT met'),
  ];
  const report = [
    '# Sentiment benchmark',
    '',
    `\`pnpm bench:sentiment\` — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores.`,
    '',
    `Data: ../shared/data/sentiment-dev (Hutto & Gilbert 2014), sentences with a non-zero mean rating: ${counts.join(', ')}.`,
    "The tweets' `@anonymous` / `http://url_removed` placeholders and HTML entities are removed before every engine.",
    '',
    '## Accuracy',
    '',
    'Each cell: **binary accuracy** (truth: sign of the mean rating, zeros left out; prediction positive when the',
    "engine's score is above 0, so neutral counts as negative) / **3-way macro-F1** (truth neutral when the mean",
    "rating is within ±0.5 of the −4…4 scale; each engine's own neutral rule: built-in ±0.2 of its score with the",
    'model, ±0.05 rules only; VADER ±0.05 compound; AFINN score 0; the tiny model ±0.2).',
    '',
    '| engine | amazon | movie | tweets | nyt |',
    '|---|---:|---:|---:|---:|',
    ...all.map((e) => `| ${e.name} | ${SENTIMENT_DEV_SOURCES.map((s) => cell(e.name, s)).join(' | ')} |`),
    '',
    'Honesty: the learned layer in the first row never saw the source it is scored on (trained on the other three;',
    'the shipped model is trained on all four). The rules and lexicon additions were written while looking at',
    'errors on these sets, so the rules-only row is not a fully blind figure. Reference points on review sentences',
    '(binary, neutral as negative): AFINN ≈ 0.78–0.81, VADER ≈ 0.79–0.83 — measured differently from here (these',
    'snippets include many near-neutral sentences), so compare with the AFINN and VADER rows above, run alike.',
    'The tiny transformers.js model is the committed test fixture (lexicon weights as a bag of words), not a real',
    'sentiment model: it shows the engine runs, not what a trained transformer scores.',
    '',
    '## Speed',
    '',
    `All ${speedTexts.toLocaleString('en')} sentences per round, warm, ${ROUNDS} interleaved rounds, median, one process.`,
    '',
    '| engine | texts/s | µs per text |',
    '|---|---:|---:|',
    ...[...speed].map(
      ([name, rate]) => `| ${name} | ${Math.round(rate).toLocaleString('en')} | ${(1e6 / rate).toFixed(1)} |`,
    ),
    '',
    '## Targets (issue 6)',
    '',
    ...verdicts,
    '',
  ].join('\n');
  mkdirSync(join(ROOT, 'reports/bench'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/bench/sentiment.md'), report);
  console.log(report);
}

await main();
