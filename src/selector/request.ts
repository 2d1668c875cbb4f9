// Makes a request ready for matching against many templates: its tokens in the shared format
// (with a Spanish imperative's pronoun split off: ponme → pon me), which are polite phrases,
// articles or short function words, which words the catalogue does not know (possible
// misspellings) and the key words those may stand for, and the bit signature of every word the
// request may stand for.
import { wordHash } from './hash.js';
import { fillersFor, phraseLengthAt, roleOf, ROLE_ARTICLE, ROLE_NEGATION, ROLE_PHRASE, ROLE_SMALL, type Fillers } from './fillers.js';
import { afterPolite, ARTICLE, numberAt, SMALL, WORD, type PreparedRequest } from './match.js';
import { FUZZY_MIN_LENGTH } from './fuzzy.js';
import { addLength, addWord, fuzzyKeys, idOfHashed, lookupHashed, openLength, SIGNATURE, type LanguageIndex, type Posting } from './token-index.js';
import { markBefore, PAUSES, tokenize, type Tokens } from './tokenize.js';
import { withoutSounds } from './transcript.js';
import { toSimplified } from './chinese.js';
import { formalCommandsOf, imperativesOf, otherForms, synonymsOf, verbAlternatives, VERB_STAYS_WHEN_ASKING, voseoCommandsOf } from './word-forms.js';

export interface Prepared extends PreparedRequest {
  /** For each unknown token, the key words within one edit, once looked up (fillFuzzyKeys); for
   * one said another way (fillWordForms), those of its forms that templates are filed under. */
  fuzzy: (string[] | null)[];
  forms: (readonly string[] | null)[];
  verbForms: (readonly string[] | null)[] | null;
  /** Signatures (bitA, bitB) of the catalogue words the request says: its known tokens, known
   * glued pairs and splits of unknown tokens; misspelt keys join them in the second pass. */
  said: Int32Array;
  /** Length signature (token-index addLength) of the long words the request says, with the
   * length groups an unknown token may be a misspelling of opened whole. */
  lengths: Int32Array;
  /** Per token, its id in the language's word dictionary, or -1 (a token saying a template's
   * required word has that word's id). */
  ids: Int32Array;
  /** How many template words the request may say in a way the word check cannot see: unknown
   * tokens that split into two template words, and a colon, which may stand for the word that
   * leads a free-text slot (match.ts); select.ts adds a word that introduces reported speech. */
  splits: number;
  /** Of those, the unknown tokens that split into two template words: any word a template
   * requires may hide in one, so the alignment decides. A colon or a reporting word stands only
   * for a word beside free text, which the template tells (select.ts). */
  hides: number;
  /** Per token, the templates the index files under it: undefined for a word no template says. */
  postings: (Posting<unknown> | null | undefined)[];
  /** The templates filed under each token glued to the next one ("wi fi" → wifi). */
  gluedPostings: (Posting<unknown> | null | undefined)[];
  /** The ids of the catalogue words two adjacent tokens make glued ("to do" → todo): said too,
   * for a template that requires one without being filed under it. */
  gluedIds: number[];
}

function isLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || code > 0x7f;
}

/** Short enough that a speaker or recogniser may run it together with its neighbour (wi fi). */
export const GLUE_MAX = 4;

/**
 * The length of the verb in `w` when it ends with an enclitic pronoun (fillers.ts) that can be
 * split off: the verb is a catalogue content word, or an infinitive whose command form is one
 * ("¿puedes leerme …?": leer, for "lee …"), and the whole is not ("ponme" → 3). 0 otherwise, and
 * when folding changed the token's length (its source range could not be cut).
 */
function encliticVerbLength(w: string, sourceLength: number, fillers: Fillers, index: LanguageIndex<unknown>, primary: string): number {
  if (sourceLength !== w.length) return 0;
  for (const c of fillers.enclitics) {
    if (w.length - c.length < 3 || !w.endsWith(c)) continue;
    if (lookupHashed(index, w, wordHash(w)) !== undefined) return 0;
    const verb = w.slice(0, w.length - c.length);
    const hash = wordHash(verb);
    if ((roleOf(fillers, verb, hash) & (ROLE_ARTICLE | ROLE_SMALL)) !== 0) continue;
    if (lookupHashed(index, verb, hash) !== undefined) return verb.length;
    // Its command form, said with vos ("decile a Sam …": di) or formally ("póngame usted …": pon),
    // or a verb that commands what a catalogue verb does ("mándale un mensaje": word-forms.ts).
    if (saysAny(index, imperativesOf(verb, primary)) || saysAny(index, voseoCommandsOf(verb, primary)) || saysAny(index, formalCommandsOf(verb, primary)) || saysAny(index, synonymsOf(verb, primary))) return verb.length;
  }
  return 0;
}

