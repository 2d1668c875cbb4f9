// A request may name the app it is for: "play the Focus playlist on Tempo Music", "Tempo Music,
// play Focus", "in Listo, add eggs to my shopping list", "Tempo Musicで夜のドライブを再生して". One
// that found nothing as said is tried again without the name, among that app's intents only
// (select.ts): the name says which app, never what to do, so a command the app has no intent for
// still declines ("play Radiolab on Tempo Music"), and one two apps could take is that app's
// ("play Morning Coffee on Pod Corner").
import { phraseLengthAt, type Fillers, type PhraseMap } from './fillers.js';
import { askingLength, politeEnd, type Prepared } from './request.js';
import { fragmentTokens, markBefore, type Tokens } from './tokenize.js';

export interface AppNames {
  /** The apps' names as token lists, by first token, longest first. */
  phrases: PhraseMap;
  /** Per name (its tokens joined by spaces), the apps that have it. */
  apps: ReadonlyMap<string, readonly string[]>;
}

/** The names of `apps` ([id, name] pairs), in the token format. */
export function compileAppNames(apps: Iterable<readonly [string, string]>): AppNames {
  const phrases = new Map<string, string[][]>();
  const ids = new Map<string, string[]>();
  for (const [id, name] of apps) {
    const tokens = fragmentTokens(name);
    if (tokens.length === 0) continue;
    const key = tokens.join(' ');
    const known = ids.get(key);
    if (known !== undefined) {
      if (!known.includes(id)) known.push(id);
      continue;
    }
    ids.set(key, [id]);
    const list = phrases.get(tokens[0]!) ?? [];
    list.push(tokens);
    phrases.set(tokens[0]!, list.sort((a, b) => b.length - a.length));
  }
  return { phrases, apps: ids };
}

/** A request without the app name it says, and the apps of that name. */
export interface Named {
  text: string;
  apps: readonly string[];
  /** The request tokens [from, to) it leaves out: the name, and the word that leads it. */
  from: number;
  to: number;
}

/**
 * The request without the name of an app, where a request says one: first (after polite words;
 * led by a short function word or a word of the means, "in Listo, …"), or last (before polite
 * words; led by such a word, "… on Tempo Music"). null when it says none there.
 */
export function namedApp(req: Prepared, names: AppNames): Named | null {
  if (names.phrases.size === 0) return null;
  const { tokens, fillers, t } = req;
  const s = askingLength(req);
  const e = Math.max(s, politeEnd(req));
  // First: [lead] NAME [particle], the command after it.
  for (const lead of [0, 1]) {
    if (lead === 1 && !leads(tokens, s, fillers)) break;
    const first = nameAt(tokens, s + lead, names);
    if (first === null) continue;
    let after = s + lead + first.length;
    if (after < e && fillers.small.has(tokens[after]!)) after++;
    if (after < e) return { text: `${t.source.slice(0, t.start[s]!)}${t.source.slice(t.start[after]!)}`, apps: first.apps, from: s, to: after };
  }
  // Last: lead NAME, or NAME after a comma ("…, Casa Home"), the command before it.
  for (let k = Math.max(s + 1, e - 5); k < e; k++) {
    const last = leads(tokens, k, fillers) ? nameAt(tokens, k + 1, names) : null;
    if (last !== null && k + 1 + last.length === e) return { text: cut(t, k, e), apps: last.apps, from: k, to: e };
    const called = markBefore(t, k, COMMAS) ? nameAt(tokens, k, names) : null;
    if (called !== null && k + called.length === e) return { text: cut(t, k, e), apps: called.apps, from: k, to: e };
  }
  return null;
}

/** Commas, ASCII, full-width and the Japanese 、. */
const COMMAS = ',\uff0c\u3001';

/** The source without tokens [from, to), which end the request but for what follows them. */
function cut(t: Tokens, from: number, to: number): string {
  return `${t.source.slice(0, t.end[from - 1]!)}${t.source.slice(t.end[to - 1]!)}`;
}

/** True for a short function word or a word of the means a command is carried out by. */
function leads(tokens: readonly string[], k: number, fillers: Fillers): boolean {
  return fillers.small.has(tokens[k]!) || phraseLengthAt(tokens, k, fillers.means) === 1;
}

function nameAt(tokens: readonly string[], k: number, names: AppNames): { length: number; apps: readonly string[] } | null {
  if (k >= tokens.length) return null;
  const length = phraseLengthAt(tokens, k, names.phrases);
  if (length === 0) return null;
  return { length, apps: names.apps.get(tokens.slice(k, k + length).join(' ')) ?? [] };
}
