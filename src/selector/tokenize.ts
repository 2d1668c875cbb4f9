// Splits text into tokens in the shared format (brief): folded text split on whitespace, sentence
// punctuation and hyphens; a digit run keeps its decimal separator (`2.5`, `2,5`); `%` and other
// symbols are tokens of their own, as is the x of a multiple ("1.5x"). Each token keeps its range
// in the source text.
//
// Japanese and Chinese are written without spaces. Intl.Segmenter's word boundaries depend on the
// surrounding sentence ("音量を二十五に" → 二|十五, "二十五分" → 二十|五分) and cost ~8 µs per call, so
// a template and a request containing the same words can segment differently. Instead every Han
// or kana character is its own token — the same split in templates and requests, by construction —
// except runs of kanji numerals, which stay whole (二十五) for the number reader.
import { foldInPlace, foldText } from './normalize.js';

export interface Tokens {
  /** The source text, as given. */
  source: string;
  tokens: string[];
  /** Source offset where each token starts. */
  start: number[];
  /** Source offset just after each token. */
  end: number[];
}

const enum Cls {
  Space = 0,
  Word = 1, // letters and marks
  Digit = 2,
  Cjk = 3,
  KanjiNumeral = 4,
  Apostrophe = 5,
  Symbol = 6, // a token of its own: % & + ° € …
  Break = 7, // punctuation: separates, never a token
}

const KANJI_NUMERALS = new Set('〇零一二三四五六七八九十百千万億兆');
const IS_LETTER = /^[\p{L}\p{M}]$/u;
const IS_DIGIT = /^\p{Nd}$/u;
const IS_NUMBER_OTHER = /^\p{N}$/u;
const IS_CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005\u3099\u309a]$/u;
const IS_SPACE = /^\s$/u;
const IS_SYMBOL = /^\p{S}$/u;

const clsCache = new Map<string, Cls>();

const ASCII_CLS = new Uint8Array(128).map((_, code) => {
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) return Cls.Word;
  if (code >= 48 && code <= 57) return Cls.Digit;
  if (code === 39) return Cls.Apostrophe;
  if (code <= 32 || code === 127) return Cls.Space;
  if (code === 37 || code === 38 || code === 43 || code === 36 || code === 61 || code === 35 || code === 64) return Cls.Symbol;
  return Cls.Break;
});

function classify(ch: string): Cls {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return ASCII_CLS[code]! as Cls;
  let c = clsCache.get(ch);
  if (c !== undefined) return c;
  if (KANJI_NUMERALS.has(ch)) c = Cls.KanjiNumeral;
  else if (IS_CJK.test(ch)) c = Cls.Cjk;
  else if (IS_DIGIT.test(ch)) c = Cls.Digit;
  else if (IS_LETTER.test(ch) || IS_NUMBER_OTHER.test(ch)) c = Cls.Word;
  else if (IS_SPACE.test(ch)) c = Cls.Space;
  else if (IS_SYMBOL.test(ch)) c = Cls.Symbol;
  else c = Cls.Break;
  if (clsCache.size < 50_000) clsCache.set(ch, c);
  return c;
}

// English contractions split before the apostrophe (what's → what 's); elisions such as French
// l'heure, d'eau, qu'il split after it (l' heure). Anything else (o'clock) stays one token.
const EN_CLITICS = new Set(["'s", "'t", "'re", "'ll", "'ve", "'d", "'m"]);

// A number with the sign of a multiple, a part of the day or an abbreviated unit glued on ("1.5x",
// "7pm", "19h", "30s", "10min"): the number and the rest, as they are when spaced.
const GLUED_TO_NUMBER = /^\d+(?:[.,]\d+)?(x|am|pm|h|hr|hrs|min|mins|s|sec|secs|seg|sek|std)$/;

/** True for a code of an ASCII digit. */
function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

function pushWord(out: Tokens, word: string, from: number[] | null, to: number[] | null, s: number, e: number): void {
  if (isDigitCode(word.charCodeAt(0)) && !isDigitCode(word.charCodeAt(word.length - 1))) {
    const glued = GLUED_TO_NUMBER.exec(word);
    if (glued !== null) {
      const cut = word.length - glued[1]!.length;
      push(out, word.slice(0, cut), from, to, s, s + cut);
      push(out, glued[1]!, from, to, s + cut, e);
      return;
    }
  }
  const apo = word.indexOf("'");
  if (apo > 0 && apo < word.length - 1) {
    const suffix = word.slice(apo);
    if (EN_CLITICS.has(suffix)) {
      push(out, word.slice(0, apo), from, to, s, s + apo);
      push(out, suffix, from, to, s + apo, e);
      return;
    }
    if (apo <= 3 && word.indexOf("'", apo + 1) < 0) {
      push(out, word.slice(0, apo + 1), from, to, s, s + apo + 1);
      push(out, word.slice(apo + 1), from, to, s + apo + 1, e);
      return;
    }
  }
  push(out, word, from, to, s, e);
}

function push(out: Tokens, token: string, from: number[] | null, to: number[] | null, s: number, e: number): void {
  out.tokens.push(token);
  out.start.push(from === null ? s : from[s]!);
  out.end.push(to === null ? e : to[e - 1]!);
}

/** Class of the character at text[i]. */
function clsAt(text: string, i: number): Cls {
  const code = text.charCodeAt(i);
  return code < 0x80 ? (ASCII_CLS[code]! as Cls) : classify(text[i]!);
}

