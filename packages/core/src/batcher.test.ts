import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher.ts';

describe('Batcher', () => {
  it('groups the items submitted together, and those that arrive while a batch is written', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>(async (items) => {
      batches.push(items);
      await new Promise((r) => setTimeout(r, 5));
      return items.map((n) => n * 2);
    });
    const first = [1, 2].map((n) => batcher.submit(n));
    await new Promise((r) => setTimeout(r, 1)); // the first batch is being written
    const results = await Promise.all([...first, ...[3, 4].map((n) => batcher.submit(n))]);
    expect(results).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('respects the batch limit', async () => {
    const sizes: number[] = [];
    const batcher = new Batcher<number, number>(
      async (items) => {
        sizes.push(items.length);
        return items;
      },
      { maxBatch: 3 },
    );
    await Promise.all(Array.from({ length: 8 }, (_, i) => batcher.submit(i)));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(8);
  });

  it('fails only the bad item when a shared batch fails', async () => {
    const batcher = new Batcher<number, number>(async (items) => {
      if (items.includes(13)) throw new Error('unlucky');
      return items;
    });
    const results = await Promise.allSettled([1, 13, 2, 3].map((n) => batcher.submit(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    // And the batcher keeps working afterwards.
    await expect(batcher.submit(7)).resolves.toBe(7);
  });
});
