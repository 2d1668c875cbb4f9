// The word-number reader shared by en, es, de and fr. Each language supplies a lexicon that
// turns one token into morphemes (`fünfundsiebzig` → 5, und, 70) and names its grammar style;
// this module runs one left-to-right state machine over the morphemes and remembers the last
// token boundary where the words so far form a complete number. That gives the longest match
// without backtracking, and never ends on a dangling connector ("one hundred and").
// ASR mixes digits into spoken numbers ("22 point 5", "5 hundred", "2 thousand 500"): a plain
// digit token may head a number before a multiplier word, fill the place after a multiplier,
// and stand on either side of the decimal word.

import type { DigitConvention, NumberRead } from './types.js';
import { isDigitToken, readDigitTokens, scaleDigits } from './digits.js';

/** Morpheme kinds. */
export const DIGIT = 1; // 1–9
export const ZERO = 2;
export const TEEN = 3; // 10–19
export const TENS = 4; // 20, 30 … 90
export const TENS_UNIT = 5; // a fused tens+unit word: es veintiuno (21–29)
export const HUNDREDS = 6; // a fused hundreds word: es doscientos, cien, ciento
export const HUNDRED = 7; // the ×100 word: hundred, hundert, cent
export const BIG = 8; // ×1000 / ×1e6: thousand, mil, tausend, mille, million
export const AND = 9; // the connector inside numbers: and, y, und, et
export const POINT = 10; // the decimal word: point, coma, komma, virgule
export const MINUS = 11; // minus, negative, menos, moins
export const ARTICLE_A = 12; // en "a" — a number only before hundred/thousand

export interface Morph {
  readonly k: number;
  readonly v: number;
  /** es `cien`: a complete hundred that takes no tens or units after it. */
  readonly closed?: boolean;
  /** es `ciento`: a hundred that needs tens or units after it. */
  readonly open?: boolean;
  /** A plural form that needs a number in front: fr cents, vingts; millones, millions. */
  readonly plural?: boolean;
}

/**
 * The four grammars differ only in how tens and units combine:
 * - en: `twenty five`, `one hundred and five` (connector after a multiplier)
 * - es: `setenta y cinco` (y between tens ≥ 30 and a unit), fused veinti-/-cientos words
 * - de: units before tens with und (`fünf und siebzig`), `hundertundeins`
 * - fr: `vingt et un`, `soixante et onze`, `soixante quinze`, `quatre vingt(s)`, `dix sept`
 */
export type GrammarStyle = 'en' | 'es' | 'de' | 'fr';

export interface SpokenGrammar {
  readonly style: GrammarStyle;
  /** The morphemes of one token, or undefined when the token is not part of any number. */
  lex(token: string): readonly Morph[] | undefined;
  /** Whether a tens or teen value may multiply hundred (`nineteen hundred`, `zwölfhundert`). */
  readonly teenHundreds: boolean;
}

// Where the current group (the part below the next thousand) stands.
const FRESH = 3; // nothing yet: anything may come
const HUNDREDS_PLACED = 2; // hundreds filled: tens, teens or units may follow
const TENS_PLACED = 1; // tens filled: a unit may follow (style permitting)
const CLOSED = 0; // units or teens filled: only a multiplier may follow

// What a pending connector joins.
const AND_NONE = 0;
const AND_AFTER_MULTIPLIER = 1; // en "hundred and five", de "hundertundeins"
const AND_AFTER_TENS = 2; // es "treinta y", fr "vingt et"
const AND_AFTER_UNIT = 3; // de "fünf und"

/**
 * The value of a token of 1–3 ASCII digits without a leading zero (`5`, `20`, `500`), else -1:
 * the only digit tokens that may stand inside a spoken number.
 */
export function plainSmallInteger(token: string): number {
  const n = token.length;
  if (n < 1 || n > 3 || token.charCodeAt(0) === 48) return -1;
  let v = 0;
  for (let i = 0; i < n; i++) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
    v = v * 10 + (c - 48);
  }
  return v;
}

