// Makes a request ready for matching against many templates: its tokens in the shared format,
// which are polite phrases, articles or short function words, which words the catalogue does not
// know (possible misspellings) and the key words those may stand for, and the bit signature of
// every word the request may stand for.
import { wordHash } from './hash.js';
import { fillersFor, politeLengthAt, roleOf, ROLE_ARTICLE, ROLE_PHRASE, ROLE_SMALL, type Fillers } from './fillers.js';
import { ARTICLE, SMALL, WORD, type PreparedRequest } from './match.js';
import { FUZZY_MIN_LENGTH } from './fuzzy.js';
import { addLength, addWord, fuzzyKeys, idOfHashed, lookupHashed, openLength, SIGNATURE, type LanguageIndex, type Posting } from './token-index.js';
import { tokenize } from './tokenize.js';

export interface Prepared extends PreparedRequest {
  /** For each unknown token, the postings of the key words within one edit, once looked up
   * (fillFuzzyKeys). */
  fuzzy: (readonly Posting<unknown>[] | null)[];
  /** Per token, what the index knows of it. */
  facts: TokenFacts[];
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
  /** The templates filed under each token (looked up with the unknown-word check). */
  postings: (Posting<unknown> | null | undefined)[];
  /** The templates filed under each token glued to the next one ("wi fi" → wifi). */
  gluedPostings: (Posting<unknown> | null | undefined)[];
}

function isLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || code > 0x7f;
}

/** Short enough that a speaker or recogniser may run it together with its neighbour (wi fi). */
export const GLUE_MAX = 4;

/** Key words within one edit of an unknown token: their hashes and postings. */
interface FuzzyKeys {
  hashes: number[];
  postings: Posting<unknown>[];
}

/** What a request needs to know of one token in one language index, worked out once per token
 * string and index: requests keep saying the same words. */
interface TokenFacts {
  hash: number;
  role: number;
  id: number;
  posting: Posting<unknown> | null | undefined;
  /** For an unknown token, the two template words it may run together, else null. */
  split: readonly [string, string] | null;
  /** For an unknown token, whether it may be a misspelling (long enough, a letter first). */
  misspelling: boolean;
  /** For a possible misspelling, the key words within one edit (their hashes and postings),
   * once looked up; null when there are none. */
  keys?: FuzzyKeys | null;
}

const MAX_FACTS = 20_000;
const factsByIndex = new WeakMap<LanguageIndex<unknown>, Map<string, TokenFacts>>();

function memoOf(index: LanguageIndex<unknown>): Map<string, TokenFacts> {
  let memo = factsByIndex.get(index);
  if (memo === undefined) factsByIndex.set(index, (memo = new Map()));
  return memo;
}

function factsOf(memo: Map<string, TokenFacts>, index: LanguageIndex<unknown>, fillers: Fillers, w: string): TokenFacts {
  let f = memo.get(w);
  if (f !== undefined) return f;
  const hash = wordHash(w);
  const id = idOfHashed(index.dict, w, hash);
  // An id past the index's tables: a word added to the shared dictionary after it was built.
  const posting = id < 0 ? undefined : index.postings[id];
  const misspelling = posting === undefined && w.length >= FUZZY_MIN_LENGTH - 1 && isLetter(w.charCodeAt(0));
  f = { hash, role: roleOf(fillers, w, hash), id, posting, split: misspelling ? (index.splits.get(w) ?? null) : null, misspelling };
  if (memo.size >= MAX_FACTS) memo.clear();
  memo.set(w, f);
  return f;
}

export function prepareRequest(text: string, lang: string, primary: string, index: LanguageIndex<unknown>): Prepared {
  const t = tokenize(text);
  const fillers = fillersFor(primary);
  const tokens = t.tokens;
  const n = tokens.length;
  const polite = new Array<number>(n);
  const glued = new Array<string>(n);
  const unknown = new Array<boolean>(n);
  const fuzzy = new Array<readonly Posting<unknown>[] | null>(n);
  const facts = new Array<TokenFacts>(n);
  const kind = new Uint8Array(n);
  const numbers = new Array<undefined>(n);
  const postings = new Array<Posting<unknown> | null | undefined>(n);
  const said = new Int32Array(SIGNATURE);
  const lengths = new Int32Array(2);
  const ids = new Int32Array(n);
  let splits = 0;
  const memo = memoOf(index);
  for (let j = 0; j < n; j++) {
    const w = tokens[j]!;
    const f = factsOf(memo, index, fillers, w);
    facts[j] = f;
    const role = f.role;
    polite[j] = (role & ROLE_PHRASE) !== 0 ? politeLengthAt(tokens, j, fillers.phrases) : 0;
    kind[j] = (role & ROLE_ARTICLE) !== 0 ? ARTICLE : (role & ROLE_SMALL) !== 0 ? SMALL : WORD;
    glued[j] = w.includes("'") ? w.replace(/'/g, '') : w;
    ids[j] = f.id;
    postings[j] = f.posting;
    fuzzy[j] = null;
    unknown[j] = f.misspelling;
    if (w.length >= FUZZY_MIN_LENGTH) addLength(lengths, 0, w, f.hash);
    // Only catalogue words can be a template's required word.
    if (f.posting !== undefined) addWord(said, 0, f.hash);
    else if (f.misspelling) {
      // oneEdit: a word it may stand for is one character shorter, as long or one longer.
      for (let d = -1; d <= 1; d++) openLength(lengths, 0, w.length + d);
      if (f.split !== null) {
        addWord(said, 0, wordHash(f.split[0]));
        addWord(said, 0, wordHash(f.split[1]));
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
  return { t, tokens, glued, lang, fillers, polite, unknown, kind, numbers, fuzzy, facts, said, lengths, ids, splits, postings, gluedPostings };
}


/**
 * Looks up the key words each unknown token may be a misspelling of. Done only when the exact
 * words found nothing convincing: a misspelt key can only lead to a template that spent a typo.
 */
export function fillFuzzyKeys(req: Prepared, index: LanguageIndex<unknown>): void {
  for (let j = 0; j < req.tokens.length; j++) {
    if (!req.unknown[j]) continue;
    const f = req.facts[j]!;
    const keys = f.keys === undefined ? (f.keys = keysOf(index, req.tokens[j]!)) : f.keys;
    if (keys === null) continue;
    req.fuzzy[j] = keys.postings;
    for (const h of keys.hashes) addWord(req.said, 0, h);
  }
}

/** The key words within one edit of `token`, as fillFuzzyKeys needs them. */
function keysOf(index: LanguageIndex<unknown>, token: string): FuzzyKeys | null {
  const words = fuzzyKeys(index, token);
  if (words === null) return null;
  const hashes: number[] = [];
  const postings: Posting<unknown>[] = [];
  for (const w of words) {
    const hash = wordHash(w);
    hashes.push(hash);
    const posting = lookupHashed(index, w, hash);
    if (posting) postings.push(posting);
  }
  return { hashes, postings };
}