/** True when the catalogue says one of `words`. */
function saysAny(index: LanguageIndex<unknown>, words: readonly string[]): boolean {
  return words.some((w) => lookupHashed(index, w, wordHash(w)) !== undefined);
}

/**
 * Splits the enclitic pronouns off imperatives ("ponme Focus" → pon me Focus), so that the verb
 * meets the template's. Returns the tokens (a copy when something was split) and which of them are
 * such pronouns, to be passed over like polite words (null: none).
 */
function splitEnclitics(t: Tokens, fillers: Fillers, index: LanguageIndex<unknown>, primary: string): { t: Tokens; clitic: boolean[] | null } {
  if (fillers.enclitics.length === 0) return { t, clitic: null };
  let out: Tokens | null = null;
  let clitic: boolean[] | null = null;
  for (let j = 0; j < t.tokens.length; j++) {
    const w = t.tokens[j]!;
    const s = t.start[j]!;
    const e = t.end[j]!;
    const verb = encliticVerbLength(w, e - s, fillers, index, primary);
    if (verb === 0 && out === null) continue;
    if (out === null || clitic === null) {
      out = { source: t.source, tokens: t.tokens.slice(0, j), start: t.start.slice(0, j), end: t.end.slice(0, j) };
      clitic = new Array<boolean>(j).fill(false);
    }
    const parts: [string, number, number, boolean][] = verb === 0 ? [[w, s, e, false]] : [[w.slice(0, verb), s, s + verb, false], [w.slice(verb), s + verb, e, true]];
    for (const [token, from, to, isClitic] of parts) {
      out.tokens.push(token);
      out.start.push(from);
      out.end.push(to);
      clitic.push(isClitic);
    }
  }
  return out === null ? { t, clitic: null } : { t: out, clitic };
}

/**
 * Marks as polite the words that open a request going on from an earlier one ("and now set a
 * timer …", "au fait, éteins …"), an answer before it ("yes, set a timer …", "no, call Dad") and
 * words that take back what came before it, set off by a pause ("never mind, pause the music"):
 * the request is whole without them. At its start only: elsewhere "and" joins, and "no" may deny
 * what follows it; and neither an answer nor anything after it when an opening word follows it:
 * "yes, and …" agrees to something else besides.
 */
function openWith(t: Tokens, polite: number[], fillers: Fillers): void {
  const tokens = t.tokens;
  let answer = -1;
  for (let j = 0; j < tokens.length; ) {
    if (polite[j]! > 0) {
      j += polite[j]!;
      continue;
    }
    const opens = phraseLengthAt(tokens, j, fillers.opening);
    if (opens > 0 && answer >= 0) {
      polite[answer] = 0;
      return;
    }
    const refuses = phraseLengthAt(tokens, j, fillers.refusing);
    // Taking back what came before ("never mind, pause the music", "laisse tomber, annule le
    // minuteur"): the command that follows is whole.
    const corrects = phraseLengthAt(tokens, j, fillers.correcting);
    const length =
      opens ||
      phraseLengthAt(tokens, j, fillers.agreeing) ||
      (refuses > 0 && markBefore(t, j + refuses, PAUSES) ? refuses : 0) ||
      (corrects > 0 && markBefore(t, j + corrects, PAUSES) ? corrects : 0);
    if (length === 0) return;
    if (opens === 0) answer = j;
    polite[j] = length;
    j += length;
  }
}

/**
 * Marks as polite the pronoun that addresses the listener formally right after the command the
 * request opens with, a glued pronoun of its own between them ("Stellen Sie …", "Póngame usted
 * …"): fillWordForms reads that verb as its informal command (formalAt).
 */
function addressFormally(tokens: readonly string[], polite: number[], clitic: readonly boolean[] | null, fillers: Fillers, primary: string): void {
  if (fillers.formal.size === 0) return;
  let j = 0;
  while (j < tokens.length && polite[j]! > 0) j += polite[j]!;
  const k = afterClitics(tokens, clitic, j);
  // "mach sie an" says "them": only a verb in the formal form is followed by the formal pronoun.
  if (k < tokens.length && fillers.formal.has(tokens[k]!) && formalCommandsOf(tokens[j]!, primary).length > 0) polite[k] = 1;
}

/** The token after token j and the pronouns split off it (splitEnclitics). */
function afterClitics(tokens: readonly string[], clitic: readonly boolean[] | null, j: number): number {
  let k = j + 1;
  while (k < tokens.length && clitic?.[k] === true) k++;
  return k;
}

