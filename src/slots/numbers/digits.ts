// Digit tokens: `75`, `-3`, `2.5`, `2,5`, `1,000`, `1.000.000`, `1'000`. NFKC already turned
// fullwidth digits into ASCII. Parsing is a hand-written scan (no RegExp per call) over an
// integer mantissa and a decimal scale so that `1.234` × 1000 stays exactly 1234.

import type { DigitConvention } from './types.js';

const ZERO = 48;
const NINE = 57;
const MAX_DIGITS = 15; // beyond this a double no longer holds every integer exactly

function isDigitCode(c: number): boolean {
  return c >= ZERO && c <= NINE;
}

/** A sign the tokenizer may leave in front of a digit token: ASCII hyphen-minus or U+2212. */
function isMinus(c: number): boolean {
  return c === 45 || c === 0x2212;
}

/**
 * True when the token looks like a digit token (optional minus, a digit, then digits and
 * separators only). Cheap gate before any parsing.
 */
export function isDigitToken(token: string): boolean {
  const n = token.length;
  if (n === 0) return false;
  let i = isMinus(token.charCodeAt(0)) ? 1 : 0;
  if (i >= n || !isDigitCode(token.charCodeAt(i))) return false;
  for (i++; i < n; i++) {
    const c = token.charCodeAt(i);
    if (!isDigitCode(c) && c !== 46 && c !== 44 && c !== 39) return false;
  }
  return isDigitCode(token.charCodeAt(n - 1));
}

/** A digit token's exact value as mantissa / 10^scale. */
export interface DigitValue {
  mantissa: number;
  scale: number;
  negative: boolean;
}

/** The value of a DigitValue as a JS number. */
export function digitNumber(d: DigitValue): number {
  const v = d.scale === 0 ? d.mantissa : d.mantissa / 10 ** d.scale;
  return d.negative && v !== 0 ? -v : v; // never -0
}

/**
 * Parses a digit token under a language's convention. Returns null when the token is not a
 * well-formed number there.
 *
 * Rules (precision first; a misread number is a wrong action):
 * - A separator that occurs twice or more, or an apostrophe, must be a thousands separator
 *   with groups of exactly three digits (`1.000.000`, `1,000,000`, `1'000`) in every language.
 * - The local grouping form is `d{1,3}(G d{3})+` optionally followed by `D d+`, where D is the
 *   local decimal separator and G the other one.
 * - One local decimal separator is a decimal (`2.5` en, `2,5` de; `1.000` en is 1, `1,000`
 *   de is 1 — the local reading wins).
 * - Comma-decimal languages also accept one dot followed by other than three digits as a
 *   decimal (`2.5` in de/es/fr): ASR engines and keyboards emit dot decimals everywhere.
 *   The reverse is refused: in en `2,5` is not a number, because an English comma between
 *   digits is more often a list or a typo than a decimal.
 */
