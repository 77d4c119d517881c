import { describe, expect, it } from 'vitest';
import { tokenize, unElongate } from './tokenize.ts';

describe('tokenize', () => {
  it('splits words, contractions, emoticons, emoji and punctuation with offsets into the text', () => {
    const text = 'Don’t buy it!!! :( 😡 Worst, EVER.';
    const tokens = tokenize(text);
    expect(tokens.map((t) => [t.lower, t.kind])).toEqual([
      ["don't", 'word'],
      ['buy', 'word'],
      ['it', 'word'],
      ['!!!', 'punct'],
      [':(', 'emoticon'],
      ['😡', 'emoji'],
      ['worst', 'word'],
      [',', 'punct'],
      ['ever', 'word'],
      ['.', 'punct'],
    ]);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
  });

  it('marks words written in capitals, not single capitals or numbers', () => {
    const caps = tokenize('I LOVE this TV, 100 times').map((t) => [t.text, t.caps]);
    expect(caps).toEqual([
      ['I', false],
      ['LOVE', true],
      ['this', false],
      ['TV', true],
      [',', false],
      ['100', false],
      ['times', false],
    ]);
  });

  it('does not read a URL or a time as an emoticon', () => {
    expect(tokenize('see http://example.com at 10:30').some((t) => t.kind === 'emoticon')).toBe(false);
  });

  it('keeps accented and non-Latin words whole', () => {
    expect(tokenize('très bien, 很好').map((t) => t.lower)).toEqual(['très', 'bien', ',', '很好']);
  });

  it('shortens letters repeated three times or more', () => {
    expect(unElongate('goooood')).toEqual(['good', 'god']);
    expect(unElongate('good')).toEqual([]);
  });
});