/** True when token j is the command a request opens with said formally (addressFormally). */
function formalAt(req: Prepared, j: number): boolean {
  const k = afterClitics(req.tokens, req.clitics, j);
  return k < req.tokens.length && req.polite[k]! > 0 && req.fillers.formal.has(req.tokens[k]!);
}

export function prepareRequest(text: string, lang: string, primary: string, index: LanguageIndex<unknown>): Prepared {
  const fillers = fillersFor(primary);
  // A sound the recogniser tagged ("[noise]") is passed over as silence (transcript.ts).
  const { t, clitic } = splitEnclitics(tokenize(withoutSounds(text)), fillers, index, primary);
  const tokens = t.tokens;
  // Traditional characters are compared as simplified ones (chinese.ts).
  if (primary === 'zh') for (let j = 0; j < tokens.length; j++) tokens[j] = toSimplified(tokens[j]!);
  const n = tokens.length;
  const polite = new Array<number>(n);
  const glued = new Array<string>(n);
  const unknown = new Array<boolean>(n);
  const fuzzy = new Array<string[] | null>(n);
  const forms = new Array<readonly string[] | null>(n);
  const kind = new Uint8Array(n);
  const numbers = new Array<undefined>(n);
  const postings = new Array<Posting<unknown> | null | undefined>(n);
  const said = new Int32Array(SIGNATURE);
  const lengths = new Int32Array(2);
  const ids = new Int32Array(n);
  let splits = 0;
  for (let j = 0; j < n; j++) {
    const w = tokens[j]!;
    const hash = wordHash(w);
    const role = roleOf(fillers, w, hash);
    polite[j] = clitic !== null && clitic[j] ? 1 : (role & ROLE_PHRASE) !== 0 ? phraseLengthAt(tokens, j, fillers.phrases) : 0;
    kind[j] = (role & ROLE_ARTICLE) !== 0 ? ARTICLE : (role & ROLE_SMALL) !== 0 ? SMALL : WORD;
    glued[j] = w.includes("'") ? w.replace(/'/g, '') : w;
    const id = idOfHashed(index.dict, w, hash);
    ids[j] = id;
    // An id past the index's tables: a word added to the shared dictionary after it was built.
    const posting = id < 0 ? undefined : index.postings[id];
    postings[j] = posting;
    fuzzy[j] = null;
    forms[j] = null;
    unknown[j] = false;
    if (w.length >= FUZZY_MIN_LENGTH) addLength(lengths, 0, w, hash);
    if (posting !== undefined) {
      // Only catalogue words can be a template's required word.
      addWord(said, 0, hash);
    } else if (w.length >= FUZZY_MIN_LENGTH - 1 && isLetter(w.charCodeAt(0)) && (role & ROLE_NEGATION) === 0) {
      // A negation is never a misspelt template word ("nicht" is not "Licht").
      unknown[j] = true;
      // oneEdit: a word it may stand for is one character shorter, as long or one longer.
      for (let d = -1; d <= 1; d++) openLength(lengths, 0, w.length + d);
      const split = index.splits.get(w);
      if (split) {
        addWord(said, 0, wordHash(split[0]));
        addWord(said, 0, wordHash(split[1]));
        splits++;
      }
    }
  }
  openWith(t, polite, fillers);
  addressFormally(tokens, polite, clitic, fillers, primary);
  const gluedPostings: (Posting<unknown> | null | undefined)[] = new Array(n);
  const gluedIds: number[] = [];
  for (let j = 0; j + 1 < n; j++) {
    if (glued[j]!.length > GLUE_MAX || glued[j + 1]!.length > GLUE_MAX) continue;
    const pair = glued[j]! + glued[j + 1]!;
    const hash = wordHash(pair);
    const id = idOfHashed(index.dict, pair, hash);
    const posting = id < 0 ? undefined : index.postings[id];
    gluedPostings[j] = posting;
    if (posting !== undefined) {
      addWord(said, 0, hash);
      gluedIds.push(id);
    }
  }
  const colon = text.includes(':') || text.includes('\uff1a');
  const hides = splits;
  if (colon) splits++;
  return { t, tokens, glued, lang, primary, fillers, polite, unknown, forms, verbForms: null, kind, numbers, clitics: clitic, fuzzy, said, lengths, ids, splits, hides, colon, reports: false, lastTry: false, changes: undefined, postings, gluedPostings, gluedIds };
}


/**
 * Looks up the key words each unknown token may be a misspelling of. Done only when the exact
 * words found nothing convincing: a misspelt key can only lead to a template that spent a typo.
 */
export function fillFuzzyKeys(req: Prepared, index: LanguageIndex<unknown>): void {
  for (let j = 0; j < req.tokens.length; j++) {
    if (!req.unknown[j]) continue;
    const keys = fuzzyKeys(index, req.tokens[j]!);
    req.fuzzy[j] = keys;
    if (keys) {
      for (const k of keys) {
        addWord(req.said, 0, wordHash(k));
      }
    }
  }
}

const NONE: readonly string[] = [];

/**
 * Finds, for each content word, the catalogue words it may stand for said another way
 * (word-forms.ts: "minute" for minutes, "lights" for light, "min" for minute and minutes), and
 * makes the request's signature say them, so that the misspelling pass visits the templates that
 * have them. A word the catalogue knows is otherwise never taken for another, and one too short
 * to be misspelt never for a longer one. Returns how many tokens have such forms.
 */
export function fillWordForms(req: Prepared, index: LanguageIndex<unknown>, primary: string): number {
  let found = 0;
  const opening = openingWord(req);
  for (let j = 0; j < req.tokens.length; j++) {
    const w = req.tokens[j]!;
    if (req.kind[j] !== WORD || req.polite[j]! > 0 || !isLetter(w.charCodeAt(0))) continue;
    const forms = catalogueForms(req, j, otherForms(w, primary), index);
    if (forms !== null) req.forms[j] = forms;
    // A request that asks ("¿puedes …?", "peux-tu …") says its verb in the infinitive, in place;
    // the verb a request opens with may be another that commands the same (match.ts takes them
    // only for a template's first word, which nothing but polite and small words precedes).
    const asking = VERB_STAYS_WHEN_ASKING.has(primary) && asksBefore(req, j);
    const alternatives = j === opening ? verbAlternatives(w, primary, asking, formalAt(req, j)) : asking ? imperativesOf(w, primary) : NONE;
    const verbForms = alternatives.length > 0 ? catalogueForms(req, j, alternatives, index) : null;
    if (verbForms !== null) (req.verbForms ??= new Array<readonly string[] | null>(req.tokens.length).fill(null))[j] = verbForms;
    if (forms !== null || verbForms !== null) found++;
  }
  return found;
}

/** The token a request opens with after its polite phrases ("kannst du", "please"), mostly its
 * verb: the first content word none of them covers; -1 when there is none. */
export function openingWord(req: Prepared): number {
  let polite = 0;
  for (let j = 0; j < req.tokens.length; j++) {
    if (req.polite[j]! > 0) polite = Math.max(polite, j + req.polite[j]!);
    if (j >= polite && req.kind[j] === WORD && isLetter(req.tokens[j]!.charCodeAt(0))) return j;
  }
  return -1;
}

/** How many tokens the polite phrases at the start of the request cover ("kannst du bitte"). */
export function askingLength(req: Prepared): number {
  return afterPolite(req, 0, req.polite.length);
}

/** Where the polite phrases that end the request start ("… ausmachen bitte"): the token count
 * when none does. */
export function politeEnd(req: Prepared): number {
  let end = req.polite.length;
  for (let s = end - 1; s >= 0; s--) {
    if (req.polite[s]! > 0 && s + req.polite[s]! === end) end = s;
  }
  return end;
}

/** True when a token after the first is a word that introduces reported speech ("que",
 * "that"), which may stand for the word that leads a free-text slot (match.ts). */
export function saysReporting(req: Prepared): boolean {
  for (let j = 1; j < req.tokens.length; j++) if (phraseLengthAt(req.tokens, j, req.fillers.reporting) > 0) return true;
  return false;
}


/** True when the request says a number and a short function word leads the first it says ("to
 * 30", "al veinte"): without one, a number after a verb that changes a level is an amount to
 * change by. */
export function leadsNumber(req: Prepared): boolean {
  for (let j = 0; j < req.tokens.length; j++) if (numberAt(req, j) !== null) return j > 0 && req.kind[j - 1] === SMALL;
  return false;
}

/** Those of `candidates` (other forms of token j) that are catalogue words, made said by the
 * request's signature; null when none is. */
function catalogueForms(req: Prepared, j: number, candidates: readonly string[], index: LanguageIndex<unknown>): string[] | null {
  let forms: string[] | null = null;
  for (const other of candidates) {
    const hash = wordHash(other);
    const posting = lookupHashed(index, other, hash);
    if (posting === undefined) continue;
    (forms ??= []).push(other);
    addWord(req.said, 0, hash);
    if (other.length >= FUZZY_MIN_LENGTH) addLength(req.lengths, 0, other, hash);
    if (posting !== null) (req.fuzzy[j] ??= []).push(other);
  }
  return forms;
}

/** True when a polite phrase (one that asks: "puedes", "peux tu", "je voudrais") ends right
 * before token j. */
export function asksBefore(req: Prepared, j: number): boolean {
  for (let s = 0; s < j; s++) if (req.polite[s]! > 0 && s + req.polite[s]! === j) return true;
  return false;
}
