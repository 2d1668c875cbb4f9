import { describe, expect, it } from 'vitest';
import {
  digitNumber,
  isDigitToken,
  isShortPlainInteger,
  isThreeDigitGroup,
  parseDigitToken,
  readDigitTokens,
  scaleDigits,
} from '../../src/slots/numbers/digits.js';
import type { DigitConvention } from '../../src/slots/numbers/types.js';

const DOT: DigitConvention = { decimal: '.', spaceGroups: false };
const COMMA: DigitConvention = { decimal: ',', spaceGroups: true };

const value = (token: string, c: DigitConvention) => {
  const d = parseDigitToken(token, c);
  return d === null ? null : digitNumber(d);
};

describe('isDigitToken', () => {
  it.each([
    ['75', true], ['2.5', true], ['2,5', true], ['-3', true], ['\u22123', true], ["1'000", true],
    ['', false], ['-', false], ['2.', false], ['.5', false], ['5am', false], ['1st', false], ['%', false], ['a1', false],
  ])('%s → %s', (token, expected) => {
    expect(isDigitToken(token)).toBe(expected);
  });
});

describe('parseDigitToken, dot-decimal languages (en, ja, zh)', () => {
  it.each([
    ['0', 0], ['75', 75], ['007', 7], ['-3', -3], ['2.5', 2.5], ['0.75', 0.75], ['1,000', 1000],
    ['12,345', 12345], ['1,000,000', 1000000], ['1,234.5', 1234.5], ['999,999', 999999],
    // the local decimal wins: 1.000 is one in English
    ['1.000', 1], ['1.000.000', 1000000], ["1'000", 1000], ['123456', 123456],
  ])('%s → %d', (token, expected) => {
    expect(value(token, DOT)).toBe(expected);
  });
  it.each(['2,5', '1,00', '1,0000', '1,000.5.5', '1.000,5', '1,2,3', "1'00", '1..0', '1234,567'])('%s is not a number', (token) => {
    expect(parseDigitToken(token, DOT)).toBeNull();
  });
});

describe('parseDigitToken, comma-decimal languages (es, de, fr)', () => {
  it.each([
    ['2,5', 2.5], ['0,75', 0.75], ['1.000', 1000], ['1.500', 1500], ['1.000.000', 1000000],
    ['1.234,5', 1234.5], ['12.345,678', 12345.678],
    // a dot with other than three digits after it is an ASR/keyboard decimal
    ['2.5', 2.5], ['1234.5', 1234.5], ['0.25', 0.25],
    // one comma is always the local decimal, also before three digits
    ['1,000', 1], ["1'000", 1000],
  ])('%s → %d', (token, expected) => {
    expect(value(token, COMMA)).toBe(expected);
  });
  it.each(['1,000.5', '1.00.000', '2,5,5', '1.000,5,5'])('%s is not a number', (token) => {
    expect(parseDigitToken(token, COMMA)).toBeNull();
  });
});

it('refuses more digits than a double holds exactly', () => {
  expect(parseDigitToken('123456789012345', DOT)).not.toBeNull();
  expect(parseDigitToken('1234567890123456', DOT)).toBeNull();
});

it('recognises space-group parts', () => {
  expect(isThreeDigitGroup('000')).toBe(true);
  expect(isThreeDigitGroup('00')).toBe(false);
  expect(isThreeDigitGroup('0000')).toBe(false);
  expect(isThreeDigitGroup('a00')).toBe(false);
  expect(isShortPlainInteger('10')).toBe(true);
  expect(isShortPlainInteger('1000')).toBe(false);
  expect(isShortPlainInteger('1.5')).toBe(false);
});

describe('readDigitTokens', () => {
  const read = (text: string, c: DigitConvention) => {
    const r = readDigitTokens(text.split(' '), 0, c);
    return r === null ? null : { value: digitNumber(r.digits), length: r.length };
  };
  it('joins space-separated thousands where the convention has them', () => {
    expect(read('10 000', COMMA)).toEqual({ value: 10000, length: 2 });
    expect(read('1 000 000', COMMA)).toEqual({ value: 1000000, length: 3 });
    expect(read('999 999 euros', COMMA)).toEqual({ value: 999999, length: 2 });
    expect(read('10 000', DOT)).toEqual({ value: 10, length: 1 });
  });
  it('does not join what is not a three-digit group', () => {
    expect(read('10 00', COMMA)).toEqual({ value: 10, length: 1 });
    expect(read('10 0000', COMMA)).toEqual({ value: 10, length: 1 });
    expect(read('1000 000', COMMA)).toEqual({ value: 1000, length: 1 });
    expect(read('2,5 000', COMMA)).toEqual({ value: 2.5, length: 1 });
  });
  it('reads nothing at a non-digit token', () => {
    expect(readDigitTokens(['five'], 0, DOT)).toBeNull();
    expect(readDigitTokens(['2,5'], 0, DOT)).toBeNull();
    expect(readDigitTokens([], 0, DOT)).toBeNull();
  });
});

it('scales digit values by powers of ten exactly', () => {
  const d = parseDigitToken('1.234', DOT)!;
  expect(scaleDigits(d, 3)).toBe(1234);
  expect(scaleDigits(parseDigitToken('2,5', COMMA)!, 3)).toBe(2500);
  expect(scaleDigits(parseDigitToken('0.1', DOT)!, 6)).toBe(100000);
  expect(scaleDigits(parseDigitToken('1.2345', DOT)!, 3)).toBe(1234.5);
  expect(scaleDigits(parseDigitToken('-7', DOT)!, 0)).toBe(-7);
});
