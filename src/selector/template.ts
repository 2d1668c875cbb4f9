// Parses one example utterance into what the matcher aligns: literal tokens and slot references.
// "Set the volume to {level} please" → set, the(optional), volume, to(small), {level}, please(optional).
import { templateParts, type TemplatePart } from '../manifest/placeholders.js';
import type { EnumMatcher } from '../slots/enum.js';
import type { NumberSpec } from '../slots/number.js';
import { percentLengthAt } from '../slots/number.js';
import { phraseLengthAt, type Fillers } from './fillers.js';
import { fileHashed, HASH_SEED, hashSlot, hashStep } from './hash.js';
import { fragmentTokens, isCjkToken, tokenize } from './tokenize.js';
import { primaryLanguage } from './lang.js';
import { takesHourOfDay } from '../slots/clock.js';
import { unitSeconds } from '../slots/duration.js';
import { toSimplified } from './chinese.js';
import type { OwnWords } from './own-words.js';

export type SlotMatcher =
  | { type: 'enum'; enum: EnumMatcher }
  | {
      type: 'number';
      spec: NumberSpec;
      /** Units that restate the number (fillers.ts restating) which some utterance of the intent
       * says right after this slot: a request may say them after it where another utterance does
       * not (catalog.ts). */
      units?: ReadonlySet<string>;
    }
  | { type: 'string'; own?: OwnWords };

export interface LiteralElement {
  kind: 'lit';
  token: string;
  /** The token without apostrophes, for glued forms ("whats" for what 's). */
  glued: string;
  /** A polite word or article: may be left out at a tiny cost. */
  optional: boolean;
  /** A short function word: may be left out at a cost. */
  small: boolean;
  /** A percent word: matches any way of saying percent. */
  percent: boolean;
  /** A percent word or another unit that only restates the number before it ("o'clock"): may
   * go unsaid beside a number slot (fillers.ts, restating). */
  restating: boolean;
  /** A word that introduces reported speech ("that", "que", "と": fillers.ts reporting): not
   * required of a request, which may say another such word or, before free text, none. */
  reporting: boolean;
  /** A verb of saying ("saying", "diciendo": fillers.ts speaking): as the word that leads free
   * text, a word that introduces reported speech may stand for it (match.ts). */
  speaking: boolean;
  /** The same word contracted or in full ("'s" for is, "is" for 's; "in" for im), or null
   * (fillers.ts, contractions). */
  alternates: readonly string[] | null;
  /** Right before a number slot, the prepositions that lead its value alike ("for" for at:
   * fillers.ts, beforeNumber), said at a word form's cost; else null. */
  beforeNumber: readonly string[] | null;
  /** Right after a number slot that is no hour of the day, the length in seconds of the unit of
   * duration this word names ("{minutes} minutes": 60), which a request may say as another unit
   * ("2 hours": slots/duration.ts) and so need not say itself; else 0. */
  duration: number;
}

export interface SlotElement {
  kind: 'slot';
  name: string;
  slot: SlotMatcher;
}

export type Element = LiteralElement | SlotElement;

/** True for a literal every request must say: a content word, neither polite, small, a unit,
 * a word that reports speech, a unit of duration after a number, nor a clitic. */
export function isRequired(e: Element): e is LiteralElement {
  return e.kind === 'lit' && !e.optional && !e.small && !e.restating && !e.reporting && e.duration === 0 && !e.token.startsWith("'");
}

/** True for a free-text (string) slot. */
export function isFreeText(e: Element | undefined): boolean {
  return e !== undefined && e.kind === 'slot' && e.slot.type === 'string';
}

/** True when elements[i] is a literal right before a free-text slot: the word that tells where the
 * free text starts, which a request may say as a colon instead (match.ts: "note: buy milk"). */
export function leadsFreeText(elements: readonly Element[], i: number): boolean {
  return elements[i]?.kind === 'lit' && isFreeText(elements[i + 1]);
}


/**
 * A percent expression of several tokens ("por ciento", "pour cent", Japanese パーセント one
 * character per token) becomes one percent literal, matched by any way of saying percent.
 */
function gluePercentWords(raw: (WordInfo | SlotElement)[], words: LanguageWords, fillers: Fillers, lang: string): Set<number> | null {
  let percent: Set<number> | null = null;
  let tokens: string[] | null = null;
  for (let i = 0; i < raw.length; i++) {
    const w = raw[i]!;
    if (w.kind !== 'word' || !mayStartPercent(w.token)) continue;
    tokens ??= tokensOf(raw);
    const len = percentLengthAt(tokens, i, tokens.length, lang);
    if (len === 0) continue;
    if (len > 1) {
      const glued = tokens.slice(i, i + len).join(isCjkToken(w.token) ? '' : ' ');
      raw.splice(i, len, wordInfo(words, glued, fillers));
      tokens.splice(i, len, glued);
    }
    (percent ??= new Set()).add(i);
  }
  return percent;
}

