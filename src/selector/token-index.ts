// The catalogue-wide index that keeps select() from scanning templates: each template is filed
// under the words of its rarest required element (a literal word, or for an enum slot the rarest
// word of each value), rarity counted over the whole catalogue. A request visits only the
// templates filed under its own words, and for a word the catalogue does not know, under the
// catalogue words within one edit (a symmetric-delete table). One key is enough: a template can
// only match when every required literal is said exactly or within one edit, and small words —
// the only ones that may be dropped — are never keys while the template has content words.
import { FUZZY_MIN_LENGTH, oneEdit } from './fuzzy.js';
import type { EnumMatcher } from '../slots/enum.js';
import type { Element } from './template.js';

/** What the index needs to know about a template. */
export interface Indexable {
  elements: readonly Element[];
  /** One bit per required word in each of two signatures (bitA, bitB of wordHash). */
  requiredBits: number;
  requiredBitsB: number;
}

/** The templates filed under one word, with their required-word bits side by side so that a
 * request can rule most of them out without touching the templates themselves. */
export interface Posting<T> {
  templates: T[];
  /** Per template: its two signatures, interleaved. */
  bits: Int32Array;
}

export interface LanguageIndex<T> {
  /** Every word some template can be matched by (literal words, enum value words, glued forms),
   * with the templates filed under it, or null for a word no template is filed under. */
  byWord: Map<string, Posting<T> | null>;
  /** Adjacent short template words run together (whats → what 's, wifi → wi fi). */
  splits: Map<string, readonly [string, string]>;
  /** Delete-one-character variants of the long key words → those words. */
  deletes: ReadonlyMap<string, string | string[]>;
}

const SMALL_WEIGHT = 1e9;

/**
 * Files a template under the words of its rarest required element: a literal word (a clitic's
 * word also glued: "whats"), or an enum slot, by the rarest word of each value. Short function
 * words only when the template has nothing else. No allocation beyond the filing itself.
 */
/** An enum slot's filing, the same for every template sharing the slot: worked out once per build. */
interface EnumKeys {
  weight: number;
  words: string[];
}

function enumKeys(m: EnumMatcher, df: ReadonlyMap<string, number>, memo: Map<EnumMatcher, EnumKeys>): EnumKeys {
  let keys = memo.get(m);
  if (keys === undefined) {
    keys = { weight: 0, words: [] };
    for (const v of m.values) {
      const r = rarestWord(v.tokens, df);
      keys.weight += r.count;
      keys.words.push(r.word);
    }
    memo.set(m, keys);
  }
  return keys;
}

function fileTemplate<T>(
  tpl: T,
  elements: readonly Element[],
  df: ReadonlyMap<string, number>,
  lists: Map<string, T[]>,
  memo: Map<EnumMatcher, EnumKeys>,
): void {
  let best = -1;
  let bestWeight = Infinity;
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i]!;
    let weight: number;
    if (e.kind === 'lit') {
      // A clitic ('s) is found through its word.
      if (e.optional || e.percent || e.token.startsWith("'")) continue;
      weight = (df.get(e.token) ?? 0) + (e.small ? SMALL_WEIGHT : 0);
    } else if (e.slot.type === 'enum' && e.slot.enum.values.length > 0) {
      weight = enumKeys(e.slot.enum, df, memo).weight;
    } else continue;
    if (weight < bestWeight) {
      best = i;
      bestWeight = weight;
    }
  }
  const e = elements[best];
  if (e === undefined) return;
  if (e.kind === 'lit') {
    file(lists, e.token, tpl);
    const next = elements[best + 1];
    if (next?.kind === 'lit' && next.token.startsWith("'")) file(lists, e.glued + next.glued, tpl);
  } else if (e.slot.type === 'enum') {
    for (const w of enumKeys(e.slot.enum, df, memo).words) file(lists, w, tpl);
  }
}

function file<T>(lists: Map<string, T[]>, word: string, tpl: T): void {
  const list = lists.get(word);
  if (list === undefined) lists.set(word, [tpl]);
  else if (list[list.length - 1] !== tpl) list.push(tpl);
}

function rarestWord(tokens: readonly string[], df: ReadonlyMap<string, number>): { word: string; count: number } {
  let word = tokens[0]!;
  let count = df.get(word) ?? 0;
  for (let k = 1; k < tokens.length; k++) {
    const c = df.get(tokens[k]!) ?? 0;
    if (c < count) {
      word = tokens[k]!;
      count = c;
    }
  }
  return { word, count };
}

/**
 * A word's hash, from which it takes one bit in each of two 32-bit signatures (wordBitA/B): a
 * template whose required words' bits the request lacks cannot fit. Two signatures make a false
 * pass rare (its chance squares) for the price of one more AND.
 */
export function wordHash(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return h;
}

export function bitA(hash: number): number {
  return 1 << (hash & 31);
}

