// The engine, question by question: what it declines rather than answer a guess.
import { describe, expect, it } from 'vitest';
import { sql } from '../testing/schemas.ts';

describe('a comparison turned around', () => {
  it('reads "not older than 30" as at most 30', () => {
    expect(sql('How many captains are not older than 30?')).toContain('"age" <= 30');
  });
});
