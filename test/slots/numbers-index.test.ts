import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/selector/tokenize.js';
import { isIndefiniteArticle, isPercentWord, percentLength, percentPrecedes, readNumber } from '../../src/slots/numbers/index.js';

describe('readNumber language choice', () => {
  it('uses the primary subtag, case-insensitively', () => {
    expect(readNumber(['setenta', 'y', 'cinco'], 0, 'es-419')).toEqual({ value: 75, length: 3 });
    expect(readNumber(['setenta', 'y', 'cinco'], 0, 'ES')).toEqual({ value: 75, length: 3 });
    expect(readNumber(['fünfundsiebzig'], 0, 'de_AT')).toEqual({ value: 75, length: 1 });
    expect(readNumber(['soixante', 'quinze'], 0, 'fr-Latn-CA')).toEqual({ value: 75, length: 2 });
    expect(readNumber(['二十五'], 0, 'ja-JP')).toEqual({ value: 25, length: 1 });
    expect(readNumber(['二十五'], 0, 'zh-Hans-CN')).toEqual({ value: 25, length: 1 });
  });

  it('does not read another language’s words', () => {
    expect(readNumber(['setenta', 'y', 'cinco'], 0, 'en')).toBeNull();
    expect(readNumber(['seventy', 'five'], 0, 'es')).toBeNull();
    expect(readNumber(['once'], 0, 'en')).toBeNull();
    expect(readNumber(['once'], 0, 'es')).toEqual({ value: 11, length: 1 });
    expect(readNumber(['二十五'], 0, 'en')).toBeNull();
  });

  it('adds a half said after a whole number, in words or fused', () => {
    const read = (text: string, lang: string) => readNumber(tokenize(text).tokens, 0, lang);
    expect(read('twenty one and a half', 'en')).toEqual({ value: 21.5, length: 5 });
    expect(read('2 and a half', 'en')).toEqual({ value: 2.5, length: 4 });
    expect(read('veintiuno y medio', 'es')).toEqual({ value: 21.5, length: 3 });
    expect(read('vingt et un et demi', 'fr')).toEqual({ value: 21.5, length: 5 });
    expect(read('neunzehneinhalb', 'de')).toEqual({ value: 19.5, length: 1 });
    expect(read('neunzehn einhalb', 'de')).toEqual({ value: 19.5, length: 2 });
    expect(read('anderthalb', 'de')).toEqual({ value: 1.5, length: 1 });
    // Never after a fraction or a negative number, nor half of nothing.
    expect(read('2.5 and a half', 'en')).toEqual({ value: 2.5, length: 1 });
    expect(read('minus two and a half', 'en')).toEqual({ value: -2, length: 2 });
    expect(read('einhalb', 'de')).toBeNull();
    expect(read('twenty and a', 'en')).toEqual({ value: 20, length: 1 });
  });

  it('reads digits only in languages without a word table', () => {
    expect(readNumber(['75'], 0, 'it')).toEqual({ value: 75, length: 1 });
    expect(readNumber(['2.5'], 0, 'pt-BR')).toEqual({ value: 2.5, length: 1 });
    expect(readNumber(['1,000'], 0, 'nl')).toEqual({ value: 1000, length: 1 });
    expect(readNumber(['settantacinque'], 0, 'it')).toBeNull();
    expect(readNumber(['75'], 0, '')).toEqual({ value: 75, length: 1 });
  });

  it('takes the decimal separator from the region', () => {
    expect(readNumber(['1,000'], 0, 'es')).toEqual({ value: 1, length: 1 });
    expect(readNumber(['1,000'], 0, 'es-US')).toEqual({ value: 1000, length: 1 });
    expect(readNumber(['2,5'], 0, 'de-DE')).toEqual({ value: 2.5, length: 1 });
    expect(readNumber(['2,5'], 0, 'de-CH')).toBeNull();
  });

  it('answers null outside the token list', () => {
    expect(readNumber([], 0, 'en')).toBeNull();
    expect(readNumber(['5'], 1, 'en')).toBeNull();
    expect(readNumber(['5'], -1, 'en')).toBeNull();
  });

  it('reads every token list the same way on repeated calls (no hidden state)', () => {
    const tokens = ['quatre', 'vingt', 'dix', 'sept'];
    const first = readNumber(tokens, 0, 'fr');
    for (let i = 0; i < 3; i++) expect(readNumber(tokens, 0, 'fr')).toEqual(first);
    expect(first).toEqual({ value: 97, length: 4 });
  });
});

