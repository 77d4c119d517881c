/**
 * Builds the tiny ONNX text-classification model that the transformers.js engine is tested on, since no model can
 * be downloaded here: a bag-of-words linear classifier whose word weights are the built-in lexicon's valences.
 * Writes packages/sentiment/models/tiny-bow-sentiment/{config.json, tokenizer.json, tokenizer_config.json,
 * onnx/model.onnx}. The ONNX protobuf is written by hand below (field numbers from onnx/onnx.proto, opset 13):
 *   logits = ReduceSum(Gather(embeddings, input_ids) * attention_mask, axis 1) + bias
 * Run: pnpm exec tsx scripts/build-sentiment-onnx.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './bench-lib.ts';

const OUT = join(ROOT, 'packages/sentiment/models/tiny-bow-sentiment');
const LABELS = ['NEGATIVE', 'POSITIVE'];
const SPECIAL = ['[PAD]', '[UNK]'];

// ---- a minimal protobuf writer ----
type Bytes = Uint8Array;
const concat = (parts: Bytes[]): Bytes => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
function varint(value: number): Bytes {
  const bytes: number[] = [];
  let v = value;
  while (v >= 0x80) {
    bytes.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  bytes.push(v);
  return Uint8Array.from(bytes);
}
const key = (field: number, wire: number) => varint(field * 8 + wire);
const int = (field: number, value: number) => concat([key(field, 0), varint(value)]);
const bytes = (field: number, value: Bytes) => concat([key(field, 2), varint(value.length), value]);
const str = (field: number, value: string) => bytes(field, new TextEncoder().encode(value));
const msg = (field: number, parts: Bytes[]) => bytes(field, concat(parts));

const FLOAT = 1;
const INT64 = 7;
const ATTR_INT = 2;

function tensor(name: string, dims: number[], type: number, raw: Bytes): Bytes[] {
  return [...dims.map((d) => int(1, d)), int(2, type), str(8, name), bytes(9, raw)];
}
const floats = (values: number[]) => new Uint8Array(Float32Array.from(values).buffer);
const int64s = (values: number[]) => new Uint8Array(BigInt64Array.from(values.map(BigInt)).buffer);

function valueInfo(name: string, type: number, dims: (number | string)[]): Bytes[] {
  const shape = dims.map((d) => msg(1, [typeof d === 'number' ? int(1, d) : str(2, d)]));
  return [str(1, name), msg(2, [msg(1, [int(1, type), msg(2, shape)])])];
}

function node(op: string, inputs: string[], outputs: string[], attributes: Bytes[][] = []): Bytes[] {
  return [
    ...inputs.map((i) => str(1, i)),
    ...outputs.map((o) => str(2, o)),
    str(3, `${op}_${outputs[0]}`),
    str(4, op),
    ...attributes.map((a) => msg(5, a)),
  ];
}

// ---- the vocabulary and weights: single-word lexicon entries ----
function lexiconRows(file: string): [string, number][] {
  return readFileSync(join(ROOT, 'packages/sentiment/lexicon', file), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('# '))
    .map((line) => {
      const tab = line.lastIndexOf('\t');
      return [line.slice(0, tab), Number(line.slice(tab + 1))] as [string, number];
    });
}
const valences = new Map(lexiconRows('vader.tsv'));
for (const [word, v] of lexiconRows('reviews.tsv')) valences.set(word, v);
const words = [...valences]
  .filter(([w, v]) => v !== 0 && /^[a-z]+$/.test(w))
  .sort(([a], [b]) => a.localeCompare(b));
const vocab: Record<string, number> = {};
for (const [i, token] of [...SPECIAL, ...words.map(([w]) => w)].entries()) vocab[token] = i;
const size = SPECIAL.length + words.length;
// Row per token: [negative logit, positive logit] = ∓valence/2; padding and unknown words weigh nothing.
const embeddings = [0, 0, 0, 0, ...words.flatMap(([, v]) => [-v / 2, v / 2])];

const graph = [
  msg(1, node('Gather', ['embeddings', 'input_ids'], ['gathered'])),
  msg(
    1,
    node('Cast', ['attention_mask'], ['mask_float'], [[str(1, 'to'), int(20, ATTR_INT), int(3, FLOAT)]]),
  ),
  msg(1, node('Unsqueeze', ['mask_float', 'axis_2'], ['mask_3d'])),
  msg(1, node('Mul', ['gathered', 'mask_3d'], ['masked'])),
  msg(
    1,
    node('ReduceSum', ['masked', 'axis_1'], ['summed'], [[str(1, 'keepdims'), int(20, ATTR_INT), int(3, 0)]]),
  ),
  msg(1, node('Add', ['summed', 'bias'], ['logits'])),
  str(2, 'tiny_bow_sentiment'),
  msg(5, tensor('embeddings', [size, LABELS.length], FLOAT, floats(embeddings))),
  msg(5, tensor('bias', [LABELS.length], FLOAT, floats([0, 0]))),
  msg(5, tensor('axis_1', [1], INT64, int64s([1]))),
  msg(5, tensor('axis_2', [1], INT64, int64s([2]))),
  msg(11, valueInfo('input_ids', INT64, ['batch_size', 'sequence_length'])),
  msg(11, valueInfo('attention_mask', INT64, ['batch_size', 'sequence_length'])),
  msg(12, valueInfo('logits', FLOAT, ['batch_size', LABELS.length])),
];
const model = concat([
  int(1, 8),
  str(2, 'colloquy build-sentiment-onnx'),
  msg(7, graph),
  msg(8, [str(1, ''), int(2, 13)]),
]);

const special = (content: string, id: number) => ({
  id,
  content,
  single_word: false,
  lstrip: false,
  rstrip: false,
  normalized: false,
  special: true,
});
const tokenizer = {
  version: '1.0',
  truncation: null,
  padding: null,
  added_tokens: SPECIAL.map(special),
  normalizer: { type: 'Lowercase' },
  pre_tokenizer: { type: 'Whitespace' },
  post_processor: null,
  decoder: null,
  model: { type: 'WordLevel', vocab, unk_token: '[UNK]' },
};
const config = {
  model_type: 'bert',
  architectures: ['BertForSequenceClassification'],
  id2label: Object.fromEntries(LABELS.map((l, i) => [String(i), l])),
  label2id: Object.fromEntries(LABELS.map((l, i) => [l, i])),
  vocab_size: size,
};
const tokenizerConfig = {
  tokenizer_class: 'PreTrainedTokenizerFast',
  model_max_length: 512,
  pad_token: '[PAD]',
  unk_token: '[UNK]',
  do_lower_case: true,
};

mkdirSync(join(OUT, 'onnx'), { recursive: true });
writeFileSync(join(OUT, 'onnx/model.onnx'), model);
writeFileSync(join(OUT, 'tokenizer.json'), `${JSON.stringify(tokenizer)}\n`);
writeFileSync(join(OUT, 'tokenizer_config.json'), `${JSON.stringify(tokenizerConfig, null, 2)}\n`);
writeFileSync(join(OUT, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
// In the workspace's JSON style, so that a rebuild of unchanged weights leaves no diff.
spawnSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', OUT], { stdio: 'ignore' });
console.log(`wrote ${OUT}: ${size} tokens, ${model.length} bytes of ONNX`);
