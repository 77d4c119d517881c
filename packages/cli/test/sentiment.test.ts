import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgress } from '../src/commands/sentiment.ts';
import { runCli } from './cli.ts';

interface Line {
  label: string;
  score: number;
  confidence: number;
  aspects: { aspect: string; label: string }[];
  evidence: string[];
}

const parse = (stdout: string): Line[] =>
  stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);

describe('colloquy sentiment', () => {
  let dir: string;
  let env: Record<string, string>;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'colloquy-sentiment-'));
    // A data dir that must never be created: the command needs no database.
    env = { COLLOQUY_DATA_DIR: join(dir, 'never-created') };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one JSON line per stdin line, in order, blank lines included', async () => {
    const input = 'Great screen but awful battery life.\nI love it!!\n\nTerrible. Never again.\n';
    const { code, stdout, stderr } = await runCli(['sentiment'], env, input);
    expect(code, stderr).toBe(0);
    const lines = parse(stdout);
    expect(lines).toHaveLength(4);
    expect(lines.map((l) => l.label)).toEqual(['negative', 'positive', 'neutral', 'negative']);
    expect(lines[0]?.aspects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ aspect: 'screen', label: 'positive' }),
        expect.objectContaining({ aspect: 'battery life', label: 'negative' }),
      ]),
    );
    expect(lines[3]?.evidence).toContain('Never again');
    expect(lines[1]?.score).toBeGreaterThan(0.5);
    expect(existsSync(env.COLLOQUY_DATA_DIR!)).toBe(false);
  });

  it('reads a CSV column with --file and reports progress on stderr', async () => {
    const rows = Array.from({ length: 300 }, (_, i) =>
      i % 3 === 0
        ? `${i},"Wonderful, works perfectly"`
        : i % 3 === 1
          ? `${i},"Broke after a day, awful"`
          : `${i},"It is a box"`,
    );
    const file = join(dir, 'reviews.csv');
    writeFileSync(file, `id,body\n${rows.join('\n')}\n`);
    const { code, stdout, stderr } = await runCli(['sentiment', '--file', file, '--column', 'body'], env);
    expect(code, stderr).toBe(0);
    const lines = parse(stdout);
    expect(lines).toHaveLength(300);
    expect(lines.slice(0, 3).map((l) => l.label)).toEqual(['positive', 'negative', 'neutral']);
    expect(lines.filter((l) => l.label === 'positive')).toHaveLength(100);
    // Not a terminal: plain progress lines, not a redrawn bar, ending with the total.
    expect(stderr).not.toContain('\r');
    expect(stderr).toMatch(/sentiment: 0\/300 texts \(0%\)/);
    expect(stderr).toMatch(/sentiment: 300\/300 texts \(100%\)/);
    expect(stderr).toMatch(/analysed 300 texts/);
  });

  it('exits non-zero with a one-line reason on a missing file or column', async () => {
    const file = join(dir, 'other.csv');
    writeFileSync(file, 'id,review\n1,Nice\n');
    const missingColumn = await runCli(['sentiment', '--file', file], env);
    expect(missingColumn.code).toBe(1);
    expect(missingColumn.stderr).toMatch(/^colloquy: .*no column "text" \(columns: id, review\)/);
    expect(missingColumn.stdout).toBe('');
    const missingFile = await runCli(['sentiment', '--file', join(dir, 'nope.csv')], env);
    expect(missingFile.code).toBe(1);
    expect(missingFile.stderr).toMatch(/cannot read .*nope\.csv: ENOENT/);
  });

  it('redraws one progress bar on a terminal', () => {
    let out = '';
    const stream = {
      isTTY: true,
      write: (chunk: string) => {
        out += chunk;
        return true;
      },
    } as unknown as NodeJS.WriteStream;
    const progress = createProgress(200, stream);
    progress.update(0);
    progress.update(200);
    progress.finish(200);
    expect(out).toMatch(/^\r\[-{30}\] 0% 0\/200/);
    expect(out).toMatch(/\r\[#{30}\] 100% 200\/200 \d+\/s\n/);
    expect(out.split('\n').filter(Boolean)).toHaveLength(2);
  });
});
