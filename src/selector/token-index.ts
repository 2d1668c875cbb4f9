// The catalogue-wide index that keeps select() from scanning templates: each template is filed
// under the words of its rarest required element (a literal word, or for an enum slot the rarest
// word of each value), rarity counted over the whole catalogue when the template joined (a
// snapshot after one app changed refiles only that app's templates). A request visits only the
// templates filed under its own words, and for a word the catalogue does not know, under the
// catalogue words within one edit (a symmetric-delete table). One key is enough: a template can
// only match when every required literal is said exactly or within one edit, and small words —
// the only ones that may be dropped — are never keys while the template has content words.
import { FUZZY_MIN_LENGTH, oneEdit } from './fuzzy.js';
import { fileHashed, fileWith, HASH_SEED, hashSlot, hashStep, wordHash } from './hash.js';
import type { EnumMatcher } from '../slots/enum.js';
import { isFreeText, leadsFreeText, type Element } from './template.js';

/** What the index needs to know about a template. */
export interface Indexable {
  elements: readonly Element[];
  /** Content words the request must say (exactly or within one edit) for the template to fit:
   * their signature sits beside the template in each posting. */
  required: readonly string[];
}

/** The templates filed under one word, with their required-word bits side by side so that a
 * request can rule most of them out without touching the templates themselves. */
export interface Posting<T> {
  templates: T[];
  /** Per template, POSTING_STRIDE numbers: the signature of its required words (SIGNATURE
   * numbers), then the first half of the signature of those too short to be misspelt (fuzzy.ts),
   * which the request must say as they are, then the length signature of the others (addLength),
   * then where the run of templates right after it
   * with the same required words ends (utterances of one intent often share them: a request
   * that lacks one of those words lacks it for the whole run), then where its required words'
   * dictionary ids start and end in the same array: they follow the templates' numbers, so that
   * the word check reads them beside the bits rather than in the template (at 1,000 apps each
   * template read, and each further array, is a cache miss). */
  bits: Int32Array;
  /** For a long posting, its templates grouped by a second required word (the rarest besides
   * the one they are filed under): how many groups, and where in `bits` their directory starts,
   * three numbers a group — the word's id, where its templates start and end in `templates`
   * (0 groups: a short posting). A request that says every required word exactly need only look
   * at the groups of the words it says, and at the templates before `grouped`, which have no
   * second word. The directory sits in `bits`, beside what the request reads anyway: a lookup
   * structure of its own would be one more place in memory to fetch for every posting. */
  groups: number;
  groupsAt: number;
  grouped: number;
}

/** Postings longer than this group their templates by a second word. */
export const GROUP_MIN = 24;

/** One app's part of one language index: its templates in that language and their words. */
export interface AppPart<T> {
  app: string;
  templates: readonly T[];
  /** Every word its templates can be matched by, with how often each occurs (for rarity). */
  words: readonly string[];
  counts: Int32Array;
  /** Per element of its templates in order, 1 + the index in `words` of a literal's word, 0 for a
   * slot: joining templates are filed by word ids and counts, not by looking words up again. */
  wordAt: Uint16Array | Int32Array;
  /** Glued forms of adjacent short template words (whats → what 's, wifi → wi fi). */
  splits: ReadonlyMap<string, readonly [string, string]>;
}

/**
 * One language's index. Immutable once built: a new snapshot shares what did not change and
 * copies the rest (updateLanguageIndex), so selections in flight on the old one are unaffected.
 * Words are looked up through a dictionary shared by successive indexes (word → id), so that the
 * per-word tables are flat arrays that are cheap to copy.
 */
