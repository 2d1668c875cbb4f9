// Text checks shared by the manifest validator and the live-values code (which applies them to
// untrusted server data). A person reviewing an app must read exactly what will match and what
// will be said, so characters that do not show are refused, never silently cleaned up.

// Unicode names (or their standard aliases) of the C0 controls, U+0000..U+001F.
const C0_NAMES = [
  'NULL', 'START OF HEADING', 'START OF TEXT', 'END OF TEXT', 'END OF TRANSMISSION', 'ENQUIRY',
  'ACKNOWLEDGE', 'BELL', 'BACKSPACE', 'CHARACTER TABULATION', 'LINE FEED', 'LINE TABULATION',
  'FORM FEED', 'CARRIAGE RETURN', 'SHIFT OUT', 'SHIFT IN', 'DATA LINK ESCAPE', 'DEVICE CONTROL ONE',
  'DEVICE CONTROL TWO', 'DEVICE CONTROL THREE', 'DEVICE CONTROL FOUR', 'NEGATIVE ACKNOWLEDGE',
  'SYNCHRONOUS IDLE', 'END OF TRANSMISSION BLOCK', 'CANCEL', 'END OF MEDIUM', 'SUBSTITUTE', 'ESCAPE',
  'INFORMATION SEPARATOR FOUR', 'INFORMATION SEPARATOR THREE', 'INFORMATION SEPARATOR TWO',
  'INFORMATION SEPARATOR ONE',
];

// Invisible or layout-changing characters outside the control ranges, by code point.
const NAMED: ReadonlyMap<number, string> = new Map([
  [0x7f, 'DELETE'],
  [0x85, 'NEXT LINE'],
  [0xad, 'SOFT HYPHEN'],
  [0x34f, 'COMBINING GRAPHEME JOINER'],
  [0x61c, 'ARABIC LETTER MARK'],
  [0x115f, 'HANGUL CHOSEONG FILLER'],
  [0x1160, 'HANGUL JUNGSEONG FILLER'],
  [0x17b4, 'KHMER VOWEL INHERENT AQ'],
  [0x17b5, 'KHMER VOWEL INHERENT AA'],
  [0x180e, 'MONGOLIAN VOWEL SEPARATOR'],
  [0x200b, 'ZERO WIDTH SPACE'],
  [0x200c, 'ZERO WIDTH NON-JOINER'],
  [0x200d, 'ZERO WIDTH JOINER'],
  [0x200e, 'LEFT-TO-RIGHT MARK'],
  [0x200f, 'RIGHT-TO-LEFT MARK'],
  [0x2028, 'LINE SEPARATOR'],
  [0x2029, 'PARAGRAPH SEPARATOR'],
  [0x202a, 'LEFT-TO-RIGHT EMBEDDING'],
  [0x202b, 'RIGHT-TO-LEFT EMBEDDING'],
  [0x202c, 'POP DIRECTIONAL FORMATTING'],
  [0x202d, 'LEFT-TO-RIGHT OVERRIDE'],
  [0x202e, 'RIGHT-TO-LEFT OVERRIDE'],
  [0x2060, 'WORD JOINER'],
  [0x2061, 'FUNCTION APPLICATION'],
  [0x2062, 'INVISIBLE TIMES'],
  [0x2063, 'INVISIBLE SEPARATOR'],
  [0x2064, 'INVISIBLE PLUS'],
  [0x2066, 'LEFT-TO-RIGHT ISOLATE'],
  [0x2067, 'RIGHT-TO-LEFT ISOLATE'],
  [0x2068, 'FIRST STRONG ISOLATE'],
  [0x2069, 'POP DIRECTIONAL ISOLATE'],
  [0x206a, 'INHIBIT SYMMETRIC SWAPPING'],
  [0x206b, 'ACTIVATE SYMMETRIC SWAPPING'],
  [0x206c, 'INHIBIT ARABIC FORM SHAPING'],
  [0x206d, 'ACTIVATE ARABIC FORM SHAPING'],
  [0x206e, 'NATIONAL DIGIT SHAPES'],
  [0x206f, 'NOMINAL DIGIT SHAPES'],
  [0x3164, 'HANGUL FILLER'],
  [0xfeff, 'ZERO WIDTH NO-BREAK SPACE'],
  [0xffa0, 'HALFWIDTH HANGUL FILLER'],
  [0xfff9, 'INTERLINEAR ANNOTATION ANCHOR'],
  [0xfffa, 'INTERLINEAR ANNOTATION SEPARATOR'],
  [0xfffb, 'INTERLINEAR ANNOTATION TERMINATOR'],
  [0xe0001, 'LANGUAGE TAG'],
  [0xe007f, 'CANCEL TAG'],
]);

const hex = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