/** The longest whole number (no sign, no decimals) at tokens[start], with its end index. */
export function readSpokenInteger(
  tokens: readonly string[],
  start: number,
  g: SpokenGrammar,
  fractionPart: boolean,
): { value: number; end: number } | null {
  const style = g.style;
  let total = 0;
  let group = 0;
  let place = FRESH;
  let lastBig = Infinity;
  let pendingAnd = AND_NONE;
  let pendingA = false;
  let needMore = false;
  let zero = false;
  let any = false;
  let lastTens = 0;
  let lastUnit = 0; // a unit placed directly in a fresh or hundreds position (de und, fr quatre-vingt)
  let teenTen = false; // fr: the last word was dix, so sept/huit/neuf may follow
  let afterMultiplier = false;
  let bestEnd = -1;
  let bestValue = 0;

  tokens: for (let t = start; t < tokens.length; t++) {
    const token = tokens[t]!;
    const c0 = token.charCodeAt(0);
    if (c0 >= 48 && c0 <= 57) {
      // a digit token: the head of the number ("5 hundred"), the tens and units after a hundred
      // ("5 hundred 20") or the group after a big unit ("2 thousand 500"); nowhere else
      const v = plainSmallInteger(token);
      if (v < 0 || fractionPart || pendingA || pendingAnd === AND_AFTER_TENS || pendingAnd === AND_AFTER_UNIT) break;
      const multiplied = afterMultiplier || pendingAnd === AND_AFTER_MULTIPLIER; // "hundred (and)"
      if (!any && place === FRESH && pendingAnd === AND_NONE) {
        group = v;
        lastUnit = v < 10 ? v : 0;
      } else if (multiplied && place === HUNDREDS_PLACED && v < 100) {
        group += v;
        lastUnit = 0;
      } else if (multiplied && place === FRESH && group === 0) {
        group = v;
        lastUnit = v < 10 ? v : 0;
      } else break;
      place = CLOSED;
      pendingAnd = AND_NONE;
      needMore = false;
      any = true;
      teenTen = false;
      afterMultiplier = false;
      bestEnd = t + 1;
      bestValue = total + group;
      continue;
    }
    const morphs = g.lex(token);
    if (morphs === undefined) break;
    for (const m of morphs) {
      if (zero) break tokens; // zero stands alone
      const v = m.v;
      let unit = 0;
      let ten = false;
      let multiplier = false;
      switch (m.k) {
        case DIGIT:
          if (pendingA) break tokens;
          if (pendingAnd !== AND_NONE) {
            if (pendingAnd === AND_AFTER_TENS) {
              if (style === 'fr' && v !== 1) break tokens;
              place = CLOSED;
            } else if (pendingAnd === AND_AFTER_MULTIPLIER) {
              place = CLOSED;
              unit = v;
            } else break tokens;
          } else if (place >= HUNDREDS_PLACED) {
            place = CLOSED;
            unit = v;
          } else if (place === TENS_PLACED) {
            const direct = style === 'en' || (style === 'fr' && (v >= 2 || lastTens === 80));
            if (!direct) break tokens;
            place = CLOSED;
          } else if (!(style === 'fr' && teenTen && v >= 7)) break tokens;
          group += v;
          break;
        case ZERO:
          if (any || pendingA || fractionPart) break tokens;
          zero = true;
          place = CLOSED;
          break;
        case TEEN:
          if (pendingA) break tokens;
          if (pendingAnd !== AND_NONE) {
            const ok =
              pendingAnd === AND_AFTER_MULTIPLIER ||
              (pendingAnd === AND_AFTER_TENS && style === 'fr' && lastTens === 60 && v === 11);
            if (!ok) break tokens;
          } else if (place === TENS_PLACED) {
            if (!(style === 'fr' && (lastTens === 60 || lastTens === 80))) break tokens;
          } else if (place < HUNDREDS_PLACED) break tokens;
          group += v;
          place = CLOSED;
          ten = style === 'fr' && v === 10;
          break;
        case TENS:
          if (pendingA) break tokens;
          if (pendingAnd === AND_AFTER_UNIT) {
            group += v;
            place = CLOSED;
          } else if (m.plural !== true && (pendingAnd === AND_AFTER_MULTIPLIER || (pendingAnd === AND_NONE && place >= HUNDREDS_PLACED))) {
            group += v;
            place = TENS_PLACED;
            lastTens = v;
          } else if (pendingAnd === AND_NONE && style === 'fr' && lastUnit === 4 && v === 20) {
            group += 76; // quatre-vingt: the 4 already counted becomes 80
            place = TENS_PLACED;
            lastTens = 80;
          } else break tokens;
          break;
        case TENS_UNIT:
          if (pendingA || pendingAnd !== AND_NONE || place < HUNDREDS_PLACED) break tokens;
          group += v;
          place = CLOSED;
          break;
        case HUNDREDS:
          if (fractionPart || pendingA || pendingAnd !== AND_NONE || place !== FRESH) break tokens;
          group += v;
          place = m.closed === true ? CLOSED : HUNDREDS_PLACED;
          needMore = m.open === true;
          break;
        case HUNDRED:
          if (fractionPart || pendingAnd !== AND_NONE) break tokens;
          if (pendingA || (place === FRESH && group === 0)) {
            if (m.plural === true) break tokens;
            group = 100;
          } else if (place === CLOSED && lastUnit > 0 && group === lastUnit) {
            group *= 100;
          } else if (g.teenHundreds && place <= TENS_PLACED && group >= 10 && group <= 99) {
            group *= 100;
          } else break tokens;
          pendingA = false;
          place = HUNDREDS_PLACED;
          multiplier = true;
          break;
        case BIG:
          if (fractionPart || pendingAnd !== AND_NONE || needMore || v >= lastBig) break tokens;
          if (pendingA) group = 1;
          else if (group === 0) {
            if (place !== FRESH || m.plural === true) break tokens;
            group = 1; // "thousand", "mil", "tausend", "mille" alone
          }
          pendingA = false;
          total += group * v;
          group = 0;
          place = FRESH;
          lastBig = v;
          multiplier = true;
          break;
        case AND:
          if (pendingA || pendingAnd !== AND_NONE) break tokens;
          if (style === 'de' && place === CLOSED && lastUnit > 0) pendingAnd = AND_AFTER_UNIT;
          else if ((style === 'en' || style === 'de') && afterMultiplier) pendingAnd = AND_AFTER_MULTIPLIER;
          else if (style === 'es' && place === TENS_PLACED && lastTens >= 30) pendingAnd = AND_AFTER_TENS;
          // fr: vingt … soixante et un, Belgian/Swiss septante/nonante et un; never quatre-vingt-et-un
          else if (style === 'fr' && place === TENS_PLACED && lastTens !== 80) pendingAnd = AND_AFTER_TENS;
          else break tokens;
          lastUnit = 0;
          afterMultiplier = false;
          teenTen = false;
          continue; // a connector changes nothing else
        case ARTICLE_A:
          if (any || pendingA || fractionPart) break tokens;
          pendingA = true;
          continue; // not yet a number
        default:
          break tokens; // POINT, MINUS: the integer ends here
      }
      pendingAnd = AND_NONE;
      if (m.k !== HUNDREDS) needMore = false;
      any = true;
      lastUnit = unit;
      teenTen = ten;
      afterMultiplier = multiplier;
    }
    if (any && pendingAnd === AND_NONE && !pendingA && !needMore) {
      bestEnd = t + 1;
      bestValue = total + group;
    }
  }
  return bestEnd < 0 ? null : { value: bestValue, end: bestEnd };
}