/** The tokens of a parsed utterance, a slot as a character no token contains. */
function tokensOf(raw: readonly (WordInfo | SlotElement)[]): string[] {
  return raw.map((r) => (r.kind === 'word' ? r.token : '\u0000'));
}

/** Cheap test before asking the number reader: percent words are few and mostly start with p. */
function mayStartPercent(w: string): boolean {
  const c = w.charCodeAt(0);
  return c === 37 || c === 112 || c > 0x7f;
}

// What the templates of one language need to know about a word, looked up once per word: a
// catalogue of thousands of apps shares a few thousand literal elements instead of holding one
// per word per utterance.
interface WordInfo {
  kind: 'word';
  token: string;
  article: boolean;
  small: boolean;
  /** Some polite phrase starts with this word. */
  politeStart: boolean;
  restating: boolean;
  reporting: boolean;
  speaking: boolean;
  alternates: readonly string[] | null;
  beforeNumber: readonly string[] | null;
  /** The length in seconds of the unit of duration the word names, 0 for none. */
  duration: number;
  /** The literal elements for (optional × percent × right before a number slot × a unit of
   * duration right after one). */
  variants: (LiteralElement | undefined)[];
}

// Per language: its words, and what each run of template text between spaces says. Tokens never
// span a space, so a template's text is the concatenation of its space-separated chunks' words,
// and 200k utterances of a catalogue hold only some 20k distinct chunks: each is tokenised once.
// Chunks are found by the wordHash of their characters, computed while scanning for the spaces,
// and compared in place, so that the 1.2M chunks of such a catalogue are never sliced out.
interface LanguageWords {
  primary: string;
  byToken: Map<string, WordInfo>;
  /** Open addressing, at most half full: pairs of a chunk's hash and its entry + 1 (0: empty). */
  chunkSlots: Int32Array;
  chunks: string[];
  chunkWords: (readonly WordInfo[])[];
}
const sharedWords = new Map<string, LanguageWords>();
let sharedCount = 0;
const MAX_SHARED_WORDS = 500_000;

function wordsOf(lang: string): LanguageWords {
  let words = sharedWords.get(lang);
  if (words === undefined) {
    words = { primary: primaryLanguage(lang), byToken: new Map(), chunkSlots: new Int32Array(2048), chunks: [], chunkWords: [] };
    sharedWords.set(lang, words);
  }
  return words;
}

function wordInfo(words: LanguageWords, said: string, fillers: Fillers): WordInfo {
  // Traditional characters are compared as simplified ones (chinese.ts).
  const token = words.primary === 'zh' ? toSimplified(said) : said;
  let info = words.byToken.get(token);
  if (info === undefined) {
    info = {
      kind: 'word',
      token,
      article: fillers.articles.has(token),
      small: fillers.small.has(token),
      politeStart: fillers.optional.has(token),
      restating: fillers.restating.has(token),
      reporting: phraseLengthAt([token], 0, fillers.reporting) === 1,
      speaking: phraseLengthAt([token], 0, fillers.speaking) === 1,
      alternates: fillers.contractions.get(token) ?? null,
      beforeNumber: fillers.beforeNumber.get(token) ?? null,
      duration: unitSeconds(words.primary, token),
      variants: new Array<LiteralElement | undefined>(16).fill(undefined),
    };
    if (sharedCount < MAX_SHARED_WORDS) {
      words.byToken.set(token, info);
      sharedCount++;
    }
  }
  return info;
}

/** The words of text[start … end), a chunk without spaces whose wordHash is `hash`. */
function chunkWords(words: LanguageWords, text: string, start: number, end: number, hash: number, fillers: Fillers): readonly WordInfo[] {
  const slots = words.chunkSlots;
  const mask = (slots.length >> 1) - 1;
  let at = hashSlot(hash, mask);
  for (let e = slots[2 * at + 1]!; e !== 0; at = (at + 1) & mask, e = slots[2 * at + 1]!) {
    const chunk = words.chunks[e - 1]!;
    if (slots[2 * at] === hash && chunk.length === end - start && text.startsWith(chunk, start)) return words.chunkWords[e - 1]!;
  }
  const chunk = text.slice(start, end);
  const infos = tokenize(chunk).tokens.map((t) => wordInfo(words, t, fillers));
  if (sharedCount < MAX_SHARED_WORDS) {
    words.chunks.push(chunk);
    words.chunkWords.push(infos);
    sharedCount++;
    words.chunkSlots = fileHashed(slots, words.chunks, hash);
  }
  return infos;
}

/** ASCII spaces and controls: a token boundary wherever they stand. */
function isSpace(code: number): boolean {
  return code <= 32 || code === 127;
}

