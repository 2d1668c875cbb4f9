// The one string hash of the selector, and the open-addressing tables keyed by it (dictionary,
// filler roles, delete variants, template chunks): a request computes it once per token for all
// of them and for its word signature.

/**
 * A word's hash (FNV-1a), from which it also takes one bit in each half of a 128-bit signature
 * (token-index addWord): a template whose required words' bits the request lacks cannot fit. A
 * request sets some ten bits per half, so a word it does not say still passes in about one case
 * in forty: two halves make that rare (the chances multiply), and every pass costs a look at the
 * template itself.
 */
export function wordHash(word: string): number {
  let h = HASH_SEED;
  for (let i = 0; i < word.length; i++) h = hashStep(h, word.charCodeAt(i));
  return h;
}

/** wordHash of no characters: where a hash worked out one character at a time starts. */
export const HASH_SEED = 0x811c9dc5;

/** wordHash of what `h` hashed followed by the character `code`: for hashing text in place
 * (template chunks, a word without one of its characters) without building the string. */
export function hashStep(h: number, code: number): number {
  return Math.imul(h ^ code, 0x01000193);
}

/** Where a hash starts probing in an open-addressing table of mask + 1 slots: FNV's low bits
 * alone cluster on short words. */
export function hashSlot(hash: number, mask: number): number {
  return (hash ^ (hash >>> 16)) & mask;
}

/**
 * Files `entry` under `hash` in a table of `keys` kept by hash alone: open addressing, slots hold
 * entry + 1 (0: empty), at most half full. The filler roles are such a table: a request looks its
 * tokens up by the wordHash it works out once per token anyway.
 */
export function placeKeyed(slots: Int32Array, hash: number, entry: number): void {
  const mask = slots.length - 1;
  let at = hashSlot(hash, mask);
  while (slots[at] !== 0) at = (at + 1) & mask;
  slots[at] = entry + 1;
}

/** The entry of `key`, whose wordHash is `hash`, in a placeKeyed table of `keys`, or -1. */
export function findKeyed(slots: Int32Array, keys: readonly string[], key: string, hash: number): number {
  const mask = slots.length - 1;
  for (let at = hashSlot(hash, mask); ; at = (at + 1) & mask) {
    const e = slots[at]!;
    if (e === 0) return -1;
    if (keys[e - 1] === key) return e - 1;
  }
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

/** Files the last of `keys` (its wordHash `hash`) in its placeHashed table, which is returned — a
 * new one, twice the size, when it would be more than half full. */
export function fileHashed(slots: Int32Array, keys: readonly string[], hash: number): Int32Array {
  return fileWith(slots, keys, hash, placeHashed, 2);
}

/** Files the last of `keys` (its wordHash `hash`) in a table of `width` numbers per slot filed by
 * `place`, which is returned — a new one, twice the size, when it would be more than half full. */
export function fileWith(
  slots: Int32Array,
  keys: readonly string[],
  hash: number,
  place: (slots: Int32Array, hash: number, entry: number) => void,
  width: number,
): Int32Array {
  if (2 * width * keys.length <= slots.length) {
    place(slots, hash, keys.length - 1);
    return slots;
  }
  const grown = new Int32Array(2 * slots.length);
  for (let k = 0; k < keys.length; k++) place(grown, wordHash(keys[k]!), k);
  return grown;
}
