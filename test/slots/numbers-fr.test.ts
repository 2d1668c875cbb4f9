import { describe, expect, it } from 'vitest';
import { isIndefiniteArticle, readNumber } from '../../src/slots/numbers/index.js';

// Tokens as the shared format delivers them: hyphens between letters split, accents folded.
const read = (text: string, lang = 'fr') => readNumber(text.split(' '), 0, lang);

describe('French numbers', () => {
  const cases: Array<[string, number, number]> = [
    ['zero', 0, 1],
    ['un', 1, 1],
    ['une', 1, 1],
    ['cinq', 5, 1],
    ['dix', 10, 1],
    ['onze', 11, 1],
    ['seize', 16, 1],
    ['dix sept', 17, 2],
    ['dix neuf', 19, 2],
    ['vingt', 20, 1],
    ['vingt et un', 21, 3],
    ['vingt et une', 21, 3],
    ['vingt deux', 22, 2],
    ['trente et un', 31, 3],
    ['quarante cinq', 45, 2],
    ['soixante', 60, 1],
    ['soixante et un', 61, 3],
    ['soixante dix', 70, 2],
    ['soixante et onze', 71, 3],
    ['soixante douze', 72, 2],
    ['soixante quinze', 75, 2],
    ['soixante dix sept', 77, 3],
    ['quatre vingts', 80, 2],
    ['quatre vingt', 80, 2],
    ['quatre vingt un', 81, 3],
    ['quatre vingt dix', 90, 3],
    ['quatre vingt onze', 91, 3],
    ['quatre vingt dix sept', 97, 4],
    ['septante', 70, 1],
    ['septante et un', 71, 3],
    ['huitante', 80, 1],
    ['nonante neuf', 99, 2],
    ['cent', 100, 1],
    ['cent un', 101, 2],
    ['cent quatre vingt', 180, 3],
    ['deux cents', 200, 2],
    ['deux cent un', 201, 3],
    ['mille', 1000, 1],
    ['mille un', 1001, 2],
    ['deux mille', 2000, 2],
    ['deux mille vingt six', 2026, 4],
    ['cent mille', 100000, 2],
    ['neuf cent quatre vingt dix neuf mille neuf cent quatre vingt dix neuf', 999999, 13],
    ['un million', 1000000, 2],
    ['deux millions', 2000000, 2],
    ['deux virgule cinq', 2.5, 3],
    ['zero virgule vingt cinq', 0.25, 4],
    ['zero virgule soixante quinze', 0.75, 4],
    ['un virgule zero cinq', 1.05, 4],
    ['moins cinq', -5, 2],
    ['75', 75, 1],
    ['2,5', 2.5, 1],
    ['2.5', 2.5, 1],
    ['10 000', 10000, 2],
    ['1.000', 1000, 1],
    ['5 mille', 5000, 2],
    // digits mixed with spoken words, as ASR writes them
    ['22 virgule 5', 22.5, 3],
    ['2 virgule 5', 2.5, 3],
    ['-2 virgule 5', -2.5, 3],
    ['5 cent', 500, 2],
    ['2 mille 3 cent', 2300, 4],
  ];
  it.each(cases)('%s → %d (%d tokens)', (text, value, length) => {
    expect(read(text)).toEqual({ value, length });
  });

  it('stops at the longest complete number', () => {
    expect(read('soixante quinze pour cent')).toEqual({ value: 75, length: 2 });
    expect(read('vingt et')).toEqual({ value: 20, length: 1 });
    expect(read('vingt et deux')).toEqual({ value: 20, length: 1 });
    expect(read('vingt et une minutes')).toEqual({ value: 21, length: 3 });
    expect(read('deux virgule')).toEqual({ value: 2, length: 1 });
    expect(read('cinq six')).toEqual({ value: 5, length: 1 });
    expect(read('dix onze')).toEqual({ value: 10, length: 1 });
  });

  it('leaves "5 cents" to money: a plural cent after digits is not a multiplier', () => {
    expect(read('5 cents')).toEqual({ value: 5, length: 1 });
    expect(read('25 cent')).toEqual({ value: 25, length: 1 });
  });

  it('keeps to French compositions', () => {
    // 21 takes "et"; 81 does not; a teen follows only soixante and quatre-vingt
    expect(read('vingt un')).toEqual({ value: 20, length: 1 });
    expect(read('quatre vingt et un')).toEqual({ value: 80, length: 2 });
    expect(read('trente quinze')).toEqual({ value: 30, length: 1 });
    expect(read('dix six')).toEqual({ value: 10, length: 1 });
    expect(read('trois vingt')).toEqual({ value: 3, length: 1 });
  });

  it('does not read non-numbers', () => {
    for (const text of ['et', 'et un', 'virgule cinq', 'moins', 'pour cent', 'le', 'centaine', 'cents', 'vingts', 'millions'])
      expect(read(text), text).toBeNull();
  });

  it('lists un and une as articles', () => {
    expect(isIndefiniteArticle('un', 'fr')).toBe(true);
    expect(isIndefiniteArticle('une', 'fr-CA')).toBe(true);
    expect(isIndefiniteArticle('deux', 'fr')).toBe(false);
  });
});

// An independent speller (hyphens already split into tokens): every integer 0–999,999 written
// out must read back exactly.
const UNITES = ['zero', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize'];
const DIZAINES = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];
function below100(n: number): string[] {
  if (n <= 16) return [UNITES[n]!];
  if (n < 20) return ['dix', UNITES[n - 10]!];
  if (n >= 80) return ['quatre', n === 80 ? 'vingts' : 'vingt', ...(n > 80 ? below100(n - 80) : [])];
  const d = n >= 60 ? 6 : Math.floor(n / 10);
  const r = n - d * 10;
  if (r === 0) return [DIZAINES[d]!];
  if (r === 1 || (d === 6 && r === 11)) return [DIZAINES[d]!, 'et', ...below100(r)];
  return [DIZAINES[d]!, ...below100(r)];
}
function below1000(n: number, beforeMille: boolean): string[] {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const out: string[] = [];
  if (h > 0) out.push(...(h > 1 ? [UNITES[h]!] : []), h > 1 && r === 0 && !beforeMille ? 'cents' : 'cent');
  if (r > 0) {
    const words = below100(r);
    // "quatre-vingts" loses its s before mille
    if (beforeMille && words[words.length - 1] === 'vingts') words[words.length - 1] = 'vingt';
    out.push(...words);
  }
  return out;
}
function spell(n: number): string[] {
  if (n === 0) return ['zero'];
  const k = Math.floor(n / 1000);
  const rest = n % 1000;
  const thousands = k === 0 ? [] : k === 1 ? ['mille'] : [...below1000(k, true), 'mille'];
  return [...thousands, ...(rest > 0 ? below1000(rest, false) : [])];
}

it('reads every spelled integer up to 999,999 back (sampled every 997)', () => {
  for (let n = 0; n <= 999_999; n += n < 2000 ? 1 : 997) {
    const tokens = spell(n);
    expect(readNumber([...tokens, 'pour', 'cent'], 0, 'fr'), tokens.join(' ')).toEqual({ value: n, length: tokens.length });
  }
});