export interface LanguageIndex<T> {
  dict: Dictionary;
  /** Per word id: how often the catalogue's templates say the word (0: not a catalogue word). */
  counts: Int32Array;
  /** Per word id: the templates filed under it, null for a catalogue word nothing is filed
   * under, undefined for a word the catalogue does not know (what `lookup` answers). */
  postings: (Posting<T> | null | undefined)[];
  /** Adjacent short template words run together (whats → what 's, wi fi → wifi), by glued form;
   * consulted only for words the catalogue does not know. */
  splits: ReadonlyMap<string, readonly [string, string]>;
  /** How many apps contribute each split (an app leaving drops the splits only it had). */
  splitRefs: ReadonlyMap<string, number>;
  /** Delete-one-character variants of the long key words → those words. */
  deletes: DeleteTable;
  /** Per app: the word ids its templates are filed under (where to take them out again). */
  filed: ReadonlyMap<string, readonly number[]>;
  /** How many templates were filed in one go, and how many since: filing reflects the word counts
   * of when it was done, so after much change a full rebuild files everything afresh. */
  fresh: number;
  since: number;
}

/**
 * Word → id, one per language, shared by successive indexes of that language and only ever added
 * to, so that an index can be updated without renumbering. When it grows past MAX_WORDS a full
 * rebuild starts a new one (old indexes keep theirs).
 */
export interface Dictionary {
  ids: Map<string, number>;
  /** The same words again, for select(): an open-addressing table keyed by wordHash, which a
   * request computes once per token anyway for its signature — a Map would hash the fresh token
   * string a second time. Pairs of (wordHash, id + 1), 0 empty, at most half full; the id is
   * negated when other words share the hash (placeWord). */
  slots: Int32Array;
  /** Per id, the word. */
  words: string[];
  /** Per id, 1 once a template of the language has the word where a colon or a word that
   * introduces reported speech may say it (besideFreeText); never unset, as the dictionary only
   * grows: a superset that lets select() refuse a template missing any other word without
   * reading it. */
  besideText: Uint8Array;
}
const MAX_WORDS = 1_000_000;
const dictionaries = new Map<string, Dictionary>();

function newDictionary(): Dictionary {
  return { ids: new Map(), slots: new Int32Array(2048), words: [], besideText: new Uint8Array(1024) };
}

function dictionaryOf(primary: string): Dictionary {
  let dict = dictionaries.get(primary);
  if (dict === undefined || dict.ids.size > MAX_WORDS) dictionaries.set(primary, (dict = newDictionary()));
  return dict;
}

function idOf(dict: Dictionary, word: string): number {
  let id = dict.ids.get(word);
  if (id === undefined) {
    dict.ids.set(word, (id = dict.words.length));
    dict.words.push(word);
    // Grown in place: an older index sharing the dictionary reads ids it never files as absent.
    dict.slots = fileWith(dict.slots, dict.words, wordHash(word), placeWord, 2);
  }
  return id;
}

/** Places word `id` under `hash`, its id negated — and those of the words already there under the
 * same hash — when the hash is not its alone. */
function placeWord(slots: Int32Array, hash: number, id: number): void {
  const mask = (slots.length >> 1) - 1;
  let at = hashSlot(hash, mask);
  let shared = false;
  for (; slots[2 * at + 1] !== 0; at = (at + 1) & mask) {
    if (slots[2 * at] !== hash) continue;
    shared = true;
    slots[2 * at + 1] = -Math.abs(slots[2 * at + 1]!);
  }
  slots[2 * at] = hash;
  slots[2 * at + 1] = shared ? -(id + 1) : id + 1;
}

/**
 * The id of `word`, whose wordHash is `hash`, or -1. A hash no other dictionary word has is
 * taken for the word without reading it — a cold selection looks up every token, and the word
 * string is one more place in memory for each. A request word that is no catalogue word but has
 * a catalogue word's hash (about one in 200,000 at 1,000 apps) is then taken for it: its
 * templates are visited and aligned, and refuse it, since alignment compares the words
 * themselves; only a misspelling pass for that word is lost. Words sharing a hash are compared.
 */
