// The catalogue-wide index that keeps select() from scanning templates: each template is filed
// under its two rarest required words (literal words, or for an enum slot the rarest word of each
// value), rarity counted over the whole catalogue. A request visits only the templates filed under
// its own words — or, for a word the catalogue does not know, under catalogue words within one
// edit, found through a symmetric-delete table. With one misspelt or dropped word the template's
// other key still finds it.
import type { Element } from './template.js';

/** What the index needs to know about a template. */
export interface Indexable {
  elements: readonly Element[];
  /** Primary language of the utterance key. */
  primary: string;
}

export interface LanguageIndex<T> {
  byWord: Map<string, T[]>;
  /** Every word some template can be matched by (literal words, enum value words). */
  vocabulary: Set<string>;
  /** Delete-one-character variants of the vocabulary's long words → those words. */
  deletes: Map<string, string[]>;
}

/** Long enough that one wrong letter still leaves the word recognisable. */
export const FUZZY_MIN_LENGTH = 5;

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

/** Words a template is made of, each counted once per template, for rarity. */
export function templateWords(elements: readonly Element[]): Set<string> {
  const words = new Set<string>();
  for (const e of elements) {
    if (e.kind === 'lit') words.add(e.token);
    else if (e.slot.type === 'enum') for (const v of e.slot.enum.values) for (const t of v.tokens) words.add(t);
  }
  return words;
}

export function deleteVariants(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Builds one language's index from templates and catalogue-wide word counts. */
export function buildLanguageIndex<T extends Indexable>(templates: readonly T[], df: ReadonlyMap<string, number>): LanguageIndex<T> {
  const count = (w: string) => df.get(w) ?? 0;
  const byWord = new Map<string, T[]>();
  const vocabulary = new Set<string>();
  for (const tpl of templates) {
    for (const w of templateWords(tpl.elements)) vocabulary.add(w);
    const groups = keyGroups(tpl.elements, count);
    // The two groups whose words are rarest overall.
    const weight = groups.map((g) => g.reduce((s, w) => s + count(w), 0));
    const order = groups.map((_, i) => i).sort((a, b) => weight[a]! - weight[b]!);
    const files = new Set<string>();
    for (const gi of order.slice(0, 2)) for (const w of groups[gi]!) files.add(w);
    for (const w of files) {
      const list = byWord.get(w);
      if (list) list.push(tpl);
      else byWord.set(w, [tpl]);
    }
  }
  const deletes = new Map<string, string[]>();
  for (const w of vocabulary) {
    if (w.length < FUZZY_MIN_LENGTH) continue;
    for (const d of [w, ...deleteVariants(w)]) {
      const list = deletes.get(d);
      if (!list) deletes.set(d, [w]);
      else if (!list.includes(w)) list.push(w);
    }
  }
  return { byWord, vocabulary, deletes };
}

/** Optimal string alignment distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, k) => k);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let k = 1; k <= n; k++) {
      const sub = a[i - 1] === b[k - 1] ? 0 : 1;
      let v = Math.min(prev[k]! + 1, cur[k - 1]! + 1, prev[k - 1]! + sub);
      if (i > 1 && k > 1 && a[i - 1] === b[k - 2] && a[i - 2] === b[k - 1]) v = Math.min(v, prev2[k - 2]! + 1);
      cur[k] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

/** Catalogue words within one edit of `word` (a word the catalogue does not know), or null. */
export function fuzzyWords(index: LanguageIndex<unknown>, word: string): string[] | null {
  if (word.length < FUZZY_MIN_LENGTH || index.vocabulary.has(word)) return null;
  let out: string[] | null = null;
  for (const d of [word, ...deleteVariants(word)]) {
    const list = index.deletes.get(d);
    if (!list) continue;
    for (const w of list) {
      if (out?.includes(w)) continue;
      if (editDistance(word, w, 1) <= 1) (out ??= []).push(w);
    }
  }
  return out;
}
