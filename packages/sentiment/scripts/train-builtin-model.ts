/**
 * Trains the built-in engine's learned layer on the VADER human-rated sentences (../shared/data/sentiment-dev,
 * all four sources; MIT licence, credited in the README) and writes models/builtin-en.tsv.
 * Deterministic: the same data gives the same file. The benchmark measures this recipe leave-one-source-out.
 * Run: pnpm exec tsx packages/sentiment/scripts/train-builtin-model.ts [data-dir]
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRatedSentences, SENTIMENT_DEV_SOURCES, serializeModel, trainModel } from '../src/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.argv[2] ?? join(here, '../../../../shared/data/sentiment-dev');
const examples = SENTIMENT_DEV_SOURCES.flatMap((source) => readRatedSentences(dataDir, source))
  .filter((s) => s.rating !== 0)
  .map((s) => ({ text: s.text, positive: s.rating > 0 }));
const model = trainModel(examples);
writeFileSync(join(here, '../models/builtin-en.tsv'), serializeModel(model));
console.log(`trained on ${examples.length} sentences; ${model.weights.size} weights`);
