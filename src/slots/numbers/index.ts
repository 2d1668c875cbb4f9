// Public entry of the number readers used by the selector's number slots.
//
// readNumber reads the longest number at a token position; percent words are left to the
// matcher (percentLength / isPercentWord); isIndefiniteArticle names the words read as 1 that
// are usually articles, so the selector can weigh them. The language is a BCP-47 tag: its
// primary subtag picks the reader, its region may change the decimal separator (es-MX, de-CH
// write `2.5`). Unknown languages read digits only.
//
// Decisions (precision first: a misread number is a wrong action):
// - Digits: the local convention wins (en `1.000` = 1, de `1.000` = 1000, es-ES `1,000` = 1);
//   comma-decimal languages also take `2.5`; en refuses `2,5` (list or typo more often than a
//   decimal). Repeated separators must group by three in every language. fr/es/de join
//   space-separated thousands (`10 000`). `5 mil`, `2,5 thousand` multiply.
// - Digits mixed with words, as ASR writes them: `22 point 5`, `22 coma 5` (a plain integer
//   before the decimal word, 1–3 plain digits after it), `5 hundred`, `2 thousand 500`. fr
//   `5 cents` stays 5 (money more often than 500).
// - Words: "a"/"and"/"y"/"et"/"und"/"point"/"minus" are read only inside a number, never at
//   its end; "point five" (no whole part) is not read. es "ciento" needs a continuation,
//   "veinte y uno" stops at 20; fr "cents", "vingts" and plural millions need a number in front.
// - es un/una, fr un/une, de ein/eine read as 1 when they are the whole number; the selector
//   can weigh them with isIndefiniteArticle. en "one" is a number, en "a" only before hundred,
//   thousand, million.
// - A half after a whole number: "twenty one and a half", "y medio", "et demi", German
//   "neunzehneinhalb" and "anderthalb" (1.5); never after a fraction or a negative number.
// - ja/zh: kanji numerals across any token split, mixed `2万`, decimals with 点 or ・ (3 digits at
//   most), positional digits only with a 〇 (二〇二六; 三五 is not 35), 万 alone is not read,
//   zh X分之Y is not read (百分之五十 is percent, before the number: percentPrecedes).

import type { DigitConvention, NumberLanguage, NumberRead } from './types.js';
import { readDigitTokens, scaleDigits } from './digits.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { zh } from './zh.js';

export type { NumberRead } from './types.js';

const LANGUAGES: ReadonlyMap<string, NumberLanguage> = new Map([en, es, de, fr, ja, zh].map((l) => [l.code, l]));

/** Digits only, dot decimal: the reader for languages without a word table. */
const DIGITS_ONLY: NumberLanguage = {
  code: '',
  convention: { decimal: '.', spaceGroups: false },
  read(tokens, start, convention) {
    const d = readDigitTokens(tokens, start, convention);
    return d === null ? null : { value: scaleDigits(d.digits, 0), length: d.length };
  },
  percent: [['%']],
  articles: new Set(),
};

const DOT_DECIMAL: DigitConvention = Object.freeze({ decimal: '.', spaceGroups: false });

/** Regions whose usual decimal separator differs from their language's default. */
const DOT_DECIMAL_REGIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  // Mexico, the US, Central America and the Caribbean write 2.5 and 1,000
  es: new Set(['mx', 'us', 'pr', 'do', 'gt', 'hn', 'ni', 'pa', 'sv']),
  // Switzerland and Liechtenstein write 2.5 and 1'000
  de: new Set(['ch', 'li']),
};

interface Resolved {
  language: NumberLanguage;
  convention: DigitConvention;
}

// Request tags repeat; resolving one is string work we do once per distinct tag.
const resolved = new Map<string, Resolved>();
const MAX_CACHED_TAGS = 256;

