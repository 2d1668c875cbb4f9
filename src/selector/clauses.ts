// A request of two clauses where one only says why, or how the speaker feels ("it's freezing in
// here, set the heating to 22 degrees", "skip ahead 30 seconds, this ad is boring"): when the
// request as said matches nothing, the command clause is tried alone (select.ts rewrites), at a
// word form's cost. Only where the clause set aside cannot change the command: none of its words
// is a word of the catalogue or may be one misspelt (a room, a value, the command's own words:
// "turn off the lights, just the kitchen" must not turn off every light), a negation, a number, a
// time or place pointed at, or a word that joins it or ties it to the command ("if", "when",
// "but", "instead", "actually"); and it reads as a statement, not as a name called out or a
// second command: it starts with a pronoun or an article, or with a word that says why
// ("because", "que", "weil", "car"), after which a negation is the reason's (fillers.ts: tying,
// pronouns, causal). Japanese and Chinese, which mark clauses with particles more than with
// commas, are not split.
import { phraseLengthAt } from './fillers.js';
import { afterPolite, ARTICLE, WORD, numberAt } from './match.js';
import type { Prepared } from './request.js';
import { markBefore } from './tokenize.js';

/** Sentence punctuation that ends a clause (not a colon, which leads free text). */
const CLAUSE_ENDS = ',;.!?\u2014';

/**
 * The clauses of a request of two that may be said alone: each whose other clause cannot change
 * it (see above); none for a request of one clause or more than two. `known` tells a word of the
 * catalogue by its dictionary id.
 */
export function commandClauses(req: Prepared, known: (id: number) => boolean): string[] {
  if (req.fillers.pronouns.size === 0) return [];
  const { t } = req;
  const n = req.tokens.length;
  // Clauses between sentence punctuation, but those that only greet or thank ("Guten Morgen.
  // Würden Sie …", "… Thanks."): polite words alone are no clause.
  const clauses: [number, number][] = [];
  let from = 0;
  for (let j = 1; j <= n; j++) {
    if (j < n && !markBefore(t, j, CLAUSE_ENDS)) continue;
    if (afterPolite(req, from, j) < j) clauses.push([from, j]);
    from = j;
  }
  if (clauses.length !== 2) return [];
  const [[a, b], [c, d]] = clauses as [[number, number], [number, number]];
  const out: string[] = [];
  if (setAside(req, c, d, known)) out.push(t.source.slice(t.start[a]!, t.end[b - 1]!));
  if (setAside(req, a, b, known)) out.push(t.source.slice(t.start[c]!, t.end[d - 1]!));
  return out;
}

/**
 * True for a clause that reads as a statement: two words or more, the first after polite words a
 * pronoun or an article ("I'm heading out", "this ad is boring", "les pâtes sont prêtes"). Not a
 * name said to someone ("Chérie, tu peux éteindre …" asks a person, not the assistant), nor a
 * second command, which starts with its verb ("…, label it soft-boiled eggs").
 */
function statement(req: Prepared, from: number, to: number): boolean {
  if (to - from < 2) return false;
  const j = afterPolite(req, from, to);
  const causal = phraseLengthAt(req.tokens, j, req.fillers.causal);
  if (causal > 0) return j + causal < to;
  return j < to && (req.fillers.pronouns.has(req.tokens[j]!) || req.kind[j] === ARTICLE);
}

/** True when tokens [from, to) may be set aside: nothing in them can change the other clause. */
function setAside(req: Prepared, from: number, to: number, known: (id: number) => boolean): boolean {
  const { tokens, fillers } = req;
  const { tying, pronouns } = fillers;
  if (!statement(req, from, to)) return false;
  let polite = afterPolite(req, from, to);
  const why = phraseLengthAt(tokens, polite, fillers.causal) > 0;
  for (let j = from; j < to; j++) {
    const w = tokens[j]!;
    if ((fillers.negations.has(w) && !why) || tying.has(w)) return false;
    // …nor one that takes the command back or corrects it ("…, äh, ich mein Tierarzt anrufen").
    if (phraseLengthAt(tokens, j, fillers.joining) > 0 || phraseLengthAt(tokens, j, fillers.pointing) > 0 || phraseLengthAt(tokens, j, fillers.correcting) > 0) return false;
    if (/\d/.test(w) || (req.kind[j] === WORD && numberAt(req, j) !== null)) return false;
    // A polite phrase ("can you") and articles, small words and clitics ("it's", "I'm") say
    // nothing of the command.
    polite = Math.max(polite, j + req.polite[j]!);
    if (req.kind[j] !== WORD || j < polite || pronouns.has(w) || w.startsWith("'")) continue;
    if ((req.ids[j]! >= 0 && known(req.ids[j]!)) || (req.fuzzy[j]?.length ?? 0) > 0 || req.forms[j] !== null) return false;
  }
  return true;
}
