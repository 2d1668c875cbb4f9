// English puts whom a thing goes to either after "to" or right after the verb: "send a message to
// {to}" and "send {to} a message", "read the news to {bot}" and "read {bot} the news". An
// utterance with such a verb, its object and "to {enum}" is also compiled with the receiver right
// after the verb, so that app authors need not list both.
//
// Only an enum slot (contacts, bots, rooms): a free-text receiver would run into the object. Only
// the verbs that take a receiver this way, and an object of literal words between them.
import type { Element } from './template.js';

/** Verbs that take the receiver before their object ("give Dad a call"). */
const GIVING: ReadonlySet<string> = new Set(['send', 'give', 'show', 'read', 'bring', 'hand', 'pass', 'write', 'text', 'email', 'forward']);

/** Literal words an object may have between the verb and "to": "a message", "my last note". */
const MAX_OBJECT = 4;

/**
 * The utterance's elements with "to {enum}" after a giving verb's object moved right after the
 * verb, without "to", or null when it has none. Only for English utterances.
 */
export function receiverFirst(elements: readonly Element[]): Element[] | null {
  for (let v = 0; v < elements.length; v++) {
    const verb = elements[v]!;
    if (verb.kind !== 'lit' || !GIVING.has(verb.token)) continue;
    let k = v + 1;
    let content = 0;
    for (; k < elements.length && k - v <= MAX_OBJECT; k++) {
      const e = elements[k]!;
      if (e.kind !== 'lit' || e.small) break;
      if (!e.optional) content++;
    }
    const to = elements[k];
    const receiver = elements[k + 1];
    if (content === 0 || to?.kind !== 'lit' || to.token !== 'to' || receiver?.kind !== 'slot' || receiver.slot.type !== 'enum') continue;
    return [...elements.slice(0, v + 1), receiver, ...elements.slice(v + 1, k), ...elements.slice(k + 2)];
  }
  return null;
}
