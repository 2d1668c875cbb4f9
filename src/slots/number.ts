// Number slots: read a number at a position (digits or words, via numbers/), then hold it to
// the tool's schema for that property. A value the schema would refuse — outside minimum or
// maximum, a fraction for an integer — is not a reading at all, so the template does not match.
import { isCjkToken } from '../selector/tokenize.js';
import { percentLength, type NumberRead } from './numbers/index.js';

export interface NumberSpec {
  integer: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface NumberHit {
  value: number;
  /** Tokens used, including a trailing percent word when `absorbPercent`. */
  length: number;
}

function finite(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** The constraints of a number property of a tool's input schema. */
export function numberSpec(property: unknown): NumberSpec {
  const p = (typeof property === 'object' && property !== null ? property : {}) as Record<string, unknown>;
  const type = p.type;
  const integer = type === 'integer' || (Array.isArray(type) && type.includes('integer') && !type.includes('number'));
  const spec: NumberSpec = { integer };
  const min = finite(p.minimum);
  const max = finite(p.maximum);
  // Draft 4 wrote exclusiveMinimum as a boolean beside minimum.
  const exMin = finite(p.exclusiveMinimum) ?? (p.exclusiveMinimum === true ? min : undefined);
  const exMax = finite(p.exclusiveMaximum) ?? (p.exclusiveMaximum === true ? max : undefined);
  if (min !== undefined && p.exclusiveMinimum !== true) spec.minimum = min;
  if (max !== undefined && p.exclusiveMaximum !== true) spec.maximum = max;
  if (exMin !== undefined) spec.exclusiveMinimum = exMin;
  if (exMax !== undefined) spec.exclusiveMaximum = exMax;
  return spec;
}

/** True when the schema accepts `value`. */
export function numberFits(spec: NumberSpec, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (spec.integer && !Number.isInteger(value)) return false;
  if (spec.minimum !== undefined && value < spec.minimum) return false;
  if (spec.maximum !== undefined && value > spec.maximum) return false;
  if (spec.exclusiveMinimum !== undefined && value <= spec.exclusiveMinimum) return false;
  if (spec.exclusiveMaximum !== undefined && value >= spec.exclusiveMaximum) return false;
  return true;
}

/** True for the sign that says a number is a multiple ("1.5x", "2×" speed): tokenize splits it
 * off the digits. */
export function isMultiplier(token: string | undefined): boolean {
  return token === 'x' || token === '×';
}

/**
 * The number slot value for `read`, the number said at tokens[at] (readNumber; the matcher reads
 * each position once), within `limit`: null when there is none or the schema refuses it. With
 * `absorbPercent` a following percent word ("%", "percent", "por ciento") or multiplier sign
 * belongs to the slot, because the template does not spell it out itself.
 */
export function numberSlotHit(
  read: NumberRead | null,
  tokens: readonly string[],
  at: number,
  limit: number,
  lang: string,
  spec: NumberSpec,
  absorbPercent: boolean,
): NumberHit | null {
  if (read === null || read.length < 1 || at + read.length > limit) return null;
  if (!numberFits(spec, read.value)) return null;
  let length = read.length;
  if (absorbPercent) {
    const percent = percentLengthAt(tokens, at + length, limit, lang);
    length += percent > 0 ? percent : at + length < limit && isMultiplier(tokens[at + length]) ? 1 : 0;
  }
  return { value: read.value, length };
}

/**
 * Tokens of a percent expression at tokens[at] ("%", "percent", "por ciento", "パーセント"), 0 if
 * none. Japanese arrives one character per token, so a CJK word is tried glued back together.
 */
export function percentLengthAt(tokens: readonly string[], at: number, limit: number, lang: string): number {
  if (at >= limit) return 0;
  const len = percentLength(tokens, at, lang);
  if (len > 0) return Math.min(len, limit - at);
  if (!isCjkToken(tokens[at]!)) return 0;
  let glued = '';
  for (let k = at; k < limit && k < at + 6 && isCjkToken(tokens[k]!); k++) {
    glued += tokens[k]!;
    if (k > at && percentLength([glued], 0, lang) === 1) return k - at + 1;
  }
  return 0;
}
