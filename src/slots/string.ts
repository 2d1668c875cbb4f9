// Free-text (string) slots: the words between the utterance's literal words, as spoken — the
// source text with its case and accents — trimmed of spaces, sentence punctuation, hesitations
// and polite filler phrases at either end (dictation keeps one it starts with). Never empty,
// never starting with a word that joins a second command ("and", "then"), never only a word that
// refers to something said before ("that") or points at a time or place ("tomorrow", "outside"),
// never holding a correction ("no wait"), never put on hold ("hang on, …"); a message never led
// by when, how or to whom else to send it, nor calling someone dear at its edges; a name or item
// never with a hesitation inside, a service after it, or two names; a place named, not described.
import { phraseLengthAt, phraseLengthBefore, type Fillers, type PhraseMap } from '../selector/fillers.js';
import { COLONS, isCjkToken, markBefore, PAUSES, SENTENCE_ENDS, type Tokens } from '../selector/tokenize.js';
import { saysUnheard } from '../selector/transcript.js';

const EDGE = /^[\s.,!?;:…¿¡。、！？，；：]+|[\s.,!?;:…¿¡。、！？，；：]+$/gu;

/** How a free-text slot's words are read (stringSlotValue). */
export interface StringSlotReading {
  /** A word that introduces reported speech at the text's start ("that I'm late", "saying I'm
   * late") is left out: the template does not say it before the slot. */
  reported?: boolean;
  /** Tells the tokens the value may not be, whole, once trimmed (selector/own-words.ts). */
  refused?: ((tokens: readonly string[], from: number, to: number) => boolean) | null;
  /** Dictated text: a polite phrase the value starts with is its own ("text Sam please call me"
   * sends "please call me": said to the assistant, it would come before the command or at its
   * end), and so is a time it starts with. */
  dictation?: boolean;
  /** A name the template puts in a place ("in {city}": fillers.ts placing): two words "and"
   * joins in it name two places, whatever their case. */
  place?: boolean;
  /** Only whether a command is said matters, not its text: text that refers to something said
   * before says one too ("… and text Sam the same thing"). */
  refers?: boolean;
}

/**
 * The value of a string slot spanning tokens [from, to), or null when nothing is left.
 */
