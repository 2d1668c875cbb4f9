// German numbers. Written German fuses a number into one word ("fünfundsiebzig",
// "zweihundertdreiundvierzig"); ASR sometimes splits it ("fünf und siebzig"). Both become the
// same morphemes: a token is a whole word from the table or a concatenation of table words,
// split greedily longest-first (which is unambiguous for German numerals: "achtzig" before
// "acht", "siebzehn" before "sieben").
// After accent folding "fünf" arrives as "funf"; "ß" survives folding, so "dreißig" and
// "dreissig" are both listed; the transliterations "fuenf", "zwoelf" are accepted too.
// "ein"/"eine" read as 1 but are listed as articles for the selector.

import type { DigitConvention, NumberLanguage, NumberRead } from './types.js';
import { AND, BIG, DIGIT, HUNDRED, MINUS, POINT, TEEN, TENS, ZERO, readSpokenNumber } from './spoken.js';
import type { Morph, SpokenGrammar } from './spoken.js';
import { foldAccents, lexicon, morph } from './lexicon.js';

/** Words that may be parts of a fused numeral. */
const PARTS: Array<readonly [string, readonly Morph[]]> = [
  ['ein', [morph(DIGIT, 1)]],
  ['eins', [morph(DIGIT, 1)]],
  ['eine', [morph(DIGIT, 1)]],
  ['zwei', [morph(DIGIT, 2)]],
  ['zwo', [morph(DIGIT, 2)]], // spoken "zwo", common on the phone and in ASR output
  ['drei', [morph(DIGIT, 3)]],
  ['vier', [morph(DIGIT, 4)]],
  ['fünf', [morph(DIGIT, 5)]],
  ['fuenf', [morph(DIGIT, 5)]],
  ['sechs', [morph(DIGIT, 6)]],
  ['sieben', [morph(DIGIT, 7)]],
  ['acht', [morph(DIGIT, 8)]],
  ['neun', [morph(DIGIT, 9)]],
  ['zehn', [morph(TEEN, 10)]],
  ['elf', [morph(TEEN, 11)]],
  ['zwölf', [morph(TEEN, 12)]],
  ['zwoelf', [morph(TEEN, 12)]],
  ['dreizehn', [morph(TEEN, 13)]],
  ['vierzehn', [morph(TEEN, 14)]],
  ['fünfzehn', [morph(TEEN, 15)]],
  ['fuenfzehn', [morph(TEEN, 15)]],
  ['sechzehn', [morph(TEEN, 16)]],
  ['siebzehn', [morph(TEEN, 17)]],
  ['achtzehn', [morph(TEEN, 18)]],
  ['neunzehn', [morph(TEEN, 19)]],
  ['zwanzig', [morph(TENS, 20)]],
  ['dreißig', [morph(TENS, 30)]],
  ['dreissig', [morph(TENS, 30)]],
  ['vierzig', [morph(TENS, 40)]],
  ['fünfzig', [morph(TENS, 50)]],
  ['fuenfzig', [morph(TENS, 50)]],
  ['sechzig', [morph(TENS, 60)]],
  ['siebzig', [morph(TENS, 70)]],
  ['achtzig', [morph(TENS, 80)]],
  ['neunzig', [morph(TENS, 90)]],
  ['hundert', [morph(HUNDRED, 100)]],
  ['tausend', [morph(BIG, 1000)]],
  ['million', [morph(BIG, 1_000_000)]],
  ['millionen', [morph(BIG, 1_000_000, { plural: true })]],
  ['und', [morph(AND, 0)]],
];

/** Words that only ever stand alone. */
const WHOLE: Array<readonly [string, readonly Morph[]]> = [
  ['null', [morph(ZERO, 0)]],
  ['komma', [morph(POINT, 0)]],
  ['minus', [morph(MINUS, 0)]],
];

const words = lexicon([...PARTS, ...WHOLE]);

/**
 * Fused-word parts, accent-folded and plain, grouped by first character and longest first in
 * each group so the greedy split is right and a non-numeral word is rejected in a few compares.
 */
const partsByFirst: ReadonlyMap<number, ReadonlyArray<readonly [string, Morph]>> = (() => {
  const seen = new Map<string, Morph>();
  for (const [w, m] of PARTS) {
    seen.set(w, m[0]!);
    seen.set(foldAccents(w), m[0]!);
  }
  const byFirst = new Map<number, Array<readonly [string, Morph]>>();
  for (const entry of [...seen].sort((a, b) => b[0].length - a[0].length)) {
    const c = entry[0].charCodeAt(0);
    let list = byFirst.get(c);
    if (list === undefined) byFirst.set(c, (list = []));
    list.push(entry);
  }
  return byFirst;
})();

/** Splits a fused numeral into its morphemes, or undefined when the token is not one. */
function splitFused(token: string): Morph[] | undefined {
  let out: Morph[] | undefined; // allocated only once a first part matched
  let at = 0;
  while (at < token.length) {
    const candidates = partsByFirst.get(token.charCodeAt(at));
    if (candidates === undefined) return undefined;
    let found: readonly [string, Morph] | undefined;
    for (const p of candidates) {
      if (token.startsWith(p[0], at)) {
        found = p;
        break;
      }
    }
    if (found === undefined) return undefined;
    (out ??= []).push(found[1]);
    at += found[0].length;
  }
  return out;
}

export const grammar: SpokenGrammar = {
  style: 'de',
  lex: (token) => words.get(token) ?? splitFused(token),
  teenHundreds: true,
};

/** "neunzehneinhalb", "zweieinhalb", "anderthalb": a whole number and a half in one word. */
function readFusedHalf(token: string, convention: DigitConvention): NumberRead | null {
  if (token === 'anderthalb') return { value: 1.5, length: 1 };
  if (token.length <= HALF.length || !token.endsWith(HALF)) return null;
  const whole = readSpokenNumber([token.slice(0, -HALF.length)], 0, grammar, convention);
  return whole === null || !Number.isInteger(whole.value) || whole.value < 0 ? null : { value: whole.value + 0.5, length: 1 };
}
const HALF = 'einhalb';

export const de: NumberLanguage = {
  code: 'de',
  convention: { decimal: ',', spaceGroups: true },
  read: (tokens, start, convention) => readSpokenNumber(tokens, start, grammar, convention) ?? readFusedHalf(tokens[start]!, convention),
  percent: [['%'], ['prozent']],
  halves: [['einhalb']],
  articles: new Set(['ein', 'eine']),
};
