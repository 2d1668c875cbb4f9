// Kanji/hanzi numerals for ja and zh, as Intl.Segmenter actually delivers them. The segmenter
// cuts numerals arbitrarily — "二十五" → 二|十五, "七十五" → 七|十五, "九十九万九千…" →
// 九十九|万|九千|九百|九十九, "2万5000" → 2|万|5000, "三・五" → 三|・|五 — so the reader walks
// the characters of consecutive numeral tokens with one state machine and keeps the last token
// boundary where a complete number stands. It also handles digit tokens (`25`, `2.5`,
// `1,000`) and mixed forms (`2万`, `1万2千`).
// The selector's own tokenizer instead makes every kana/Han character a token and keeps runs
// of kanji numerals whole (三点五 and 三・五 included); both shapes read the same. A segment that glues a
// numeral to a counter (Segmenter: 三分, 一度に, 零点) is not a numeral token and is not read.

import type { DigitConvention, NumberRead } from './types.js';
import { digitNumber, isDigitToken, parseDigitToken } from './digits.js';

const DIGITS: ReadonlyMap<string, number> = new Map([
  ['〇', 0], ['零', 0], ['一', 1], ['二', 2], ['三', 3], ['四', 4], ['五', 5], ['六', 6], ['七', 7], ['八', 8], ['九', 9],
  ['两', 2], ['兩', 2], // zh liǎng
  ['壱', 1], ['弐', 2], ['参', 3], // ja formal (banknotes, contracts)
]);
const SMALL: ReadonlyMap<string, number> = new Map([['十', 10], ['拾', 10], ['百', 100], ['千', 1000], ['阡', 1000]]);
const LARGE: ReadonlyMap<string, number> = new Map([['万', 1e4], ['萬', 1e4], ['億', 1e8], ['亿', 1e8], ['兆', 1e12]]);
const DECIMAL: ReadonlySet<string> = new Set(['点', '點', '・']);

const MAX_FRACTION_DIGITS = 3;
const MAX_POSITIONAL_DIGITS = 9;

/** How many tokens at tokens[i] say "minus": one of the word sequences or the sign U+2212. */
function minusLength(tokens: readonly string[], i: number, minusWords: readonly (readonly string[])[]): number {
  if (tokens[i] === '\u2212') return 1;
  for (const seq of minusWords) {
    let k = 0;
    while (k < seq.length && tokens[i + k] === seq[k]) k++;
    if (k === seq.length) return k;
  }
  return 0;
}

/**
 * Reads the longest numeral at tokens[start]. `minusWords` are token sequences that negate what
 * follows (ja マイナス, also one katakana per token; zh 负).
 */
export function readKanjiNumber(
  tokens: readonly string[],
  start: number,
  convention: DigitConvention,
  minusWords: readonly (readonly string[])[],
): NumberRead | null {
  let pos = start + minusLength(tokens, start, minusWords);
  let negative = pos > start;

  let total = 0; // the parts already multiplied by 万/億
  let lastLarge = Infinity;
  let section = 0; // the part below the next 万, made of 十/百/千 products
  let lastSmall = Infinity;
  let current = -1; // a number not yet multiplied (-1: none)
  let currentIsOneKanji = false; // 二 then 〇 may start positional notation (二〇二六)
  let positional = false;
  let positionalValue = 0;
  let positionalDigits = 0;
  let positionalZero = false; // positional reading needs a 〇: 三五 alone is not 35
  let inFraction = false;
  let fraction = 0;
  let fractionDigits = 0;
  let any = false;

  let bestEnd = -1;
  let bestValue = 0;

  tokens: for (let t = pos; t < tokens.length; t++) {
    const token = tokens[t]!;
    if (isDigitToken(token)) {
      // a digit token is one value: it may lead (2万), follow a 万 (1万2千, 2万5000), or not at all
      if (inFraction || positional || current >= 0) break;
      const d = parseDigitToken(token, convention);
      if (d === null || (d.negative && t !== start)) break;
      current = Math.abs(digitNumber(d));
      if (d.negative) negative = true;
      currentIsOneKanji = false;
      any = true;
    } else {
      for (const ch of token) {
        const digit = DIGITS.get(ch);
        if (digit !== undefined) {
          if (inFraction) {
            if (fractionDigits >= MAX_FRACTION_DIGITS) break tokens;
            fraction = fraction * 10 + digit;
            fractionDigits++;
          } else if (positional) {
            if (positionalDigits >= MAX_POSITIONAL_DIGITS) break tokens;
            positionalValue = positionalValue * 10 + digit;
            positionalDigits++;
            if (digit === 0) positionalZero = true;
          } else if (current >= 0) {
            if (!currentIsOneKanji || lastSmall !== Infinity || lastLarge !== Infinity) break tokens;
            positional = true;
            positionalValue = current * 10 + digit;
            positionalDigits = 2;
            positionalZero = current === 0 || digit === 0;
          } else if (digit === 0 && (lastSmall !== Infinity || lastLarge !== Infinity)) {
            // zh 一百零五: 零 marks a skipped place and adds nothing
          } else {
            current = digit;
            currentIsOneKanji = true;
          }
          any = true;
          continue;
        }
        const small = SMALL.get(ch);
        if (small !== undefined) {
          if (inFraction || positional || small >= lastSmall) break tokens;
          if (current > 9 || (current >= 0 && !Number.isInteger(current))) break tokens; // 12百
          section += (current < 0 ? 1 : current) * small;
          lastSmall = small;
          current = -1;
          any = true;
          continue;
        }
        const large = LARGE.get(ch);
        if (large !== undefined) {
          if (inFraction || positional || large >= lastLarge) break tokens;
          const part = section + (current < 0 ? 0 : current);
          if (part <= 0 || part >= 1e4) break tokens; // 万 alone is not a number
          total += Math.round(part * large * 1000) / 1000; // 2.5万 = 25000 without float drift
          section = 0;
          lastSmall = Infinity;
          current = -1;
          lastLarge = large;
          continue;
        }
        if (DECIMAL.has(ch)) {
          const hasWhole = positional || current >= 0 || section > 0 || total > 0;
          if (inFraction || !hasWhole || (current >= 0 && !Number.isInteger(current))) break tokens;
          if (positional && !positionalZero) break tokens;
          inFraction = true;
          continue;
        }
        break tokens;
      }
    }
    const complete = any && (!inFraction || fractionDigits > 0) && (!positional || positionalZero);
    if (complete) {
      const whole = positional ? positionalValue : total + section + (current < 0 ? 0 : current);
      const scale = 10 ** fractionDigits;
      bestValue = fractionDigits > 0 ? (whole * scale + fraction) / scale : whole;
      bestEnd = t + 1;
    }
  }
  if (bestEnd < 0) return null;
  return { value: negative && bestValue !== 0 ? -bestValue : bestValue, length: bestEnd - start };
}
