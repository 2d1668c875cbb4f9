// A command started again: "pause the, pause the music", "skip, skip this song", "show me, um,
// show me Pepper's screen", "llama a, eh, llama a Maya". A request that found nothing as said is
// tried again without the words said before the speaker started over (select.ts rewrites), at a
// word form's cost. Only where the request starts, after polite words and hesitations: a word
// said twice further on may be a message's own ("text Sam bye bye"). So too a command said
// again after a word that takes back what came before it ("kitchen lights off, no wait, living
// room lights off", "play Focus, no, play Deep Sleep"): what follows the last such word is tried
// alone, and only selects if it is a whole command of its own.
import { phraseLengthAt } from './fillers.js';
import { ARTICLE, SMALL } from './match.js';
import { askingLength, type Prepared } from './request.js';
import { markBefore, PAUSES } from './tokenize.js';

/** The request without the first attempt it starts with, or null when it does not start over. */
export function restarted(req: Prepared): string | null {
  const { tokens, polite, kind, t } = req;
  const n = tokens.length;
  const s = askingLength(req);
  // An attempt starts with a word that says something: "the, the music" is one phrase.
  if (s >= n || kind[s] === ARTICLE || kind[s] === SMALL) return null;
  for (let k = 1; s + 2 * k <= n; k++) {
    // The attempt, tokens [s, s + k), then what fills the pause (polite[] covers hesitations).
    const again = s + k + (polite[s + k] ?? 0);
    if (again + k > n) break;
    if (sameRun(tokens, s, again, k)) return `${t.source.slice(0, t.start[s]!)}${t.source.slice(t.start[again]!)}`;
  }
  return null;
}

function sameRun(tokens: readonly string[], a: number, b: number, k: number): boolean {
  for (let x = 0; x < k; x++) if (tokens[a + x] !== tokens[b + x]) return false;
  return true;
}

/** What follows the last word that takes back what came before it (fillers.ts correcting, or a
 * "no" between pauses), or null when none does or nothing follows it. */
export function correctedTo(req: Prepared): string | null {
  const { tokens, t, fillers } = req;
  const n = tokens.length;
  let rest = -1;
  for (let j = 1; j < n; j++) {
    const corrects = phraseLengthAt(tokens, j, fillers.correcting);
    const refuses = corrects > 0 ? 0 : phraseLengthAt(tokens, j, fillers.refusing);
    const length = corrects > 0 ? corrects : refuses > 0 && markBefore(t, j, PAUSES) && markBefore(t, j + refuses, PAUSES) ? refuses : 0;
    if (length > 0 && j + length < n) rest = j + length;
  }
  return rest < 0 ? null : t.source.slice(t.start[rest]!);
}