describe('percent words', () => {
  it.each([
    ['en', ['%'], 1],
    ['en', ['percent'], 1],
    ['en', ['per', 'cent'], 2],
    ['en', ['per', 'hour'], 0],
    ['es', ['por', 'ciento'], 2],
    ['es', ['porciento'], 1],
    ['es', ['por', 'cien'], 2],
    ['es', ['por', 'favor'], 0],
    ['de', ['prozent'], 1],
    ['de', ['%'], 1],
    ['fr', ['pour', 'cent'], 2],
    ['fr', ['pourcent'], 1],
    ['fr', ['pour', 'toi'], 0],
    ['ja', ['パーセント'], 1],
    ['ja', ['%'], 1],
    ['it', ['%'], 1],
    ['it', ['percento'], 0],
    ['en', ['prozent'], 0],
    ['en', [], 0],
  ] as Array<[string, string[], number]>)('%s %j → %d', (lang, tokens, expected) => {
    expect(percentLength(tokens, 0, lang)).toBe(expected);
  });

  it('counts from any position and is never read as a number', () => {
    const tokens = ['setenta', 'y', 'cinco', 'por', 'ciento'];
    expect(percentLength(tokens, 3, 'es')).toBe(2);
    expect(percentLength(tokens, 4, 'es')).toBe(0);
    expect(readNumber(tokens, 3, 'es')).toBeNull();
    expect(readNumber(tokens, 0, 'es')).toEqual({ value: 75, length: 3 });
    expect(readNumber(['%'], 0, 'en')).toBeNull();
  });

  it('isPercentWord accepts single-token forms only', () => {
    expect(isPercentWord('%', 'en')).toBe(true);
    expect(isPercentWord('percent', 'en-US')).toBe(true);
    expect(isPercentWord('prozent', 'de')).toBe(true);
    expect(isPercentWord('パーセント', 'ja')).toBe(true);
    expect(isPercentWord('porciento', 'es')).toBe(true);
    expect(isPercentWord('per', 'en')).toBe(false);
    expect(isPercentWord('por', 'es')).toBe(false);
    expect(isPercentWord('cent', 'fr')).toBe(false);
    expect(isPercentWord('percent', 'de')).toBe(false);
  });

  it('says where percent goes', () => {
    expect(percentPrecedes('zh-CN')).toBe(true);
    expect(percentPrecedes('es')).toBe(false);
  });
});

it('names the indefinite articles read as 1', () => {
  expect(isIndefiniteArticle('una', 'es')).toBe(true);
  expect(isIndefiniteArticle('une', 'fr')).toBe(true);
  expect(isIndefiniteArticle('eine', 'de')).toBe(true);
  expect(isIndefiniteArticle('one', 'en')).toBe(false);
  expect(isIndefiniteArticle('a', 'en')).toBe(false);
  expect(readNumber(['una'], 0, 'es')).toEqual({ value: 1, length: 1 });
});

describe('readNumber on the selector tokenizer output', () => {
  const at = (text: string, i: number, lang: string) => readNumber(tokenize(text).tokens, i, lang);

  it('reads a hyphen before digits as a minus sign, not a hyphenated word', () => {
    expect(at('set it to -5', 3, 'en')).toEqual({ value: -5, length: 1 });
    expect(at('pon la temperatura a -2,5', 4, 'es')).toEqual({ value: -2.5, length: 1 });
    expect(at('温度を-5に', 3, 'ja')).toEqual({ value: -5, length: 1 });
    expect(at('covid-19', 1, 'en')).toEqual({ value: 19, length: 1 });
  });

  it('reads ・ between kanji numerals as a decimal point', () => {
    expect(at('温度を三・五度に', 3, 'ja')).toEqual({ value: 3.5, length: 1 });
    expect(at('三・五パーセント', 0, 'ja')).toEqual({ value: 3.5, length: 1 });
    expect(at('三・', 0, 'ja')).toEqual({ value: 3, length: 1 });
  });

  it('reads digits mixed with spoken decimal words', () => {
    expect(at('set the temperature to 22 point 5', 4, 'en')).toEqual({ value: 22.5, length: 3 });
    expect(at('mets le chauffage à 22 virgule 5', 4, 'fr')).toEqual({ value: 22.5, length: 3 });
  });
});
