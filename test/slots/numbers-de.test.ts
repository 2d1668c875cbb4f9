import { describe, expect, it } from 'vitest';
import { isIndefiniteArticle, readNumber } from '../../src/slots/numbers/index.js';

// Tokens as the shared format delivers them: lower-case, accents folded (ü → u), ß kept.
const read = (text: string, lang = 'de') => readNumber(text.split(' '), 0, lang);

describe('German numbers', () => {
  const cases: Array<[string, number, number]> = [
    ['null', 0, 1],
    ['eins', 1, 1],
    ['ein', 1, 1],
    ['eine', 1, 1],
    ['zwei', 2, 1],
    ['zwo', 2, 1],
    ['funf', 5, 1],
    ['fünf', 5, 1],
    ['fuenf', 5, 1],
    ['zehn', 10, 1],
    ['elf', 11, 1],
    ['zwolf', 12, 1],
    ['sechzehn', 16, 1],
    ['siebzehn', 17, 1],
    ['zwanzig', 20, 1],
    ['einundzwanzig', 21, 1],
    ['dreißig', 30, 1],
    ['dreissig', 30, 1],
    ['zweiunddreißig', 32, 1],
    ['sechsundsechzig', 66, 1],
    ['siebenundsiebzig', 77, 1],
    ['achtundachtzig', 88, 1],
    ['funfundsiebzig', 75, 1],
    ['fünf und siebzig', 75, 3],
    ['neunundneunzig', 99, 1],
    ['hundert', 100, 1],
    ['einhundert', 100, 1],
    ['ein hundert', 100, 2],
    ['hunderteins', 101, 1],
    ['hundertundeins', 101, 1],
    ['hundertachtzig', 180, 1],
    ['hundertachtzehn', 118, 1],
    ['zweihundertdreiundvierzig', 243, 1],
    ['zwei hundert drei und vierzig', 243, 5],
    ['zwei millionen', 2000000, 2],
    ['zwolfhundert', 1200, 1],
    ['neunzehnhundert', 1900, 1],
    ['tausend', 1000, 1],
    ['eintausend', 1000, 1],
    ['zweitausendsechsundzwanzig', 2026, 1],
    ['zwei tausend', 2000, 2],
    ['hunderttausend', 100000, 1],
    ['neunhundertneunundneunzigtausendneunhundertneunundneunzig', 999999, 1],
    ['eine million', 1000000, 2],
    ['zwei komma funf', 2.5, 3],
    ['null komma funfundsiebzig', 0.75, 3],
    ['null komma sieben funf', 0.75, 4],
    ['drei komma eins vier eins', 3.141, 5],
    ['minus funf', -5, 2],
    ['75', 75, 1],
    ['2,5', 2.5, 1],
    ['2.5', 2.5, 1],
    ['1.000', 1000, 1],
    ['10 000', 10000, 2],
    ['5 tausend', 5000, 2],
    // digits mixed with spoken words, as ASR writes them
    ['22 komma 5', 22.5, 3],
    ['2 komma 5', 2.5, 3],
    ['-2 komma 5', -2.5, 3],
    ['5 hundert', 500, 2],
  ];
  it.each(cases)('%s → %d (%d tokens)', (text, value, length) => {
    expect(read(text)).toEqual({ value, length });
  });

  it('stops at the longest complete number', () => {
    expect(read('funfundsiebzig prozent')).toEqual({ value: 75, length: 1 });
    expect(read('funf und')).toEqual({ value: 5, length: 1 });
    expect(read('funf und katzen')).toEqual({ value: 5, length: 1 });
    expect(read('zwanzig funf')).toEqual({ value: 20, length: 1 });
    expect(read('zwei komma')).toEqual({ value: 2, length: 1 });
    expect(read('sieben acht')).toEqual({ value: 7, length: 1 });
  });

  it('does not read words that merely start like numerals', () => {
    for (const text of ['achtung', 'elfen', 'einmal', 'dreieck', 'neunte', 'und', 'komma funf', 'minus', 'prozent', 'hundertste', 'einsam', 'zweit', 'millionen'])
      expect(read(text), text).toBeNull();
  });

  it('refuses malformed fused numerals whole', () => {
    // a token is read whole or not at all
    expect(read('zwanzigeins')).toBeNull();
    expect(read('funfzwanzig')).toBeNull();
    expect(read('einsundzwanzigund')).toBeNull();
  });

  it('lists ein and eine as articles, eins not', () => {
    expect(isIndefiniteArticle('ein', 'de')).toBe(true);
    expect(isIndefiniteArticle('eine', 'de-AT')).toBe(true);
    expect(isIndefiniteArticle('eins', 'de')).toBe(false);
  });

  it('reads Swiss digits with a dot decimal', () => {
    expect(read('2.5', 'de-CH')).toEqual({ value: 2.5, length: 1 });
    expect(read("1'000", 'de-CH')).toEqual({ value: 1000, length: 1 });
    expect(read('2,5', 'de-CH')).toBeNull();
  });
});

// An independent speller: every integer 0–999,999 written out as one fused word (and, for a
// second check, split into its parts as ASR sometimes does) must read back exactly.
const EINER = ['', 'ein', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun'];
const ZEHNER = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'funfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
const TEENS = ['zehn', 'elf', 'zwolf', 'dreizehn', 'vierzehn', 'funfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
function below1000(n: number, final: boolean): string[] {
  const out: string[] = [];
  const h = Math.floor(n / 100);
  const r = n % 100;
  if (h > 0) out.push(EINER[h]!, 'hundert');
  if (r === 1) out.push(final ? 'eins' : 'ein');
  else if (r > 1 && r < 10) out.push(EINER[r]!);
  else if (r >= 10 && r < 20) out.push(TEENS[r - 10]!);
  else if (r >= 20) out.push(...(r % 10 > 0 ? [EINER[r % 10]!, 'und'] : []), ZEHNER[Math.floor(r / 10)]!);
  return out;
}
function parts(n: number): string[] {
  if (n === 0) return ['null'];
  const k = Math.floor(n / 1000);
  const rest = n % 1000;
  return [...(k > 0 ? [...below1000(k, false), 'tausend'] : []), ...below1000(rest, true)];
}

it('reads every fused integer up to 999,999 back, and its parts split by spaces (sampled every 997)', () => {
  for (let n = 0; n <= 999_999; n += n < 2000 ? 1 : 997) {
    const p = parts(n);
    expect(readNumber([p.join(''), 'prozent'], 0, 'de'), p.join('')).toEqual({ value: n, length: 1 });
    expect(readNumber([...p, 'prozent'], 0, 'de'), p.join(' ')).toEqual({ value: n, length: p.length });
  }
});
