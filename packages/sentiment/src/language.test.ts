import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';
import { tokenize } from './tokenize.ts';

const detect = (text: string) => detectLanguage(tokenize(text));

describe('detectLanguage', () => {
  it('recognises English, even short reviews without stop words', () => {
    expect(detect('I bought this for my son and he loves it').language).toBe('en');
    expect(detect('Awesome!!').language).toBe('en');
    expect(detect('Never again.').language).toBe('en');
  });

  it('recognises common European languages by their stop words', () => {
    expect(detect('Es un producto muy bueno, pero la batería dura poco').language).toBe('es');
    expect(detect('Het is niet erg goed en ik ben er niet blij mee').language).toBe('nl');
    expect(detect('Il prodotto è molto bello e sono contento di questo acquisto').language).toBe('it');
    expect(detect('O produto é muito bom e chegou rápido, não tenho do que reclamar').language).toBe('pt');
  });

  it('recognises other scripts', () => {
    expect(detect('とても良い製品です').language).toBe('ja');
    expect(detect('정말 좋은 제품입니다').language).toBe('ko');
    expect(detect('منتج رائع جدا').language).toBe('ar');
  });

  it('says "und" when there is nothing to go on', () => {
    expect(detect('12345 😀').language).toBe('und');
    expect(detect('').confidence).toBe(0);
  });
});
