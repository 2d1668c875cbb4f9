// A command passed on from someone else in the room ("my wife says turn off the kitchen lights",
// "Sam wants you to play Focus", "Mama sagt, schreib Milch auf die Einkaufsliste", "ma femme dit
// d'éteindre la lumière"), or said again ("I said pause the music"): when the request as said
// matches nothing, the command is tried alone (select.ts), at a word form's cost. Only right after
// who says it (a name or a few words: "the kids", "my husband") at the request's start, and only
// with the words that pass on a command, never those that report what happened ("Sam said he
// turned off the lights" is no command; "my boss told me to …" asks the speaker). French passes
// it on in the infinitive, as a request that asks does: the command is tried as asked ("peux-tu
// éteindre …").
import { phraseLengthAt, type Fillers } from './fillers.js';
import { afterPolite } from './match.js';
import type { Prepared } from './request.js';
import { tokenize } from './tokenize.js';

/** Who says it: a name, or up to three words ("my little brother"). */
const MAX_WHO = 3;

/** French passes a command on in the infinitive, as a request that asks does: what to try it
 * after. */
const ASKING: Readonly<Record<string, string>> = { fr: 'peux-tu' };

/** The command the request passes on or says again (fillers.ts relaying, repeating), as a
 * request of its own; null when it does neither. */
export function relayedCommand(req: Prepared): string | null {
  const { tokens, t, fillers } = req;
  if (fillers.relaying.size === 0) return null;
  const n = tokens.length;
  const start = afterPolite(req, 0, n);
  let at = -1;
  const again = phraseLengthAt(tokens, start, fillers.repeating);
  if (again > 0) at = start + again;
  for (let k = start + 1; at < 0 && k <= start + MAX_WHO && k < n; k++) {
    const passing = phraseLengthAt(tokens, k, fillers.relaying);
    if (passing > 0) at = k + passing;
  }
  if (at < 0 || at >= n) return null;
  const command = t.source.slice(t.start[at]!, t.end[n - 1]!);
  const asks = ASKING[req.primary];
  return asks === undefined ? command : `${asks} ${command}`;
}

/** True when a free-text value of `slots` speaks of someone else than the speaker and the one
 * spoken to (fillers.ts others). */
export function speaksOfOthers(fillers: Fillers, slots: Readonly<Record<string, unknown>>): boolean {
  if (fillers.others.size === 0) return false;
  for (const value of Object.values(slots)) {
    if (typeof value === 'string' && tokenize(value).tokens.some((w) => fillers.others.has(w))) return true;
  }
  return false;
}
