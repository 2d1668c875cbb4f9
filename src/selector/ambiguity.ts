// Deciding between scored intents: the best one wins only if it is confident enough and clearly
// ahead of the best other intent. Being ahead includes explaining more of the request with its
// own words where the other swallows those words into a free-text slot (API.md).
import { AMBIGUITY_MARGIN, MIN_CONFIDENCE, ownWords, type AlignmentStats } from './score.js';

export interface Scored {
  confidence: number;
  stats: AlignmentStats;
}

/** Orders best first: confidence, then own words, then fewer swallowed words. */
export function compareScored(a: Scored, b: Scored): number {
  return b.confidence - a.confidence || ownWords(b.stats) - ownWords(a.stats) || a.stats.stringWords - b.stats.stringWords;
}

/** True when `a` explains with its own words what `b` swallows into a free-text slot. */
export function explainsMore(a: Scored, b: Scored): boolean {
  return b.stats.stringWords > a.stats.stringWords && ownWords(a.stats) > ownWords(b.stats);
}

export type Decision = 'matched' | 'no_match' | 'ambiguous';

/** The decision for the best valid scored intent and the best valid other one. */
export function decide(best: Scored | undefined, second: Scored | undefined): Decision {
  if (!best || best.confidence < MIN_CONFIDENCE) return 'no_match';
  if (second && best.confidence - second.confidence < AMBIGUITY_MARGIN && !explainsMore(best, second)) return 'ambiguous';
  return 'matched';
}
