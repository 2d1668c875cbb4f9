import { describe, expect, it } from 'vitest';
import { readKanjiNumber } from '../../src/slots/numbers/kanji.js';

const DOT = { decimal: '.', spaceGroups: false } as const;
const NO_MINUS = [['マイナス'], ['マ', 'イ', 'ナ', 'ス']];
// Tokens given explicitly: the reader must work on any split of the same characters.
const read = (tokens: string[]) => readKanjiNumber(tokens, 0, DOT, NO_MINUS);

describe('readKanjiNumber', () => {
  const cases: Array<[string[], number, number]> = [
    [['〇'], 0, 1],
    [['零'], 0, 1],
    [['一'], 1, 1],
    [['九'], 9, 1],
    [['十'], 10, 1],
    [['十五'], 15, 1],
    [['二十五'], 25, 1],
    [['二', '十五'], 25, 2],
    [['二十', '五'], 25, 2],
    [['七', '十五'], 75, 2],
    [['九十九'], 99, 1],
    [['百'], 100, 1],
    [['百', '二十'], 120, 2],
    [['三百五十'], 350, 1],
    [['千'], 1000, 1],
    [['一千'], 1000, 1],
    [['千', '五百'], 1500, 2],
    [['一万'], 10000, 1],
    [['二万五千'], 25000, 1],
    [['一万', '二千', '三百', '四', '十五'], 12345, 5],
    [['九十九', '万', '九千', '九百', '九十九'], 999999, 5],
    [['一億'], 100000000, 1],
    [['25'], 25, 1],
    [['2.5'], 2.5, 1],
    [['1,000'], 1000, 1],
    [['2', '万'], 20000, 2],
    [['10', '万'], 100000, 2],
    [['2', '万', '5000'], 25000, 3],
    [['1', '万', '2', '千'], 12000, 4],
    [['2.5', '万'], 25000, 2],
    [['三点五'], 3.5, 1],
    [['三', '点', '五'], 3.5, 3],
    [['三', '・', '五'], 3.5, 3],
    [['零点五'], 0.5, 1],
    [['三点一四一'], 3.141, 1],
    [['二', '〇', '二', '六'], 2026, 4],
    [['二〇二六'], 2026, 1],
    [['一〇〇'], 100, 1],
    [['一百零五'], 105, 1],
    [['两', '百'], 200, 2],
    [['壱万'], 10000, 1],
    [['マイナス', '五'], -5, 2],
    [['マイナス', '5'], -5, 2],
    [['マ', 'イ', 'ナ', 'ス', '五'], -5, 5],
    [['-5'], -5, 1],
    [['\u2212', '5'], -5, 2],
  ];
  it.each(cases)('%j → %d (%d tokens)', (tokens, value, length) => {
    expect(read(tokens)).toEqual({ value, length });
  });

  it('keeps the longest complete prefix', () => {
    expect(read(['二十五', 'に', 'し', 'て'])).toEqual({ value: 25, length: 1 });
    expect(read(['50', 'パーセント'])).toEqual({ value: 50, length: 1 });
    expect(read(['三', '五'])).toEqual({ value: 3, length: 1 }); // 三五 is no number without 〇
    expect(read(['三', '点'])).toEqual({ value: 3, length: 1 });
    expect(read(['三点五', '六七八'])).toEqual({ value: 3.5, length: 1 }); // at most 3 decimals, per token
    expect(read(['二十', '十'])).toEqual({ value: 20, length: 1 });
    expect(read(['百', '千'])).toEqual({ value: 100, length: 1 });
    expect(read(['一万', '一万'])).toEqual({ value: 10000, length: 1 });
    expect(read(['25', '5'])).toEqual({ value: 25, length: 1 });
    expect(read(['5', '五'])).toEqual({ value: 5, length: 1 });
  });

  it('reads nothing where no numeral starts', () => {
    for (const tokens of [['万'], ['三五'], ['点', '五'], ['・'], ['マイナス'], ['マイナス', 'に'], ['マイナス', '-5'], ['マ', 'イ'], ['音'], ['一度に'], ['三分'], ['12百'], ['二十一度に']])
      expect(read(tokens), tokens.join('|')).toBeNull();
  });

  it('never returns negative zero', () => {
    expect(Object.is(read(['マイナス', '〇'])?.value, 0)).toBe(true);
  });

  it('reads at the start position only', () => {
    expect(readKanjiNumber(['音', '量', 'を', '二十五'], 3, DOT, NO_MINUS)).toEqual({ value: 25, length: 1 });
    expect(readKanjiNumber(['音', '量', 'を', '二十五'], 2, DOT, NO_MINUS)).toBeNull();
  });
});

// An independent speller: every integer 0–999,999 in kanji, whole and cut into one character
// per token, must read back exactly.
const KANJI = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
function below10000(n: number): string {
  let s = '';
  for (const [unit, ch] of [[1000, '千'], [100, '百'], [10, '十']] as const) {
    const d = Math.floor(n / unit) % 10;
    if (d > 0) s += (d > 1 ? KANJI[d]! : '') + ch;
  }
  return s + KANJI[n % 10]!;
}
function spell(n: number): string {
  if (n === 0) return '〇';
  const man = Math.floor(n / 10000);
  return (man > 0 ? below10000(man) + '万' : '') + below10000(n % 10000);
}

it('reads every kanji integer up to 999,999 back, whole and one character per token (sampled every 997)', () => {
  for (let n = 0; n <= 999_999; n += n < 2000 ? 1 : 997) {
    const s = spell(n);
    expect(read([s, 'に']), s).toEqual({ value: n, length: 1 });
    expect(read([...s, 'に']), s).toEqual({ value: n, length: s.length });
  }
});
