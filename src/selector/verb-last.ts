// German asks with its verb last, in the infinitive ("kannst du die Musik pausieren", "kannst du
// das Licht im Wohnzimmer ausmachen"), and commands that way too ("Licht im Flur ausschalten"),
// where utterances mostly command with the verb first ("pausiere die Musik", "mach das Licht im
// {room} aus"). verbFirst rewrites such a request in the order and form its utterances use, for
// select() to try when the request as said found nothing: the verb's command form right after
// the asking phrase, the rest as said, a separable particle ("aus", "ein") at the end. verbLast
// goes the other way, for utterances that command in the infinitive ("Podcast anhalten") and
// requests that say the command form ("halt den Podcast an").
import type { Tokens } from './tokenize.js';
import { imperativesOf, infinitivesOf } from './word-forms.js';

// Separable particles, longest first ("zurück" before "zu").
const SEPARABLE = ['zuruck', 'hinzu', 'weiter', 'durch', 'ab', 'an', 'auf', 'aus', 'ein', 'fort', 'los', 'mit', 'nach', 'vor', 'weg', 'zu', 'um'];

/** The verb and its separable particle in an infinitive ("ausmachen" → aus, machen), trying the
 * particles in turn; the whole word without a particle last. */
function splits(word: string): { particle: string; verb: string }[] {
  const out: { particle: string; verb: string }[] = [];
  for (const p of SEPARABLE) if (word.startsWith(p) && word.length - p.length >= 5) out.push({ particle: p, verb: word.slice(p.length) });
  out.push({ particle: '', verb: word });
  return out;
}

/**
 * `t` (German) rewritten with its last word, an infinitive, as the command form before the rest —
 * after the asking phrase that leads it (`asking` tokens: "kannst du", "bitte"), its separable
 * particle at the end — or null when the last word is no infinitive whose command form the
 * catalogue knows (`known`). The last word is the one before token `end`: polite words after the
 * verb ("… ausmachen bitte") stay after it, as punctuation does.
 */
export function verbFirst(t: Tokens, asking: number, known: (word: string) => boolean, end = t.tokens.length): string | null {
  const n = end;
  // An asking phrase and the verb are not a command yet: something must stand between them.
  if (n - asking < 2) return null;
  const last = t.tokens[n - 1]!;
  for (const { particle, verb } of splits(last)) {
    const command = imperativesOf(verb, 'de').find(known);
    if (command === undefined) continue;
    const src = t.source;
    const lead = src.slice(0, t.start[asking]!);
    const middle = src.slice(t.start[asking]!, t.start[n - 1]!).trimEnd();
    const tail = src.slice(t.end[n - 1]!);
    return `${lead}${command} ${middle}${particle === '' ? '' : ` ${particle}`}${tail}`;
  }
  return null;
}

/**
 * `t` (German) with its verb, a command form right after the asking phrase (`asking` tokens),
 * moved to the end as the infinitive, with the separable particle the request ends with before
 * it ("halt den Podcast an" → "den Podcast anhalten") — or null when no such infinitive is a
 * catalogue word (`known`). Polite words from token `end` on stay where they are.
 */
export function verbLast(t: Tokens, asking: number, known: (word: string) => boolean, end = t.tokens.length): string | null {
  if (end - asking < 2) return null;
  const last = t.tokens[end - 1]!;
  const particle = SEPARABLE.includes(last) ? last : '';
  // The verb and its particle with nothing between them say nothing the infinitive would not.
  const middleEnd = particle === '' ? end : end - 1;
  if (middleEnd - asking < 2) return null;
  const infinitive = infinitivesOf(t.tokens[asking]!, 'de')
    .map((verb) => particle + verb)
    .find(known);
  if (infinitive === undefined) return null;
  const src = t.source;
  const lead = src.slice(0, t.start[asking]!);
  const middle = src.slice(t.start[asking + 1]!, t.end[middleEnd - 1]!);
  const tail = src.slice(t.end[end - 1]!);
  return `${lead}${middle} ${infinitive}${tail}`;
}
