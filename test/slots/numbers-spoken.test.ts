import { describe, expect, it } from 'vitest';
import { readSpokenInteger, readSpokenNumber } from '../../src/slots/numbers/spoken.js';
import { grammar as de } from '../../src/slots/numbers/de.js';
import { grammar as en } from '../../src/slots/numbers/en.js';
import { grammar as es } from '../../src/slots/numbers/es.js';
import { grammar as fr } from '../../src/slots/numbers/fr.js';

const DOT = { decimal: '.', spaceGroups: false } as const;
const t = (text: string) => text.split(' ');

describe('readSpokenInteger', () => {
  it('returns the end of the longest complete number', () => {
    expect(readSpokenInteger(t('one hundred and five dogs'), 0, en, false)).toEqual({ value: 105, end: 4 });
    expect(readSpokenInteger(t('one hundred and dogs'), 0, en, false)).toEqual({ value: 100, end: 2 });
    expect(readSpokenInteger(t('set to twenty one'), 2, en, false)).toEqual({ value: 21, end: 4 });
    expect(readSpokenInteger(t('dogs'), 0, en, false)).toBeNull();
  });

  it('restricts the fraction part to numbers below a hundred', () => {
    expect(readSpokenInteger(t('twenty five'), 0, en, true)).toEqual({ value: 25, end: 2 });
    expect(readSpokenInteger(t('five hundred'), 0, en, true)).toEqual({ value: 5, end: 1 });
    expect(readSpokenInteger(t('hundred'), 0, en, true)).toBeNull();
    expect(readSpokenInteger(t('zero'), 0, en, true)).toBeNull();
    expect(readSpokenInteger(t('setenta y cinco'), 0, es, true)).toEqual({ value: 75, end: 3 });
  });

  it('never multiplies twice by the same or a smaller big unit', () => {
    expect(readSpokenInteger(t('two thousand thousand'), 0, en, false)).toEqual({ value: 2000, end: 2 });
    expect(readSpokenInteger(t('two thousand million'), 0, en, false)).toEqual({ value: 2000, end: 2 });
    expect(readSpokenInteger(t('two million three thousand'), 0, en, false)).toEqual({ value: 2003000, end: 4 });
  });

  it('lets zero stand only alone', () => {
    expect(readSpokenInteger(t('zero five'), 0, en, false)).toEqual({ value: 0, end: 1 });
    expect(readSpokenInteger(t('five zero'), 0, en, false)).toEqual({ value: 5, end: 1 });
    expect(readSpokenInteger(t('zero hundred'), 0, en, false)).toEqual({ value: 0, end: 1 });
  });

  it('applies each grammar style to tens and units', () => {
    expect(readSpokenInteger(t('twenty five'), 0, en, false)?.value).toBe(25);
    expect(readSpokenInteger(t('veinte cinco'), 0, es, false)?.value).toBe(20);
    expect(readSpokenInteger(t('zwanzig funf'), 0, de, false)?.value).toBe(20);
    expect(readSpokenInteger(t('funf und zwanzig'), 0, de, false)?.value).toBe(25);
    expect(readSpokenInteger(t('five and twenty'), 0, en, false)?.value).toBe(5);
    expect(readSpokenInteger(t('vingt cinq'), 0, fr, false)?.value).toBe(25);
    expect(readSpokenInteger(t('quatre vingt'), 0, fr, false)?.value).toBe(80);
    expect(readSpokenInteger(t('four twenty'), 0, en, false)?.value).toBe(4);
  });

  it('takes a digit token only as the head, after a hundred or after a big unit', () => {
    expect(readSpokenInteger(t('5 hundred 20'), 0, en, false)).toEqual({ value: 520, end: 3 });
    expect(readSpokenInteger(t('one hundred and 5'), 0, en, false)).toEqual({ value: 105, end: 4 });
    expect(readSpokenInteger(t('2 thousand 5 hundred'), 0, en, false)).toEqual({ value: 2500, end: 4 });
    expect(readSpokenInteger(t('mil 500'), 0, es, false)).toEqual({ value: 1500, end: 2 });
    expect(readSpokenInteger(t('five hundred 100'), 0, en, false)).toEqual({ value: 500, end: 2 });
    expect(readSpokenInteger(t('twenty 5'), 0, en, false)).toEqual({ value: 20, end: 1 });
    expect(readSpokenInteger(t('treinta y 5'), 0, es, false)).toEqual({ value: 30, end: 1 });
    expect(readSpokenInteger(t('5 5'), 0, en, false)).toEqual({ value: 5, end: 1 });
    expect(readSpokenInteger(t('5'), 0, en, true)).toBeNull();
  });

  it('takes "a" only before a multiplier', () => {
    expect(readSpokenInteger(t('a hundred'), 0, en, false)?.value).toBe(100);
    expect(readSpokenInteger(t('a million'), 0, en, false)?.value).toBe(1000000);
    expect(readSpokenInteger(t('a five'), 0, en, false)).toBeNull();
    expect(readSpokenInteger(t('five a'), 0, en, false)?.value).toBe(5);
  });
});

