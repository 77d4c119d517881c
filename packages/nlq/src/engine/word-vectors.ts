/**
 * Word vectors for meaning near a name rather than spelling it ("victories" → `wins`, "killed" → `deaths`). The
 * shipped file (models/word-vectors.bin, see scripts/build-word-vectors.ts) holds the most frequent English words
 * with one unit-length vector each, stored as signed bytes; it is read once, on first use.
 *
 * Layout: "CWV1", then three little-endian uint32 (word count, dimensions, byte length of the word list), the
 * words in UTF-8 separated by "\n", and count × dimensions signed bytes.
 */
import { readFileSync } from 'node:fs';

/** How many words the shipped file keeps (most frequent first). */
export const WORD_VECTOR_LIMIT = 40_000;

const MAGIC = 'CWV1';

export interface WordVectors {
  /** Cosine similarity of two words' vectors (−1…1); undefined when either word is not known. */
  similarity(a: string, b: string): number | undefined;
  /** Whether the word is one of the known English words. */
  has(word: string): boolean;
}

export function encodeWordVectors(words: string[], vectors: number[][]): Buffer {
  const dims = vectors[0]?.length ?? 0;
  const list = Buffer.from(words.join('\n'), 'utf8');
  const header = Buffer.alloc(16);
  header.write(MAGIC, 0, 'latin1');
  header.writeUInt32LE(words.length, 4);
  header.writeUInt32LE(dims, 8);
  header.writeUInt32LE(list.length, 12);
  const body = Buffer.alloc(words.length * dims);
  vectors.forEach((v, i) => {
    const norm = Math.hypot(...v) || 1;
    for (const [d, x] of v.entries()) {
      body.writeInt8(Math.max(-127, Math.min(127, Math.round((x / norm) * 127))), i * dims + d);
    }
  });
  return Buffer.concat([header, list, body]);
}

export function decodeWordVectors(bytes: Uint8Array): WordVectors {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.toString('latin1', 0, 4) !== MAGIC) throw new Error('not a word vector file');
  const count = buffer.readUInt32LE(4);
  const dims = buffer.readUInt32LE(8);
  const listLength = buffer.readUInt32LE(12);
  const words = buffer.toString('utf8', 16, 16 + listLength).split('\n');
  const data = new Int8Array(buffer.buffer, buffer.byteOffset + 16 + listLength, count * dims);
  const row = new Map(words.map((w, i) => [w, i]));
  // (Lengths are worked out on first use: a question meets a few dozen words of the 40,000.)
  const norms = new Float64Array(count);
  const norm = (i: number) => {
    if (norms[i] === 0) {
      let sum = 0;
      for (let d = 0; d < dims; d++) sum += data[i * dims + d]! ** 2;
      norms[i] = Math.sqrt(sum) || 1;
    }
    return norms[i]!;
  };
  return {
    similarity(a, b) {
      const i = row.get(a);
      const j = row.get(b);
      if (i === undefined || j === undefined) return undefined;
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += data[i * dims + d]! * data[j * dims + d]!;
      return dot / (norm(i) * norm(j));
    },
    has: (word) => row.has(word),
  };
}

let shipped: WordVectors | undefined;

/** The shipped word vectors, read on first use. */
export function wordVectors(): WordVectors {
  shipped ??= decodeWordVectors(readFileSync(new URL('../../models/word-vectors.bin', import.meta.url)));
  return shipped;
}
