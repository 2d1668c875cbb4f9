// Folds text into the shared token alphabet (see the brief's token format): NFKC, lower case,
// straight quotes, ASCII hyphens for dashes, accents removed (only U+0300–U+036F after NFD, so
// kana voicing marks stay), and ß as ss (its upper case), so that shouted German meets written
// German.
// Folding goes one code point at a time so that every folded character remembers where it came
// from: a string slot must return the words as spoken, with their case and accents.

export interface FoldedText {
  /** The folded text. */
  text: string;
  /** For each UTF-16 unit of `text`, the offset in the source where its code point starts. */
  from: number[];
  /** For each UTF-16 unit of `text`, the offset in the source just after its code point. */
  to: number[];
}

const QUOTE_MAP: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u2032': "'", '\u00B4': "'", '\u0060': "'",
  '\u02BC': "'", '\uFF07': "'",
  // Dashes become the hyphen, so that one written before a digit is read as a minus sign
  // (tokenize): "–5" and "−5" must never be read as 5. Between words or digits it still separates.
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2015': '-', '\u2212': '-',
  '\u201C': '"', '\u201D': '"', '\u201E': '"', '\u201F': '"', '\u2033': '"', '\uFF02': '"',
};

const COMBINING_ACCENTS = /[\u0300-\u036f]/g;

// Folding one code point is pure and the alphabet of real requests is small: remember each.
const foldCache = new Map<string, string>();

/** The folded form of one code point (may be empty, or several characters such as `ﬁ` → `fi`). */
export function foldCodePoint(cp: string): string {
  let out = foldCache.get(cp);
  if (out !== undefined) return out;
  const quoted = QUOTE_MAP[cp];
  if (quoted !== undefined) out = quoted;
  // ß upper-cases to SS, so "GRÜSSE" and "grüße" must meet: fold it the way case folding does.
  else if (cp === 'ß' || cp === 'ẞ') out = 'ss';
  else {
    out = cp.normalize('NFKC').toLowerCase().normalize('NFD').replace(COMBINING_ACCENTS, '').normalize('NFC');
    // NFKC may itself produce curly quotes (e.g. from compatibility forms).
    out = out.replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'").replace(/[\u201C\u201D\u201E\u201F]/g, '"');
  }
  if (foldCache.size < 50_000) foldCache.set(cp, out);
  return out;
}

/**
 * Folds `source` when every character folds to exactly one UTF-16 unit (é → e, Ä → a: nearly
 * all requests), so that folded offsets are source offsets; null otherwise.
 */
export function foldInPlace(source: string): string | null {
  // ASCII runs are lower-cased whole; only the few other characters are folded one by one.
  let text = '';
  let from = 0;
  const n = source.length;
  for (let i = 0; i < n; i++) {
    const code = source.charCodeAt(i);
    if (code < 0x80) continue;
    if (code >= 0xd800 && code <= 0xdfff) return null;
    const folded = foldCodePoint(source[i]!);
    if (folded.length !== 1 || isKanaMark(folded)) return null;
    text += source.slice(from, i).toLowerCase() + folded;
    from = i + 1;
  }
  text = from === 0 ? source.toLowerCase() : text + source.slice(from).toLowerCase();
  return text.includes('`') ? text.replace(/`/g, "'") : text;
}

/** The combining (semi-)voiced sound marks that half-width katakana fold into. */
function isKanaMark(s: string): boolean {
  return s === '\u3099' || s === '\u309a';
}

/** Folds `source`, keeping for each folded unit the source range it came from. */
export function foldText(source: string): FoldedText {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  const n = source.length;
  for (let i = 0; i < n; ) {
    const code = source.charCodeAt(i);
    if (code < 0x80) {
      // ASCII fast path: the common case for most requests.
      const c = code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : code === 0x60 ? "'" : source[i]!;
      text += c;
      from.push(i);
      to.push(i + 1);
      i += 1;
      continue;
    }
    const width = code >= 0xd800 && code <= 0xdbff && i + 1 < n ? 2 : 1;
    const folded = foldCodePoint(source.slice(i, i + width));
    if (isKanaMark(folded) && text.length > 0) {
      // Half-width ｶﾞ is two code points that NFKC makes one (ガ): compose with the previous kana.
      const composed = (text[text.length - 1]! + folded).normalize('NFC');
      if (composed.length === 1) {
        text = text.slice(0, -1) + composed;
        to[to.length - 1] = i + width;
        i += width;
        continue;
      }
    }
    for (let k = 0; k < folded.length; k++) {
      from.push(i);
      to.push(i + width);
    }
    text += folded;
    i += width;
  }
  return { text, from, to };
}

/** The folded text alone, for manifest text where offsets are not needed. */
export function fold(source: string): string {
  return foldText(source).text;
}
