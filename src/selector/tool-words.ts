// The words a template may pass over in a request because another utterance of the same call
// says them: "any new messages from Jonas" for "any messages from {from}", where the app also
// says "read my new messages" for the same tool with the same fixed arguments. Such a word is
// the app's own word for that very call, so passing it over cannot make the selection another
// call; it still costs a tolerance (score.ts, COST.toolWord). Calls differ by tool and fixed
// arguments: "shuffle" (shuffle: true) is no word of "play {playlist}", "off" (on: false) no word
// of "turn on the {room} lights".
import { readNumber } from '../slots/numbers/index.js';
import { fillersFor } from './fillers.js';
import type { CompiledIntent } from './catalog.js';

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

/**
 * A word a template could pass over as its call's: a content word (polite words, articles and
 * small words have rules of their own), neither a negation nor a number word ("ciento" in "por
 * ciento" would turn 150 into 50), nor a unit beside a number.
 */
function passable(token: string, negations: ReadonlySet<string>, primary: string): boolean {
  return !negations.has(token) && readNumber([token], 0, primary) === null;
}

/** Sets every template's toolWords: the words of all utterances of its call in its language. */
export function assignToolWords(intents: readonly CompiledIntent[]): void {
  const calls = new Map<string, Map<string, Set<string>>>();
  const byCall = (intent: CompiledIntent, primary: string): Set<string> => {
    const key = `${intent.tool}\u0000${canonical(intent.fixedArgs)}`;
    let languages = calls.get(key);
    if (languages === undefined) calls.set(key, (languages = new Map()));
    let words = languages.get(primary);
    if (words === undefined) languages.set(primary, (words = new Set()));
    return words;
  };
  for (const intent of intents) {
    for (const tpl of intent.templates) {
      const words = byCall(intent, tpl.primary);
      const negations = fillersFor(tpl.primary).negations;
      for (const e of tpl.elements) {
        if (e.kind === 'lit' && !e.optional && !e.small && !e.percent && !e.restating && passable(e.token, negations, tpl.primary)) words.add(e.token);
      }
    }
  }
  for (const intent of intents) for (const tpl of intent.templates) tpl.toolWords = withWords(byCall(intent, tpl.primary));
}

function withWords(words: ReadonlySet<string>): ReadonlySet<string> | null {
  return words.size === 0 ? null : words;
}


