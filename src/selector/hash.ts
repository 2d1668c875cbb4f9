// The one string hash of the selector: dictionary, filler and delete tables are keyed by it, and a
// request computes it once per token for all of them and for its word signature.

/**
 * A word's hash (FNV-1a), from which it also takes one bit in each half of a 128-bit signature
 * (token-index addWord): a template whose required words' bits the request lacks cannot fit. A
 * request sets some ten bits per half, so a word it does not say still passes in about one case
 * in forty: two halves make that rare (the chances multiply), and every pass costs a look at the
 * template itself.
 */
export function wordHash(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return h;
}

/** Where a hash starts probing in an open-addressing table of mask + 1 slots: FNV's low bits
 * alone cluster on short words. */
export function hashSlot(hash: number, mask: number): number {
  return (hash ^ (hash >>> 16)) & mask;
}

/**
 * Files `entry` under `hash` in an open-addressing table of (hash, entry + 1) pairs (0: empty),
 * the layout of the tables that are looked up by a hash computed in place, without building the
 * key string: the delete variants of key words, the chunks of template text.
 */
export function placeHashed(slots: Int32Array, hash: number, entry: number): void {
  const mask = (slots.length >> 1) - 1;
  let at = hashSlot(hash, mask);
  while (slots[2 * at + 1] !== 0) at = (at + 1) & mask;
  slots[2 * at] = hash;
  slots[2 * at + 1] = entry + 1;
}
