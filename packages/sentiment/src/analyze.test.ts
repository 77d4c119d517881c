import { describe, expect, it } from 'vitest';
import { analyzeMany, analyzeText } from './analyze.ts';

const rules = (text: string) => analyzeText(text, { model: false });

describe('analyzeText (built-in engine)', () => {
  it('labels plainly positive and negative reviews', () => {
    expect(analyzeText('Excellent phone, I love it. Highly recommended!').label).toBe('positive');
    expect(analyzeText('Terrible quality, it broke after a day. Avoid.').label).toBe('negative');
    expect(analyzeText('The parcel arrived on Tuesday.').label).toBe('neutral');
  });

  it('keeps score in −1…1 and confidence in 0…1', () => {
    for (const text of [
      '',
      '!!!',
      'GOOD GOOD GOOD GOOD GOOD!!!!!',
      'awful '.repeat(200),
      '😡😡😡',
      ':) :) :)',
    ]) {
      const r = analyzeText(text);
      expect(r.score).toBeGreaterThanOrEqual(-1);
      expect(r.score).toBeLessThanOrEqual(1);
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('handles negation: "not bad" leans positive, "not good" negative, "never again" negative', () => {
    expect(rules('not bad').score).toBeGreaterThan(0);
    expect(rules('not good').score).toBeLessThan(0);
    expect(rules('not bad').score).toBeLessThan(rules('good').score);
    expect(analyzeText('Never again.').label).toBe('negative');
    expect(analyzeText('I would not recommend this to anyone.').label).toBe('negative');
    expect(analyzeText('The food was not bad at all').evidence).toContain('not bad');
    // A negation reaches the first judgement only, and carries through "think".
    expect(rules('It never fails to engage us.').score).toBeGreaterThan(0);
    expect(rules("I don't think this phone is very good").score).toBeLessThan(0);
    expect(rules('I have never slept so well').score).toBeGreaterThan(0);
  });

  it('weighs intensifiers and dampeners', () => {
    expect(rules('very good').score).toBeGreaterThan(rules('good').score);
    expect(rules('good').score).toBeGreaterThan(rules('somewhat good').score);
    expect(rules('kind of good').score).toBeLessThan(rules('good').score);
    expect(rules('extremely bad').score).toBeLessThan(rules('bad').score);
  });

  it('lets the clause after "but" outweigh the one before, and finds both aspects', () => {
    const r = analyzeText('Good screen but awful battery.');
    expect(r.label).toBe('negative');
    const byAspect = Object.fromEntries(r.aspects.map((a) => [a.aspect, a]));
    expect(byAspect.screen?.label).toBe('positive');
    expect(byAspect.battery?.label).toBe('negative');
    expect(byAspect.battery?.phrases).toEqual(['awful battery']);
    expect(rules('The plot is dull but the acting is superb.').score).toBeGreaterThan(0);
  });

  it('finds an aspect across a copula and keeps two-word aspects', () => {
    const r = analyzeText('The battery life is really terrible.');
    expect(r.aspects.map((a) => [a.aspect, a.label])).toEqual([['battery life', 'negative']]);
    expect(r.evidence[0]).toBe('really terrible');
  });

  it('links a judgement to its thing across "and" and a predicate', () => {
    const r = analyzeText('The staff were friendly, but the breakfast was cold and overpriced.');
    expect(r.aspects.map((a) => [a.aspect, a.label])).toEqual([
      ['staff', 'positive'],
      ['breakfast', 'negative'],
    ]);
  });

  it('knows common review idioms', () => {
    expect(analyzeText("I can't recommend this enough!").label).toBe('positive');
    expect(analyzeText('Would not buy again.').label).toBe('negative');
    expect(analyzeText('Great value for money.').label).toBe('positive');
  });

  it('reads emoji and emoticons', () => {
    expect(analyzeText('Got my order today 😍').label).toBe('positive');
    expect(analyzeText('Delivery took three weeks :(').label).toBe('negative');
    expect(rules('ok <3').score).toBeGreaterThan(rules('ok').score);
    expect(analyzeText('Got my order today 😍').evidence).toContain('😍');
  });

  it('amplifies shouting and repeated exclamation marks', () => {
    expect(rules('This is GREAT').score).toBeGreaterThan(rules('This is great').score);
    expect(rules('This is great!!!').score).toBeGreaterThan(rules('This is great').score);
    expect(rules('THIS IS AWFUL').score).toBeLessThan(rules('this is awful').score);
    expect(rules('sooo goooood').score).toBeGreaterThan(0);
  });

  it('turns praise around when sarcasm is marked', () => {
    expect(analyzeText('Oh great, it broke again.').label).toBe('negative');
    expect(analyzeText('Best customer service ever 🙄').label).toBe('negative');
    expect(rules('Yeah right, what a wonderful product').score).toBeLessThan(0);
  });

  it('reads multi-sentence reviews as a whole', () => {
    const r = analyzeText(
      'The box was damaged and late. But the blender itself is excellent and works perfectly!',
    );
    expect(r.label).toBe('positive');
    expect(r.evidence.length).toBeGreaterThan(1);
    expect(analyzeText('Looks nice. Stopped working after two weeks. Waste of money!').label).toBe(
      'negative',
    );
  });

  it('reports the language and does not pretend on other languages', () => {
    expect(analyzeText('The camera is great').language).toBe('en');
    for (const [text, language] of [
      ['El producto es muy bueno y llegó rápido, pero la caja estaba rota.', 'es'],
      ['Das ist nicht gut und ich bin sehr enttäuscht von dem Produkt.', 'de'],
      ["C'est un très bon produit, je le recommande à tous.", 'fr'],
      ['这个手机很好，电池也不错', 'zh'],
      ['Отличный телефон, всем советую', 'ru'],
    ] as const) {
      const r = analyzeText(text);
      expect(r.language).toBe(language);
      expect(r.label).toBe('neutral');
      expect(r.confidence).toBeLessThan(0.3);
      expect(r.evidence).toEqual([]);
    }
  });

  it('analyzes batches the same as one by one', () => {
    const texts = ['great', 'awful', 'a table'];
    expect(analyzeMany(texts)).toEqual(texts.map((t) => analyzeText(t)));
  });

  it('is fast: well under 0.1 ms per review sentence', () => {
    const sentence =
      'The screen is bright and sharp, but the battery barely lasts a day, which is disappointing!';
    const batch = Array<string>(2000).fill(sentence);
    analyzeMany(batch);
    // Best of five: a busy CI machine slows some rounds, not the engine.
    const perText = Array.from({ length: 5 }, () => {
      const started = performance.now();
      analyzeMany(batch);
      return (performance.now() - started) / batch.length;
    });
    expect(Math.min(...perText)).toBeLessThan(0.1);
  });
});
