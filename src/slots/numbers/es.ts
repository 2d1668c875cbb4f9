// Spanish numbers: "setenta y cinco", "veintiuno"/"veintiún"/"veintiuna", "cien", "ciento cinco",
// "doscientas", "dos mil", "cien mil", "dos coma cinco" (also "punto"), "menos cinco".
// "once" is 11 in Spanish. "un"/"una" read as 1 but are listed as articles for the selector.

import type { NumberLanguage } from './types.js';
import { AND, BIG, DIGIT, HUNDREDS, MINUS, POINT, TEEN, TENS, TENS_UNIT, ZERO, readSpokenNumber } from './spoken.js';
import type { Morph, SpokenGrammar } from './spoken.js';
import { lexicon, morph } from './lexicon.js';

const UNITS = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const TEENS = ['diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve'];
const TENS_WORDS = ['veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const VEINTI = ['veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const HUNDREDS_WORDS = ['doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];

const entries: Array<readonly [string, readonly Morph[]]> = [
  ['cero', [morph(ZERO, 0)]],
  ['un', [morph(DIGIT, 1)]],
  ['una', [morph(DIGIT, 1)]],
  ['veintiún', [morph(TENS_UNIT, 21)]],
  ['veintiuna', [morph(TENS_UNIT, 21)]],
  // "cien" is a whole hundred ("cien", "cien mil"); "ciento" must be followed ("ciento cinco")
  ['cien', [morph(HUNDREDS, 100, { closed: true })]],
  ['ciento', [morph(HUNDREDS, 100, { open: true })]],
  ['mil', [morph(BIG, 1000)]],
  ['millón', [morph(BIG, 1_000_000)]],
  ['millones', [morph(BIG, 1_000_000, { plural: true })]],
  ['y', [morph(AND, 0)]],
  ['coma', [morph(POINT, 0)]],
  ['punto', [morph(POINT, 0)]],
  ['menos', [morph(MINUS, 0)]],
];
UNITS.forEach((w, i) => entries.push([w, [morph(DIGIT, i + 1)]]));
TEENS.forEach((w, i) => entries.push([w, [morph(TEEN, i + 10)]]));
TENS_WORDS.forEach((w, i) => entries.push([w, [morph(TENS, (i + 2) * 10)]]));
VEINTI.forEach((w, i) => entries.push([w, [morph(TENS_UNIT, 21 + i)]]));
HUNDREDS_WORDS.forEach((w, i) => {
  const m = [morph(HUNDREDS, (i + 2) * 100)];
  entries.push([w, m], [w.replace(/os$/, 'as'), m]); // doscientas personas
});

const words = lexicon(entries);

export const grammar: SpokenGrammar = {
  style: 'es',
  lex: (token) => words.get(token),
  teenHundreds: false,
};

export const es: NumberLanguage = {
  code: 'es',
  convention: { decimal: ',', spaceGroups: true },
  read: (tokens, start, convention) => readSpokenNumber(tokens, start, grammar, convention),
  // "por cien" is the Peninsular colloquial form ("al cien por cien")
  percent: [['%'], ['por', 'ciento'], ['porciento'], ['por', 'cien']],
  halves: [['y', 'medio'], ['y', 'media']],
  articles: new Set(['un', 'una']),
};