export function idOfHashed(dict: Dictionary, word: string, hash: number): number {
  const slots = dict.slots;
  const mask = (slots.length >> 1) - 1;
  for (let at = hashSlot(hash, mask); ; at = (at + 1) & mask) {
    const e = slots[2 * at + 1]!;
    if (e === 0) return -1;
    if (slots[2 * at] !== hash) continue;
    if (e > 0) return e - 1;
    if (dict.words[-e - 1] === word) return -e - 1;
  }
}

/** What the index knows of `word`: undefined when the catalogue does not know it, null when no
 * template is filed under it, else the templates filed under it. */
export function lookup<T>(index: LanguageIndex<T>, word: string): Posting<T> | null | undefined {
  return lookupHashed(index, word, wordHash(word));
}

/** lookup, given the word's wordHash. */
export function lookupHashed<T>(index: LanguageIndex<T>, word: string, hash: number): Posting<T> | null | undefined {
  const id = idOfHashed(index.dict, word, hash);
  // An id past the index's tables: a word added to the shared dictionary after it was built.
  return id < 0 ? undefined : index.postings[id];
}

const SMALL_WEIGHT = 1e9;

/** An enum slot's filing, the same for every template sharing the slot: worked out once per build. */
interface EnumKeys {
  weight: number;
  words: string[];
}

type Counts = (word: string) => number;

function enumKeys(m: EnumMatcher, df: Counts, memo: Map<EnumMatcher, EnumKeys>): EnumKeys {
  let keys = memo.get(m);
  if (keys === undefined) {
    keys = { weight: 0, words: [] };
    for (const v of m.values) {
      const r = rarestWord(v.tokens, df);
      keys.weight += r.count;
      keys.words.push(r.word);
    }
    memo.set(m, keys);
  }
  return keys;
}

/** What filing the templates of one joining part needs. */
interface Filing {
  dict: Dictionary;
  /** Per word id, the catalogue's count after the change. */
  counts: Int32Array;
  /** Per word of the part (AppPart.words), its id. */
  ids: Int32Array;
  /** AppPart.wordAt. */
  wordAt: Uint16Array | Int32Array;
  /** Counts by word, for enum values. */
  df: Counts;
  memo: Map<EnumMatcher, EnumKeys>;
}

/**
 * Files a template, whose elements start at `from` in the part's wordAt, under the words of its
 * rarest required element: a literal word (a clitic's word also glued: "whats"), or an enum slot,
 * by the rarest word of each value. Short function words only when the template has nothing else.
 * Any word the template requires would be correct: rarity only keeps the lists short.
 */
function fileTemplate<T>(tpl: T, elements: readonly Element[], from: number, f: Filing, file: (id: number, tpl: T) => void): void {
  let best = -1;
  let bestWeight = Infinity;
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i]!;
    let weight: number;
    if (e.kind === 'lit' && besideFreeText(elements, i)) markBesideText(f.dict, f.ids[f.wordAt[from + i]! - 1]!);
    if (e.kind === 'lit') {
      // A clitic ('s) is found through its word.
      if (e.optional || e.restating || e.duration > 0 || e.token.startsWith("'")) continue;
      // The word that leads a free-text slot may be said as a colon (match.ts): like a small
      // word, a key only when nothing else is.
      weight = f.counts[f.ids[f.wordAt[from + i]! - 1]!]! + (e.small || leadsFreeText(elements, i) ? SMALL_WEIGHT : 0);
    } else if (e.slot.type === 'enum' && e.slot.enum.values.length > 0) {
      weight = enumKeys(e.slot.enum, f.df, f.memo).weight;
    } else continue;
    if (weight < bestWeight) {
      best = i;
      bestWeight = weight;
    }
  }
  const e = elements[best];
  if (e === undefined) return;
  if (e.kind === 'lit') {
    file(f.ids[f.wordAt[from + best]! - 1]!, tpl);
    const next = elements[best + 1];
    if (next?.kind === 'lit' && next.token.startsWith("'")) file(idOf(f.dict, e.glued + next.glued), tpl);
  } else if (e.slot.type === 'enum') {
    for (const w of enumKeys(e.slot.enum, f.df, f.memo).words) file(idOf(f.dict, w), tpl);
  }
}