function isVariationSelector(cp: number): boolean {
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

/**
 * Names the first character of `s` that a reader would not see, e.g. `U+200B ZERO WIDTH SPACE`,
 * or null when every character shows.
 *
 * Refused: C0 and C1 controls and DEL (utterances, responses and values are one line, so tab and
 * line feed too, and U+2028/U+2029), zero-width characters, bidirectional controls, tag characters,
 * the soft hyphen, fillers that render as nothing, and lone surrogates (not text at all).
 *
 * Variation selectors: U+FE0E/U+FE0F (text/emoji presentation) directly after a visible character
 * are accepted, because live values such as channel or playlist names legitimately hold emoji like
 * "❤️" and the selector changes only how that one character looks. Every other variation selector
 * is refused — VS1–14 and the supplementary VS17–256 have no visible effect on ordinary text and are
 * the known channel for smuggling hidden bytes behind a harmless-looking character, and a selector
 * that follows nothing or another selector selects nothing.
 */
export function invisibleCharacter(s: string): string | null {
  let previousVisible = false;
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    let cp = unit;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        cp = (unit - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000;
        i++;
      } else {
        return `${hex(unit)} LONE SURROGATE`;
      }
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return `${hex(unit)} LONE SURROGATE`;
    }
    if (cp < 0x20) return `${hex(cp)} ${C0_NAMES[cp] ?? 'CONTROL'}`;
    if (cp < 0x7f) {
      previousVisible = true;
      continue;
    }
    const named = NAMED.get(cp);
    if (named !== undefined) return `${hex(cp)} ${named}`;
    if (cp >= 0x80 && cp <= 0x9f) return `${hex(cp)} CONTROL`;
    if (cp >= 0xe0000 && cp <= 0xe007f) return `${hex(cp)} TAG CHARACTER`;
    if (isVariationSelector(cp)) {
      const presentation = cp === 0xfe0e || cp === 0xfe0f;
      if (!presentation || !previousVisible) return `${hex(cp)} VARIATION SELECTOR-${variationNumber(cp)}`;
      previousVisible = false;
      continue;
    }
    previousVisible = true;
  }
  return null;
}

function variationNumber(cp: number): number {
  return cp >= 0xe0100 ? cp - 0xe0100 + 17 : cp - 0xfe00 + 1;
}

/** Length in code points, the unit JSON Schema's maxLength counts. */
export function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

export interface ValueListOptions {
  /** Fewest strings, default 1. */
  min?: number;
  /** Most strings, default 30. */
  max?: number;
  /** Most characters (code points) per string, default 200. */
  maxLength?: number;
}

/**
 * Every problem of a list of enum values (or examples), one message each, relative to the list:
 * `must hold 1 to 30 strings`, `[3] must be at most 200 characters`,
 * `[2] contains U+200B ZERO WIDTH SPACE`, `[4] repeats "Focus"`. Empty when the list is good.
 *
 * Values compare without regard to case or Unicode compatibility forms: the selector matches
 * "focus" and "Focus" alike, so a list holding both could never tell them apart.
 */
export function valueListProblems(list: unknown, opts: ValueListOptions = {}): string[] {
  const min = opts.min ?? 1;
  const max = opts.max ?? 30;
  const maxLength = opts.maxLength ?? 200;
  const range =
    min === max ? `${min} ${max === 1 ? 'string' : 'strings'}` : min === 0 ? `at most ${max} strings` : `${min} to ${max} strings`;
  if (!Array.isArray(list)) return [`must be a list of ${range}`];
  const problems: string[] = [];
  if (list.length < min || list.length > max) problems.push(`must hold ${range}`);
  const seen = new Map<string, string>();
  // Bounded so a huge list from a stranger costs a bounded amount of work and output.
  const checked = Math.min(list.length, max + 1);
  for (let i = 0; i < checked; i++) {
    const item: unknown = list[i];
    if (typeof item !== 'string') {
      problems.push(`[${i}] must be a string`);
      continue;
    }
    if (item.trim() === '') {
      problems.push(`[${i}] must not be empty`);
      continue;
    }
    if (codePointLength(item) > maxLength) {
      problems.push(`[${i}] must be at most ${maxLength} characters`);
      continue;
    }
    const hidden = invisibleCharacter(item);
    if (hidden !== null) {
      problems.push(`[${i}] contains ${hidden}`);
      continue;
    }
    const key = item.trim().normalize('NFKC').toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) problems.push(`[${i}] repeats ${JSON.stringify(first)}`);
    else seen.set(key, item);
  }
  return problems;
}

/** The first problem of `valueListProblems`, or null when the list is good. */
export function valueListProblem(list: unknown, opts?: ValueListOptions): string | null {
  return valueListProblems(list, opts)[0] ?? null;
}