/** True for an apostrophe, straight or curly, which may stick to a slot beside the text. */
function isApostrophe(code: number): boolean {
  return code === 39 || code === 0x2019;
}

/**
 * Appends the words of template text between placeholders (fragmentTokens' tokens), a chunk at a
 * time. Text that starts or ends with an apostrophe (rare: "{bot}'s") may need fragmentTokens'
 * care at the edge beside a slot, so it goes that way whole.
 */
function pushTextWords(out: (WordInfo | SlotElement)[], text: string, atStart: boolean, atEnd: boolean, words: LanguageWords, fillers: Fillers): void {
  const n = text.length;
  if (n === 0) return;
  if (isApostrophe(text.charCodeAt(0)) || isApostrophe(text.charCodeAt(n - 1))) {
    for (const t of fragmentTokens(text, atStart, atEnd)) out.push(wordInfo(words, t, fillers));
    return;
  }
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    // The chunk's wordHash, as it goes.
    let h = HASH_SEED;
    let j = i;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (isSpace(c)) break;
      h = hashStep(h, c);
      j++;
    }
    if (j > i) for (const info of chunkWords(words, text, i, j, h, fillers)) out.push(info);
    i = j;
  }
}

function literal(info: WordInfo, optional: boolean, percent: boolean, beforeNumber: boolean, afterNumber: boolean): LiteralElement {
  const leads = beforeNumber && info.beforeNumber !== null;
  const unit = afterNumber && info.duration > 0;
  const v = (optional ? 1 : 0) | (percent ? 2 : 0) | (leads ? 4 : 0) | (unit ? 8 : 0);
  let e = info.variants[v];
  if (e === undefined) {
    const token = info.token;
    e = Object.freeze({
      kind: 'lit',
      token,
      glued: token.includes("'") ? token.replace(/'/g, '') : token,
      optional,
      small: info.small,
      percent,
      restating: percent || info.restating,
      reporting: info.reporting,
      speaking: info.speaking,
      alternates: info.alternates,
      beforeNumber: leads ? info.beforeNumber : null,
      duration: unit ? info.duration : 0,
    });
    info.variants[v] = e;
  }
  return e;
}

export interface ParsedTemplate {
  elements: Element[];
}

/**
 * Parses `utterance`. Placeholders name a slot (matched from the request) or a fixed argument
 * (its value is said literally). Returns null for an utterance the matcher cannot use: an unknown
 * placeholder, two slots with nothing between them that could tell them apart, or no content.
 */
export function parseTemplate(
  utterance: string,
  slots: ReadonlyMap<string, SlotElement>,
  fixedArgs: Readonly<Record<string, unknown>>,
  fillers: Fillers,
  lang: string,
): ParsedTemplate | null {
  const parts: readonly TemplatePart[] = utterance.includes('{') ? templateParts(utterance) : [{ kind: 'text', text: utterance }];
  const words = wordsOf(lang);
  const raw: (WordInfo | SlotElement)[] = [];
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    if (part.kind === 'text') {
      pushTextWords(raw, part.text, p > 0 && parts[p - 1]!.kind === 'slot', p + 1 < parts.length && parts[p + 1]!.kind === 'slot', words, fillers);
      continue;
    }
    const slot = slots.get(part.name);
    if (slot) {
      raw.push(slot);
      continue;
    }
    if (Object.hasOwn(fixedArgs, part.name)) {
      const v = fixedArgs[part.name];
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
        for (const t of tokenize(String(v)).tokens) raw.push(wordInfo(words, t, fillers));
        continue;
      }
    }
    return null;
  }
  if (raw.length === 0) return null;
  const percent = gluePercentWords(raw, words, fillers, lang);
  let tokens: string[] | null = null;
  let optional: boolean[] | null = null;
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i]!;
    // Polite phrases ("can you", "for me") are optional in the template as in the request.
    if (r.kind === 'word' && r.politeStart && !optional?.[i]) {
      tokens ??= tokensOf(raw);
      const len = phraseLengthAt(tokens, i, fillers.optional);
      if (len > 0) {
        optional ??= new Array<boolean>(raw.length).fill(false);
        for (let k = i; k < i + len; k++) optional[k] = true;
      }
    }
  }
  const elements: Element[] = new Array<Element>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i]!;
    const next = raw[i + 1];
    const before = raw[i - 1];
    const afterNumber = before?.kind === 'slot' && before.slot.type === 'number' && !takesHourOfDay(before.slot.spec);
    elements[i] = r.kind === 'word' ? literal(r, optional?.[i] === true || r.article, percent !== null && percent.has(i), next?.kind === 'slot' && next.slot.type === 'number', afterNumber) : r;
    // Two free-text slots side by side have no boundary the request could show.
    const a = i > 0 ? elements[i - 1]! : undefined;
    const b = elements[i]!;
    if (isFreeText(a) && isFreeText(b)) return null;
  }
  return { elements };
}
