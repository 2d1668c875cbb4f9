// BCP-47 language tags as keys of utterances and responses.

/** The canonical form of a well-formed BCP-47 tag (`en-us` → `en-US`), or null. */
export function canonicalLanguage(tag: string): string | null {
  // Intl accepts a few shapes (`_` separators are refused, but empty input throws differently).
  if (tag.trim() !== tag || tag === '') return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical ?? null;
  } catch {
    return null;
  }
}
