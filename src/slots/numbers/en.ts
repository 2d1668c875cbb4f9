// English numbers: "seventy five", "twenty-one" (arrives as twenty, one), "one hundred and five",
// "a hundred", "two thousand", "nineteen hundred", "two point five", "minus five".
// "a" alone is never a number; "once" is not a number word in English.

import type { NumberLanguage } from './types.js';
import { AND, ARTICLE_A, BIG, DIGIT, HUNDRED, MINUS, POINT, TEEN, TENS, ZERO, readSpokenNumber } from './spoken.js';
import type { Morph, SpokenGrammar } from './spoken.js';
import { lexicon, morph } from './lexicon.js';

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS_WORDS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const entries: Array<readonly [string, readonly Morph[]]> = [
  ['zero', [morph(ZERO, 0)]],
  ['a', [morph(ARTICLE_A, 1)]],
  ['hundred', [morph(HUNDRED, 100)]],
  ['thousand', [morph(BIG, 1000)]],
  ['million', [morph(BIG, 1_000_000)]],
  ['and', [morph(AND, 0)]],
  ['point', [morph(POINT, 0)]],
  ['minus', [morph(MINUS, 0)]],
  ['negative', [morph(MINUS, 0)]],
];
UNITS.forEach((w, i) => entries.push([w, [morph(DIGIT, i + 1)]]));
TEENS.forEach((w, i) => entries.push([w, [morph(TEEN, i + 10)]]));
TENS_WORDS.forEach((w, i) => entries.push([w, [morph(TENS, (i + 2) * 10)]]));
entries.push(['fourty', [morph(TENS, 40)]]); // a frequent ASR/keyboard misspelling

const words = lexicon(entries);

export const grammar: SpokenGrammar = {
  style: 'en',
  lex: (token) => words.get(token),
  teenHundreds: true,
};

export const en: NumberLanguage = {
  code: 'en',
  convention: { decimal: '.', spaceGroups: false },
  read: (tokens, start, convention) => readSpokenNumber(tokens, start, grammar, convention),
  percent: [['%'], ['percent'], ['per', 'cent']],
  halves: [['and', 'a', 'half']],
  articles: new Set(),
};
