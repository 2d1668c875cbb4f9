// English phrasal verbs put their particle before or after the object: "turn off the kitchen
// lights" and "turn the kitchen lights off" are the same command, and people say both. An
// utterance written one way is also compiled the other way — same words, same intent, one more
// template — so that app authors need not list both.
//
// Only where the words moved over are an object the particle can go around: literal words and
// enum slots up to the next preposition. Never around a free-text slot ("write down {body}" would
// take "write that I'm feeling down" with the body "that I'm feeling") or a number.
import type { Element } from './template.js';

/** Verbs whose particle may stand on either side of the object (device and media commands). */
export const VERBS: ReadonlySet<string> = new Set(['turn', 'switch', 'shut', 'put']);
export const PARTICLES: ReadonlySet<string> = new Set(['on', 'off', 'up', 'down']);
/** Where the object ends: the particle goes before what follows these. */
const PREPOSITIONS = new Set(['in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'into', 'onto', 'off', 'up', 'down', 'until', 'till']);
/** Objects the particle never precedes ("turn on it"). */
const PRONOUNS = new Set(['it', 'them', 'this', 'that', 'everything']);
/** Longer objects than this are left as written. */
const MAX_OBJECT = 5;

export function isLiteral(e: Element | undefined, words: ReadonlySet<string>): boolean {
  return e !== undefined && e.kind === 'lit' && words.has(e.token);
}

/** True when elements[from … to) can be a phrasal verb's object: one to MAX_OBJECT literal words
 * (not prepositions) and enum slots, with at least one that is not an article or polite word. */
function isObject(elements: readonly Element[], from: number, to: number): boolean {
  if (to <= from || to - from > MAX_OBJECT) return false;
  let content = false;
  for (let i = from; i < to; i++) {
    const e = elements[i]!;
    if (e.kind === 'slot') {
      if (e.slot.type !== 'enum') return false;
      content = true;
    } else if (PREPOSITIONS.has(e.token) || e.percent) return false;
    else if (!e.optional) content = true;
  }
  return content;
}

/** Where the object starting at `from` ends: the first preposition, or the end. */
function objectEnd(elements: readonly Element[], from: number): number {
  let end = from;
  while (end < elements.length && !isLiteral(elements[end], PREPOSITIONS)) end++;
  return end;
}

/**
 * The utterance's elements with the particle of its first phrasal verb on the other side of the
 * object, or null when it has none that may move. Only for English utterances.
 */
export function particleMoved(elements: readonly Element[]): Element[] | null {
  for (let v = 0; v + 2 < elements.length; v++) {
    if (!isLiteral(elements[v], VERBS)) continue;
    if (isLiteral(elements[v + 1], PARTICLES)) {
      // turn off the lights (in the kitchen) → turn the lights off (in the kitchen)
      const end = objectEnd(elements, v + 2);
      if (!isObject(elements, v + 2, end)) return null;
      return [...elements.slice(0, v + 1), ...elements.slice(v + 2, end), elements[v + 1]!, ...elements.slice(end)];
    }
    // turn the lights off (in the kitchen) → turn off the lights (in the kitchen)
    const p = objectEnd(elements, v + 1);
    if (!isLiteral(elements[p], PARTICLES) || !isObject(elements, v + 1, p)) return null;
    if (p === v + 2 && isLiteral(elements[v + 1], PRONOUNS)) return null;
    return [...elements.slice(0, v + 1), elements[p]!, ...elements.slice(v + 1, p), ...elements.slice(p + 1)];
  }
  return null;
}