/** True for a word that a colon or a word introducing reported speech may stand for (match.ts):
 * one that leads free text, or a reporting word right after it (Japanese と). */
export function besideFreeText(elements: readonly Element[], i: number): boolean {
  const e = elements[i]!;
  return e.kind === 'lit' && (leadsFreeText(elements, i) || (e.reporting && isFreeText(elements[i - 1])));
}

function markBesideText(dict: Dictionary, id: number): void {
  if (id >= dict.besideText.length) {
    const grown = new Uint8Array(Math.max(2 * dict.besideText.length, id + 1));
    grown.set(dict.besideText);
    dict.besideText = grown;
  }
  dict.besideText[id] = 1;
}

function rarestWord(tokens: readonly string[], df: Counts): { word: string; count: number } {
  let word = tokens[0]!;
  let count = df(word);
  for (let k = 1; k < tokens.length; k++) {
    const c = df(tokens[k]!);
    if (c < count) {
      word = tokens[k]!;
      count = c;
    }
  }
  return { word, count };
}

/** Numbers in a signature: two halves of 64 bits. */
export const SIGNATURE = 4;

/** Adds a word (by its wordHash) to the signature at sig[at … at + SIGNATURE): one bit in each
 * half, so that a word the request does not say passes only when both halves collide. */
export function addWord(sig: Int32Array, at: number, hash: number): void {
  sig[at + ((hash >>> 5) & 1)]! |= 1 << (hash & 31);
  sig[at + 2 + ((hash >>> 21) & 1)]! |= 1 << ((hash >>> 16) & 31);
}

/** One app's part of a language index, from its templates in that language. */
export function appPart<T extends Indexable>(app: string, templates: readonly T[]): AppPart<T> {
  const index = new Map<string, number>();
  const words: string[] = [];
  const counts: number[] = [];
  const localOf = (word: string): number => {
    let k = index.get(word);
    if (k === undefined) {
      index.set(word, (k = words.length));
      words.push(word);
      counts.push(0);
    }
    return k;
  };
  let size = 0;
  for (const tpl of templates) size += tpl.elements.length;
  // Literal words come first in `words`, so 16 bits hold them whenever there are fewer elements.
  const wordAt = size < 0xffff ? new Uint16Array(size) : new Int32Array(size);
  const splits = new Map<string, readonly [string, string]>();
  // Each template counts every word of its enum slots' values: count the uses of each slot
  // first, then its words once (a slot of 30 values is shared by many templates).
  const enumUses = new Map<EnumMatcher, number>();
  let at = 0;
  for (const tpl of templates) {
    for (const e of tpl.elements) {
      if (e.kind === 'lit') {
        const k = localOf(e.token);
        counts[k]!++;
        wordAt[at] = k + 1;
      } else if (e.slot.type === 'enum') enumUses.set(e.slot.enum, (enumUses.get(e.slot.enum) ?? 0) + 1);
      at++;
    }
    splitCandidates(tpl.elements, splits);
  }
  for (const [m, uses] of enumUses) for (const w of m.words) counts[localOf(w)]! += uses;
  return { app, templates, words, counts: Int32Array.from(counts), wordAt, splits };
}

/**
 * Symmetric-delete tables, per language, shared by successive snapshots and only ever added to:
 * a word that is no longer a key costs a wasted lookup, never a wrong match, and rebuilding a
 * snapshot after one app changed then only adds that app's new words. Variants are found by
 * their wordHash in an open-addressing table (slots: hash, entry + 1), so that a request's
 * delete variants are hashed and compared in place instead of built as strings.
 */
export interface DeleteTable {
  /** Per entry, the variant and the key words it is a variant of. */
  keys: string[];
  values: (string | string[])[];
  slots: Int32Array;
  words: Set<string>;
}
const deleteTables = new Map<string, DeleteTable>();
const MAX_DELETE_WORDS = 400_000;

