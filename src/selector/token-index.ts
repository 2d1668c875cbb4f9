// The catalogue-wide index that keeps select() from scanning templates: each template is filed
// under the words of its rarest required element (a literal word, or for an enum slot the rarest
// word of each value), rarity counted over the whole catalogue. A request visits only the
// templates filed under its own words, and for a word the catalogue does not know, under the
// catalogue words within one edit (a symmetric-delete table). One key is enough: a template can
// only match when every required literal is said exactly or within one edit, and small words —
// the only ones that may be dropped — are never keys while the template has content words.
import { FUZZY_MIN_LENGTH, deleteVariants, oneEdit } from './fuzzy.js';
import type { Element } from './template.js';

/** What the index needs to know about a template. */
export interface Indexable {
  elements: readonly Element[];
  /** One bit per required word (wordBit). */
  requiredBits: number;
  /** Primary language of the utterance key. */
  primary: string;
}

/** The templates filed under one word, with their required-word bits side by side so that a
 * request can rule most of them out without touching the templates themselves. */
export interface Posting<T> {
  templates: T[];
  bits: Int32Array;
}

export interface LanguageIndex<T> {
  byWord: Map<string, Posting<T>>;
  /** Every word some template can be matched by (literal words, enum value words). */
  vocabulary: ReadonlySet<string> | ReadonlyMap<string, number>;
  /** Adjacent short template words run together (whats → what 's, wifi → wi fi). */
  splits: Map<string, readonly [string, string]>;
  /** Delete-one-character variants of the long key words → those words. */
  deletes: Map<string, string | string[]>;
}

/** The words a template can be found by, one group per required element (any word of a group). */
export function keyGroups(elements: readonly Element[], df: (w: string) => number): string[][] {
  const strong: string[][] = [];
  const weak: string[][] = [];
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i]!;
    if (e.kind === 'lit') {
      // A clitic ('s) is found through its word, which is also filed glued ("whats").
      if (e.optional || e.percent || e.token.startsWith("'")) continue;
      const next = elements[i + 1];
      const group = next?.kind === 'lit' && next.token.startsWith("'") ? [e.token, e.glued + next.glued] : [e.token];
      (e.small ? weak : strong).push(group);
    } else if (e.slot.type === 'enum') {
      const group: string[] = [];
      for (const v of e.slot.enum.values) {
        let best = v.tokens[0]!;
        for (const t of v.tokens) if (df(t) < df(best)) best = t;
        group.push(best);
      }
      if (group.length > 0) strong.push(group);
    }
  }
  return strong.length > 0 ? strong : weak;
}

/** A word's bit in a 31-bit signature: a template whose required bits the request lacks cannot fit. */
export function wordBit(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return 1 << ((h >>> 0) % 31);
}

/** Adds one template's words to catalogue-wide counts, for rarity. */
export function countWords(elements: readonly Element[], counts: Map<string, number>): void {
  for (const e of elements) {
    if (e.kind === 'lit') counts.set(e.token, (counts.get(e.token) ?? 0) + 1);
    else if (e.slot.type === 'enum') for (const w of e.slot.enum.words) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
}

/** Builds one language's index from templates and catalogue-wide word counts. */
export function buildLanguageIndex<T extends Indexable>(templates: readonly T[], df: ReadonlyMap<string, number>): LanguageIndex<T> {
  const count = (w: string) => df.get(w) ?? 0;
  const lists = new Map<string, T[]>();
  // The word counts already hold every word of every template.
  const vocabulary = df;
  const splits = new Map<string, readonly [string, string]>();
  for (const tpl of templates) {
    const els = tpl.elements;
    for (let i = 0; i + 1 < els.length; i++) {
      const a = els[i]!;
      const b = els[i + 1]!;
      if (a.kind !== 'lit' || b.kind !== 'lit') continue;
      if (!b.token.startsWith("'") && !a.token.endsWith("'") && (a.glued.length > 4 || b.glued.length > 4)) continue;
      const glued = a.glued + b.glued;
      if (!vocabulary.has(glued) && !splits.has(glued)) splits.set(glued, [a.token, b.token]);
    }
    const groups = keyGroups(tpl.elements, count);
    // The group whose words are rarest overall.
    let rarest: string[] | undefined;
    let rarestWeight = Infinity;
    for (const g of groups) {
      let weight = 0;
      for (const w of g) weight += count(w);
      if (weight < rarestWeight) {
        rarest = g;
        rarestWeight = weight;
      }
    }
    for (const w of new Set(rarest)) {
      const list = lists.get(w);
      if (list) list.push(tpl);
      else lists.set(w, [tpl]);
    }
  }
  const byWord = new Map<string, Posting<T>>();
  for (const [w, templates] of lists) byWord.set(w, { templates, bits: Int32Array.from(templates, (t) => t.requiredBits) });
  // Only key words need finding through a misspelling: the alignment checks the others itself.
  const deletes = new Map<string, string | string[]>();
  for (const w of byWord.keys()) {
    if (w.length < FUZZY_MIN_LENGTH) continue;
    for (const d of [w, ...deleteVariants(w)]) {
      const had = deletes.get(d);
      if (had === undefined) deletes.set(d, w);
      else if (typeof had === 'string') {
        if (had !== w) deletes.set(d, [had, w]);
      } else if (!had.includes(w)) had.push(w);
    }
  }
  return { byWord, vocabulary, splits, deletes };
}

/** True when the catalogue does not know `token` and it is long enough to be a misspelling. */
export function isUnknownWord(index: LanguageIndex<unknown>, token: string): boolean {
  return token.length >= FUZZY_MIN_LENGTH - 1 && !index.vocabulary.has(token);
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