/** The single morpheme a token stands for, when it is one word of the given kind. */
function soleKind(g: SpokenGrammar, token: string | undefined, kind: number): Morph | undefined {
  if (token === undefined) return undefined;
  const m = g.lex(token);
  return m !== undefined && m.length === 1 && m[0]!.k === kind ? m[0] : undefined;
}

/** Spoken decimals carry at most this many fraction digits (`zero point seven five`). */
const MAX_FRACTION_DIGITS = 3;

/** True for a digit token without separators (`22`, `-3`): one that may precede a decimal word. */
function isWholeDigits(token: string): boolean {
  for (let i = token.charCodeAt(0) === 45 || token.charCodeAt(0) === 0x2212 ? 1 : 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** How many fraction digits a token after the decimal word gives (`5`, `05`, `125`), 0 when none. */
function fractionDigits(token: string | undefined): number {
  if (token === undefined || token.length > MAX_FRACTION_DIGITS) return 0;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57) return 0;
  }
  return token.length;
}

/**
 * Reads a number at tokens[start] in a word-number language: digits (`75`, `2,5`, `5 mil`) or
 * words (`minus seventy five`, `dos coma cinco`). Never consumes percent words, and never a
 * trailing connector, decimal word or sign without a number part after it.
 */
export function readSpokenNumber(
  tokens: readonly string[],
  start: number,
  g: SpokenGrammar,
  convention: DigitConvention,
): NumberRead | null {
  const first = tokens[start];
  if (first === undefined) return null;
  let pos = start;
  let negative = false;
  const firstDigits = isDigitToken(first);
  const firstMorphs = firstDigits ? undefined : g.lex(first);
  // most tokens are plain words: one lookup settles them
  if (!firstDigits && firstMorphs === undefined && first !== '\u2212') return null;
  if (firstMorphs !== undefined && firstMorphs.length === 1 && firstMorphs[0]!.k === MINUS) {
    negative = true;
    pos++;
  } else if (first === '\u2212') {
    // the minus sign as a token of its own: only in front of digits ("−5")
    const next = tokens[start + 1];
    if (next === undefined || !isDigitToken(next)) return null;
    negative = true;
    pos++;
  }

  let whole: { value: number; end: number } | null;
  const written = readDigitTokens(tokens, pos, convention);
  if (written !== null) {
    if (negative && written.digits.negative) return null; // "minus -5"
    let end = pos + written.length;
    const after = tokens[end];
    const plain = written.length === 1 && !written.digits.negative ? plainSmallInteger(tokens[pos]!) : -1;
    const hundred = plain > 0 ? soleKind(g, after, HUNDRED) : undefined;
    if (plain > 0 && ((hundred !== undefined && hundred.plural !== true) || soleKind(g, after, BIG) !== undefined)) {
      // "5 hundred", "2 thousand 500": the words reader takes the digits as its head. A plural
      // hundred is left alone: fr "5 cents" is money more often than 500.
      whole = readSpokenInteger(tokens, pos, g, false);
    } else if (soleKind(g, after, POINT) !== undefined && isWholeDigits(tokens[pos]!)) {
      // "22 point 5": a plain integer before the decimal word; the sign rides on the token
      whole = { value: written.digits.mantissa, end };
      negative ||= written.digits.negative;
    } else {
      let value: number;
      const big = soleKind(g, after, BIG);
      if (big !== undefined && !written.digits.negative && written.digits.mantissa > 0) {
        value = scaleDigits(written.digits, big.v === 1000 ? 3 : 6); // "2,5 millones", "1500 thousand"
        end++;
      } else {
        value = scaleDigits(written.digits, 0);
      }
      return { value: negative && value !== 0 ? -value : value, length: end - start };
    }
  } else {
    whole = readSpokenInteger(tokens, pos, g, false);
  }
  if (whole === null) return null;
  let numerator = whole.value;
  let denominator = 1;
  let end = whole.end;

  if (soleKind(g, tokens[end], POINT) !== undefined) {
    let p = end + 1;
    let fraction = 0;
    let digits = 0;
    const written = fractionDigits(tokens[p]);
    if (written > 0) {
      // "22 point 5", "two point 05": digits after the decimal word are the fraction as written
      fraction = Number(tokens[p]);
      digits = written;
      denominator = 10 ** digits;
      numerator = whole.value * denominator + fraction;
      end = p + 1;
      p = tokens.length; // a digit fraction is the whole fraction
    }
    while (p < tokens.length) {
      let chunk: number;
      let width: number;
      let next: number;
      if (soleKind(g, tokens[p], ZERO) !== undefined) {
        chunk = 0;
        width = 1;
        next = p + 1;
      } else {
        const part = readSpokenInteger(tokens, p, g, true);
        if (part === null) break;
        chunk = part.value;
        width = chunk < 10 ? 1 : 2;
        next = part.end;
      }
      if (digits + width > MAX_FRACTION_DIGITS) break;
      fraction = fraction * 10 ** width + chunk;
      digits += width;
      p = next;
      denominator = 10 ** digits;
      numerator = whole.value * denominator + fraction;
      end = p;
    }
  }
  const value = numerator / denominator;
  return { value: negative && value !== 0 ? -value : value, length: end - start }; // never -0
}