/** wordHash of `word` without its character at `skip` (none when skip < 0), from `prefix`, the
 * wordHash of the characters before it: a word's variants share their prefixes' hashes, worked out
 * one character further per variant. */
function variantHash(word: string, skip: number, prefix: number): number {
  let h = prefix;
  for (let k = skip < 0 ? 0 : skip + 1; k < word.length; k++) h = hashStep(h, word.charCodeAt(k));
  return h;
}

/** The entry of `word` without its character at `skip` (none when skip < 0), whose wordHash is
 * `hash`, or -1. */
function variantEntry(table: DeleteTable, word: string, skip: number, hash: number): number {
  const { slots, keys } = table;
  const mask = (slots.length >> 1) - 1;
  for (let at = hashSlot(hash, mask); ; at = (at + 1) & mask) {
    const e = slots[2 * at + 1]!;
    if (e === 0) return -1;
    if (slots[2 * at] === hash && isVariant(keys[e - 1]!, word, skip)) return e - 1;
  }
}

/**
 * Adds the delete variants of new key words. A variant is looked up by its hash, worked out from
 * the word's characters as fuzzyKeys does for a request, and built as a string only when new:
 * 18k key words at 1,000 apps make ~150k variants, which a Map by variant would also hold twice.
 */
function deleteTable(primary: string, keys: Iterable<string>): DeleteTable {
  let table = deleteTables.get(primary);
  if (table === undefined || table.words.size > MAX_DELETE_WORDS) {
    table = { keys: [], values: [], slots: new Int32Array(2048), words: new Set() };
    deleteTables.set(primary, table);
  }
  const { keys: variants, values, words } = table;
  for (const w of keys) {
    if (w.length < FUZZY_MIN_LENGTH || words.has(w)) continue;
    words.add(w);
    let prefix = HASH_SEED;
    for (let i = -1; i < w.length; i++) {
      if (i > 0) prefix = hashStep(prefix, w.charCodeAt(i - 1));
      const h = variantHash(w, i, prefix);
      const entry = variantEntry(table, w, i, h);
      if (entry < 0) {
        variants.push(i < 0 ? w : w.slice(0, i) + w.slice(i + 1));
        values.push(w);
        table.slots = fileHashed(table.slots, variants, h);
        continue;
      }
      const had = values[entry]!;
      if (typeof had === 'string') {
        if (had !== w) values[entry] = [had, w];
      } else if (!had.includes(w)) had.push(w);
    }
  }
  return table;
}

/** True when `variant` is `token` without its character at `skip` (none when skip < 0). */
function isVariant(variant: string, token: string, skip: number): boolean {
  if (variant.length !== (skip < 0 ? token.length : token.length - 1)) return false;
  for (let i = 0, j = 0; i < token.length; i++) {
    if (i === skip) continue;
    if (variant.charCodeAt(j++) !== token.charCodeAt(i)) return false;
  }
  return true;
}


/**
 * After this many times the templates of the last full filing have joined one by one, file
 * everything afresh. Filing by stale counts only lengthens some lists, never loses a template,
 * and a full rebuild costs the thread that serves /select a few hundred ms at 1,000 apps: so
 * rarely (an app refreshing ten times a second triggers one every few minutes at that size).
 */
const REFILE_SHARE = 4;

/**
 * The index of one language after some apps left and others joined (an app replaced is both),
 * sharing with `previous` every posting no change touches and copying the rest, or built afresh
 * from `all` (every app part of the language, after the change) when there is no usable previous
 * index or the change is large. Templates already filed keep their words (any required word is a
 * correct filing); joining ones are filed by the word counts after the change.
 */
