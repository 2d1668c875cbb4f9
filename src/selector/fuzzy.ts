// Misspellings: ASR and keyboards get one letter of a longer word wrong. A word of at least
// FUZZY_MIN_LENGTH characters that the catalogue does not know may stand for a catalogue word
// within one edit (insertion, deletion, substitution or swap of neighbours).

/** Long enough that one wrong letter still leaves the word recognisable. */
export const FUZZY_MIN_LENGTH = 5;

/** True when `a` and `b` differ by exactly one edit (optimal string alignment distance 1).
 * Compares in place: it runs for every unknown request word against many catalogue words. */
export function oneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (la === lb) {
    let i = 0;
    while (i < la && a.charCodeAt(i) === b.charCodeAt(i)) i++;
    if (i === la) return false;
    // Substitution: the rest is equal. Swap: the next two are crossed and the rest is equal.
    if (sameFrom(a, b, i + 1, i + 1)) return true;
    return i + 1 < la && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameFrom(a, b, i + 2, i + 2);
  }
  if (la - lb === 1 || lb - la === 1) {
    const long = la > lb ? a : b;
    const short = la > lb ? b : a;
    let i = 0;
    while (i < short.length && long.charCodeAt(i) === short.charCodeAt(i)) i++;
    return sameFrom(long, short, i + 1, i);
  }
  return false;
}

/** True when a from index i and b from index j are the same to their ends. */
function sameFrom(a: string, b: string, i: number, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}

/** True when a request token may be a misspelling of the catalogue word `word`. */
export function mayBeMisspelt(token: string, word: string): boolean {
  return word.length >= FUZZY_MIN_LENGTH && token.length >= FUZZY_MIN_LENGTH - 1 && oneEdit(token, word);
}
