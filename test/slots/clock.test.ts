import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/selector/tokenize.js';
import { clockHit, hourOfDay, takesHourOfDay } from '../../src/slots/clock.js';
import { numberSpec } from '../../src/slots/number.js';
import { readNumber } from '../../src/slots/numbers/index.js';

const HOUR = numberSpec({ type: 'integer', minimum: 0, maximum: 23 });

function hit(text: string, at: number, lang: string, property: unknown = { type: 'integer', minimum: 0, maximum: 23 }) {
  const tokens = tokenize(text).tokens;
  const readAt = (k: number) => readNumber(tokens, k, lang);
  return clockHit(readAt(at), readAt, tokens, at, tokens.length, lang, numberSpec(property));
}

describe('takesHourOfDay', () => {
  it('is an integer from 0 or 1 up to 23', () => {
    expect(takesHourOfDay(HOUR)).toBe(true);
    expect(takesHourOfDay(numberSpec({ type: 'integer', minimum: 1, exclusiveMaximum: 24 }))).toBe(true);
  });

  it('is nothing else: no bounds, a wider range, a fraction', () => {
    expect(takesHourOfDay(numberSpec({ type: 'integer' }))).toBe(false);
    expect(takesHourOfDay(numberSpec({ type: 'integer', minimum: 0, maximum: 100 }))).toBe(false);
    expect(takesHourOfDay(numberSpec({ type: 'integer', minimum: 10, maximum: 23 }))).toBe(false);
    expect(takesHourOfDay(numberSpec({ type: 'number', minimum: 0, maximum: 23 }))).toBe(false);
  });
});

describe('hourOfDay', () => {
  it('turns a clock hour into the hour of the day, noon and midnight included', () => {
    expect(hourOfDay(7, 'pm')).toBe(19);
    expect(hourOfDay(12, 'pm')).toBe(12);
    expect(hourOfDay(7, 'am')).toBe(7);
    expect(hourOfDay(12, 'am')).toBe(0);
    expect(hourOfDay(9, 'night')).toBe(21);
    expect(hourOfDay(12, 'night')).toBe(0);
    expect(hourOfDay(2, 'night')).toBe(2);
  });

  it('has none for what is no clock hour', () => {
    expect(hourOfDay(0, 'pm')).toBeNull();
    expect(hourOfDay(13, 'pm')).toBeNull();
    expect(hourOfDay(7.5, 'am')).toBeNull();
  });
});

describe('clockHit', () => {
  it('reads the part of the day after the number in English and Spanish', () => {
    expect(hit('for 7 pm', 1, 'en')).toEqual({ value: 19, length: 2, unit: -1 });
    expect(hit('for seven p.m. please', 1, 'en')).toEqual({ value: 19, length: 3, unit: -1 });
    expect(hit('at 6 in the morning', 1, 'en')).toEqual({ value: 6, length: 4, unit: -1 });
    expect(hit('a las 7 de la tarde', 2, 'es')).toEqual({ value: 19, length: 4, unit: -1 });
  });

  it('reads it after the unit in French and German, and says where the unit stands', () => {
    expect(hit('à sept heures du soir', 1, 'fr')).toEqual({ value: 19, length: 4, unit: 1 });
    expect(hit('um 7 Uhr abends', 1, 'de')).toEqual({ value: 19, length: 3, unit: 1 });
    expect(hit('um 7 abends', 1, 'de')).toEqual({ value: 19, length: 2, unit: -1 });
    expect(hit('um 7 Minuten abends', 1, 'de')).toBeNull();
  });

  it('reads it before the number in Japanese and Chinese', () => {
    expect(hit('午後七時', 0, 'ja')).toEqual({ value: 19, length: 3, unit: -1 });
    expect(hit('朝六時', 0, 'ja')).toEqual({ value: 6, length: 2, unit: -1 });
    expect(hit('晚上七点', 0, 'zh')).toEqual({ value: 19, length: 3, unit: -1 });
  });

  it('reads an hour said by its name', () => {
    expect(hit('at midnight', 1, 'en')).toEqual({ value: 0, length: 1, unit: -1 });
    expect(hit('for noon', 1, 'en')).toEqual({ value: 12, length: 1, unit: -1 });
    expect(hit('à midi', 1, 'fr')).toEqual({ value: 12, length: 1, unit: -1 });
    expect(hit('正午に', 0, 'ja')).toEqual({ value: 12, length: 2, unit: -1 });
    expect(hit('中午十二点', 0, 'zh')).toEqual({ value: 12, length: 3, unit: -1 });
    // Not for a slot that takes no hour of the day.
    expect(hit('to noon', 1, 'en', { type: 'integer', minimum: 13, maximum: 100 })).toBeNull();
  });

  it('has none without a part of the day, for a slot that takes no hour of the day, or past 12', () => {
    expect(hit('for 7', 1, 'en')).toBeNull();
    expect(hit('to 21 at night', 1, 'en', { type: 'number', minimum: 10, maximum: 30 })).toBeNull();
    expect(hit('for 15 pm', 1, 'en')).toBeNull();
    expect(hit('for 7 pm', 1, 'de')).toBeNull();
    expect(hit('à 15 heures du soir', 1, 'fr')).toBeNull();
    expect(hit('午後', 0, 'ja')).toBeNull();
  });
});
