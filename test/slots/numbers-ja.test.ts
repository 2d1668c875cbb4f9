import { describe, expect, it } from 'vitest';
import { percentLength, readNumber } from '../../src/slots/numbers/index.js';

// Two real token shapes for the same text: Intl.Segmenter words (as the brief describes) and one
// character per kana/Han token with kanji numeral runs whole (the selector's tokenizer).
const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
const words = (text: string) => [...segmenter.segment(text.normalize('NFKC'))].map((s) => s.segment);
const NUMERAL = /[〇零一二三四五六七八九十百千万億点]/u;
const DIGITS = /^[0-9][0-9.,]*$/u;
const chars = (text: string): string[] => {
  const out: string[] = [];
  for (const ch of text.normalize('NFKC')) {
    const last = out[out.length - 1];
    const glue = last !== undefined && ((NUMERAL.test(ch) && NUMERAL.test(last.slice(-1))) || (/[0-9.,]/.test(ch) && DIGITS.test(last)));
    if (glue) out[out.length - 1] = last + ch;
    else out.push(ch);
  }
  return out;
};

/** The first number in the text, read where it starts. */
function firstNumber(tokens: string[]) {
  for (let i = 0; i < tokens.length; i++) {
    const r = readNumber(tokens, i, 'ja-JP');
    if (r !== null) return { at: i, ...r };
  }
  return null;
}

describe('Japanese numbers in sentences', () => {
  const cases: Array<[string, number]> = [
    ['音量を二十五にして', 25],
    ['音量を25にして', 25],
    ['音量を２５にして', 25],
    ['音量を七十五にして', 75],
    ['音量を百にして', 100],
    ['明るさを50パーセントにして', 50],
    ['明るさを５０％にして', 50],
    ['明るさを八十パーセントに', 80],
    ['タイマーを十五分にセット', 15],
    ['タイマーを5分にセット', 5],
    ['予算を2万にして', 20000],
    ['予算を二万五千にして', 25000],
    ['予算を九十九万九千九百九十九にして', 999999],
    ['音量を2.5にして', 2.5],
    ['音量を三点五にして', 3.5],
    ['音量を三・五にして', 3.5],
    ['気温をマイナス5度に', -5],
    ['音量を〇にして', 0],
  ];
  it.each(cases)('Segmenter words: %s → %d', (text, value) => {
    expect(firstNumber(words(text))?.value).toBe(value);
  });
  // the selector's tokenizer drops ・ as punctuation, so 三・五 is not a decimal there
  const charCases: Array<[string, number]> = [
    ...cases.filter(([t]) => !t.includes('・')),
    ['温度を二十二度にして', 22],
    ['気温をマイナス五度に', -5],
  ];
  it.each(charCases)('one kana per token: %s → %d', (text, value) => {
    expect(firstNumber(chars(text))?.value).toBe(value);
  });

  it('reads a Segmenter word only whole: a numeral glued to a counter is not read', () => {
    // Segmenter: 温度|を|二十|二度|にし|て and 気温|を|マイナス|五度|に
    expect(firstNumber(words('温度を二十二度にして'))).toEqual({ at: 2, value: 20, length: 1 });
    expect(firstNumber(words('気温をマイナス五度に'))).toBeNull();
  });

  it('uses exactly the numeral tokens', () => {
    expect(words('音量を二十五にして')).toEqual(['音量', 'を', '二', '十五', 'にし', 'て']);
    expect(readNumber(words('音量を二十五にして'), 2, 'ja')).toEqual({ value: 25, length: 2 });
    expect(readNumber(words('明るさを50パーセントにして'), 4, 'ja')).toEqual({ value: 50, length: 1 });
  });

  it('finds the percent words in both token shapes', () => {
    const w = words('明るさを50パーセントにして');
    expect(percentLength(w, w.indexOf('パーセント'), 'ja')).toBe(1);
    const c = chars('明るさを50パーセントにして');
    expect(percentLength(c, c.indexOf('パ'), 'ja')).toBe(5);
    expect(percentLength(['パ', 'ー'], 0, 'ja')).toBe(2);
    expect(percentLength(['%'], 0, 'ja')).toBe(1);
    expect(percentLength(['パ', 'ン'], 0, 'ja')).toBe(0);
  });

  it('reads no number in sentences without one', () => {
    for (const text of ['音楽を止めて', '万が一のとき', '明日の天気は']) expect(firstNumber(words(text)), text).toBeNull();
  });
});
