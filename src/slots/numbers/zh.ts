// Chinese numbers share the kanji reader: 二十五, 两百, 一百零五, 三点五, 负五, digits.
// Chinese percent comes BEFORE the number (百分之五十, segmented 百分|之|五十): percentLength
// matches 百分之 and percentPrecedes('zh') tells the matcher to look for it in front.

import type { NumberLanguage } from './types.js';
import { readKanjiNumber } from './kanji.js';

const MINUS: ReadonlySet<string> = new Set(['负', '負']);

export const zh: NumberLanguage = {
  code: 'zh',
  convention: { decimal: '.', spaceGroups: false },
  read: (tokens, start, convention) => readKanjiNumber(tokens, start, convention, MINUS),
  percent: [['%'], ['百分之'], ['百分', '之']],
  percentBeforeNumber: true,
  articles: new Set(),
};
