// Nouns that name the same thing, said one for another: "计时器" and "定时器" are both a timer,
// "明かり" and "電気" both the light, "la playlist" is "la lista" an utterance says for it. A
// request that found nothing as said is tried again with such a noun said as the catalogue says
// it (select.ts rewrites), at a word form's cost. Only true equivalents, in every app: never two
// nouns one app could mean differently ("list" and "playlist" in English, where a shopping list
// is no playlist). Lists are in the token format: folded, lower case; Chinese and Japanese a
// character per token.
import { tokenize, type Tokens } from './tokenize.js';

// Each entry: a noun, and what it may be said as (one way where the other way would not hold).
const SAID_AS: Readonly<Record<string, readonly (readonly [string, readonly string[]])[]>> = {
  en: [
    ['song', ['track']],
    ['track', ['song']],
    ['grocery list', ['shopping list']],
    ['texts', ['messages']],
    ['unread messages', ['new messages']],
  ],
  es: [
    // The English word for a playlist, as Spanish speakers say it; "lista" alone is any list.
    ['playlist', ['lista']],
    ['cancion', ['tema']],
    ['tema', ['cancion']],
    ['lista de tareas', ['tareas', 'pendientes']],
    ['lista del super', ['lista de la compra']],
    ['mensajes sin leer', ['mensajes nuevos']],
  ],
  fr: [
    ['minuterie', ['minuteur']],
    ['minuteur', ['minuterie']],
    ['chanson', ['morceau', 'titre']],
    ['morceau', ['chanson', 'titre']],
  ],
  de: [
    ['aufgabenliste', ['to do liste']],
    ['to do liste', ['aufgabenliste']],
    ['lied', ['song', 'titel']],
    ['song', ['lied', 'titel']],
  ],
  zh: [
    ['计时器', ['定时器']],
    ['定时器', ['计时器']],
    ['播放列表', ['歌单']],
    ['歌单', ['播放列表']],
  ],
  ja: [
    ['明かり', ['電気', 'ライト', '照明']],
    ['電気', ['明かり', 'ライト', '照明']],
    ['ライト', ['電気', '明かり', '照明']],
    ['照明', ['電気', '明かり', 'ライト']],
  ],
};

interface Noun {
  tokens: readonly string[];
  /** What it may be said as: the text, and its tokens. */
  as: readonly { text: string; tokens: readonly string[] }[];
}

const NOUNS = new Map<string, readonly Noun[]>(
  Object.entries(SAID_AS).map(([lang, list]) => [
    lang,
    list.map(([noun, as]) => ({ tokens: tokenize(noun).tokens, as: as.map((text) => ({ text, tokens: tokenize(text).tokens })) })),
  ]),
);

function saysAt(tokens: readonly string[], j: number, noun: readonly string[]): boolean {
  if (j + noun.length > tokens.length) return false;
  for (let k = 0; k < noun.length; k++) if (tokens[j + k] !== noun[k]) return false;
  return true;
}

/**
 * `t` with a noun said as another that names the same (SAID_AS) whose every token is a catalogue
 * word (`known`): one text per noun and way of saying it, at most `max`, in order.
 */
export function nounsSaidOtherwise(t: Tokens, primary: string, known: (word: string) => boolean, max = 3): string[] {
  const nouns = NOUNS.get(primary);
  const out: string[] = [];
  if (nouns === undefined) return out;
  for (let j = 0; j < t.tokens.length && out.length < max; j++) {
    for (const noun of nouns) {
      if (!saysAt(t.tokens, j, noun.tokens)) continue;
      const end = t.end[j + noun.tokens.length - 1]!;
      for (const other of noun.as) {
        if (out.length < max && other.tokens.every(known)) out.push(`${t.source.slice(0, t.start[j]!)}${other.text}${t.source.slice(end)}`);
      }
    }
  }
  return out;
}
