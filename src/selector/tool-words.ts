// The words a template may pass over in a request because another utterance of the same call
// says them: "any new messages from Jonas" for "any messages from {from}", where the app also
// says "read my new messages" for the same tool with the same fixed arguments. Such a word is
// the app's own word for that very call, so passing it over cannot make the selection another
// call; it still costs a tolerance (score.ts, COST.toolWord). Calls differ by tool and fixed
// arguments: "shuffle" (shuffle: true) is no word of "play {playlist}", "off" (on: false) no word
// of "turn on the {room} lights".
import { readNumber } from '../slots/numbers/index.js';
import { fillersFor, phraseLengthAt } from './fillers.js';
import type { CompiledIntent, Template } from './catalog.js';

/** The words of one call of an app, per primary language. */
export type Call = ReadonlyMap<string, ReadonlySet<string>>;

/** JSON with object keys in order, so that equal fixed arguments give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// Per language, the required words (catalog.ts: content words, neither polite, small nor a
// unit) a template may pass over: not a negation, nor a number word ("ciento" in "por ciento"
// would turn 150 into 50), nor a pronoun or a word that refers to something ("skip this" would
// pass over what "this" is, where "skip this song" and a podcast's "skip this episode" differ).
const passable = new Map<string, Map<string, boolean>>();
const MAX_PASSABLE = 200_000;
let passableCount = 0;

function mayPass(word: string, primary: string): boolean {
  let known = passable.get(primary);
  if (known === undefined) passable.set(primary, (known = new Map()));
  let ok = known.get(word);
  if (ok === undefined) {
    const fillers = fillersFor(primary);
    ok = !fillers.negations.has(word) && readNumber([word], 0, primary) === null && !fillers.pronouns.has(word) && phraseLengthAt([word], 0, fillers.referring) !== 1;
    if (passableCount++ < MAX_PASSABLE) known.set(word, ok);
  }
  return ok;
}

/** Gives each of an app's intents its Call: the words of every utterance of the intents with the
 * same tool and fixed arguments, per language. */
export function assignCalls(intents: readonly CompiledIntent[]): void {
  const calls = new Map<string, { intents: CompiledIntent[]; words: Map<string, Set<string>> }>();
  for (const intent of intents) {
    const key = `${intent.tool}\u0000${canonical(intent.fixedArgs)}`;
    let call = calls.get(key);
    if (call === undefined) calls.set(key, (call = { intents: [], words: new Map() }));
    call.intents.push(intent);
    // Templates of an intent that require the same words share the list: read each list once.
    let last: readonly string[] | null = null;
    for (const tpl of intent.templates) {
      if (tpl.required === last) continue;
      last = tpl.required;
      let words = call.words.get(tpl.primary);
      if (words === undefined) call.words.set(tpl.primary, (words = new Set()));
      for (const w of tpl.required) if (!words.has(w) && mayPass(w, tpl.primary)) words.add(w);
    }
  }
  for (const call of calls.values()) for (const intent of call.intents) intent.call = call.words;
}

/** The words of `tpl`'s call in its language that it may pass over in a request, or null. */
export function toolWordsOf(tpl: Template): ReadonlySet<string> | null {
  const words = tpl.intent.call?.get(tpl.primary);
  return words === undefined || words.size === 0 ? null : words;
}