export function updateLanguageIndex<T extends Indexable>(
  primary: string,
  previous: LanguageIndex<T> | null,
  removed: readonly AppPart<T>[],
  added: readonly AppPart<T>[],
  all: () => Iterable<AppPart<T>>,
  appOf: (tpl: T) => string,
): LanguageIndex<T> {
  let joining = 0;
  for (const part of added) joining += part.templates.length;
  if (
    previous === null ||
    previous.dict !== dictionaries.get(primary) ||
    previous.since + joining > REFILE_SHARE * previous.fresh ||
    previous.dict.ids.size > MAX_WORDS
  ) {
    return buildLanguageIndex(primary, [...all()]);
  }
  return applyChange(primary, previous, removed, added, appOf, joining);
}

/** Builds one language's index from every app part of that language. */
export function buildLanguageIndex<T extends Indexable>(primary: string, parts: readonly AppPart<T>[]): LanguageIndex<T> {
  const empty: LanguageIndex<T> = {
    dict: dictionaryOf(primary),
    counts: new Int32Array(0),
    postings: [],
    splits: new Map(),
    splitRefs: new Map(),
    deletes: { keys: [], values: [], slots: new Int32Array(2), words: new Set() },
    filed: new Map(),
    fresh: 0,
    since: 0,
  };
  let templates = 0;
  for (const part of parts) templates += part.templates.length;
  const index = applyChange(primary, empty, [], parts, () => '', templates);
  index.fresh = templates;
  index.since = 0;
  return index;
}

function applyChange<T extends Indexable>(
  primary: string,
  previous: LanguageIndex<T>,
  removed: readonly AppPart<T>[],
  added: readonly AppPart<T>[],
  appOf: (tpl: T) => string,
  joining: number,
): LanguageIndex<T> {
  const dict = previous.dict;
  // Words first, so that joining templates are filed by the counts after the change.
  const addedIds: Int32Array[] = [];
  for (const part of added) {
    const ids = new Int32Array(part.words.length);
    for (let k = 0; k < ids.length; k++) ids[k] = idOf(dict, part.words[k]!);
    addedIds.push(ids);
  }
  const size = dict.ids.size;
  const counts = new Int32Array(size);
  counts.set(previous.counts);
  const postings = previous.postings.slice();
  extend(postings, size);
  const splits = new Map(previous.splits);
  const splitRefs = new Map(previous.splitRefs);
  const filed = new Map(previous.filed);
  const touched = new Set<number>();
  const leaving = new Set<string>();
  const recounted: number[] = [];
  for (const part of removed) {
    leaving.add(part.app);
    for (let k = 0; k < part.words.length; k++) {
      const id = dict.ids.get(part.words[k]!);
      if (id === undefined) continue;
      counts[id]! -= part.counts[k]!;
      recounted.push(id);
    }
    for (const glued of part.splits.keys()) {
      const refs = (splitRefs.get(glued) ?? 0) - 1;
      if (refs > 0) splitRefs.set(glued, refs);
      else {
        splitRefs.delete(glued);
        splits.delete(glued);
      }
    }
    for (const id of filed.get(part.app) ?? []) touched.add(id);
    filed.delete(part.app);
  }
  added.forEach((part, p) => {
    const ids = addedIds[p]!;
    for (let k = 0; k < ids.length; k++) {
      counts[ids[k]!]! += part.counts[k]!;
      recounted.push(ids[k]!);
    }
    for (const [glued, pair] of part.splits) {
      splitRefs.set(glued, (splitRefs.get(glued) ?? 0) + 1);
      if (!splits.has(glued)) splits.set(glued, pair);
    }
  });
  // A word is known while some template says it (null until something is filed under it).
  const known = (id: number): null | undefined => ((counts[id] ?? 0) > 0 ? null : undefined);
  for (const id of recounted) if (!postings[id]) postings[id] = known(id);
  // Postings that lose templates: copied without them.
  for (const id of touched) {
    const old = postings[id];
    if (!old) continue;
    const keep: T[] = [];
    for (const tpl of old.templates) if (!leaving.has(appOf(tpl))) keep.push(tpl);
    postings[id] = keep.length === 0 ? known(id) : posting(keep, dict, id, counts);
  }
  // Joining templates, filed by the new counts; each posting they join is copied once.
  const df = (word: string): number => {
    const id = dict.ids.get(word);
    return id === undefined ? 0 : (counts[id] ?? 0);
  };
  const memo = new Map<EnumMatcher, EnumKeys>();
  const joined = new Map<number, T[]>();
  const newKeys: string[] = [];
  added.forEach((part, p) => {
    const words: number[] = [];
    const file = (id: number, tpl: T): void => {
      let list = joined.get(id);
      if (list === undefined) {
        joined.set(id, (list = []));
        newKeys.push(dict.words[id]!);
      }
      if (list.length === 0 || list[list.length - 1] !== tpl) list.push(tpl);
      if (words.length === 0 || (words[words.length - 1] !== id && !words.includes(id))) words.push(id);
    };
    const filing: Filing = { dict, counts, ids: addedIds[p]!, wordAt: part.wordAt, df, memo };
    let from = 0;
    for (const tpl of part.templates) {
      fileTemplate(tpl, tpl.elements, from, filing, file);
      from += tpl.elements.length;
    }
    if (words.length > 0) filed.set(part.app, words);
  });
  extend(postings, dict.ids.size);
  for (const [id, list] of joined) {
    const old = postings[id];
    postings[id] = posting(old ? old.templates.concat(list) : list, dict, id, counts);
  }
  // Only key words need finding through a misspelling: the alignment checks the others itself.
  const deletes = deleteTable(primary, newKeys);
  return { dict, counts, postings, splits, splitRefs, deletes, filed, fresh: previous.fresh, since: previous.since + joining };
}

