// Word tables keyed by the words that say them ("in the evening" → pm, "half an hour" → 1800 s):
// which entry the tokens at a position say. Shared by the slot readers that know such phrases.

/** The first entry of `table` whose words stand at tokens[at …] before `limit`, with how many
 * tokens they take; null when none does. */
export function phraseAt<T>(table: readonly (readonly [readonly string[], T])[] | undefined, tokens: readonly string[], at: number, limit: number): { value: T; length: number } | null {
  if (table === undefined) return null;
  for (const [words, value] of table) {
    if (at + words.length > limit) continue;
    let k = 0;
    while (k < words.length && tokens[at + k] === words[k]) k++;
    if (k === words.length) return { value, length: words.length };
  }
  return null;
}
