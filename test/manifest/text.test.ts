import { describe, expect, it } from 'vitest';
import { codePointLength, invisibleCharacter, valueListProblem, valueListProblems } from '../../src/manifest/text.js';

describe('invisibleCharacter', () => {
  it('accepts ordinary text in many scripts, with emoji and no-break spaces', () => {
    for (const s of ['play Focus', 'Café au lait', 'ミュージックを再生', '播放音乐', 'Привет', 'مرحبا', 'a\u00a0b', '❤️ mix', 'ok 👍', '']) {
      expect(invisibleCharacter(s), s).toBeNull();
    }
  });

  it.each([
    ['a\u0000b', 'U+0000 NULL'],
    ['play\tFocus', 'U+0009 CHARACTER TABULATION'],
    ['play\nFocus', 'U+000A LINE FEED'],
    ['play\rFocus', 'U+000D CARRIAGE RETURN'],
    ['a\u001bb', 'U+001B ESCAPE'],
    ['a\u007fb', 'U+007F DELETE'],
    ['a\u0085b', 'U+0085 NEXT LINE'],
    ['a\u0090b', 'U+0090 CONTROL'],
    ['Fo\u200bcus', 'U+200B ZERO WIDTH SPACE'],
    ['Fo\u200ccus', 'U+200C ZERO WIDTH NON-JOINER'],
    ['Fo\u200dcus', 'U+200D ZERO WIDTH JOINER'],
    ['Fo\u200ecus', 'U+200E LEFT-TO-RIGHT MARK'],
    ['Fo\u200fcus', 'U+200F RIGHT-TO-LEFT MARK'],
    ['a\u2028b', 'U+2028 LINE SEPARATOR'],
    ['a\u2060b', 'U+2060 WORD JOINER'],
    ['a\u2064b', 'U+2064 INVISIBLE PLUS'],
    ['\ufeffplay', 'U+FEFF ZERO WIDTH NO-BREAK SPACE'],
    ['a\u202eb', 'U+202E RIGHT-TO-LEFT OVERRIDE'],
    ['a\u202ab', 'U+202A LEFT-TO-RIGHT EMBEDDING'],
    ['a\u2066b', 'U+2066 LEFT-TO-RIGHT ISOLATE'],
    ['a\u2069b', 'U+2069 POP DIRECTIONAL ISOLATE'],
    ['a\u061cb', 'U+061C ARABIC LETTER MARK'],
    ['a\u00adb', 'U+00AD SOFT HYPHEN'],
    ['a\u{e0001}b', 'U+E0001 LANGUAGE TAG'],
    ['a\u{e0041}b', 'U+E0041 TAG CHARACTER'],
    ['a\u{e007f}b', 'U+E007F CANCEL TAG'],
    ['a\u3164b', 'U+3164 HANGUL FILLER'],
    ['a\ufe00b', 'U+FE00 VARIATION SELECTOR-1'],
    ['a\u{e0100}b', 'U+E0100 VARIATION SELECTOR-17'],
    ['\ufe0fplay', 'U+FE0F VARIATION SELECTOR-16'],
    ['❤\ufe0f\ufe0f', 'U+FE0F VARIATION SELECTOR-16'],
    ['a\ud800b', 'U+D800 LONE SURROGATE'],
    ['a\udc00', 'U+DC00 LONE SURROGATE'],
  ])('names the hidden character in %j', (s, name) => {
    expect(invisibleCharacter(s)).toBe(name);
  });

  it('names the first of several', () => {
    expect(invisibleCharacter('a\u202eb\u200bc')).toBe('U+202E RIGHT-TO-LEFT OVERRIDE');
  });
});

describe('codePointLength', () => {
  it('counts astral characters once', () => {
    expect(codePointLength('a👍b')).toBe(3);
    expect(codePointLength('')).toBe(0);
  });
});

describe('valueListProblem', () => {
  const n = (count: number) => Array.from({ length: count }, (_, i) => `value ${i}`);

  it('accepts 1 to 30 distinct visible strings', () => {
    expect(valueListProblem(['Focus'])).toBeNull();
    expect(valueListProblem(n(30))).toBeNull();
    expect(valueListProblem(['x'.repeat(200)])).toBeNull();
  });

  it('refuses a count out of range with the exact API message', () => {
    expect(valueListProblem([])).toBe('must hold 1 to 30 strings');
    expect(valueListProblem(n(31))).toBe('must hold 1 to 30 strings');
  });

  it('refuses what is not a list', () => {
    expect(valueListProblem('Focus')).toBe('must be a list of 1 to 30 strings');
    expect(valueListProblem(null)).toBe('must be a list of 1 to 30 strings');
    expect(valueListProblem({ 0: 'a' })).toBe('must be a list of 1 to 30 strings');
  });

  it('names the item that breaks a rule', () => {
    expect(valueListProblem(['a', 3])).toBe('[1] must be a string');
    expect(valueListProblem(['a', '  '])).toBe('[1] must not be empty');
    expect(valueListProblem(['a', 'b', 'c', 'x'.repeat(201)])).toBe('[3] must be at most 200 characters');
    expect(valueListProblem(['a', 'b', 'Fo\u200bcus'])).toBe('[2] contains U+200B ZERO WIDTH SPACE');
    expect(valueListProblem(['Focus', 'a', 'b', 'c', 'Focus'])).toBe('[4] repeats "Focus"');
  });

  it('treats values differing only in case or compatibility form as repeats', () => {
    expect(valueListProblem(['Focus', 'focus'])).toBe('[1] repeats "Focus"');
    expect(valueListProblem(['Ｆocus', 'Focus'])).toBe('[1] repeats "Ｆocus"');
  });

  it('honours min, max and maxLength', () => {
    expect(valueListProblem([], { min: 0 })).toBeNull();
    expect(valueListProblem(n(3), { min: 0, max: 2 })).toBe('must hold at most 2 strings');
    expect(valueListProblem(['abcd'], { maxLength: 3 })).toBe('[0] must be at most 3 characters');
    expect(valueListProblem([], { min: 1, max: 1 })).toBe('must hold 1 string');
  });

  it('lists every problem and stays bounded on huge lists', () => {
    expect(valueListProblems(['', 'a', 'a', 1])).toEqual(['[0] must not be empty', '[2] repeats "a"', '[3] must be a string']);
    const huge = Array.from({ length: 100_000 }, () => 7);
    const problems = valueListProblems(huge);
    expect(problems[0]).toBe('must hold 1 to 30 strings');
    expect(problems.length).toBeLessThanOrEqual(32);
  });
});
