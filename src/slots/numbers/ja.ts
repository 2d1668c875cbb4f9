// Japanese numbers: digits (２５ arrives as 25 after NFKC), kanji numerals (二十五, 百, 一万,
// 〇/零), mixed (2万, 1万2千), decimals with 点 or ・ (三点五, 三・五), マイナス五.
// Percent: パーセント, colloquial パー, and ％ (NFKC makes it %); both as Intl.Segmenter words and
// one kana per token as the selector's tokenizer splits them.

import type { NumberLanguage } from './types.js';
import { readKanjiNumber } from './kanji.js';

const MINUS = [['マイナス'], ['マ', 'イ', 'ナ', 'ス']];

export const ja: NumberLanguage = {
  code: 'ja',
  convention: { decimal: '.', spaceGroups: false },
  read: (tokens, start, convention) => readKanjiNumber(tokens, start, convention, MINUS),
  percent: [
    ['%'],
    ['パーセント'],
    ['パー', 'セント'],
    ['パー'],
    ['パ', 'ー', 'セ', 'ン', 'ト'],
    ['パ', 'ー'],
  ],
  articles: new Set(),
};
