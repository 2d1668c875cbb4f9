// Makes a request ready for matching against many templates: its tokens in the shared format,
// which are polite phrases, articles or short function words, which words the catalogue does not
// know (possible misspellings) and the key words those may stand for, and the bit signature of
// every word the request may stand for.
import { wordHash } from './hash.js';
import { fillersFor, politeLengthAt, roleOf, ROLE_ARTICLE, ROLE_NEGATION, ROLE_PHRASE, ROLE_SMALL } from './fillers.js';
import { ARTICLE, SMALL, WORD, type PreparedRequest } from './match.js';
import { FUZZY_MIN_LENGTH } from './fuzzy.js';
import { addLength, addWord, fuzzyKeys, idOfHashed, lookupHashed, openLength, SIGNATURE, type LanguageIndex, type Posting } from './token-index.js';
import { tokenize } from './tokenize.js';

export interface Prepared extends PreparedRequest {
  /** For each unknown token, the key words within one edit, once looked up (fillFuzzyKeys). */
  fuzzy: (string[] | null)[];
  /** Signatures (bitA, bitB) of the catalogue words the request says: its known tokens, known
   * glued pairs and splits of unknown tokens; misspelt keys join them in the second pass. */
  said: Int32Array;
  /** Length signature (token-index addLength) of the long words the request says, with the
   * length groups an unknown token may be a misspelling of opened whole. */
  lengths: Int32Array;
  /** Per token, its id in the language's word dictionary, or -1 (a token saying a template's
   * required word has that word's id). */
  ids: Int32Array;
  /** How many unknown tokens split into two template words. */
  splits: number;
  /** Per token, the templates the index files under it: undefined for a word no template says. */
  postings: (Posting<unknown> | null | undefined)[];
  /** The templates filed under each token glued to the next one ("wi fi" → wifi). */
  gluedPostings: (Posting<unknown> | null | undefined)[];
}

function isLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || code > 0x7f;
}

/** Short enough that a speaker or recogniser may run it together with its neighbour (wi fi). */
export const GLUE_MAX = 4;

export function prepareRequest(text: string, lang: string, primary: string, index: LanguageIndex<unknown>): Prepared {
  const t = tokenize(text);
  const fillers = fillersFor(primary);
  const tokens = t.tokens;
  const n = tokens.length;
  const polite = new Array<number>(n);
  const glued = new Array<string>(n);
  const unknown = new Array<boolean>(n);
  const fuzzy = new Array<string[] | null>(n);
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
    polite[j] = (role & ROLE_PHRASE) !== 0 ? politeLengthAt(tokens, j, fillers.phrases) : 0;
    kind[j] = (role & ROLE_ARTICLE) !== 0 ? ARTICLE : (role & ROLE_SMALL) !== 0 ? SMALL : WORD;
    glued[j] = w.includes("'") ? w.replace(/'/g, '') : w;
    const id = idOfHashed(index.dict, w, hash);
    ids[j] = id;
    // An id past the index's tables: a word added to the shared dictionary after it was built.
    const posting = id < 0 ? undefined : index.postings[id];
    postings[j] = posting;
    fuzzy[j] = null;
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
  const gluedPostings: (Posting<unknown> | null | undefined)[] = new Array(n);
  for (let j = 0; j + 1 < n; j++) {
    if (glued[j]!.length > GLUE_MAX || glued[j + 1]!.length > GLUE_MAX) continue;
    const pair = glued[j]! + glued[j + 1]!;
    const hash = wordHash(pair);
    const posting = lookupHashed(index, pair, hash);
    gluedPostings[j] = posting;
    if (posting !== undefined) {
      addWord(said, 0, hash);
    }
  }
  return { t, tokens, glued, lang, fillers, polite, unknown, kind, numbers, fuzzy, said, lengths, ids, splits, postings, gluedPostings };
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
