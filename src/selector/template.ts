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
}

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

// Per language, per word: the four variants (optional × percent).
type SharedLiterals = Map<string, (LiteralElement | undefined)[]>;
const literals = new Map<string, SharedLiterals>();
let sharedLiterals = 0;
const MAX_SHARED_LITERALS = 500_000;

function literalsOf(lang: string): SharedLiterals {
  let byToken = literals.get(lang);
  if (byToken === undefined) literals.set(lang, (byToken = new Map()));
  return byToken;
}

function literal(byToken: SharedLiterals, token: string, optional: boolean, percent: boolean, fillers: Fillers): LiteralElement {
  let variants = byToken.get(token);
  const v = (optional ? 1 : 0) | (percent ? 2 : 0);
  const had = variants?.[v];
  if (had) return had;
  const e: LiteralElement = Object.freeze({
    kind: 'lit',
    token,
    glued: token.includes("'") ? token.replace(/'/g, '') : token,
    optional,
    small: fillers.small.has(token),
    percent,
  });
  if (sharedLiterals < MAX_SHARED_LITERALS) {
    if (variants === undefined) byToken.set(token, (variants = [undefined, undefined, undefined, undefined]));
    variants[v] = e;
    sharedLiterals++;
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
  // Mark polite phrases and articles optional, short function words droppable.
  const words = raw.map((r) => (typeof r === 'string' ? r : '\u0000'));
  const optional = new Array<boolean>(raw.length).fill(false);
  for (let i = 0; i < words.length; ) {
    const len = typeof raw[i] === 'string' ? politeLengthAt(words, i, fillers.phrases) : 0;
    if (len > 0) {
      for (let k = i; k < i + len; k++) optional[k] = true;
      i += len;
    } else i++;
  }
  const shared = literalsOf(lang);
  const elements: Element[] = new Array<Element>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i]!;
    elements[i] = typeof r === 'string' ? literal(shared, r, optional[i]! || fillers.articles.has(r), percent !== null && percent.has(i), fillers) : r;
    // Two free-text slots side by side have no boundary the request could show.
    const a = elements[i - 1];
    const b = elements[i]!;
    if (a?.kind === 'slot' && b.kind === 'slot' && a.slot.type === 'string' && b.slot.type === 'string') return null;
  }
  return { elements };
}
