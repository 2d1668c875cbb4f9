// Enum slots: find which allowed value the request says at a position. Values are compared in
// the token format (case- and accent-insensitive), the longest value that fits is preferred by
// the matcher, and a misspelt word of a long value is tolerated at a cost. The value returned
// is always the canonical one, as written in the value list.
import { FUZZY_MIN_LENGTH, mayBeMisspelt } from '../selector/fuzzy.js';
import { tokenize } from '../selector/tokenize.js';
import { toSimplified } from '../selector/chinese.js';
import { PARENTS } from './kinship.js';

export interface EnumValue {
  /** As written in the resolved value list. */
  canonical: string;
  tokens: readonly string[];
  /** Another word for the value (kinship.ts), said whole: never two request words run together
   * ("mom my address" holds no "mommy"). */
  alias?: true;
}

export interface EnumMatcher {
  values: readonly EnumValue[];
  /** Value indexes by their first token. */
  byFirst: ReadonlyMap<string, readonly number[]>;
  /** Multi-token values by their tokens glued together ("wi fi" said as "wifi"). */
  byGlued: ReadonlyMap<string, readonly number[]>;
  /** Values of three tokens or more by their first two glued together ("lo fi beats" said as
   * "lofi beats"). */
  byFirstPair: ReadonlyMap<string, readonly number[]>;
  /** Every word of every value, once. */
  words: readonly string[];
}

export interface EnumHit {
  value: EnumValue;
  /** Tokens used in the request. */
  length: number;
  /** Request words that matched a value word only within one edit. */
  typos: number;
}

const UMLAUTS = /[äöüÄÖÜ]/;
const TRANSLITERATED: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/** The ways a value is written: as listed, with its umlauts spelt out as keyboards and speech
 * recognisers without them write them ("Kueche" for Küche; folding alone gives "kuche"), and in
 * simplified Chinese characters, which Chinese requests are compared in ("客廳" as 客厅). */
function spellingsOf(canonical: string): string[] {
  const out = [canonical];
  if (UMLAUTS.test(canonical)) out.push(canonical.replace(/[äöüÄÖÜ]/g, (c) => TRANSLITERATED[c]!));
  const simplified = toSimplified(canonical);
  if (simplified !== canonical) out.push(simplified);
  return out;
}

/** A value as the matcher compares it: its tokens, joined by spaces. */
function folded(value: string): string {
  return tokenize(value).tokens.join(' ');
}

let parents: Map<string, readonly string[]> | null = null;

/** The other words for the parent that a value (folded) names, one per way of comparing them
 * ("Mama" and "Mamá" are compared alike); none when it names none (kinship.ts). */
function parentWords(value: string): readonly string[] {
  if (parents === null) {
    parents = new Map();
    for (const group of PARENTS) {
      for (const w of group) {
        const key = folded(w);
        const others = new Map<string, string>();
        for (const other of group) if (folded(other) !== key && !others.has(folded(other))) others.set(folded(other), other);
        parents.set(key, [...others.values()]);
      }
    }
  }
  return parents.get(value) ?? [];
}

