// Misspellings: ASR and keyboards get one letter of a longer word wrong. A word of at least
// FUZZY_MIN_LENGTH characters that the catalogue does not know may stand for a catalogue word
// within one edit (insertion, deletion, substitution or swap of neighbours).

/** Long enough that one wrong letter still leaves the word recognisable. */
export const FUZZY_MIN_LENGTH = 5;

/** True when `a` and `b` differ by exactly one edit (optimal string alignment distance 1). */
export function oneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (la === lb) {
    let i = 0;
    while (i < la && a.charCodeAt(i) === b.charCodeAt(i)) i++;
    if (i === la) return false;
    // Substitution: the rest is equal. Swap: the next two are crossed and the rest is equal.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  if (la - lb === 1 || lb - la === 1) {
    const [long, short] = la > lb ? [a, b] : [b, a];
    let i = 0;
    while (i < short.length && long.charCodeAt(i) === short.charCodeAt(i)) i++;
    return long.slice(i + 1) === short.slice(i);
  }
  return false;
}

/** True when a request token may be a misspelling of the catalogue word `word`. */
export function mayBeMisspelt(token: string, word: string): boolean {
  return word.length >= FUZZY_MIN_LENGTH && token.length >= FUZZY_MIN_LENGTH - 1 && oneEdit(token, word);
}