describe('readSpokenNumber', () => {
  it('reads a sign word only before a number', () => {
    expect(readSpokenNumber(t('minus five'), 0, en, DOT)).toEqual({ value: -5, length: 2 });
    expect(readSpokenNumber(t('minus 5'), 0, en, DOT)).toEqual({ value: -5, length: 2 });
    expect(readSpokenNumber(t('minus'), 0, en, DOT)).toBeNull();
    expect(readSpokenNumber(t('minus -5'), 0, en, DOT)).toBeNull();
    expect(readSpokenNumber(['\u2212', '5'], 0, en, DOT)).toEqual({ value: -5, length: 2 });
    expect(readSpokenNumber(['\u2212', 'five'], 0, en, DOT)).toBeNull();
  });

  it('reads up to three fraction digits, as single digits or two-digit numbers', () => {
    expect(readSpokenNumber(t('two point five'), 0, en, DOT)).toEqual({ value: 2.5, length: 3 });
    expect(readSpokenNumber(t('two point zero zero five'), 0, en, DOT)).toEqual({ value: 2.005, length: 5 });
    expect(readSpokenNumber(t('two point zero zero zero five'), 0, en, DOT)).toEqual({ value: 2, length: 5 });
    expect(readSpokenNumber(t('two point twenty five'), 0, en, DOT)).toEqual({ value: 2.25, length: 4 });
    expect(readSpokenNumber(t('two point twenty five five'), 0, en, DOT)).toEqual({ value: 2.255, length: 5 });
    expect(readSpokenNumber(t('two point twenty five twenty'), 0, en, DOT)).toEqual({ value: 2.25, length: 4 });
    expect(readSpokenNumber(t('two point percent'), 0, en, DOT)).toEqual({ value: 2, length: 1 });
  });

  it('multiplies digits by a following hundred, thousand or million word', () => {
    expect(readSpokenNumber(t('5 thousand'), 0, en, DOT)).toEqual({ value: 5000, length: 2 });
    expect(readSpokenNumber(t('1.5 million'), 0, en, DOT)).toEqual({ value: 1500000, length: 2 });
    expect(readSpokenNumber(t('1500 thousand'), 0, en, DOT)).toEqual({ value: 1500000, length: 2 });
    expect(readSpokenNumber(t('0 thousand'), 0, en, DOT)).toEqual({ value: 0, length: 1 });
    expect(readSpokenNumber(t('5 hundred'), 0, en, DOT)).toEqual({ value: 500, length: 2 });
    expect(readSpokenNumber(t('5 hundred thousand'), 0, en, DOT)).toEqual({ value: 500000, length: 3 });
    expect(readSpokenNumber(t('1.5 hundred'), 0, en, DOT)).toEqual({ value: 1.5, length: 1 });
  });

  it('reads digits on either side of the decimal word', () => {
    expect(readSpokenNumber(t('22 point 5'), 0, en, DOT)).toEqual({ value: 22.5, length: 3 });
    expect(readSpokenNumber(t('22 point 125'), 0, en, DOT)).toEqual({ value: 22.125, length: 3 });
    expect(readSpokenNumber(t('22 point 5 five'), 0, en, DOT)).toEqual({ value: 22.5, length: 3 });
    expect(readSpokenNumber(t('22 point five five'), 0, en, DOT)).toEqual({ value: 22.55, length: 4 });
    expect(readSpokenNumber(t('5 hundred point 5'), 0, en, DOT)).toEqual({ value: 500.5, length: 4 });
    expect(readSpokenNumber(t('22 point -5'), 0, en, DOT)).toEqual({ value: 22, length: 1 });
    expect(readSpokenNumber(t('22 point 2.5'), 0, en, DOT)).toEqual({ value: 22, length: 1 });
  });
});

it('never returns negative zero', () => {
  expect(Object.is(readSpokenNumber(t('minus zero'), 0, en, DOT)?.value, 0)).toBe(true);
  expect(Object.is(readSpokenNumber(t('-0'), 0, en, DOT)?.value, 0)).toBe(true);
  expect(Object.is(readSpokenNumber(['\u2212', '0'], 0, en, DOT)?.value, 0)).toBe(true);
});
