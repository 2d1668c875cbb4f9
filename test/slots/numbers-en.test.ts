import { describe, expect, it } from 'vitest';
import { readNumber } from '../../src/slots/numbers/index.js';

// Tokens as the selector's tokenizer produces them: split on spaces here.
const read = (text: string, lang = 'en') => readNumber(text.split(' '), 0, lang);

describe('English numbers', () => {
  const cases: Array<[string, number, number]> = [
    ['zero', 0, 1],
    ['one', 1, 1],
    ['seven', 7, 1],
    ['ten', 10, 1],
    ['eleven', 11, 1],
    ['nineteen', 19, 1],
    ['twenty', 20, 1],
    ['twenty one', 21, 2],
    ['forty two', 42, 2],
    ['fourty two', 42, 2],
    ['seventy five', 75, 2],
    ['ninety nine', 99, 2],
    ['hundred', 100, 1],
    ['a hundred', 100, 2],
    ['one hundred', 100, 2],
    ['one hundred and five', 105, 4],
    ['one hundred five', 105, 3],
    ['two hundred and thirty four', 234, 5],
    ['seven hundred thirty', 730, 3],
    ['nineteen hundred', 1900, 2],
    ['twenty five hundred', 2500, 3],
    ['thousand', 1000, 1],
    ['a thousand', 1000, 2],
    ['a thousand and one', 1001, 4],
    ['two thousand', 2000, 2],
    ['two thousand and twenty six', 2026, 5],
    ['twelve thousand five hundred', 12500, 4],
    ['one hundred thousand', 100000, 3],
    ['nine hundred ninety nine thousand nine hundred ninety nine', 999999, 9],
    ['two million', 2000000, 2],
    ['two point five', 2.5, 3],
    ['zero point seven five', 0.75, 4],
    ['three point one four one', 3.141, 5],
    ['one point zero five', 1.05, 4],
    ['ten point twenty five', 10.25, 4],
    ['minus five', -5, 2],
    ['negative twelve point five', -12.5, 4],
    ['75', 75, 1],
    ['2.5', 2.5, 1],
    ['-3', -3, 1],
    ['1,000', 1000, 1],
    ['1,000,000', 1000000, 1],
    ['1,234.5', 1234.5, 1],
    ['1.000', 1, 1],
    ['5 thousand', 5000, 2],
    ['2.5 thousand', 2500, 2],
    // digits mixed with spoken words, as ASR writes them
    ['22 point 5', 22.5, 3],
    ['2 point 5', 2.5, 3],
    ['22 point 05', 22.05, 3],
    ['-3 point 5', -3.5, 3],
    ['minus 3 point 5', -3.5, 4],
    ['twenty two point 5', 22.5, 4],
    ['2 point five', 2.5, 3],
    ['5 hundred', 500, 2],
    ['19 hundred', 1900, 2],
    ['5 hundred and twenty', 520, 4],
    ['5 hundred 20', 520, 3],
    ['2 thousand 500', 2500, 3],
    ['2 thousand 5 hundred', 2500, 4],
    ['two thousand 500', 2500, 3],
  ];
  it.each(cases)('%s → %d (%d tokens)', (text, value, length) => {
    expect(read(text)).toEqual({ value, length });
  });

  it('stops at the longest complete number', () => {
    expect(read('seventy five percent')).toEqual({ value: 75, length: 2 });
    expect(read('one hundred and')).toEqual({ value: 100, length: 2 });
    expect(read('one hundred and cats')).toEqual({ value: 100, length: 2 });
    expect(read('two point')).toEqual({ value: 2, length: 1 });
    expect(read('two point five six seven eight')).toEqual({ value: 2.567, length: 5 });
    expect(read('one two three')).toEqual({ value: 1, length: 1 });
    expect(read('twenty twenty')).toEqual({ value: 20, length: 1 });
    expect(read('five thousand thousand')).toEqual({ value: 5000, length: 2 });
    expect(read('two thousand three thousand')).toEqual({ value: 2003, length: 3 });
    expect(read('one more song')).toEqual({ value: 1, length: 1 });
    expect(read('22 point')).toEqual({ value: 22, length: 1 });
    expect(read('22 point 1234')).toEqual({ value: 22, length: 1 });
    expect(read('1,000 point 5')).toEqual({ value: 1000, length: 1 });
    expect(read('2.5 point 5')).toEqual({ value: 2.5, length: 1 });
    expect(read('150 hundred')).toEqual({ value: 150, length: 1 });
    expect(read('05 hundred')).toEqual({ value: 5, length: 1 });
    expect(read('-5 hundred')).toEqual({ value: -5, length: 1 });
    expect(read('5 and 3')).toEqual({ value: 5, length: 1 });
    expect(read('5 five')).toEqual({ value: 5, length: 1 });
  });

  it('does not read non-numbers', () => {
    for (const text of ['a', 'a song', 'and five', 'once upon a time', 'point five', 'minus', 'minus cats', 'percent', '%', 'the', '2,5', '1,00', '5am', '1st', 'hundreds'])
      expect(read(text), text).toBeNull();
  });

  it('reads at any start position', () => {
    const tokens = 'set the volume to seventy five percent'.split(' ');
    expect(readNumber(tokens, 4, 'en-GB')).toEqual({ value: 75, length: 2 });
    expect(readNumber(tokens, 3, 'en')).toBeNull();
    expect(readNumber(tokens, 7, 'en')).toBeNull();
    expect(readNumber(tokens, -1, 'en')).toBeNull();
  });
});

// An independent speller: every integer 0–999,999 written out must read back exactly.
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function below1000(n: number, and: boolean): string[] {
  const out: string[] = [];
  const h = Math.floor(n / 100);
  const r = n % 100;
  if (h > 0) out.push(ONES[h]!, 'hundred');
  if (r > 0) {
    if (h > 0 && and) out.push('and');
    if (r < 20) out.push(ONES[r]!);
    else out.push(TENS[Math.floor(r / 10)]!, ...(r % 10 > 0 ? [ONES[r % 10]!] : []));
  }
  return out;
}
function spell(n: number, and: boolean): string[] {
  if (n === 0) return ['zero'];
  const k = Math.floor(n / 1000);
  const rest = n % 1000;
  return [...(k > 0 ? [...below1000(k, and), 'thousand'] : []), ...(rest > 0 ? below1000(rest, and) : [])];
}

it('reads every spelled integer up to 999,999 back (sampled every 997, with and without "and")', () => {
  for (let n = 0; n <= 999_999; n += n < 2000 ? 1 : 997) {
    for (const and of [false, true]) {
      const tokens = spell(n, and);
      expect(readNumber([...tokens, 'percent'], 0, 'en'), tokens.join(' ')).toEqual({ value: n, length: tokens.length });
    }
  }
});
