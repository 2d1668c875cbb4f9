// Building blocks for the per-language word tables: frozen morphemes and a token → morphemes
// map built once at module load, so reading a token is one Map lookup.

import type { Morph } from './spoken.js';

export function morph(k: number, v: number, extra?: { closed?: boolean; open?: boolean; plural?: boolean }): Morph {
  return Object.freeze({ k, v, ...extra });
}

/** A lexicon from [word, morphemes] pairs; each word is also stored without its accents. */
export function lexicon(entries: ReadonlyArray<readonly [string, readonly Morph[]]>): Map<string, readonly Morph[]> {
  const map = new Map<string, readonly Morph[]>();
  for (const [word, morphs] of entries) {
    const frozen = Object.freeze([...morphs]);
    map.set(word, frozen);
    // the tokenizer folds accents, but a caller that did not still gets the same reading
    const folded = foldAccents(word);
    if (!map.has(folded)) map.set(folded, frozen);
  }
  return map;
}

/** Removes U+0300–U+036F after NFD, exactly as the shared token format does. */
export function foldAccents(word: string): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}