/**
 * True for an ASCII hyphen that starts a digit token as its sign ("set it to -5"): right before a
 * digit and not joining two words (covid-19, 5-10 stay apart). Dropping it would flip the value.
 */
function isMinusSign(text: string, i: number): boolean {
  if (text.charCodeAt(i) !== 45 || i + 1 >= text.length || clsAt(text, i + 1) !== Cls.Digit) return false;
  if (i === 0) return true;
  const before = clsAt(text, i - 1);
  return before !== Cls.Word && before !== Cls.Digit;
}

/** Tokens of `source` in the shared format, each with its source range. */
export function tokenize(source: string): Tokens {
  let text: string;
  let from: number[] | null = null;
  let to: number[] | null = null;
  const inPlace = foldInPlace(source);
  if (inPlace !== null) text = inPlace;
  else ({ text, from, to } = foldText(source));
  const out: Tokens = { source, tokens: [], start: [], end: [] };
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = clsAt(text, i);
    if ((c === Cls.Space || c === Cls.Break || c === Cls.Apostrophe) && !isMinusSign(text, i)) {
      i++;
      continue;
    }
    if (c === Cls.Symbol) {
      push(out, text[i]!, from, to, i, i + 1);
      i++;
      continue;
    }
    if (c === Cls.Cjk) {
      // A surrogate pair (rare Han) stays one token.
      const hi = text.charCodeAt(i);
      const w = hi >= 0xd800 && hi <= 0xdbff && i + 1 < n ? 2 : 1;
      push(out, text.slice(i, i + w), from, to, i, i + w);
      i += w;
      continue;
    }
    if (c === Cls.KanjiNumeral) {
      let j = i + 1;
      // 点 and ・ (三・五) are decimal points when a numeral follows; elsewhere ・ separates words
      while (j < n && (clsAt(text, j) === Cls.KanjiNumeral || ((text[j] === '点' || text[j] === '・') && j + 1 < n && clsAt(text, j + 1) === Cls.KanjiNumeral))) j++;
      push(out, text.slice(i, j), from, to, i, j);
      i = j;
      continue;
    }
    // A word: letters and digits together (mp3, 4k), apostrophes inside (don't, l'heure). A run of
    // digits alone is a number and keeps its decimal separator (2.5, 2,5, 1,000).
    let j = i + 1;
    let digitsOnly = c === Cls.Digit || c === Cls.Break; // a Break here is a minus sign (-5)
    while (j < n) {
      const cj = clsAt(text, j);
      if (cj === Cls.Word || cj === Cls.Digit) {
        if (cj === Cls.Word) digitsOnly = false;
        j++;
      } else if (digitsOnly && (text[j] === '.' || text[j] === ',') && j + 1 < n && clsAt(text, j + 1) === Cls.Digit) j += 2;
      else if (cj === Cls.Apostrophe && !digitsOnly && j + 1 < n && clsAt(text, j + 1) === Cls.Word) j++;
      else break;
    }
    pushWord(out, text.slice(i, j), from, to, i, j);
    i = j;
  }
  return out;
}

/** True when one of the characters of `marks` stands in the source between tokens k − 1 and k
 * (false at either end): the punctuation a speech recogniser or a keyboard put there. */
export function markBefore(t: Tokens, k: number, marks: string): boolean {
  if (k <= 0 || k >= t.start.length) return false;
  for (let c = t.end[k - 1]!; c < t.start[k]!; c++) if (marks.includes(t.source[c]!)) return true;
  return false;
}

/** Colons, ASCII and full-width. */
export const COLONS = ':\uff1a';

/** Marks that set a word off from what follows it, as a pause does. */
export const PAUSES = ',;.…—–!、，。！';

/** Marks that end a sentence: not a comma, after which a restart may still follow ("add, um, add
 * bread …"). */
export const SENTENCE_ENDS = '.!?。！？';

/** The source of `t` with its tokens [from, to) said as `text`, the rest as said: a request
 * rewritten (select.ts rewrites). */
export function spliceTokens(t: Tokens, from: number, to: number, text: string): string {
  return `${t.source.slice(0, t.start[from]!)}${text}${t.source.slice(t.end[to - 1]!)}`;
}

/** True for a token made of Han or kana characters (joined without spaces when shown). */
export function isCjkToken(token: string): boolean {
  const c = classify(token[0] ?? ' ');
  return c === Cls.Cjk || c === Cls.KanjiNumeral;
}

/**
 * Tokens of a piece of text that may stop at an elision or start at a clitic ("l'", "'s"), as
 * the same letters give inside a sentence: for word lists and for template text beside a slot.
 */
export function fragmentTokens(text: string, atStart = true, atEnd = true): string[] {
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  // Only text that starts or ends with an apostrophe needs the care below.
  if (!(atStart && (first === 39 || first === 0x2019)) && !(atEnd && (last === 39 || last === 0x2019))) return tokenize(text).tokens;
  let src = text;
  let dropFirst = false;
  let dropLast = false;
  if (atStart && /^['\u2019]\p{L}/u.test(src)) {
    src = `x${src}`;
    dropFirst = true;
  }
  if (atEnd && /\p{L}['\u2019]$/u.test(src)) {
    src = `${src}x`;
    dropLast = true;
  }
  const toks = tokenize(src).tokens;
  return toks.slice(dropFirst ? 1 : 0, dropLast ? toks.length - 1 : toks.length);
}