export function stringSlotValue(t: Tokens, from: number, to: number, fillers: Fillers, { reported = false, refused = null, dictation = false, place = false, refers = false }: StringSlotReading = {}): string | null {
  let s = from;
  let e = to;
  // "text Maya tomorrow morning that I'm late", "text Sam on WhatsApp that …": a time, a way or a
  // place said before the word that introduces the message says when or how to send it, which
  // selecting now cannot do; a name there says the recipient is someone else ("Sam Smith").
  if (reported && commandWordsLeadReport(t, s, e, fillers)) return null;
  // A hesitation is no one's words, at either end of any text ("añade, eh, leche a la lista"),
  // unless it starts a sound that says something ("uh oh").
  const unhesitating = s;
  for (let len = hesitationAt(t.tokens, s, fillers); len > 0 && s + len < e; len = hesitationAt(t.tokens, s, fillers)) s += len;
  // "text Mom, hmm, no, just call her instead": a "no" after a hesitation takes the command back.
  const takesBack = s > unhesitating ? phraseLengthAt(t.tokens, s, fillers.refusing) : 0;
  if (takesBack > 0 && markBefore(t, s + takesBack, PAUSES)) return null;
  // "that's fine" keeps its "that": a clitic after it makes it a word of the message. A verb of
  // saying may come first ("saying that …", "saying …"), and before both a word that asks for it
  // at once, said of sending it ("text Sam urgently that I'm late").
  const urgent = reported ? phraseLengthAt(t.tokens, s, fillers.urgent) : 0;
  const speaking = reported ? phraseLengthAt(t.tokens, s + urgent, fillers.speaking) : 0;
  const lead = reported ? speaking + phraseLengthAt(t.tokens, s + urgent + speaking, fillers.reporting) : 0;
  if (lead > 0 && s + urgent + lead < e && !t.tokens[s + urgent + lead]!.startsWith("'")) s += urgent + lead;
  // "text Maya quote see you at 8 unquote": the words that mark the whole as a quotation.
  const open = phraseLengthAt(t.tokens, s, fillers.quoteOpen);
  const close = open > 0 ? phraseLengthBefore(t.tokens, e, s + open, fillers.quoteClose) : 0;
  if (close > 0 && s + open < e - close) {
    s += open;
    e -= close;
  }
  // Polite words at the edges belong to the request, not to the message ("… please").
  for (let len = leadingFiller(t.tokens, s, fillers, dictation); len > 0 && s + len < e; len = leadingFiller(t.tokens, s, fillers, dictation)) s += len;
  // "write down for me, would you: the plumber is coming": polite words that a colon ends were
  // said to the assistant; the text starts after the colon. So were purely polite ones a comma
  // ends ("make a note please, question for Dr. Patel: …").
  for (let k = s, len = phraseLengthAt(t.tokens, k, fillers.phrases); len > 0 && k + len < e; len = phraseLengthAt(t.tokens, k, fillers.phrases)) {
    const edge = phraseLengthAt(t.tokens, k, fillers.edge) === len;
    k += len;
    if (markBefore(t, k, COLONS)) {
      s = k;
      break;
    }
    if (edge && markBefore(t, k, ',')) s = k;
  }
  for (let len = trailingFiller(t.tokens, s, e, fillers, dictation); len > 0 && e - len > s; len = trailingFiller(t.tokens, s, e, fillers, dictation)) e -= len;
  if (s >= e) return null;
  // "text Sam, I mean Maya, that I'm late", "add eggs, no wait, milk", "… at 5, no wait, 6": the
  // text holds the correction, not what it corrects to; and a name or item the speaker hesitates
  // inside is still being chosen ("the weather in, uh, in Chicago"). A message may hesitate as it
  // goes.
  if (saysAnywhere(t.tokens, s, e, fillers.correcting) || (!dictation && saysAnywhere(t.tokens, s, e, fillers.hesitations))) return null;
  // "make a note for me dear, …", "…, thank you dear": said to the assistant or to whom the text
  // is for.
  if (dictation && callsDear(t, s, e, fillers)) return null;
  // "text the team, hang on, let me pull over first": the command was put on hold before its text.
  const pausing = phraseLengthAt(t.tokens, s, fillers.pausing);
  if (pausing > 0 && (s + pausing === e || markBefore(t, s + pausing, PAUSES))) return null;
  // "the weather in Paris on AccuWeather", "à Lyon sur Skycast": a name or item said with the
  // service or way to ask it by (joined by a hyphen it is the name's own: Boulogne-sur-Mer);
  // "the weather in Paris and London", "in paris and london": two names.
  if (!dictation && (saysMeansAfter(t, s, e, fillers) || joinsNames(t, s, e, fillers, place))) return null;
  // "in Madrid con nuestra compañera Elena", "in Paris, sunny with highs of 20 degrees", "in
  // Vienna tomorrow heading level 2": a place is named, not described (a number may name one:
  // "29 Palms").
  if (place && !dictation && describesPlace(t, s, e, fillers)) return null;
  // "text Mom and call Dad": a second command, not a message that starts with "and"; nor one that
  // ends with a bare conjunction ("setz Brot auf die Einkaufsliste und auf die To-do-Liste": two
  // lists; "see you then" may end a message).
  if (phraseLengthAt(t.tokens, s, fillers.joining) > 0 || fillers.conjunctions.has(t.tokens[e - 1]!)) return null;
  // "add that to my list": what "that" is was said before, where the selector cannot see it; and
  // so with a phrase of several words whatever follows it ("text Mom the same thing I sent Dad";
  // not characters of Japanese or Chinese: これから is no これ).
  const referring = refers ? 0 : phraseLengthAt(t.tokens, s, fillers.referring);
  if (referring === e - s || (referring > 1 && !isCjkToken(t.tokens[s]!))) return null;
  // "text Sam urgently": when to do it, with nothing to do it with; "send Maya a message saying
  // um, uh…": nothing said yet; "add 2 to my shopping list": a count of nothing named (a message
  // may be only a number: "42").
  if (saysOnly(t.tokens, s, e, fillers.urgent) || saysOnly(t.tokens, s, e, fillers.hesitations)) return null;
  if (!dictation && onlyNumbers(t.tokens, s, e)) return null;
  // "週末の天気": a time or place pointed at names no city, item or message; "週末の東京": nor
  // one that qualifies it (の, 的), a time or place of the request, not of the name — a note
  // dictated may start so ("明日の会議は中止ってメモして").
  const pointing = phraseLengthAt(t.tokens, s, fillers.pointing);
  if (pointing === e - s) return null;
  if (pointing > 0 && !dictation && fillers.qualifying.has(t.tokens[s + pointing]!)) return null;
  // …or that ends with one said of the request, not led by a short function word that makes it
  // the name's or item's own ("shoes for school"): where the request ends ("London tonight"; an
  // item before the list's words keeps its own, "pay rent tomorrow"), or one the words after it
  // go on with ("Rio de Janeiro the day after" before "tomorrow"); in Japanese and Chinese one it
  // qualifies ("パリの今": Paris now).
  if (!dictation && pointsAtTheEnd(t, s, e, to === t.tokens.length, fillers)) return null;
  // "text Dad happy birthday tomorrow morning": a wish with a time after it asks to be sent then.
  if (dictation && wishesFor(t, s, e, fillers)) return null;
  if (refused !== null && refused(t.tokens, s, e)) return null;
  // "text Sam <unk> <unk>": words the recogniser could not make out (with their tags' brackets).
  if (saysUnheard(t.source.slice(Math.max(0, t.start[s]! - 1), t.end[e - 1]! + 1))) return null;
  const value = t.source.slice(t.start[s]!, closedEnd(t, s, e)).replace(EDGE, '');
  return value.length > 0 ? value : null;
}

