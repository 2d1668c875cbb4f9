// Parses one example utterance into what the matcher aligns: literal tokens and slot references.
// "Set the volume to {level} please" → set, the(optional), volume, to(small), {level}, please(optional).
import { templateParts, type TemplatePart } from '../manifest/placeholders.js';
import type { EnumMatcher } from '../slots/enum.js';
import type { NumberSpec } from '../slots/number.js';
import { percentLengthAt } from '../slots/number.js';
import { politeLengthAt, type Fillers } from './fillers.js';
import { fragmentTokens, isCjkToken, tokenize } from './tokenize.js';

export type SlotMatcher =
  | { type: 'enum'; enum: EnumMatcher }
  | { type: 'number'; spec: NumberSpec }
  | { type: 'string' };

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
  /** The same word contracted or in full ("'s" for is, "is" for 's), or null. */
  contraction: string | null;
}

// English contractions said in full or the other way round: "where's" = "where is".
const CONTRACTIONS = new Map<string, string>([
  ["'s", 'is'], ['is', "'s"], ["'re", 'are'], ['are', "'re"], ["'m", 'am'], ['am', "'m"],
  ["'ll", 'will'], ['will', "'ll"], ["'ve", 'have'], ['have', "'ve"],
]);

export interface SlotElement {
  kind: 'slot';
  name: string;
  slot: SlotMatcher;
}

export type Element = LiteralElement | SlotElement;


/**
 * A percent expression of several tokens ("por ciento", "pour cent", Japanese パーセント one
 * character per token) becomes one percent literal, matched by any way of saying percent.
 */
function gluePercentWords(raw: (string | SlotElement)[], lang: string): Set<number> | null {
  let percent: Set<number> | null = null;
  let words: string[] | null = null;
  for (let i = 0; i < raw.length; i++) {
    const w = raw[i];
    if (typeof w !== 'string' || !mayStartPercent(w)) continue;
    words ??= raw.map((r) => (typeof r === 'string' ? r : '\u0000'));
    const len = percentLengthAt(words, i, words.length, lang);
    if (len === 0) continue;
    if (len > 1) {
      const glued = words.slice(i, i + len).join(isCjkToken(w) ? '' : ' ');
      raw.splice(i, len, glued);
      words.splice(i, len, glued);
    }
    (percent ??= new Set()).add(i);
  }
  return percent;
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
  token: string;
  article: boolean;
  small: boolean;
  /** Some polite phrase starts with this word. */
  politeStart: boolean;
  /** The literal elements for (optional × percent). */
  variants: (LiteralElement | undefined)[];
}

type SharedWords = Map<string, WordInfo>;
const sharedWords = new Map<string, SharedWords>();
let sharedCount = 0;
const MAX_SHARED_WORDS = 500_000;

function wordsOf(lang: string): SharedWords {
  let byToken = sharedWords.get(lang);
  if (byToken === undefined) sharedWords.set(lang, (byToken = new Map()));
  return byToken;
}

function wordInfo(byToken: SharedWords, token: string, fillers: Fillers): WordInfo {
  let info = byToken.get(token);
  if (info === undefined) {
    info = {
      token,
      article: fillers.articles.has(token),
      small: fillers.small.has(token),
      politeStart: fillers.phrases.has(token),
      variants: [undefined, undefined, undefined, undefined],
    };
    if (sharedCount < MAX_SHARED_WORDS) {
      byToken.set(token, info);
      sharedCount++;
    }
  }
  return info;
}

function literal(info: WordInfo, optional: boolean, percent: boolean): LiteralElement {
  const v = (optional ? 1 : 0) | (percent ? 2 : 0);
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
      contraction: CONTRACTIONS.get(token) ?? null,
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
  const raw: (string | SlotElement)[] = [];
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    if (part.kind === 'text') {
      const toks = fragmentTokens(part.text, parts[p - 1]?.kind === 'slot', parts[p + 1]?.kind === 'slot');
      for (const t of toks) raw.push(t);
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
        for (const t of tokenize(String(v)).tokens) raw.push(t);
        continue;
      }
    }
    return null;
  }
  if (raw.length === 0) return null;
  const percent = gluePercentWords(raw, lang);
  const shared = wordsOf(lang);
  const infos: (WordInfo | null)[] = new Array<WordInfo | null>(raw.length);
  let words: string[] | null = null;
  let optional: boolean[] | null = null;
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i]!;
    infos[i] = typeof r === 'string' ? wordInfo(shared, r, fillers) : null;
    // Polite phrases ("can you", "for me") are optional in the template as in the request.
    if (infos[i]?.politeStart && !optional?.[i]) {
      words ??= raw.map((x) => (typeof x === 'string' ? x : '\u0000'));
      const len = politeLengthAt(words, i, fillers.phrases);
      if (len > 0) {
        optional ??= new Array<boolean>(raw.length).fill(false);
        for (let k = i; k < i + len; k++) optional[k] = true;
      }
    }
  }
  const elements: Element[] = new Array<Element>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const info = infos[i];
    elements[i] = info ? literal(info, optional?.[i] === true || info.article, percent !== null && percent.has(i)) : (raw[i] as SlotElement);
    // Two free-text slots side by side have no boundary the request could show.
    const a = elements[i - 1];
    const b = elements[i]!;
    if (a?.kind === 'slot' && b.kind === 'slot' && a.slot.type === 'string' && b.slot.type === 'string') return null;
  }
  return { elements };
}