/** Grows a table to `size` entries in order: written far past its end, an array turns into a
 * slow dictionary. */
function extend<T>(table: (T | undefined)[], size: number): void {
  for (let i = table.length; i < size; i++) table.push(undefined);
}

/** Numbers per template in Posting.bits (its required word ids follow all templates' numbers). */
export const POSTING_STRIDE = SIGNATURE + 7;
/** Where in a template's numbers the length signature of its long required words starts. */
export const LENGTHS = SIGNATURE + 2;
/** Where in a template's numbers its run of templates with the same required words ends. */
export const RUN_END = SIGNATURE + 4;
/** Where in a template's numbers the position of its first required word id is (the next
 * number: one past its last). */
export const WORDS = SIGNATURE + 5;

/**
 * Adds a word to a length signature (two numbers at sig[at], sig[at + 1]): eight groups of eight
 * bits, the group by the word's length, the bit in it by its hash. A long word the request does
 * not say can only be a misspelling of an unknown request word of about its length, so the
 * misspelling pass rules out, without touching it, a template lacking a word of a length no
 * unknown word comes close to.
 */
export function addLength(sig: Int32Array, at: number, word: string, hash: number): void {
  const b = ((word.length & 7) << 3) | (hash & 7);
  sig[at + (b >>> 5)]! |= 1 << (b & 31);
}

/** Opens in a length signature the whole group of words `length` long. */
export function openLength(sig: Int32Array, at: number, length: number): void {
  const g = length & 7;
  sig[at + (g >>> 2)]! |= 0xff << ((g & 3) << 3);
}

/** True when two lists hold the same items (by identity) in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The id of the rarest of `required` other than `key`, or -1 when there is none. */
function secondWord(required: readonly string[], key: number, dict: Dictionary, counts: Int32Array): number {
  let best = -1;
  let bestCount = Infinity;
  for (const w of required) {
    const id = idOf(dict, w);
    const count = counts[id] ?? 0;
    if (id !== key && (count < bestCount || (count === bestCount && id < best))) {
      best = id;
      bestCount = count;
    }
  }
  return best;
}

