import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './embedded.ts';

describe('data directory lock', () => {
  it('lets one process hold it, and takes over a lock whose process died', () => {
    const dir = mkdtempSync(join(tmpdir(), 'colloquy-lock-'));
    const release = lockDataDir(dir);
    // Our own pid counts as "this process", so pretend another live process (pid 1) holds it.
    writeFileSync(join(dir, 'pgdata.lock'), JSON.stringify({ pid: 1 }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by process 1/);
    writeFileSync(join(dir, 'pgdata.lock'), JSON.stringify({ pid: 2 ** 22 + 12345 })); // no such process
    const again = lockDataDir(dir);
    again();
    expect(existsSync(join(dir, 'pgdata.lock'))).toBe(false);
    release();
  });
});
