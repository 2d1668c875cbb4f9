// Intl.Segmenter('ja') glues numerals to counters and particles: 三分 (3 minutes), 一度に,
// 六年, 零点 (zero + decimal mark). A token can only be read whole, so the tokenizer may cut
// such segments at the boundaries between numeral characters and everything else before
// handing tokens to the matcher. Applying it to templates and requests alike keeps them
// consistent.

import { isNumeralChar } from './kanji.js';

const DECIMAL_MARKS = new Set(['点', '點', '・']);

// zh 百分之 ("percent", before the number) starts with 百 but is a word, not a hundred.
const KEEP_WHOLE = new Set(['百分', '百分之']);

function isAsciiDigit(ch: string | undefined): boolean {
  if (ch === undefined || ch.length !== 1) return false;
  const c = ch.charCodeAt(0);
  return c >= 48 && c <= 57;
}

function isNumeralLike(ch: string): boolean {
  return isAsciiDigit(ch) || (isNumeralChar(ch) && !DECIMAL_MARKS.has(ch));
}

/**
 * Splits one segment into maximal runs of numeral characters (kanji numerals and ASCII
 * digits, with `.`/`,` kept between digits) and runs of other characters. Returns the
 * segment itself (in a one-element array) when there is nothing to split.
 */
export function splitNumerals(segment: string): string[] {
  if (KEEP_WHOLE.has(segment)) return [segment];
  const chars = Array.from(segment);
  const out: string[] = [];
  let run = '';
  let runNumeral = false;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    let numeral = isNumeralLike(ch);
    // a separator between two ASCII digits stays inside the number (2.5, 1,000)
    if (!numeral && (ch === '.' || ch === ',') && runNumeral && isAsciiDigit(chars[i - 1]) && isAsciiDigit(chars[i + 1])) {
      numeral = true;
    }
    if (run !== '' && numeral !== runNumeral) {
      out.push(run);
      run = '';
    }
    run += ch;
    runNumeral = numeral;
  }
  if (run !== '') out.push(run);
  return out;
}
