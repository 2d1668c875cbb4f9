// An app's own words for one of its intents are no free text of another of its intents. With
// "明日の天気は" (tomorrow's weather) beside "{city}の天気を教えて", "明日の天気を教えて" must not
// ask for the weather in a city called 明日, nor "weather in tomorrow" for the weather in a city
// called "tomorrow" beside "weather in {city} tomorrow". API.md has the intent that explains words
// with its own literal words win over one that swallows them into free text; where that intent
// does not fit the rest of the request, the free text still may not take them: the selector
// declines, and the agent answers.
import type { CompiledIntent } from './catalog.js';
import { isRequired } from './template.js';
import { isCjkToken } from './tokenize.js';

/** The runs of content words each intent of an app says, keyed by language and words. */
export interface OwnWords {
  /** `${primary}\u0000${tokens joined by spaces}` → the intent whose utterances say that run, or
   * the intents when several do (most runs are one intent's: no list to hold for those). */
  runs: ReadonlyMap<string, CompiledIntent | readonly CompiledIntent[]>;
  /** The most tokens a run has: a longer value is none of them, and is not looked up. */
  longest: number;
  /** The intent whose free-text slot this is: its own words are its to take. */
  intent: CompiledIntent;
}

function key(primary: string, tokens: readonly string[]): string {
  return `${primary}\u0000${tokens.join(' ')}`;
}

/**
 * Gives every free-text slot of the app's intents the runs of content words (template.ts
 * isRequired, side by side in an utterance, as many as there are) of the app's utterances as
 * written (not their word-order variants).
 */
export function reserveOwnWords(intents: readonly CompiledIntent[]): void {
  // An intent's templates share its slots' matchers: each free-text one once, with its intent.
  let slots: Map<{ type: 'string'; own?: OwnWords }, CompiledIntent> | null = null;
  for (const intent of intents) {
    for (let t = 0; t < intent.written; t++) {
      for (const e of intent.templates[t]!.elements) if (e.kind === 'slot' && e.slot.type === 'string') (slots ??= new Map()).set(e.slot, intent);
    }
  }
  if (slots === null) return;
  const runs = new Map<string, CompiledIntent | CompiledIntent[]>();
  let longest = 0;
  for (const intent of intents) {
    for (let t = 0; t < intent.written; t++) {
      const tpl = intent.templates[t]!;
      let run = '';
      let length = 0;
      for (let i = 0; i <= tpl.elements.length; i++) {
        const e = tpl.elements[i];
        if (e !== undefined && isRequired(e)) {
          run = run === '' ? `${tpl.primary}\u0000${e.token}` : `${run} ${e.token}`;
          length++;
          continue;
        }
        if (run === '') continue;
        const owners = runs.get(run);
        if (owners === undefined) runs.set(run, intent);
        else if (Array.isArray(owners)) {
          if (!owners.includes(intent)) owners.push(intent);
        } else if (owners !== intent) runs.set(run, [owners, intent]);
        longest = Math.max(longest, length);
        run = '';
        length = 0;
      }
    }
  }
  for (const [slot, intent] of slots) slot.own = { runs, longest, intent };
}

/**
 * True when tokens [from, to) are, whole, a run of content words another intent of the app says
 * — or, in Japanese and Chinese, start with one and a particle (`small`: "明日の札幌の天気" beside
 * "明日の{city}の天気は" asks tomorrow's weather, not the weather in a city called 明日の札幌), or,
 * for a name (`name`: free text that is not dictated), end with one ("what's the weather in Paris
 * tomorrow" beside "weather in {city} tomorrow" is no city called "Paris tomorrow"; a message may
 * end so: "text Sam see you tomorrow").
 */
export function saysOthersWords(own: OwnWords, primary: string, tokens: readonly string[], from: number, to: number, small: ReadonlySet<string>, name: boolean): boolean {
  if (to - from <= own.longest && othersRun(own, primary, tokens, from, to)) return true;
  for (let k = from + 1; k < to - 1 && k - from <= own.longest; k++) {
    const w = tokens[k]!;
    if (small.has(w) && isCjkToken(w) && othersRun(own, primary, tokens, from, k)) return true;
  }
  if (name) for (let k = to - 1; k > from && to - k <= own.longest; k--) if (othersRun(own, primary, tokens, k, to)) return true;
  return false;
}

function othersRun(own: OwnWords, primary: string, tokens: readonly string[], from: number, to: number): boolean {
  const owners = own.runs.get(key(primary, tokens.slice(from, to)));
  if (owners === undefined) return false;
  return Array.isArray(owners) ? owners.some((o) => o !== own.intent) : owners !== own.intent;
}
