// English names a thing by where it is, or whose it is, either way: "the lights in the kitchen"
// and "the kitchen lights", "the latest episode of Hard Fork" and "the latest Hard Fork episode".
// An utterance that ends with "in the {room}" or "of {show}" is also compiled with the slot
// before the noun it follows — "lights on in the {room}" → "{room} lights on", "turn on the
// lights in the {room}" → "turn on the {room} lights", "play the latest episode of {show}" →
// "play the latest {show} episode" — so that app authors need not list both.
//
// Only an enum slot: a free-text slot before a noun would swallow whatever comes before it. Only
// at the end of the utterance, where the place phrase can only qualify what precedes it.
import { isLiteral, PARTICLES, VERBS } from './phrasal.js';
import type { Element } from './template.js';

/**
 * The utterance's elements with a closing "in (the) {enum}" or "of (the) {enum}" moved before the
 * noun it qualifies, without the preposition and article, or null when it has none. Only for
 * English utterances.
 */
export function placeBeforeNoun(elements: readonly Element[]): Element[] | null {
  const last = elements.length - 1;
  if (last < 2) return null;
  const slot = elements[last]!;
  if (slot.kind !== 'slot' || slot.slot.type !== 'enum') return null;
  let at = last - 1;
  const article = elements[at];
  if (article?.kind === 'lit' && article.optional) at--;
  const preposition = elements[at];
  if (preposition?.kind !== 'lit' || (preposition.token !== 'in' && preposition.token !== 'of')) return null;
  // The noun may be followed by a particle ("lights on in the {room}"), and is not the verb
  // whose particle that is ("turn on in the {room}").
  let noun = at - 1;
  while (noun >= 0 && isLiteral(elements[noun], PARTICLES)) noun--;
  const e = elements[noun];
  if (e === undefined || e.kind !== 'lit' || e.optional || e.small || e.restating || VERBS.has(e.token)) return null;
  return [...elements.slice(0, noun), slot, ...elements.slice(noun, at)];
}