/**
 * A long list reordered by second word (templates without one first), each group keeping the
 * list's order, with each group's word, start and end; a short list as it is.
 */
function grouping<T extends Indexable>(list: T[], key: number, dict: Dictionary, counts: Int32Array): { list: T[]; directory: number[]; grouped: number } {
  if (list.length <= GROUP_MIN) return { list, directory: [], grouped: list.length };
  const rest: T[] = [];
  const buckets = new Map<number, T[]>();
  for (const tpl of list) {
    const second = secondWord(tpl.required, key, dict, counts);
    if (second < 0) rest.push(tpl);
    else {
      const bucket = buckets.get(second);
      if (bucket === undefined) buckets.set(second, [tpl]);
      else bucket.push(tpl);
    }
  }
  const grouped = rest.length;
  const out = rest;
  const directory: number[] = [];
  for (const [second, bucket] of buckets) {
    directory.push(second, out.length, out.length + bucket.length);
    for (const tpl of bucket) out.push(tpl);
  }
  return { list: out, directory, grouped };
}

function posting<T extends Indexable>(templates: T[], dict: Dictionary, key: number, counts: Int32Array): Posting<T> {
  const { list, directory, grouped } = grouping(templates, key, dict, counts);
  let size = list.length * POSTING_STRIDE + directory.length;
  for (const tpl of list) size += tpl.required.length;
  const bits = new Int32Array(size);
  let i = list.length * POSTING_STRIDE;
  for (let k = 0; k < list.length; k++) {
    const at = POSTING_STRIDE * k;
    bits[at + WORDS] = i;
    for (const w of list[k]!.required) {
      bits[i++] = idOf(dict, w);
      const h = wordHash(w);
      addWord(bits, at, h);
      if (w.length < FUZZY_MIN_LENGTH) bits[at + SIGNATURE + ((h >>> 5) & 1)]! |= 1 << (h & 31);
      else addLength(bits, at + LENGTHS, w, h);
    }
    bits[at + WORDS + 1] = i;
  }
  for (let k = list.length - 1; k >= 0; k--) {
    const next = list[k + 1];
    bits[POSTING_STRIDE * k + RUN_END] = next !== undefined && sameItems(list[k]!.required, next.required) ? bits[POSTING_STRIDE * (k + 1) + RUN_END]! : k + 1;
  }
  const groupsAt = size - directory.length;
  bits.set(directory, groupsAt);
  return { templates: list, bits, groups: directory.length / 3, groupsAt, grouped };
}

/** Glued forms of adjacent short literal words of one template ("whats" for what 's, "wifi"). */
export function splitCandidates(elements: readonly Element[], out: Map<string, readonly [string, string]>): void {
  for (let i = 0; i + 1 < elements.length; i++) {
    const a = elements[i]!;
    const b = elements[i + 1]!;
    if (a.kind !== 'lit' || b.kind !== 'lit') continue;
    if (!b.token.startsWith("'") && !a.token.endsWith("'") && (a.glued.length > 4 || b.glued.length > 4)) continue;
    const glued = a.glued + b.glued;
    if (!out.has(glued)) out.set(glued, [a.token, b.token]);
  }
}

/** Key words within one edit of an unknown request token, or null. */
export function fuzzyKeys(index: LanguageIndex<unknown>, token: string): string[] | null {
  let out: string[] | null = null;
  const table = index.deletes;
  let prefix = HASH_SEED;
  for (let i = -1; i < token.length; i++) {
    if (i > 0) prefix = hashStep(prefix, token.charCodeAt(i - 1));
    const entry = variantEntry(table, token, i, variantHash(token, i, prefix));
    if (entry < 0) continue;
    const had = table.values[entry]!;
    if (typeof had === 'string') {
      if (!out?.includes(had) && oneEdit(token, had)) (out ??= []).push(had);
    } else {
      for (const w of had) if (!out?.includes(w) && oneEdit(token, w)) (out ??= []).push(w);
    }
  }
  return out;
}
