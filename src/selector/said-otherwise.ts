// Words and phrases that say the same thing, one for another: "计时器" and "定时器" are both a
// timer, "明かり" and "電気" both the light, "la playlist" is "la lista" an utterance says for it,
// "give Dad a ring" is "give Dad a call", "lock up the door" is "lock the door". A request that
// found nothing as said is tried again with such words said as the catalogue says them
// (select.ts rewrites), at a word form's cost. Only true equivalents, in every app: never two
// words one app could mean differently ("list" and "playlist" in English, where a shopping list is
// no playlist). Lists are in the token format: folded, lower case; Chinese and Japanese a
// character per token.
import { spliceTokens, type Tokens } from './tokenize.js';

// Each entry: words, and what they may be said as (one way where the other way would not hold).
const SAID_AS: Readonly<Record<string, readonly (readonly [string, readonly string[]])[]>> = {
  en: [
    ['song', ['track']],
    ['track', ['song']],
    ['grocery list', ['shopping list']],
    ['texts', ['messages']],
    ['unread messages', ['new messages']],
    // "give Dad a ring": the noun; the verb is a synonym of "call" (word-forms.ts).
    ['a ring', ['a call']],
    ['most recent', ['last']],
    ['lock up', ['lock']],
    // The heating is set by its thermostat, to a temperature: one control in a home.
    ['heating', ['thermostat', 'temperature']],
    ['a text', ['a message']],
    // Taking a note, said as people write one.
    ['note to self', ['take a note']],
    ['jot down', ['write down']],
    ['jot this down', ['write down']],
    // A timer's label said as its name.
    ['timer called', ['timer for']],
    ['timer named', ['timer for']],
    // A light opened and closed, as French and Québec speakers say it in English too.
    ['open the light', ['turn on the light']],
    ['open the lights', ['turn on the lights']],
    ['close the light', ['turn off the light']],
    ['close the lights', ['turn off the lights']],
  ],
  es: [
    // The English word for a playlist, as Spanish speakers say it; "lista" alone is any list.
    ['playlist', ['lista']],
    ['lista de reproduccion', ['lista']],
    ['cancion', ['tema']],
    ['tema', ['cancion']],
    ['lista de tareas', ['tareas', 'pendientes']],
    ['lista del super', ['lista de la compra']],
    ['mensajes sin leer', ['mensajes nuevos']],
    // The weather as Latin America says it ("¿cómo está el clima?").
    ['clima', ['tiempo']],
  ],
  fr: [
    ['minuterie', ['minuteur']],
    ['minuteur', ['minuterie']],
    // The English word, as French speakers say it too.
    ['timer', ['minuteur']],
    ['chanson', ['morceau', 'titre']],
    // A song as Québec says it.
    ['toune', ['chanson', 'morceau']],
    ['morceau', ['chanson', 'titre']],
    ['chauffage', ['thermostat']],
    ['thermostat', ['chauffage']],
    // A light opened and closed, as Québec says it (and asking, in the infinitive).
    ['ouvre la lumiere', ['allume la lumiere']],
    ['ouvre les lumieres', ['allume les lumieres']],
    ['ferme la lumiere', ['eteins la lumiere']],
    ['ferme les lumieres', ['eteins les lumieres']],
    ['ferme toutes les lumieres', ['eteins toutes les lumieres']],
    ['ouvrir la lumiere', ['allumer la lumiere']],
    ['ouvrir les lumieres', ['allumer les lumieres']],
    ['fermer la lumiere', ['eteindre la lumiere']],
    ['fermer les lumieres', ['eteindre les lumieres']],
  ],
  de: [
    ['aufgabenliste', ['to do liste']],
    ['to do liste', ['aufgabenliste']],
    ['lied', ['song', 'titel']],
    ['song', ['lied', 'titel']],
    ['heizung', ['temperatur', 'thermostat']],
    ['temperatur', ['heizung']],
    ['mit dem namen', ['fur']],
  ],
  zh: [
    ['计时器', ['定时器']],
    ['定时器', ['计时器']],
    ['播放列表', ['歌单']],
    ['歌单', ['播放列表']],
    ['暖气', ['温度']],
    ['温度', ['暖气']],
  ],
  ja: [
    ['明かり', ['電気', 'ライト', '照明']],
    ['電気', ['明かり', 'ライト', '照明']],
    ['ライト', ['電気', '明かり', '照明']],
    ['照明', ['電気', '明かり', 'ライト']],
    ['暖房', ['温度']],
  ],
};

interface Said {
  tokens: readonly string[];
  /** What it may be said as: the text, and its tokens. */
  as: readonly { text: string; tokens: readonly string[] }[];
}

/** The tokens of an entry, which is in the token format already: a character each in Chinese and
 * Japanese, else the words between spaces. (Not tokenize: run on these at load, it would teach the
 * JIT a path that requests in other languages never take, and every request would pay for it.) */
function tokensOf(text: string): string[] {
  return CJK.test(text) ? [...text] : text.split(' ');
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/u;

const SAID = new Map<string, readonly Said[]>(
  Object.entries(SAID_AS).map(([lang, list]) => [
    lang,
    list.map(([words, as]) => ({ tokens: tokensOf(words), as: as.map((text) => ({ text, tokens: tokensOf(text) })) })),
  ]),
);

function saysAt(tokens: readonly string[], j: number, words: readonly string[]): boolean {
  if (j + words.length > tokens.length) return false;
  for (let k = 0; k < words.length; k++) if (tokens[j + k] !== words[k]) return false;
  return true;
}

/**
 * `t` with words said as others that say the same (SAID_AS) whose every token is a catalogue word
 * (`known`): one text per place and way of saying it, at most `max`, in order.
 */
export function saidOtherwise(t: Tokens, primary: string, known: (word: string) => boolean, max = 3): string[] {
  const table = SAID.get(primary);
  const out: string[] = [];
  if (table === undefined) return out;
  for (let j = 0; j < t.tokens.length && out.length < max; j++) {
    for (const said of table) {
      if (!saysAt(t.tokens, j, said.tokens)) continue;
      for (const other of said.as) {
        if (out.length < max && other.tokens.every(known)) out.push(spliceTokens(t, j, j + said.tokens.length, other.text));
      }
    }
  }
  return out;
}