export function parseDigitToken(token: string, convention: DigitConvention): DigitValue | null {
  const n = token.length;
  let i = 0;
  let negative = false;
  if (n > 0 && isMinus(token.charCodeAt(0))) {
    negative = true;
    i = 1;
  }
  const local = convention.decimal === '.' ? 46 : 44;
  const other = local === 46 ? 44 : 46;

  let mantissa = 0;
  let digits = 0;
  let scale = 0;
  let groupSep = 0; // the separator used for thousands, once known
  let groupLen = 0; // digits since the last separator
  let leadLen = 0; // digits before the first separator
  let seenSep = false;
  let inDecimal = false; // past the decimal separator
  let decimalSep = 0;
  let groups = 0;

  for (; i < n; i++) {
    const c = token.charCodeAt(i);
    if (isDigitCode(c)) {
      if (++digits > MAX_DIGITS) return null;
      mantissa = mantissa * 10 + (c - ZERO);
      groupLen++;
      if (inDecimal) scale++;
      continue;
    }
    // a separator
    if (groupLen === 0) return null; // leading or doubled separator
    if (inDecimal) return null; // nothing may follow the decimal part but digits
    if (!seenSep) leadLen = groupLen;
    else if (groupLen !== 3) return null; // an inner group must have three digits
    seenSep = true;
    if (c === 39) {
      if (groupSep !== 0 && groupSep !== 39) return null;
      groupSep = 39;
      groups++;
    } else if (groupSep === c) {
      groups++;
    } else if (groupSep !== 0) {
      // a second kind of separator after grouping: it is the decimal one
      inDecimal = true;
      decimalSep = c;
    } else {
      // first separator: decide once the rest is known; remember it as a candidate group
      groupSep = c;
      groups++;
    }
    groupLen = 0;
  }
  if (groupLen === 0) return null; // trailing separator

  if (!seenSep) return { mantissa, scale: 0, negative };

  if (inDecimal) {
    // grouped integer part plus a decimal part: G must be the local group sep (or ') and D local
    if (decimalSep !== local || (groupSep !== other && groupSep !== 39)) return null;
    return leadLen <= 3 ? { mantissa, scale, negative } : null;
  }

  // only one kind of separator, used `groups` times
  const lastLen = groupLen;
  if (groupSep === 39 || groups >= 2) {
    return leadLen <= 3 && lastLen === 3 ? { mantissa, scale: 0, negative } : null;
  }
  // exactly one separator
  if (groupSep === local) {
    return { mantissa, scale: lastLen, negative };
  }
  // the other separator, once: a thousands separator when it groups three digits
  if (lastLen === 3 && leadLen <= 3) return { mantissa, scale: 0, negative };
  if (groupSep === 46 && local === 44) return { mantissa, scale: lastLen, negative };
  return null;
}

/**
 * True when a digit token is a bare group of exactly three digits (`000`, `500`): a possible
 * continuation of a space-grouped number such as `10 000`.
 */
export function isThreeDigitGroup(token: string): boolean {
  return (
    token.length === 3 &&
    isDigitCode(token.charCodeAt(0)) &&
    isDigitCode(token.charCodeAt(1)) &&
    isDigitCode(token.charCodeAt(2))
  );
}

/** True when the token is 1–3 plain digits, the only head a space-grouped number may have. */
export function isShortPlainInteger(token: string): boolean {
  const n = token.length;
  if (n < 1 || n > 3) return false;
  for (let i = 0; i < n; i++) if (!isDigitCode(token.charCodeAt(i))) return false;
  return true;
}

/**
 * Reads a number written in digits at tokens[start]: the token itself plus, where the
 * convention allows, space-separated three-digit groups (`10 000` → 10000). Returns the
 * exact value and the tokens used, or null.
 */
export function readDigitTokens(
  tokens: readonly string[],
  start: number,
  convention: DigitConvention,
): { digits: DigitValue; length: number } | null {
  const head = tokens[start];
  if (head === undefined || !isDigitToken(head)) return null;
  const parsed = parseDigitToken(head, convention);
  if (parsed === null) return null;
  let length = 1;
  if (convention.spaceGroups && isShortPlainInteger(head)) {
    let mantissa = parsed.mantissa;
    let next = tokens[start + length];
    while (next !== undefined && isThreeDigitGroup(next) && length < 5) {
      mantissa = mantissa * 1000 + Number(next);
      length++;
      next = tokens[start + length];
    }
    if (length > 1) return { digits: { mantissa, scale: 0, negative: parsed.negative }, length };
  }
  return { digits: parsed, length };
}

/** Multiplies an exact digit value by 10^power (`2,5 mil` → 2500) without float drift. */
export function scaleDigits(d: DigitValue, power: number): number {
  const v =
    d.scale <= power ? d.mantissa * 10 ** (power - d.scale) : d.mantissa / 10 ** (d.scale - power);
  return d.negative && v !== 0 ? -v : v; // never -0
}
