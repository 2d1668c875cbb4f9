// Enum slots: find which allowed value the request says at a position. Values are compared in
// the token format (case- and accent-insensitive), the longest value that fits is preferred by
// the matcher, and a misspelt word of a long value is tolerated at a cost. The value returned
// is always the canonical one, as written in the value list.
import { tokenize } from '../selector/tokenize.js';

export interface EnumValue {
  /** As written in the resolved value list. */
  canonical: string;
  tokens: readonly string[];
}

export interface EnumMatcher {
  values: readonly EnumValue[];
  /** Value indexes by their first token. */
  byFirst: ReadonlyMap<string, readonly number[]>;
  /** Multi-token values by their tokens glued together ("wi fi" said as "wifi"). */
  byGlued: ReadonlyMap<string, readonly number[]>;
}

export interface EnumHit {
  value: EnumValue;
  /** Tokens used in the request. */
  length: number;
  /** Request words that matched a value word only within one edit. */
  typos: number;
}

export function compileEnum(values: readonly string[]): EnumMatcher {
  const out: EnumValue[] = [];
  const byFirst = new Map<string, number[]>();
  const byGlued = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };
  for (const canonical of values) {
    const tokens = tokenize(canonical).tokens;
    if (tokens.length === 0) continue;
    const i = out.length;
    out.push({ canonical, tokens });
    add(byFirst, tokens[0]!, i);
    if (tokens.length > 1) add(byGlued, tokens.join('').replace(/'/g, ''), i);
  }
  return { values: out, byFirst, byGlued };
}

/**
 * Every value that the request says starting at tokens[at] (ending at most at `limit`).
 * `fuzzy[j]` lists catalogue words within one edit of an unknown request token j.
 */
export function enumHitsAt(
  m: EnumMatcher,
  tokens: readonly string[],
  fuzzy: readonly (readonly string[] | null)[],
  at: number,
  limit: number,
): EnumHit[] {
  const hits: EnumHit[] = [];
  const tok = tokens[at]!;
  const seen = new Set<number>();
  const tryValues = (list: readonly number[] | undefined) => {
    if (!list) return;
    for (const i of list) {
      if (seen.has(i)) continue;
      seen.add(i);
      const v = m.values[i]!;
      const len = v.tokens.length;
      if (at + len > limit) continue;
      let typos = 0;
      let ok = true;
      for (let k = 0; k < len; k++) {
        const t = tokens[at + k]!;
        const w = v.tokens[k]!;
        if (t === w) continue;
        if (fuzzy[at + k]?.includes(w)) typos++;
        else {
          ok = false;
          break;
        }
      }
      if (ok) hits.push({ value: v, length: len, typos });
    }
  };
  tryValues(m.byFirst.get(tok));
  const fz = fuzzy[at];
  if (fz) for (const w of fz) tryValues(m.byFirst.get(w));
  // Glued forms, both ways: "wifi" for the value "Wi-Fi", and "deep sleep" for "DeepSleep".
  const glued = m.byGlued.get(tok.replace(/'/g, ''));
  if (glued) for (const i of glued) if (!seen.has(i)) { seen.add(i); hits.push({ value: m.values[i]!, length: 1, typos: 0 }); }
  if (at + 1 < limit) {
    const pair = (tok + tokens[at + 1]!).replace(/'/g, '');
    for (const i of m.byFirst.get(pair) ?? []) {
      const v = m.values[i]!;
      if (v.tokens.length === 1 && !hits.some((h) => h.value === v)) hits.push({ value: v, length: 2, typos: 0 });
    }
  }
  return hits;
}
