import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/selector/tokenize.js';
import { numberFits, numberSlotHit, numberSpec, percentLengthAt } from '../../src/slots/number.js';
import { readNumber } from '../../src/slots/numbers/index.js';

function read(text: string, at: number, lang: string, property: unknown, absorbPercent = true) {
  const tokens = tokenize(text).tokens;
  return numberSlotHit(readNumber(tokens, at, lang), tokens, at, tokens.length, lang, numberSpec(property), absorbPercent);
}

describe('numberSpec', () => {
  it('reads type and bounds, draft-4 booleans included', () => {
    expect(numberSpec({ type: 'integer', minimum: 0, maximum: 100 })).toEqual({ integer: true, minimum: 0, maximum: 100 });
    expect(numberSpec({ type: 'number', minimum: 0, exclusiveMinimum: true })).toEqual({ integer: false, exclusiveMinimum: 0 });
    expect(numberSpec(undefined)).toEqual({ integer: false });
  });
});

describe('numberFits', () => {
  it('refuses fractions for integers and values out of bounds', () => {
    expect(numberFits({ integer: true }, 2.5)).toBe(false);
    expect(numberFits({ integer: false }, 2.5)).toBe(true);
    expect(numberFits({ integer: true, maximum: 100 }, 101)).toBe(false);
    expect(numberFits({ integer: true, exclusiveMinimum: 0 }, 0)).toBe(false);
  });
});

describe('numberSlotHit', () => {
  it('reads digits and words in several languages', () => {
    expect(read('volume 75', 1, 'en', { type: 'integer' })).toEqual({ value: 75, length: 1 });
    expect(read('to seventy five now', 1, 'en', { type: 'integer' })).toEqual({ value: 75, length: 2 });
    expect(read('al setenta y cinco', 1, 'es', { type: 'integer' })).toEqual({ value: 75, length: 3 });
    expect(read('auf 2,5', 1, 'de', { type: 'number' })).toEqual({ value: 2.5, length: 1 });
  });

  it('takes a following percent word when asked to', () => {
    expect(read('to 50 %', 1, 'en', { type: 'integer' })).toEqual({ value: 50, length: 2 });
    expect(read('à cinquante pour cent', 1, 'fr', { type: 'integer' })).toEqual({ value: 50, length: 3 });
    expect(read('to 50 %', 1, 'en', { type: 'integer' }, false)).toEqual({ value: 50, length: 1 });
  });

  it('takes the sign of a multiple as it takes a percent word', () => {
    expect(read('at 1.5x', 1, 'en', { type: 'number' })).toEqual({ value: 1.5, length: 2 });
    expect(read('at 2 ×', 1, 'en', { type: 'number' })).toEqual({ value: 2, length: 2 });
    expect(read('at 1.5x', 1, 'en', { type: 'number' }, false)).toEqual({ value: 1.5, length: 1 });
  });

  it('is no reading when the schema refuses the value', () => {
    expect(read('to 150', 1, 'en', { type: 'integer', maximum: 100 })).toBeNull();
    expect(read('to 2.5', 1, 'en', { type: 'integer' })).toBeNull();
    expect(read('to music', 1, 'en', { type: 'integer' })).toBeNull();
  });
});

describe('percentLengthAt', () => {
  it('knows %, percent words and Japanese written one character per token', () => {
    const ja = tokenize('50パーセントに').tokens;
    expect(percentLengthAt(ja, 1, ja.length, 'ja')).toBe(5);
    const en = tokenize('50 per cent').tokens;
    expect(percentLengthAt(en, 1, en.length, 'en')).toBe(2);
    expect(percentLengthAt(en, 0, en.length, 'en')).toBe(0);
  });
});
