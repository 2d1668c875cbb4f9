import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/selector/tokenize.js';
import { durationHit, unitSeconds } from '../../src/slots/duration.js';
import { readNumber } from '../../src/slots/numbers/index.js';
import type { NumberSpec } from '../../src/slots/number.js';

const MINUTES: NumberSpec = { integer: true, minimum: 1, maximum: 720 };

/** The duration said at the start of `text`, in a unit of `unit` seconds. */
function hit(text: string, primary: string, unit: number, spec: NumberSpec = MINUTES) {
  const tokens = tokenize(text).tokens;
  return durationHit(readNumber(tokens, 0, primary), tokens, 0, tokens.length, primary, unit, spec);
}

describe('unitSeconds', () => {
  it('names the units of duration per language, in the token format', () => {
    expect(unitSeconds('en', 'hours')).toBe(3600);
    expect(unitSeconds('en', 'min')).toBe(60);
    expect(unitSeconds('de', 'sekunden')).toBe(1);
    expect(unitSeconds('fr', 'heures')).toBe(3600);
    expect(unitSeconds('es', 'minutos')).toBe(60);
    expect(unitSeconds('en', 'days')).toBe(0);
    expect(unitSeconds('ja', '分')).toBe(0);
    expect(unitSeconds('en', undefined)).toBe(0);
  });
});

describe('durationHit', () => {
  it('converts a duration said in another unit into the utterance\'s', () => {
    expect(hit('2 hours', 'en', 60)).toEqual({ value: 120, length: 2 });
    // Abbreviated to a letter ("2h", "90 s": tokenize splits a glued one off).
    expect(hit('2h', 'en', 60)).toEqual({ value: 120, length: 2 });
    expect(hit('2 h', 'fr', 60)).toEqual({ value: 120, length: 2 });
    expect(hit('90s', 'en', 60)).toBeNull();
    expect(hit('two minutes', 'en', 1, { integer: true, minimum: 5, maximum: 300 })).toEqual({ value: 120, length: 2 });
    expect(hit('zwei Stunden', 'de', 60)).toEqual({ value: 120, length: 2 });
    expect(hit('eineinhalb Stunden', 'de', 60)).toEqual({ value: 90, length: 2 });
  });

  it('reads one unit with its article, a half after it, and half a unit', () => {
    expect(hit('an hour', 'en', 60)).toEqual({ value: 60, length: 2 });
    expect(hit('an hour and a half', 'en', 60)).toEqual({ value: 90, length: 5 });
    expect(hit('una hora y media', 'es', 60)).toEqual({ value: 90, length: 4 });
    expect(hit('une heure et demie', 'fr', 60)).toEqual({ value: 90, length: 4 });
    expect(hit('half an hour', 'en', 60)).toEqual({ value: 30, length: 3 });
    expect(hit('eine halbe Stunde', 'de', 60)).toEqual({ value: 30, length: 3 });
    expect(hit('a quarter of an hour', 'en', 60)).toEqual({ value: 15, length: 5 });
    expect(hit("un quart d'heure", 'fr', 60)).toEqual({ value: 15, length: 4 });
    expect(hit('eine Dreiviertelstunde', 'de', 60)).toEqual({ value: 45, length: 2 });
  });

  it('reads a quarter or three after the unit, and a smaller unit counted after it', () => {
    expect(hit('an hour and a quarter', 'en', 60)).toEqual({ value: 75, length: 5 });
    expect(hit('una hora y cuarto', 'es', 60)).toEqual({ value: 75, length: 4 });
    expect(hit("une heure et trois quarts", 'fr', 60)).toEqual({ value: 105, length: 5 });
    expect(hit('hora y media', 'es', 60)).toEqual({ value: 90, length: 3 });
    expect(hit('1 hour and 15 minutes', 'en', 60)).toEqual({ value: 75, length: 5 });
    expect(hit('one hour fifteen minutes', 'en', 60)).toEqual({ value: 75, length: 4 });
    expect(hit('eine Stunde und zehn Minuten', 'de', 60)).toEqual({ value: 70, length: 5 });
    expect(hit('1 minute 30 seconds', 'en', 1, { integer: true, minimum: 5, maximum: 300 })).toEqual({ value: 90, length: 4 });
    // Only a smaller unit, less than one of the larger: the rest is left to the alignment.
    expect(hit('2 hours and 90 minutes', 'en', 60)).toEqual({ value: 120, length: 2 });
    expect(hit('1 hour and 2 hours', 'en', 60)).toEqual({ value: 60, length: 2 });
    expect(hit('an hour and 5', 'en', 60)).toEqual({ value: 60, length: 2 });
  });

  it('leaves the utterance\'s own unit to the number slot, and other words alone', () => {
    expect(hit('10 minutes', 'en', 60)).toBeNull();
    expect(hit('10 min', 'en', 60)).toBeNull();
    expect(hit('2 days', 'en', 60)).toBeNull();
    expect(hit('a timer', 'en', 60)).toBeNull();
    expect(hit('hours', 'en', 60)).toBeNull();
  });

  it('is no match where the schema refuses the result', () => {
    // 90 seconds are no whole number of minutes; 13 hours are more than 720 minutes.
    expect(hit('90 seconds', 'en', 60)).toBeNull();
    expect(hit('13 hours', 'en', 60)).toBeNull();
    expect(hit('minus 2 hours', 'en', 60, { integer: true })).toBeNull();
    expect(hit('90 seconds', 'en', 60, { integer: false })).toEqual({ value: 1.5, length: 2 });
  });
});