export function bitB(hash: number): number {
  return 1 << ((hash >>> 16) & 31);
}

/** A word's bit in the first signature. */
export function wordBit(word: string): number {
  return bitA(wordHash(word));
}

/** Adds one template's words to catalogue-wide counts, for rarity. */
export function countWords(elements: readonly Element[], counts: Map<string, number>): void {
  for (const e of elements) {
    if (e.kind === 'lit') counts.set(e.token, (counts.get(e.token) ?? 0) + 1);
    else if (e.slot.type === 'enum') for (const w of e.slot.enum.words) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
}

/**
 * Symmetric-delete tables, per language, shared by successive snapshots and only ever added to:
 * a word that is no longer a key costs a wasted lookup, never a wrong match, and rebuilding a
 * snapshot after one app changed then only adds that app's new words.
 */
interface DeleteTable {
  map: Map<string, string | string[]>;
  words: Set<string>;
}
const deleteTables = new Map<string, DeleteTable>();
const MAX_DELETE_WORDS = 400_000;

function deleteTable(primary: string, keys: Iterable<string>): DeleteTable {
  let table = deleteTables.get(primary);
  if (table === undefined || table.words.size > MAX_DELETE_WORDS) {
    table = { map: new Map(), words: new Set() };
    deleteTables.set(primary, table);
  }
  const { map, words } = table;
  for (const w of keys) {
    if (w.length < FUZZY_MIN_LENGTH || words.has(w)) continue;
    words.add(w);
    for (let i = -1; i < w.length; i++) {
      const d = i < 0 ? w : w.slice(0, i) + w.slice(i + 1);
      const had = map.get(d);
      if (had === undefined) map.set(d, w);
      else if (typeof had === 'string') {
        if (had !== w) map.set(d, [had, w]);
      } else if (!had.includes(w)) had.push(w);
    }
  }
  return table;
}

/**
 * Builds one language's index from its templates, the catalogue-wide word counts and the
 * candidate splits (glued forms of adjacent short template words) collected per app.
 */
export function buildLanguageIndex<T extends Indexable>(
  primary: string,
  templates: readonly T[],
  df: ReadonlyMap<string, number>,
  splitCandidates: ReadonlyMap<string, readonly [string, string]>,
): LanguageIndex<T> {
  const lists = new Map<string, T[]>();
  const memo = new Map<EnumMatcher, EnumKeys>();
  for (const tpl of templates) fileTemplate(tpl, tpl.elements, df, lists, memo);
  const byWord = new Map<string, Posting<T> | null>();
  for (const w of df.keys()) byWord.set(w, null);
  for (const [w, list] of lists) {
    const bits = new Int32Array(list.length * 2);
    for (let k = 0; k < list.length; k++) {
      bits[2 * k] = list[k]!.requiredBits;
      bits[2 * k + 1] = list[k]!.requiredBitsB;
    }
    byWord.set(w, { templates: list, bits });
  }
  const splits = new Map<string, readonly [string, string]>();
  for (const [glued, pair] of splitCandidates) if (!df.has(glued)) splits.set(glued, pair);
  // Only key words need finding through a misspelling: the alignment checks the others itself.
  const deletes = deleteTable(primary, lists.keys()).map;
  return { byWord, splits, deletes };
}

/** Glued forms of adjacent short literal words of one template ("whats" for what 's, "wifi"). */
export function splitCandidates(elements: readonly Element[], out: Map<string, readonly [string, string]>): void {
  for (let i = 0; i + 1 < elements.length; i++) {
    const a = elements[i]!;
    const b = elements[i + 1]!;
    if (a.kind !== 'lit' || b.kind !== 'lit') continue;
    if (!b.token.startsWith("'") && !a.token.endsWith("'") && (a.glued.length > 4 || b.glued.length > 4)) continue;
    const glued = a.glued + b.glued;
    if (!out.has(glued)) out.set(glued, [a.token, b.token]);
  }
}

/** True when the catalogue does not know `token` and it is long enough to be a misspelling. */
export function isUnknownWord(index: LanguageIndex<unknown>, token: string): boolean {
  return token.length >= FUZZY_MIN_LENGTH - 1 && !index.byWord.has(token);
}

/** Key words within one edit of an unknown request token, or null. */
export function fuzzyKeys(index: LanguageIndex<unknown>, token: string): string[] | null {
  let out: string[] | null = null;
  for (let i = -1; i < token.length; i++) {
    const had = index.deletes.get(i < 0 ? token : token.slice(0, i) + token.slice(i + 1));
    if (had === undefined) continue;
    if (typeof had === 'string') {
      if (!out?.includes(had) && oneEdit(token, had)) (out ??= []).push(had);
    } else {
      for (const w of had) if (!out?.includes(w) && oneEdit(token, w)) (out ??= []).push(w);
    }
  }
  return out;
}
