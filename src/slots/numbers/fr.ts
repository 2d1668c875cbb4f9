// French numbers: "soixante-quinze" (arrives as soixante, quinze), "quatre-vingt-dix",
// "vingt et un", "soixante et onze", "dix-sept", "cent", "deux cents", "mille", "deux virgule
// cinq", "moins cinq"; Belgian/Swiss septante, huitante, octante, nonante.
// "un"/"une" read as 1 but are listed as articles for the selector.

import type { NumberLanguage } from './types.js';
import { AND, BIG, DIGIT, HUNDRED, MINUS, POINT, TEEN, TENS, ZERO, readSpokenNumber } from './spoken.js';
import type { Morph, SpokenGrammar } from './spoken.js';
import { lexicon, morph } from './lexicon.js';

const UNITS = ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'];
const TEENS = ['dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize'];

const entries: Array<readonly [string, readonly Morph[]]> = [
  ['zéro', [morph(ZERO, 0)]],
  ['une', [morph(DIGIT, 1)]],
  ['vingt', [morph(TENS, 20)]],
  ['vingts', [morph(TENS, 20, { plural: true })]], // only in quatre-vingts
  ['trente', [morph(TENS, 30)]],
  ['quarante', [morph(TENS, 40)]],
  ['cinquante', [morph(TENS, 50)]],
  ['soixante', [morph(TENS, 60)]],
  ['septante', [morph(TENS, 70)]],
  ['huitante', [morph(TENS, 80)]],
  ['octante', [morph(TENS, 80)]],
  ['nonante', [morph(TENS, 90)]],
  ['cent', [morph(HUNDRED, 100)]],
  ['cents', [morph(HUNDRED, 100, { plural: true })]], // deux cents; alone it is money
  ['mille', [morph(BIG, 1000)]],
  ['mil', [morph(BIG, 1000)]],
  ['million', [morph(BIG, 1_000_000)]],
  ['millions', [morph(BIG, 1_000_000, { plural: true })]],
  ['et', [morph(AND, 0)]],
  ['virgule', [morph(POINT, 0)]],
  ['moins', [morph(MINUS, 0)]],
];
UNITS.forEach((w, i) => entries.push([w, [morph(DIGIT, i + 1)]]));
TEENS.forEach((w, i) => entries.push([w, [morph(TEEN, i + 10)]]));

const words = lexicon(entries);

export const grammar: SpokenGrammar = {
  style: 'fr',
  lex: (token) => words.get(token),
  teenHundreds: false,
};

export const fr: NumberLanguage = {
  code: 'fr',
  convention: { decimal: ',', spaceGroups: true },
  read: (tokens, start, convention) => readSpokenNumber(tokens, start, grammar, convention),
  percent: [['%'], ['pour', 'cent'], ['pourcent']],
  halves: [['et', 'demi'], ['et', 'demie']],
  articles: new Set(['un', 'une']),
};