export function compileEnum(values: readonly string[]): EnumMatcher {
  const out: EnumValue[] = [];
  const byFirst = new Map<string, number[]>();
  const byGlued = new Map<string, number[]>();
  const byFirstPair = new Map<string, number[]>();
  const words = new Set<string>();
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };
  // A copy as long as it is (tokenize's array has room to grow): enum values are many and kept.
  const listedTokens = values.map((v) => tokenize(v).tokens.slice());
  const listed = new Set(listedTokens.map((t) => t.join(' ')));
  values.forEach((canonical, v) => {
    // The words for the parent the value names, but those the list holds itself (kinship.ts):
    // "mamá" says "Mom" only where no value of the list is Mamá.
    const parent = parentWords(listedTokens[v]!.join(' ')).filter((w) => !listed.has(folded(w)));
    const spellings = spellingsOf(canonical);
    for (let k = 0; k < spellings.length + parent.length; k++) {
      const tokens = k === 0 ? listedTokens[v]! : tokenize(k < spellings.length ? spellings[k]! : parent[k - spellings.length]!).tokens.slice();
      if (tokens.length === 0) continue;
      const i = out.length;
      out.push(k < spellings.length ? { canonical, tokens } : { canonical, tokens, alias: true });
      for (const w of tokens) words.add(w);
      add(byFirst, tokens[0]!, i);
      if (tokens.length > 1) add(byGlued, tokens.join('').replace(/'/g, ''), i);
      if (tokens.length > 2) add(byFirstPair, (tokens[0]! + tokens[1]!).replace(/'/g, ''), i);
    }
  });
  return { values: out, byFirst, byGlued, byFirstPair, words: [...words] };
}

const NO_HITS: readonly EnumHit[] = [];

/** The typos of the value's tokens from `from` on said at tokens[at …], or -1 when they are not. */
function fits(v: EnumValue, tokens: readonly string[], unknown: readonly boolean[], at: number, limit: number, from = 0): number {
  const len = v.tokens.length - from;
  if (at + len > limit) return -1;
  let typos = 0;
  for (let k = 0; k < len; k++) {
    const t = tokens[at + k]!;
    const w = v.tokens[from + k]!;
    if (t === w) continue;
    // A value of one short word is often a name, and a letter changed makes another name ("Jonah"
    // is not "Jonas"): only a letter doubled or dropped ("Jonnas") is its misspelling. A longer
    // word has more letters to tell it, a word of a longer value the others beside it.
    if (unknown[at + k] && mayBeMisspelt(t, w) && (v.tokens.length > 1 || w.length > FUZZY_MIN_LENGTH || t.length !== w.length)) typos++;
    else return -1;
  }
  return typos;
}

/**
 * Every value that the request says starting at tokens[at] (ending at most at `limit`).
 * `unknown[j]` marks request tokens the catalogue does not know, which may be misspellings.
 */
export function enumHitsAt(
  m: EnumMatcher,
  tokens: readonly string[],
  unknown: readonly boolean[],
  at: number,
  limit: number,
  glued?: readonly string[],
): readonly EnumHit[] {
  if (at >= limit) return NO_HITS;
  let hits: EnumHit[] | null = null;
  const tok = tokens[at]!;
  const exact = m.byFirst.get(tok);
  if (exact) {
    for (const i of exact) {
      const v = m.values[i]!;
      const typos = fits(v, tokens, unknown, at, limit);
      if (typos >= 0) (hits ??= []).push({ value: v, length: v.tokens.length, typos });
    }
  }
  if (unknown[at]) {
    // A misspelt first word: few values per slot, so look at each.
    for (const v of m.values) {
      if (v.tokens[0] === tok || !mayBeMisspelt(tok, v.tokens[0]!)) continue;
      const typos = fits(v, tokens, unknown, at, limit);
      if (typos >= 0) (hits ??= []).push({ value: v, length: v.tokens.length, typos });
    }
  }
  // Glued forms, both ways, of the whole value or of its first word(s): "wifi" for the value
  // "Wi-Fi", "deep sleep" for "DeepSleep", "lofi beats" for "Lo-Fi Beats", "work out mix" for
  // "Workout Mix". `glued`: the tokens without apostrophes, when the caller has them already.
  const bare = glued !== undefined ? glued[at]! : tok.includes("'") ? tok.replace(/'/g, '') : tok;
  const runTogether = m.byGlued.size > 0 ? m.byGlued.get(bare) : undefined;
  if (runTogether) for (const i of runTogether) (hits ??= []).push({ value: m.values[i]!, length: 1, typos: 0 });
  const firstTwo = m.byFirstPair.size > 0 ? m.byFirstPair.get(bare) : undefined;
  if (firstTwo) {
    for (const i of firstTwo) {
      const v = m.values[i]!;
      const typos = fits(v, tokens, unknown, at + 1, limit, 2);
      if (typos >= 0) (hits ??= []).push({ value: v, length: v.tokens.length - 1, typos });
    }
  }
  if (at + 1 < limit) {
    const pair = m.byFirst.get(glued !== undefined ? bare + glued[at + 1]! : (tok + tokens[at + 1]!).replace(/'/g, ''));
    if (pair) {
      for (const i of pair) {
        const v = m.values[i]!;
        if (v.alias === true) continue;
        const typos = fits(v, tokens, unknown, at + 2, limit, 1);
        if (typos >= 0) (hits ??= []).push({ value: v, length: v.tokens.length + 1, typos });
      }
    }
  }
  return hits ?? NO_HITS;
}
