import { describe, expect, it } from 'vitest';
import { errorsAfter, type Json } from '../fixture.js';

const cases: [string, (m: Json) => void, string[]][] = [
  ['asr needs vocabulary', (m) => (m.asr = {}), ['asr.vocabulary: is required']],
  ['vocabulary is a list', (m) => (m.asr.vocabulary = 'Pepper'), ['asr.vocabulary: must be an array']],
  ['at most 50 terms', (m) => (m.asr.vocabulary = Array.from({ length: 51 }, (_, i) => `term ${i}`)), ['asr.vocabulary: must hold at most 50 strings']],
  ['a term is a string', (m) => (m.asr.vocabulary = ['Pepper', null]), ['asr.vocabulary[1]: must be a string']],
  ['a term is not empty', (m) => (m.asr.vocabulary = ['']), ['asr.vocabulary[0]: must be 1 to 80 characters after trimming']],
  ['a term is not blank', (m) => (m.asr.vocabulary = ['Pepper', '  ']), ['asr.vocabulary[1]: must be 1 to 80 characters after trimming']],
  ['a term is at most 80 characters', (m) => (m.asr.vocabulary = ['t'.repeat(81)]), ['asr.vocabulary[0]: must be 1 to 80 characters after trimming']],
  ['a term holds no comma', (m) => (m.asr.vocabulary = ['Pepper', 'Sol, Mika']), ['asr.vocabulary[1]: must not contain a comma']],
  ['a term holds no control character', (m) => (m.asr.vocabulary = ['Pep\tper']), ['asr.vocabulary[0]: contains U+0009 CHARACTER TABULATION']],
  ['a term holds no invisible character', (m) => (m.asr.vocabulary = ['Pep\u2060per']), ['asr.vocabulary[0]: contains U+2060 WORD JOINER']],
];

describe('asr.vocabulary', () => {
  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(errorsAfter(mutate)).toEqual(expected);
  });

  it('accepts padded terms within 80 characters once trimmed, and an empty list', () => {
    expect(errorsAfter((m) => (m.asr.vocabulary = [` ${'t'.repeat(80)} `]))).toEqual([]);
    expect(errorsAfter((m) => (m.asr.vocabulary = []))).toEqual([]);
  });
});