/** True when free text [s, e) starts with a wish and a word pointing at a time follows it in the
 * same sentence (fillers.ts wishes, pointing): "happy birthday! Call you tonight" is two. */
function wishesFor(t: Tokens, s: number, e: number, fillers: Fillers): boolean {
  const wish = phraseLengthAt(t.tokens, s, fillers.wishes);
  if (wish === 0) return false;
  for (let k = s + wish; k < e && !markBefore(t, k, SENTENCE_ENDS); k++) if (phraseLengthAt(t.tokens, k, fillers.pointing) > 0) return true;
  return false;
}

/** True when tokens [s, e) are one of `phrases`, whole. */
function saysOnly(tokens: readonly string[], s: number, e: number, phrases: PhraseMap): boolean {
  return phraseLengthAt(tokens, s, phrases) === e - s;
}

/** True when tokens [s, e) are all written numbers ("2", "4.5"). */
function onlyNumbers(tokens: readonly string[], s: number, e: number): boolean {
  for (let k = s; k < e; k++) if (!/^\d+(?:[.,]\d+)?$/.test(tokens[k]!)) return false;
  return true;
}

/** Closing brackets and quotes, each with the mark it closes. */
const CLOSING: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{', '»': '«', '”': '“', '’': '‘', '」': '「', '』': '『', '）': '（' };

/**
 * Where the text of tokens [s, e) ends in the source: after the brackets and quotes that close
 * one it opened ("Hafermilch (ungesüßt)", "Halle (Saale)"; not one opened before it: « … » around
 * the whole is no part of it), and after emoji said with it ("nos vemos mañana a las 8 😊"), which
 * are no tokens but the text's own — up to the next token.
 */
function closedEnd(t: Tokens, s: number, e: number): number {
  const src = t.source;
  const limit = e < t.tokens.length ? t.start[e]! : src.length;
  let end = t.end[e - 1]!;
  const opened = src.slice(t.start[s]!, end);
  for (let c = end; c < limit; ) {
    const ch = String.fromCodePoint(src.codePointAt(c)!);
    const opener = CLOSING[ch];
    if (opener !== undefined && opened.includes(opener)) end = c + ch.length;
    // A straight double quote closes one the text left open (an odd count of them).
    else if (ch === '"' && opened.split('"').length % 2 === 0) end = c + 1;
    else if (EMOJI.test(ch)) end = c + ch.length;
    else if (ch !== ' ') break;
    c += ch.length;
  }
  return end;
}

/** An emoji, or a character that joins or styles one. */
const EMOJI = /[\p{Extended_Pictographic}\u200d\ufe0f\u{1f3fb}-\u{1f3ff}]/u;

/** True when a word pointing at a time or place ends the text [s, e) (`last`: the request too),
 * or starts in it and goes on past it, after a word it does not belong to (see stringSlotValue). */
function pointsAtTheEnd(t: Tokens, s: number, e: number, last: boolean, fillers: Fillers): boolean {
  for (let k = s + 1; k < e; k++) {
    const length = phraseLengthAt(t.tokens, k, fillers.pointing);
    const ends = length > 0 && (k + length > e || (k + length === e && (last || isCjkToken(t.tokens[k]!))));
    if (!ends) continue;
    const before = t.tokens[k - 1]!;
    if (isCjkToken(before) ? fillers.qualifying.has(before) : !fillers.small.has(before)) return true;
  }
  return false;
}

/** The length of the filler free text starting at tokens[s] may leave out: a hesitation, or a
 * purely polite phrase or a word that adds a command to another unless the text is dictated
 * (which keeps "please call me"). */
function leadingFiller(tokens: readonly string[], s: number, fillers: Fillers, dictation: boolean): number {
  return hesitationAt(tokens, s, fillers) || (dictation ? 0 : phraseLengthAt(tokens, s, fillers.edge) || phraseLengthAt(tokens, s, fillers.adding));
}

/** The length of the hesitation at tokens[s], 0 when none or one that starts an exclamation. */
function hesitationAt(tokens: readonly string[], s: number, fillers: Fillers): number {
  return phraseLengthAt(tokens, s, fillers.exclaiming) > 0 ? 0 : phraseLengthAt(tokens, s, fillers.hesitations);
}

/** The length of the filler free text ending before tokens[e] may leave out (from `s` on): dictated
 * text keeps a "for me" ("don't wait for me"). */
function trailingFiller(tokens: readonly string[], s: number, e: number, fillers: Fillers, dictation: boolean): number {
  return phraseLengthBefore(tokens, e, s, dictation ? fillers.dictatedEdge : fillers.edge) || phraseLengthBefore(tokens, e, s, fillers.hesitations);
}

/** Tokens from the start of free text within which a word of endearment set off by a comma may
 * still be said to the assistant ("for me dear, …"). */
const NEAR_START = 3;

/** True when free text [s, e) ends with a word of endearment, or has one set off by a comma or a
 * stop near its start. */
function callsDear(t: Tokens, s: number, e: number, fillers: Fillers): boolean {
  if (phraseLengthBefore(t.tokens, e, s, fillers.endearments) > 0) return true;
  for (let k = s; k < Math.min(e, s + NEAR_START); k++) {
    const length = phraseLengthAt(t.tokens, k, fillers.endearments);
    if (length > 0 && k + length < e && markBefore(t, k + length, PAUSES)) return true;
  }
  return false;
}

/** True when one of `phrases` starts among tokens [s, e) and ends inside them. */
function saysAnywhere(tokens: readonly string[], s: number, e: number, phrases: PhraseMap): boolean {
  for (let k = s; k < e; k++) {
    const len = phraseLengthAt(tokens, k, phrases);
    if (len > 0 && k + len <= e) return true;
  }
  return false;
}

/** True when the text ends with a word of the means a command is carried out by, apart from its
 * neighbours (not joined by a hyphen), and a name of one or two words ("… on AccuWeather"). */
function saysMeansAfter(t: Tokens, s: number, e: number, fillers: Fillers): boolean {
  for (let k = Math.max(s + 1, e - 3); k < e - 1; k++) {
    if (phraseLengthAt(t.tokens, k, fillers.means) !== 1 || !spaced(t, k)) continue;
    let name = true;
    for (let x = k + 1; x < e && name; x++) name = capitalised(t, x);
    if (name) return true;
  }
  return false;
}

/** True when a word that joins two things stands between two words written with a capital, as
 * names are: "Paris and London" (not in German, which writes every noun so: "Eier und Milch"),
 * or between any two words of a `place` ("in paris and london"); or, in Japanese, the particle
 * that joins two nouns does ("東京と大阪"). */
function joinsNames(t: Tokens, s: number, e: number, fillers: Fillers, place: boolean): boolean {
  for (let k = s + 1; k < e - 1; k++) if (fillers.nounJoining.has(t.tokens[k]!)) return true;
  if (fillers.capitalNouns && !place) return false;
  for (let k = s + 1; k < e - 1; k++) {
    if (!fillers.conjunctions.has(t.tokens[k]!) || !spaced(t, k)) continue;
    if (place || (capitalised(t, k - 1) && capitalised(t, k + 1))) return true;
  }
  return false;
}

/** Words a place's name may have after a comma: its region ("Portland, Oregon", "San José,
 * Costa Rica"). */
const REGION_WORDS = 2;

/** True when a place [s, e) says who or what with, when ("Vienna tomorrow heading …"), how
 * something is ("San Diego is amazing"), or more than a region after a comma. */
function describesPlace(t: Tokens, s: number, e: number, fillers: Fillers): boolean {
  for (let k = s + 1; k < e; k++) {
    const w = t.tokens[k]!;
    if (fillers.accompanying.has(w) || fillers.being.has(w) || phraseLengthAt(t.tokens, k, fillers.pointing) > 0 || (markBefore(t, k, ',') && e - k > REGION_WORDS)) return true;
  }
  return false;
}

/** True when token k stands apart from both neighbours: a space before and after it. */
function spaced(t: Tokens, k: number): boolean {
  return t.end[k - 1]! < t.start[k]! && t.source.charCodeAt(t.start[k]! - 1) !== 0x2d && t.source.charCodeAt(t.end[k]!) !== 0x2d;
}

/** True for a token written as a name is: a capital, then small letters (not a word of text
 * written all in capitals, "LLAMAME DESPUES DE COMER"). */
function capitalised(t: Tokens, k: number): boolean {
  const word = t.source.slice(t.start[k]!, t.end[k]!);
  const first = word[0]!;
  const rest = word.slice(1);
  return first !== first.toLowerCase() && (rest === '' || rest !== rest.toUpperCase());
}

/** Tokens a time or a way may run to before the word that introduces reported speech or a colon ("tomorrow
 * morning that …", "mañana por la mañana que …", "on my work phone that …"). */
const TIME_SPAN = 4;

/**
 * True when the text starts with a word pointing at a time, a word of the means it is sent by, a
 * word that gives it a name ("called Gift Ideas that says …"), or a short function word ("at 9",
 * "in Evernote") that is not itself the word introducing reported speech, and such a word follows
 * within a few tokens, that speech going on after it.
 */
function commandWordsLeadReport(t: Tokens, s: number, e: number, fillers: Fillers): boolean {
  const tokens = t.tokens;
  // Polite words before a colon are the assistant's (stringSlotValue), not a way to send it.
  if (phraseLengthAt(tokens, s, fillers.reporting) > 0 || phraseLengthAt(tokens, s, fillers.speaking) > 0 || phraseLengthAt(tokens, s, fillers.phrases) > 0) return false;
  // "text Sam Smith saying …": the name goes on, and is another person's.
  let name = 0;
  while (name < 2 && s + name < e && tokens[s + name]!.length > 1 && capitalised(t, s + name)) name++;
  if (name > 0 && s + name < e && (reportsAt(tokens, s + name, e, fillers) || markBefore(t, s + name, COLONS))) return true;
  const lead = phraseLengthAt(tokens, s, fillers.pointing) || phraseLengthAt(tokens, s, fillers.means) || phraseLengthAt(tokens, s, fillers.naming) || (fillers.small.has(tokens[s]!) ? 1 : 0);
  if (lead === 0) return false;
  for (let k = s + lead; k < e && k <= s + lead + TIME_SPAN - 1; k++) if (reportsAt(tokens, k, e, fillers) || markBefore(t, k, COLONS)) return true;
  return false;
}

/** True when a word that introduces reported speech (a verb of saying before it or not) stands
 * at tokens[k], the speech going on after it (not "that's"). */
function reportsAt(tokens: readonly string[], k: number, e: number, fillers: Fillers): boolean {
  const lead = phraseLengthAt(tokens, k, fillers.speaking) + phraseLengthAt(tokens, k, fillers.reporting);
  return lead > 0 && k + lead < e && !tokens[k + lead]!.startsWith("'");
}