function resolve(lang: string): Resolved {
  const hit = resolved.get(lang);
  if (hit !== undefined) return hit;
  const parts = lang.toLowerCase().split(/[-_]/);
  const primary = parts[0] ?? '';
  const language = LANGUAGES.get(primary) ?? DIGITS_ONLY;
  // the region is the first 2-letter or 3-digit subtag after the primary (skipping a script)
  const region = parts.slice(1).find((p) => /^(?:[a-z]{2}|\d{3})$/.test(p));
  const convention =
    region !== undefined && DOT_DECIMAL_REGIONS[primary]?.has(region) === true
      ? { ...language.convention, decimal: DOT_DECIMAL.decimal }
      : language.convention;
  const result = { language, convention };
  if (resolved.size < MAX_CACHED_TAGS) resolved.set(lang, result);
  return result;
}

/**
 * Reads the longest number expression starting at tokens[start]: digits (`75`, `2,5`, `1.000`)
 * or words (`seventy five`, `setenta y cinco`, `fünfundsiebzig`, `二十五`). Returns its value
 * and the number of tokens it used, or null when tokens[start] does not begin a number.
 * Percent words and trailing connectors are never consumed.
 */
export function readNumber(tokens: readonly string[], start: number, lang: string): NumberRead | null {
  if (start < 0 || start >= tokens.length) return null;
  const { language, convention } = resolve(lang);
  const read = language.read(tokens, start, convention);
  // A half follows a whole number that is not negative ("twenty one and a half").
  if (read === null || !Number.isInteger(read.value) || read.value < 0) return read;
  const half = halvesAt(language, tokens, start + read.length, tokens.length);
  return half === 0 ? read : { value: read.value + 0.5, length: read.length + half };
}

/** How many tokens at tokens[at] (before `limit`) add a half to what comes before them in the
 * language of `lang` ("and a half", "y media", "et demie": after a number, and after a unit of
 * duration, slots/duration.ts), 0 when none do. */
export function halfLengthAt(tokens: readonly string[], at: number, lang: string, limit: number): number {
  return halvesAt(resolve(lang).language, tokens, at, limit);
}

function halvesAt(language: NumberLanguage, tokens: readonly string[], at: number, limit: number): number {
  for (const seq of language.halves ?? []) {
    if (at + seq.length > limit) continue;
    let k = 0;
    while (k < seq.length && tokens[at + k] === seq[k]) k++;
    if (k === seq.length) return k;
  }
  return 0;
}

/**
 * How many tokens at tokens[i] form a percent expression (`%`, `percent`, `per cent`,
 * `por ciento`, `pour cent`, `prozent`, `パーセント`), 0 when none. `%` counts in every language.
 */
export function percentLength(tokens: readonly string[], i: number, lang: string): number {
  const first = tokens[i];
  if (first === undefined) return 0;
  if (first === '%') return 1;
  let best = 0;
  for (const seq of resolve(lang).language.percent) {
    if (seq.length <= best || seq[0] !== first) continue;
    let k = 1;
    while (k < seq.length && tokens[i + k] === seq[k]) k++;
    if (k === seq.length) best = k;
  }
  return best;
}

/**
 * True where percent words precede the number (zh 百分之五十) instead of following it
 * (`50 %`, `cincuenta por ciento`, `50パーセント`).
 */
export function percentPrecedes(lang: string): boolean {
  return resolve(lang).language.percentBeforeNumber === true;
}

/**
 * True when the single token is a percent word on its own (`%`, `percent`, `prozent`).
 * Two-token forms (`per cent`, `por ciento`, `pour cent`) need percentLength.
 */
export function isPercentWord(token: string, lang: string): boolean {
  return percentLength([token], 0, lang) === 1;
}

/**
 * True when the token, read alone as the number 1, is more often an indefinite article
 * (es un/una, fr un/une, de ein/eine). readNumber still reads it; the selector decides.
 */
export function isIndefiniteArticle(token: string, lang: string): boolean {
  return resolve(lang).language.articles.has(token);
}
