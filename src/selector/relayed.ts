// A command passed on from someone else in the room ("my wife says turn off the kitchen lights",
// "Sam wants you to play Focus", "Mama sagt, schreib Milch auf die Einkaufsliste", "ma femme dit
// d'éteindre la lumière"), or said again ("I said pause the music"): when the request as said
// matches nothing, the command is tried alone (select.ts), at a word form's cost. Only right after
// who says it (a name or a few words: "the kids", "my husband") at the request's start, and only
// with the words that pass on a command, never those that report what happened ("Sam said he
// turned off the lights" is no command; "my boss told me to …" asks the speaker). French passes
// it on in the infinitive, as a request that asks does: the command is tried as asked ("peux-tu
// éteindre …").
import { phraseLengthAt, phraseMap, type PhraseMap } from './fillers.js';
import { afterPolite } from './match.js';
import type { Prepared } from './request.js';
import { tokenize } from './tokenize.js';

interface Relaying {
  /** What passes a command on, after who says it. */
  passing: PhraseMap;
  /** What the speaker says when saying a command again, at the request's start. */
  again: PhraseMap;
  /** What the command is tried after: a phrase that asks, where it is passed on in the
   * infinitive. */
  asks?: string;
  /** Pronouns of someone else than the speaker and the one spoken to: free text holding one
   * speaks of who passed it on ("Maya says tell Sam she's on her way"), which only the agent can
   * put right. */
  others: ReadonlySet<string>;
}

/** Who says it: a name, or up to three words ("my little brother"). */
const MAX_WHO = 3;

function relaying(words: { passing: string[]; again: string[]; asks?: string; others: string[] }): Relaying {
  return {
    passing: phraseMap(words.passing),
    again: phraseMap(words.again),
    ...(words.asks === undefined ? {} : { asks: words.asks }),
    others: new Set(words.others.flatMap((w) => tokenize(w).tokens)),
  };
}

const RELAYING: Readonly<Record<string, Relaying>> = {
  en: relaying({
    passing: ['says', 'says to', 'said to', 'wants you to', 'would like you to', 'asks you to', 'asked you to', 'is asking you to', 'told me to tell you to', 'asked me to ask you to'],
    again: ['i said'],
    others: ['he', 'she', 'him', 'her', 'his', 'hers', 'they', 'them', 'their'],
  }),
  de: relaying({
    passing: ['sagt', 'meint', 'sagt du sollst', 'will dass du', 'möchte dass du'],
    again: ['ich hab gesagt', 'ich habe gesagt'],
    others: ['er', 'sie', 'ihm', 'ihr', 'ihn', 'ihnen', 'sein', 'seine', 'ihre'],
  }),
  fr: relaying({
    passing: ['dit de', "dit d'", 'demande de', "demande d'", 'voudrait que tu'],
    again: ["je t'ai dit de", "je t'ai dit d'"],
    asks: 'peux-tu',
    others: ['il', 'elle', 'lui', 'leur', 'ils', 'elles', 'son', 'sa', 'ses'],
  }),
};

/** The command the request passes on or says again, as a request of its own; null when it does
 * neither. */
export function relayedCommand(req: Prepared): string | null {
  const relay = RELAYING[req.primary];
  if (relay === undefined) return null;
  const { tokens, t } = req;
  const n = tokens.length;
  const start = afterPolite(req, 0, n);
  let at = -1;
  const again = phraseLengthAt(tokens, start, relay.again);
  if (again > 0) at = start + again;
  for (let k = start + 1; at < 0 && k <= start + MAX_WHO && k < n; k++) {
    const passing = phraseLengthAt(tokens, k, relay.passing);
    if (passing > 0) at = k + passing;
  }
  if (at < 0 || at >= n) return null;
  const command = t.source.slice(t.start[at]!, t.end[n - 1]!);
  return relay.asks === undefined ? command : `${relay.asks} ${command}`;
}

/** True when a free-text value of `slots` speaks of someone else than the speaker and the one
 * spoken to (Relaying.others). */
export function speaksOfOthers(primary: string, slots: Readonly<Record<string, unknown>>): boolean {
  const others = RELAYING[primary]?.others;
  if (others === undefined) return false;
  for (const value of Object.values(slots)) {
    if (typeof value === 'string' && tokenize(value).tokens.some((w) => others.has(w))) return true;
  }
  return false;
}
