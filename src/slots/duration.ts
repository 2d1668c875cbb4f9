// A duration said in another unit than the utterance's: "set a timer for 2 hours" for "set a timer
// for {minutes} minutes", "jump ahead two minutes" for "… {seconds} seconds", "an hour and a half",
// "half an hour". The number slot takes the value in the utterance's unit, when the schema takes
// it (a whole number where it asks an integer: 90 seconds are no whole minutes). Never for an hour
// of the day, which clock.ts reads (French "heures" is both).
import { numberFits, type NumberSpec } from './number.js';
import { phraseAt } from './phrases.js';
import { halfLengthAt, type NumberRead } from './numbers/index.js';

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
  es: [[['media', 'hora'], 1800], [['un', 'cuarto', 'de', 'hora'], 900], [['tres', 'cuartos', 'de', 'hora'], 2700]],
  fr: [
    [['une', 'demi', 'heure'], 1800], [['demi', 'heure'], 1800],
    [['un', 'quart', "d'", 'heure'], 900], [['quart', "d'", 'heure'], 900], [['trois', 'quarts', "d'", 'heure'], 2700],
  ],
  de: [
    [['eine', 'halbe', 'stunde'], 1800], [['halbe', 'stunde'], 1800],
    [['eine', 'viertelstunde'], 900], [['viertelstunde'], 900], [['eine', 'dreiviertelstunde'], 2700], [['dreiviertelstunde'], 2700],
  ],
};

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
  // Said after the unit, a half of it: "an hour and a half", "una hora y media".
  const half = Number.isInteger(count) ? halfLengthAt(tokens, at + length, primary, limit) : 0;
  if (half > 0) {
    seconds += said / 2;
    length += half;
  }
  return fitting(seconds / unit, length, spec);
}

function fitting(value: number, length: number, spec: NumberSpec): DurationHit | null {
  return numberFits(spec, value) ? { value, length } : null;
}

