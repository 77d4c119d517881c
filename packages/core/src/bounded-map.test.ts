import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.ts';

describe('BoundedMap', () => {
  it('forgets the oldest entry once full, and replacing a key does not evict', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    map.set('a', 10);
    expect([...map.entries()]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
    map.set('c', 3);
    expect([...map.keys()]).toEqual(['b', 'c']);
  });
});
