// Other ways a request may say a template's word: in the singular or plural the other way
// ("1 minute" for "{minutes} minutes", "lights" for "light") and a unit abbreviated ("10 min",
// "30 secs", "10 Min"). The selector takes them only in its misspelling pass and at a cost
// (score.ts, COST.wordForm), and only where the other form is a catalogue word (request.ts).
// Lists are in the token format: folded, lower case.

/** Languages whose plural mostly adds an -s to the singular. */
const PLURAL_S = new Set(['en', 'es', 'fr']);

/** Abbreviated units, per primary language, and the words they stand for. */
const ABBREVIATIONS = new Map<string, ReadonlyMap<string, readonly string[]>>(
  Object.entries({
    en: { min: ['minute', 'minutes'], mins: ['minutes'], sec: ['second', 'seconds'], secs: ['seconds'], hr: ['hour', 'hours'], hrs: ['hours'] },
    es: { min: ['minuto', 'minutos'], seg: ['segundo', 'segundos'], h: ['hora', 'horas'] },
    fr: { min: ['minute', 'minutes'], sec: ['seconde', 'secondes'], h: ['heure', 'heures'] },
    de: { min: ['minute', 'minuten'], sek: ['sekunde', 'sekunden'], std: ['stunde', 'stunden'] },
  }).map(([lang, table]) => [lang, new Map(Object.entries(table))]),
);

const NONE: readonly string[] = [];

/**
 * The words `token` may stand for said another way, catalogue words or not: an abbreviation's
 * full forms, else the token with or without a plural -s (words of four letters or more, never
 * one ending in -ss: "glass" is no plural of "glas").
 */
export function otherForms(token: string, primary: string): readonly string[] {
  const full = ABBREVIATIONS.get(primary)?.get(token);
  if (full !== undefined) return full;
  if (!PLURAL_S.has(primary)) return NONE;
  if (token.endsWith('s')) return token.length > 4 && !token.endsWith('ss') ? [token.slice(0, -1)] : NONE;
  return token.length >= 4 ? [`${token}s`] : NONE;
}
