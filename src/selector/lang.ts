// Language choice for one intent (API.md): the request tag, then its shorter prefixes
// (`en-US` → `en`), then any utterance key with the same primary language. Case-insensitive.

/** The lower-cased tag and its prefixes, longest first: `en-US-x` → [`en-us-x`, `en-us`, `en`]. */
export function langChain(tag: string): string[] {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  const chain: string[] = [];
  let cur = lower;
  while (cur.length > 0) {
    chain.push(cur);
    const cut = cur.lastIndexOf('-');
    if (cut <= 0) break;
    cur = cur.slice(0, cut);
  }
  return chain;
}

/** The primary language subtag, lower-cased: `pt-BR` → `pt`. */
export function primaryLanguage(tag: string): string {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  const cut = lower.indexOf('-');
  return cut < 0 ? lower : lower.slice(0, cut);
}

/**
 * The key of `keys` to use for a request in `chain` (from langChain), or null when the intent
 * has nothing in that language. `keysLower` are the same keys lower-cased, in manifest order.
 */
export function chooseLanguageKey(keys: readonly string[], keysLower: readonly string[], chain: readonly string[]): string | null {
  for (const tag of chain) {
    const at = keysLower.indexOf(tag);
    if (at >= 0) return keys[at]!;
  }
  const primary = chain[chain.length - 1];
  if (primary === undefined) return null;
  for (let i = 0; i < keysLower.length; i++) {
    if (primaryLanguage(keysLower[i]!) === primary) return keys[i]!;
  }
  return null;
}
