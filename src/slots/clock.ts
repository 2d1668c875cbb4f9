// An hour of the day said with the part of the day it falls in: "7 pm", "six a.m.", "7 in the
// evening", 午後七時, 晚上七点 — or by its name: "midnight", "midi", 正午. A number slot that
// takes an hour of the day (an integer up to 23) gets the 24-hour value (19); any other number
// slot never takes the words, which stay unexplained, so the template does not match ("21
// degrees at night" sets no heating).
import { numberFits, type NumberSpec } from './number.js';
import { phraseAt } from './phrases.js';
import type { NumberRead } from './numbers/index.js';

/** How a part of the day turns a clock hour (1–12) into the hour of the day (0–23). */
type DayPart = 'am' | 'pm' | 'night';

// In the token format (tokenize: "a.m." is a, m; Japanese and Chinese one character a token).
// English, Spanish, French and German say the part after the number — French and German mostly
// after its unit ("sept heures du soir", "7 Uhr abends"), which the template may say itself —
// Japanese and Chinese before it.
const AFTER: Readonly<Record<string, readonly [readonly string[], DayPart][]>> = {
  en: [
    [['am'], 'am'], [['a', 'm'], 'am'], [['in', 'the', 'morning'], 'am'],
    [['pm'], 'pm'], [['p', 'm'], 'pm'], [['in', 'the', 'afternoon'], 'pm'], [['in', 'the', 'evening'], 'pm'],
    [['at', 'night'], 'night'],
  ],
  es: [
    [['de', 'la', 'manana'], 'am'], [['de', 'la', 'madrugada'], 'am'], [['de', 'la', 'tarde'], 'pm'], [['de', 'la', 'noche'], 'night'],
  ],
  fr: [[['du', 'matin'], 'am'], [['de', "l'", 'apres', 'midi'], 'pm'], [['du', 'soir'], 'pm'], [['de', 'la', 'nuit'], 'night']],
  de: [
    [['morgens'], 'am'], [['fruh'], 'am'], [['vormittags'], 'am'], [['am', 'morgen'], 'am'],
    [['nachmittags'], 'pm'], [['abends'], 'pm'], [['am', 'abend'], 'pm'], [['nachts'], 'night'], [['in', 'der', 'nacht'], 'night'],
  ],
};
/** Hours of the day said by name ("at midnight", "à midi", 正午). */
const NAMED: Readonly<Record<string, readonly (readonly [readonly string[], number])[]>> = {
  en: [[['midnight'], 0], [['noon'], 12], [['midday'], 12]],
  es: [[['medianoche'], 0], [['mediodia'], 12]],
  fr: [[['minuit'], 0], [['midi'], 12]],
  de: [[['mitternacht'], 0], [['mittag'], 12]],
  ja: [[['正', '午'], 12], [['真', '夜', '中'], 0]],
  zh: [[['午', '夜'], 0]],
};
/** Units said between the number and its part of the day. */
const UNITS: Readonly<Record<string, readonly string[]>> = { fr: ['heures', 'heure', 'h'], de: ['uhr'] };
const BEFORE: Readonly<Record<string, readonly [readonly string[], DayPart][]>> = {
  ja: [[['午', '前'], 'am'], [['朝'], 'am'], [['午', '後'], 'pm'], [['夕', '方'], 'pm'], [['夜'], 'night']],
  zh: [[['上', '午'], 'am'], [['早', '上'], 'am'], [['凌', '晨'], 'am'], [['中', '午'], 'pm'], [['下', '午'], 'pm'], [['傍', '晚'], 'pm'], [['晚', '上'], 'night']],
};

/** True for a slot whose schema takes an hour of the day: an integer from 0 or 1 up to 23. */
export function takesHourOfDay(spec: NumberSpec): boolean {
  const max = spec.maximum ?? (spec.exclusiveMaximum === undefined ? undefined : spec.exclusiveMaximum - 1);
  const min = spec.minimum ?? (spec.exclusiveMinimum === undefined ? undefined : spec.exclusiveMinimum + 1);
  return spec.integer && max === 23 && min !== undefined && min >= 0 && min <= 1;
}

/** The hour of the day for clock hour `hour` (1–12) in `part`, or null for any other number. */
export function hourOfDay(hour: number, part: DayPart): number | null {
  if (!Number.isInteger(hour) || hour < 1 || hour > 12) return null;
  if (part === 'am') return hour === 12 ? 0 : hour;
  if (part === 'pm') return hour === 12 ? 12 : hour + 12;
  // At night: the evening hours, midnight, then the small hours ("1 at night", 夜一時).
  return hour === 12 ? 0 : hour >= 6 ? hour + 12 : hour;
}

export interface ClockHit {
  value: number;
  /** Tokens used: the number, its unit when said between, and the words of the part of the day. */
  length: number;
  /** Where among them the unit stands ("heures" in "sept heures du soir"), or -1: the template
   * may say it right after the slot (match.ts passes over that word then). */
  unit: number;
}

/**
 * The hour of the day said at tokens[at …] with its part of the day — "7 pm" (number first, `read`
 * is the number at `at`) or 午後七時 (`readAt` reads the number after the part) — for a slot that
 * takes one (takesHourOfDay); null otherwise. `primary` is the request's primary language.
 */
export function clockHit(
  read: NumberRead | null,
  readAt: (position: number) => NumberRead | null,
  tokens: readonly string[],
  at: number,
  limit: number,
  primary: string,
  spec: NumberSpec,
): ClockHit | null {
  const named = phraseAt(NAMED[primary], tokens, at, limit);
  if (named !== null) return numberFits(spec, named.value) ? { value: named.value, length: named.length, unit: -1 } : null;
  if (read !== null && read.length > 0) {
    const end = at + read.length;
    const after = phraseAt(AFTER[primary], tokens, end, limit);
    if (after !== null) return fitting(read.value, after.value, read.length + after.length, spec, -1);
    if (end < limit && UNITS[primary]?.includes(tokens[end]!) === true) {
      const past = phraseAt(AFTER[primary], tokens, end + 1, limit);
      if (past !== null) return fitting(read.value, past.value, read.length + 1 + past.length, spec, read.length);
    }
  }
  const before = phraseAt(BEFORE[primary], tokens, at, limit);
  if (before === null) return null;
  const number = readAt(at + before.length);
  if (number === null || number.length < 1 || at + before.length + number.length > limit) return null;
  return fitting(number.value, before.value, before.length + number.length, spec, -1);
}

function fitting(hour: number, part: DayPart, length: number, spec: NumberSpec, unit: number): ClockHit | null {
  const value = hourOfDay(hour, part);
  return value !== null && numberFits(spec, value) ? { value, length, unit } : null;
}
