// A duration said in another unit than the utterance's: "set a timer for 2 hours" for "set a timer
// for {minutes} minutes", "jump ahead two minutes" for "… {seconds} seconds", "an hour and a half",
// "half an hour". The number slot takes the value in the utterance's unit, when the schema takes
// it (a whole number where it asks an integer: 90 seconds are no whole minutes). Never for an hour
// of the day, which clock.ts reads (French "heures" is both).
import { numberFits, type NumberSpec } from './number.js';
import { phraseAt } from './phrases.js';
import { halfLengthAt, readNumber, type NumberRead } from './numbers/index.js';

/** Units of duration in seconds, per primary language, in the token format (folded). */
const UNITS: Readonly<Record<string, ReadonlyMap<string, number>>> = {
  en: units([['second', 'seconds', 'sec', 'secs', 's'], ['minute', 'minutes', 'min', 'mins'], ['hour', 'hours', 'hr', 'hrs', 'h']]),
  es: units([['segundo', 'segundos', 'seg', 's'], ['minuto', 'minutos', 'min'], ['hora', 'horas', 'h']]),
  fr: units([['seconde', 'secondes', 'sec', 's'], ['minute', 'minutes', 'min'], ['heure', 'heures', 'h']]),
  de: units([['sekunde', 'sekunden', 'sek', 's'], ['minute', 'minuten', 'min'], ['stunde', 'stunden', 'std', 'h']]),
};

function units(groups: readonly (readonly string[])[]): Map<string, number> {
  const out = new Map<string, number>();
  groups.forEach((words, k) => {
    for (const w of words) out.set(w, 60 ** k);
  });
  return out;
}

/** A whole duration said without a number ("half an hour", "un quart d'heure"), in seconds. */
const PHRASES: Readonly<Record<string, readonly (readonly [readonly string[], number])[]>> = {
  en: [
    [['half', 'an', 'hour'], 1800], [['a', 'half', 'hour'], 1800],
    [['a', 'quarter', 'of', 'an', 'hour'], 900], [['quarter', 'of', 'an', 'hour'], 900], [['a', 'quarter', 'hour'], 900],
    [['three', 'quarters', 'of', 'an', 'hour'], 2700],
  ],
  es: [
    [['media', 'hora'], 1800], [['un', 'cuarto', 'de', 'hora'], 900], [['tres', 'cuartos', 'de', 'hora'], 2700],
    // "un temporizador de hora y media": the hour without its article.
    [['hora', 'y', 'media'], 5400], [['hora', 'y', 'cuarto'], 4500],
  ],
  fr: [
    [['une', 'demi', 'heure'], 1800], [['demi', 'heure'], 1800],
    [['un', 'quart', "d'", 'heure'], 900], [['quart', "d'", 'heure'], 900], [['trois', 'quarts', "d'", 'heure'], 2700],
  ],
  de: [
    [['eine', 'halbe', 'stunde'], 1800], [['halbe', 'stunde'], 1800],
    [['eine', 'viertelstunde'], 900], [['viertelstunde'], 900], [['eine', 'dreiviertelstunde'], 2700], [['dreiviertelstunde'], 2700],
  ],
};

/** A fraction of the unit said after it, beside the halves numbers/index.ts knows ("an hour and a
 * quarter", "una hora y cuarto", "une heure et quart"). */
const FRACTIONS: Readonly<Record<string, readonly (readonly [readonly string[], number])[]>> = {
  en: [[['and', 'a', 'quarter'], 0.25], [['and', 'three', 'quarters'], 0.75]],
  es: [[['y', 'cuarto'], 0.25], [['y', 'tres', 'cuartos'], 0.75]],
  fr: [[['et', 'quart'], 0.25], [['et', 'trois', 'quarts'], 0.75]],
};

/** The word that joins a smaller unit to a larger one ("an hour and ten minutes"), which may
 * also go unsaid ("1 hour 10 minutes"). */
const JOINING: Readonly<Record<string, string>> = { en: 'and', es: 'y', fr: 'et', de: 'und' };

/** English says one unit with its article ("an hour"); the other languages' articles read as 1. */
const ONE: Readonly<Record<string, ReadonlySet<string>>> = { en: new Set(['a', 'an']) };

/** The length in seconds of the unit `token` names in `primary`, 0 when it names none. */
export function unitSeconds(primary: string, token: string | undefined): number {
  return token === undefined ? 0 : (UNITS[primary]?.get(token) ?? 0);
}

export interface DurationHit {
  /** In the utterance's unit. */
  value: number;
  /** Tokens used: the number, its unit and a half after it. */
  length: number;
}

/**
 * The duration said at tokens[at] (before `limit`) in another unit than the utterance's, which
 * lasts `unit` seconds, converted into it; null when none is said there or the schema refuses the
 * result. `read` is the number said at tokens[at] (readNumber), or null.
 */
export function durationHit(read: NumberRead | null, tokens: readonly string[], at: number, limit: number, primary: string, unit: number, spec: NumberSpec): DurationHit | null {
  // (A phrase lasts a quarter, half or three quarters of an hour: never the utterance's own unit.)
  const phrase = phraseAt(PHRASES[primary], tokens, at, limit);
  if (phrase !== null) return fitting(phrase.value / unit, phrase.length, spec);
  let count: number;
  let length: number;
  if (read !== null) {
    count = read.value;
    length = read.length;
  } else if (ONE[primary]?.has(tokens[at]!) === true) {
    count = 1;
    length = 1;
  } else return null;
  const said = at + length < limit ? unitSeconds(primary, tokens[at + length]) : 0;
  if (said === 0 || said === unit || count < 0) return null;
  length++;
  let seconds = count * said;
  // Said after the unit, a fraction of it ("an hour and a half", "una hora y media", "une heure
  // et quart"), or a smaller unit counted after it ("an hour and ten minutes", "1 hour 15
  // minutes").
  const fraction = Number.isInteger(count) ? fractionAt(tokens, at + length, limit, primary) : null;
  const rest = fraction !== null ? { seconds: said * fraction.value, length: fraction.length } : smallerUnitAt(tokens, at + length, limit, primary, said);
  if (rest !== null) {
    seconds += rest.seconds;
    length += rest.length;
  }
  return fitting(seconds / unit, length, spec);
}

/** The fraction of a unit said at tokens[at] right after it: a half (numbers/index.ts) or one of
 * FRACTIONS; null when none is. */
function fractionAt(tokens: readonly string[], at: number, limit: number, primary: string): { value: number; length: number } | null {
  const half = halfLengthAt(tokens, at, primary, limit);
  return half > 0 ? { value: 0.5, length: half } : phraseAt(FRACTIONS[primary], tokens, at, limit);
}

/** A whole number of a unit shorter than `larger` seconds said at tokens[at], perhaps after the
 * word that joins it: its length in seconds and tokens, or null. */
function smallerUnitAt(tokens: readonly string[], at: number, limit: number, primary: string, larger: number): { seconds: number; length: number } | null {
  const joined = tokens[at] === JOINING[primary] ? 1 : 0;
  const read = at + joined < limit ? readNumber(tokens, at + joined, primary) : null;
  if (read === null || !Number.isInteger(read.value) || read.value <= 0) return null;
  const end = at + joined + read.length;
  const said = end < limit ? unitSeconds(primary, tokens[end]) : 0;
  if (said === 0 || said >= larger || read.value * said >= larger) return null;
  return { seconds: read.value * said, length: joined + read.length + 1 };
}

function fitting(value: number, length: number, spec: NumberSpec): DurationHit | null {
  return numberFits(spec, value) ? { value, length } : null;
}

