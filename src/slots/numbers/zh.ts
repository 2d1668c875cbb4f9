// Chinese numbers share the kanji reader: 二十五, 两百, 一百零五, 三点五, 负五, digits.
// Chinese percent comes BEFORE the number (百分之五十: Segmenter 百分|之|五十, the selector's
// tokenizer 百|分|之|五十): percentLength matches both, and percentPrecedes('zh') tells the
// matcher to look for it in front. "X分之Y" is the fraction Y/X, so a numeral followed by 分之
// is not read at all — otherwise 百分之五十 would read as 100.

import type { NumberLanguage } from './types.js';
import { readKanjiNumber } from './kanji.js';

const MINUS = [['负'], ['負']];

export const zh: NumberLanguage = {
  code: 'zh',
  convention: { decimal: '.', spaceGroups: false },
  read(tokens, start, convention) {
    const read = readKanjiNumber(tokens, start, convention, MINUS);
    if (read === null) return null;
    const next = tokens[start + read.length];
    if (next === '分之' || (next === '分' && tokens[start + read.length + 1] === '之')) return null;
    return read;
  },
  percent: [['%'], ['百分之'], ['百分', '之'], ['百', '分', '之']],
  percentBeforeNumber: true,
  articles: new Set(),
};
