// POST /select without the HTTP: from a request to the exact response body of API.md.
import { argumentsValid, buildArguments } from './arguments.js';
import { compareScored, decide } from './ambiguity.js';
import type { CompiledIntent, Snapshot, Template } from './catalog.js';
import { bindConfirmation } from './confirmation.js';
import { chooseLanguageKey, langChain, primaryLanguage } from './lang.js';
import { afterPolite, align, numberAt, WORD, type Alignment } from './match.js';
import { renderResponse } from './response.js';
import { mayBeMisspelt } from './fuzzy.js';
import { askingLength, asksBefore, fillFuzzyKeys, fillWordForms, leadsNumber, openingWord, politeEnd, prepareRequest, saysReporting, type Prepared } from './request.js';
import { toolWordsOf } from './tool-words.js';
import { isFreeText, leadsFreeText } from './template.js';
import { verbFirst, verbLast } from './verb-last.js';
import { saidOtherwise } from './said-otherwise.js';
import { commandClauses } from './clauses.js';
import { correctedTo, restarted } from './restarts.js';
import { relayedCommand, speaksOfOthers } from './relayed.js';
import { namedApp } from './app-names.js';
import { settingAlternatives, synonymsOf, VERB_STAYS_WHEN_ASKING } from './word-forms.js';
import { markBefore, SENTENCE_ENDS, spliceTokens } from './tokenize.js';
import { phraseLengthAt } from './fillers.js';
import { AMBIGUITY_MARGIN, COST, MAX_TOLERANCES } from './score.js';
import { besideFreeText, LENGTHS, lookup, POSTING_STRIDE, RUN_END, WORDS, type Dictionary, type LanguageIndex, type Posting } from './token-index.js';
import type { Candidate, SelectMatch, SelectRequest, SelectResponse } from './types.js';

/** How many scored intents `candidates` lists. */
const MAX_CANDIDATES = 3;
/** How many of the best-scored intents have their arguments validated before giving up. */
const MAX_VALIDATED = 8;

interface ScoredIntent {
  intent: CompiledIntent;
  template: Template;
  alignment: Alignment;
  confidence: number;
  stats: Alignment['stats'];
  args?: Record<string, unknown>;
  valid?: boolean;
}

// Marks templates and intents visited by the request being served (select() is synchronous).
let stamp = 0;

/** The best scored intents whose arguments the tool accepts, best first: as many as `candidates`
 * lists (the decision needs the first two), of the MAX_VALIDATED best. */
function validated(scored: ScoredIntent[]): ScoredIntent[] {
  scored.sort(compareScored);
  // Each intent keeps where its best alignment now sits: a later pass compares with it, and
  // replaces it, there — not another intent's.
  for (let k = 0; k < scored.length; k++) scored[k]!.intent.bestAt = k;
  // Arguments the tool would refuse make a selection no match: drop those, try the next.
  const valid: ScoredIntent[] = [];
  for (let k = 0; k < scored.length && k < MAX_VALIDATED && valid.length < MAX_CANDIDATES; k++) {
    const s = scored[k]!;
    s.args ??= buildArguments(s.intent.fixedArgs, s.alignment.slots);
    if (s.valid === undefined) s.valid = argumentsValid(s.intent.validate, s.args);
    if (s.valid) valid.push(s);
  }
  return valid;
}

function round(c: number): number {
  return Math.round(c * 1000) / 1000;
}

function candidatesOf(scored: readonly ScoredIntent[]): Candidate[] {
  return scored.slice(0, MAX_CANDIDATES).map((s) => ({ app: s.intent.app, intent: s.intent.name, confidence: round(s.confidence) }));
}

function eligibleLanguage(snapshot: Snapshot, enabled: ReadonlySet<string> | null, primary: string): boolean {
  if (enabled === null) return snapshot.primaries.has(primary);
  for (const id of enabled) if (snapshot.apps.get(id)?.primaries.has(primary)) return true;
  return false;
}

/** One request's state while visiting templates. */
interface Visit {
  req: Prepared;
  chain: readonly string[];
  enabled: ReadonlySet<string> | null;
  current: number;
  scored: ScoredIntent[];
  /** Request words that may be misspellings of template words (at most 2 count). */
  misspellings: number;
  /** Templates that may fit, gathered to be aligned in a better order (null: align at once). */
  pending: Template[] | null;
  /** Templates that aligned in neither pass, for the last try (null: none). */
  unaligned: Template[] | null;
  /** How often an intent's best alignment was set: what tells whether to validate again. */
  changes: number;
}

// Per word id (of the request's dictionary), scratch of the request being served: said as a
// token (wordSaid === wordStamp), and whether an unknown token may be it misspelt or a token be
// it said another way (word-forms.ts), once worked out (wordTried === tryStamp, the answer in
// wordMisspelt; a new tryStamp once the forms are known). Templates share words: each is
// compared with the request's tokens once per request, not once per template.
let wordStamp = 0;
let tryStamp = 0;
let wordSaid = new Int32Array(1024);
let wordTried = new Int32Array(1024);
let wordMisspelt = new Uint8Array(1024);

/** Readies the word scratch for a request over a dictionary of `size` words. */
function markSaid(req: Prepared, size: number): void {
  if (wordSaid.length < size || wordStamp === 0x7fffffff || tryStamp >= 0x7ffffffe) {
    const length = Math.max(wordSaid.length, 2 * size);
    wordSaid = new Int32Array(length);
    wordTried = new Int32Array(length);
    wordMisspelt = new Uint8Array(length);
    wordStamp = 0;
    tryStamp = 0;
  }
  wordStamp++;
  tryStamp++;
  const { ids, gluedIds } = req;
  for (let j = 0; j < ids.length; j++) if (ids[j]! >= 0) wordSaid[ids[j]!] = wordStamp;
  for (let k = 0; k < gluedIds.length; k++) wordSaid[gluedIds[k]!] = wordStamp;
}

/** True when an unknown request token may be a misspelling of `word` (id `id`), or a token is
 * `word` said another way (fillWordForms). */
function misspeltBySome(id: number, word: string, req: Prepared): boolean {
  if (wordTried[id] === tryStamp) return wordMisspelt[id] === 1;
  const { tokens, unknown, forms, verbForms } = req;
  let found = false;
  for (let j = 0; j < tokens.length && !found; j++) {
    found = (unknown[j]! && mayBeMisspelt(tokens[j]!, word)) || forms[j]?.includes(word) === true || verbForms?.[j]?.includes(word) === true;
  }
  wordTried[id] = tryStamp;
  wordMisspelt[id] = found ? 1 : 0;
  return found;
}

const MISSING_NONE = 0;
const MISSING_REFUSED = 1;
/** Some missing word may be said as a colon or a word that introduces reported speech: only
 * where the template has it beside free text (standsBesideText). */
const MISSING_BESIDE_TEXT = 2;

/** Whether each required word (ids words[from … to)) the request does not say could be one of
 * its unknown words, misspelt: MISSING_NONE when so, MISSING_REFUSED when one cannot be, or
 * MISSING_BESIDE_TEXT. */
function missingAreMisspelt(words: Int32Array, from: number, to: number, req: Prepared, dict: Dictionary): number {
  let spent = 0;
  let besideText = false;
  for (let i = from; i < to; i++) {
    const id = words[i]!;
    if (wordSaid[id] === wordStamp) continue;
    if (!misspeltBySome(id, dict.words[id]!, req)) {
      // Said glued to a neighbour ("whats"): the alignment decides.
      if (req.hides !== 0) continue;
      if (req.splits === 0 || dict.besideText[id] !== 1) return MISSING_REFUSED;
      besideText = true;
    } else if (++spent > MAX_TOLERANCES) return MISSING_REFUSED;
  }
  return besideText ? MISSING_BESIDE_TEXT : MISSING_NONE;
}

/** True when each required word of `tpl` (ids words[from … to)) that the request neither says nor
 * may say misspelt stands where a colon or a word that introduces reported speech may say it
 * (match.ts): before free text, or a reporting word after it (Japanese と). */
function standsBesideText(tpl: Template, words: Int32Array, from: number, to: number, req: Prepared, dict: Dictionary): boolean {
  const els = tpl.elements;
  for (let i = from; i < to; i++) {
    const id = words[i]!;
    const word = dict.words[id]!;
    if (wordSaid[id] === wordStamp || misspeltBySome(id, word, req)) continue;
    let beside = false;
    for (let x = 0; x < els.length && !beside; x++) {
      const e = els[x]!;
      beside = e.kind === 'lit' && e.token === word && besideFreeText(els, x);
    }
    if (!beside) return false;
  }
  return true;
}

function popcount(x: number): number {
  let c = 0;
  for (let y = x; y !== 0; y &= y - 1) c++;
  return c;
}

/**
 * Visits a posting: whole, or, when its templates are grouped by a second required word and no
 * request word may hide two (splits), only the templates without a second word and the groups
 * whose word the request may stand for: said, or (in the misspelling pass, which may spend a
 * typo on it) said misspelt by an unknown request word. The word check would refuse every
 * template of any other group.
 */
function visit(posting: Posting<Template> | null | undefined, v: Visit, dict: Dictionary, exact: boolean): void {
  if (posting === undefined || posting === null) return;
  if (posting.groups === 0 || v.req.splits !== 0) {
    visitRange(posting, 0, posting.templates.length, v, dict);
    return;
  }
  visitRange(posting, 0, posting.grouped, v, dict);
  const bits = posting.bits;
  const end = posting.groupsAt + 3 * posting.groups;
  for (let at = posting.groupsAt; at < end; at += 3) {
    const id = bits[at]!;
    if (wordSaid[id] === wordStamp || (!exact && misspeltBySome(id, dict.words[id]!, v.req))) visitRange(posting, bits[at + 1]!, bits[at + 2]!, v, dict);
  }
}

/** Aligns a template that may fit (its words are said) unless its intent cannot use it: visited
 * already, another language chosen, explained perfectly already, or not enabled. */
function consider(tpl: Template, v: Visit): void {
  const current = v.current;
  if (tpl.stamp === current) return;
  tpl.stamp = current;
  const intent = tpl.intent;
  if (intent.langStamp !== current) {
    intent.langStamp = current;
    // Requests in one language tag share one chain (languageOf): choose once per tag.
    if (intent.langChain !== v.chain) {
      intent.langChain = v.chain;
      intent.langChosen = chooseLanguageKey(intent.langKeys, intent.langKeysLower, v.chain);
    }
    intent.bestAt = -1;
  }
  // Cheapest checks first. An intent already explained perfectly cannot do better with
  // another of its utterances.
  if (tpl.langKey !== intent.langChosen) return;
  if (intent.bestAt >= 0 && v.scored[intent.bestAt]!.confidence === 1) return;
  if (v.enabled !== null && !v.enabled.has(intent.app)) return;
  score(tpl, v);
}

/**
 * The last try, on the templates that aligned in neither pass: passing over words of their call
 * that the request says (tool-words.ts), with the words that report free text said another way
 * or, after their own words, not at all (match.ts), or with their unit of duration said another
 * way. Few templates, as few requests say such a word a template lacks.
 */
function tryAgain(v: Visit): void {
  if (v.unaligned === null) return;
  const req = v.req;
  req.lastTry = true;
  for (const tpl of v.unaligned) {
    if (mayDoBetter(tpl, v) && (saysToolWord(req, tpl) || ((req.reports && hasFreeText(tpl)) || leadsWithReporting(tpl)) || saysUnitOtherwise(req, tpl))) score(tpl, v);
  }
}

/** True unless the template's intent has an alignment already that passing over a word of its
 * call (COST.toolWord) could not beat. */
function mayDoBetter(tpl: Template, v: Visit): boolean {
  const at = tpl.intent.bestAt;
  return at < 0 || v.scored[at]!.confidence <= 1 - COST.toolWord;
}

/** True when the request says a content word of the template's call that the template itself
 * does not say: without one, a template that did not align will not align passing over such
 * words either. */
function saysToolWord(req: Prepared, tpl: Template): boolean {
  const toolWords = toolWordsOf(tpl);
  if (toolWords === null) return false;
  for (let j = 0; j < req.tokens.length; j++) {
    const w = req.tokens[j]!;
    if (req.kind[j] === WORD && toolWords.has(w) && !tpl.elements.some((e) => e.kind === 'lit' && e.token === w)) return true;
  }
  return false;
}

/** True when the request says a unit of duration of the template another way ("10 min" for
 * "{minutes} minutes": fillWordForms): the template need not say the unit (it may be said as
 * another), so the first pass aligned it before the request's word forms were known. */
function saysUnitOtherwise(req: Prepared, tpl: Template): boolean {
  const forms = req.forms;
  for (const e of tpl.elements) {
    if (e.kind !== 'lit' || e.duration === 0) continue;
    for (let j = 0; j < forms.length; j++) if (forms[j]?.includes(e.token) === true) return true;
  }
  return false;
}

/** True for a template with a free-text slot, whose words around it a reporting word may stand
 * for (match.ts): worth aligning again once the misspelling pass allows that. */
function hasFreeText(tpl: Template): boolean {
  return tpl.elements.some(isFreeText);
}

/** True when a word of the template that introduces reported speech leads its free text after
 * its own words ("note that {body}"): the last try may take it unsaid (match.ts). */
function leadsWithReporting(tpl: Template): boolean {
  const els = tpl.elements;
  for (let i = 1; i < els.length; i++) {
    const e = els[i]!;
    if (e.kind === 'lit' && e.reporting && els[i - 1]!.kind === 'lit' && leadsFreeText(els, i)) return true;
  }
  return false;
}

/** Aligns a template its intent may use and keeps the intent's best alignment. */
function score(tpl: Template, v: Visit): void {
  const intent = tpl.intent;
  const alignment = align(tpl.elements, v.req, v.req.lastTry ? toolWordsOf(tpl) : null);
  if (alignment === null) {
    if (!v.req.lastTry) (v.unaligned ??= []).push(tpl);
    return;
  }
  const s: ScoredIntent = { intent, template: tpl, alignment, confidence: alignment.confidence, stats: alignment.stats };
  if (intent.bestAt < 0) {
    intent.bestAt = v.scored.length;
    v.scored.push(s);
  } else if (compareScored(s, v.scored[intent.bestAt]!) < 0) v.scored[intent.bestAt] = s;
  else return;
  v.changes++;
}

function visitRange(posting: Posting<Template>, from: number, to: number, v: Visit, dict: Dictionary): void {
  const said = v.req.said;
  const s0 = said[0]!;
  const s1 = said[1]!;
  const s2 = said[2]!;
  const s3 = said[3]!;
  const r0 = v.req.lengths[0]!;
  const r1 = v.req.lengths[1]!;
  const tolerance = v.misspellings;
  const noSplits = v.req.splits === 0;
  const { templates, bits } = posting;
  for (let k = from; k < to; k++) {
    // Every required word must be among the catalogue words the request says, except those an
    // unknown (possibly misspelt) request word may stand for.
    const at = k * POSTING_STRIDE;
    const l0 = bits[at]! & ~s0;
    const l1 = bits[at + 1]! & ~s1;
    const l2 = bits[at + 2]! & ~s2;
    const l3 = bits[at + 3]! & ~s3;
    if ((l0 | l1 | l2 | l3) !== 0) {
      if (tolerance === 0 || popcount(l0) + popcount(l1) > tolerance || popcount(l2) + popcount(l3) > tolerance) continue;
      // …and a word too short to be misspelt must be said as it is, unless a word the request
      // runs together may hide it (missingAreMisspelt, without touching the template).
      if (noSplits && ((bits[at + 4]! & ~s0) | (bits[at + 5]! & ~s1)) !== 0) continue;
      // …and a long one must be said or have an unknown request word of about its length.
      if (noSplits && ((bits[at + LENGTHS]! & ~r0) | (bits[at + LENGTHS + 1]! & ~r1)) !== 0) continue;
    }
    // The bits may collide: check the words themselves (for the whole run of templates with the
    // same words, which the check would refuse alike), still without touching the template.
    const missing = missingAreMisspelt(bits, bits[at + WORDS]!, bits[at + WORDS + 1]!, v.req, dict);
    if (missing === MISSING_REFUSED) {
      k = bits[at + RUN_END]! - 1;
      continue;
    }
    const tpl = templates[k]!;
    if (missing === MISSING_BESIDE_TEXT && !standsBesideText(tpl, bits, bits[at + WORDS]!, bits[at + WORDS + 1]!, v.req, dict)) continue;
    if (v.pending !== null) v.pending.push(tpl);
    else consider(tpl, v);
  }
}

/**
 * Aligns the gathered templates, those about as long as the request first: the template an exact
 * request comes from is usually among them, and once an intent is explained perfectly its other
 * templates are not aligned at all. (Insertion sort: a handful, and stable.)
 */
function considerInOrder(pending: Template[], v: Visit): void {
  const n = v.req.tokens.length;
  for (let a = 1; a < pending.length; a++) {
    const tpl = pending[a]!;
    const d = Math.abs(tpl.elements.length - n);
    let b = a - 1;
    for (; b >= 0 && Math.abs(pending[b]!.elements.length - n) > d; b--) pending[b + 1] = pending[b]!;
    pending[b + 1] = tpl;
  }
  for (const tpl of pending) consider(tpl, v);
}

/** Visits the postings of the request's words, glued pairs and (with `fuzzy`) misspelt key words. */
function visitAll(index: LanguageIndex<Template>, v: Visit, fuzzy: boolean): void {
  const { tokens } = v.req;
  const dict = index.dict;
  for (let j = 0; j < tokens.length; j++) {
    visit(v.req.postings[j] as Posting<Template> | null | undefined, v, dict, !fuzzy);
    visit(v.req.gluedPostings[j] as Posting<Template> | null | undefined, v, dict, !fuzzy);
    const fz = fuzzy ? v.req.fuzzy[j] : null;
    if (fz) for (const w of fz) visit(lookup(index, w), v, dict, false);
  }
}

const chains = new Map<string, { chain: string[]; primary: string }>();

function languageOf(lang: string): { chain: string[]; primary: string } {
  let hit = chains.get(lang);
  if (hit === undefined) {
    hit = { chain: langChain(lang), primary: primaryLanguage(lang) };
    if (chains.size < 1000) chains.set(lang, hit);
  }
  return hit;
}

export function selectUncached(snapshot: Snapshot, text: string, lang: string, enabled: ReadonlySet<string> | null): Omit<SelectResponse, 'tookMicros'> {
  return selectText(snapshot, text, lang, enabled, 0);
}

/** selectUncached, with `penalty` taken off every confidence: what a rewritten request pays.
 * `rewrite`: whether it may be rewritten in turn (a request said with an app's name is, once).
 * `secondCommand`: only whether it says a command matters (PreparedRequest.secondCommand). */
function selectText(snapshot: Snapshot, text: string, lang: string, enabled: ReadonlySet<string> | null, penalty: number, rewrite = penalty === 0, secondCommand = false): Omit<SelectResponse, 'tookMicros'> {
  const { chain, primary } = languageOf(lang);
  const index = snapshot.index.get(primary);
  if (!index || !eligibleLanguage(snapshot, enabled, primary)) return { match: null, reason: 'no_eligible_intents', candidates: [] };
  const req = prepareRequest(text, lang, primary, index);
  req.secondCommand = secondCommand;
  markSaid(req, index.dict.words.length);
  let misspellings = 0;
  for (const u of req.unknown) if (u) misspellings++;
  // First the templates whose every required word the request says: the common case, and cheap.
  const v: Visit = { req, chain, enabled, current: ++stamp, scored: [], misspellings: 0, pending: [], unaligned: null, changes: 0 };
  visitAll(index, v, false);
  considerInOrder(v.pending!, v);
  v.pending = null;
  let valid = validated(v.scored);
  // Then, only when that found nothing convincing, templates the request may name with a
  // misspelt word, or a word said another way (word-forms.ts), and the templates it said every
  // required word of again, passing over words of their call (tool-words.ts). Each spends a
  // tolerance (confidence ≤ 1 − typo), so they could neither beat nor tie a selection this good.
  if ((valid[0]?.confidence ?? 0) < 1 - COST.typo + AMBIGUITY_MARGIN) {
    const changes = v.changes;
    if (misspellings > 0) fillFuzzyKeys(req, index);
    const forms = fillWordForms(req, index, primary);
    if (forms > 0) tryStamp++;
    // A colon, or a word that introduces reported speech, may stand for the word that leads free
    // text (match.ts): the templates that lack it are visited too.
    if (saysReporting(req)) {
      req.reports = true;
      req.splits++;
    }
    const tolerances = misspellings + forms + (req.colon ? 1 : 0) + (req.reports ? 1 : 0);
    if (tolerances > 0) {
      // No alignment spends more than two tolerances (score.ts), so neither may the word check —
      // unless a word that may hide two lets the alignment decide (missingAreMisspelt).
      v.misspellings = req.splits === 0 ? Math.min(tolerances, MAX_TOLERANCES) : tolerances;
      visitAll(index, v, true);
    }
    tryAgain(v);
    if (v.changes !== changes) valid = validated(v.scored);
  }
  if (penalty > 0) for (const s of valid) s.confidence -= penalty;
  const candidates = candidatesOf(valid);
  const decision = decide(valid[0], valid[1]);
  if (decision === 'matched') {
    // Free text that goes on with "and then" and a command of its own asks two things ("take a
    // note that … and then set a timer for 15 minutes"): the agent answers. So too when the request
    // was rewritten ("jot down …" said as "write down …"), but not inside that very check.
    if (!secondCommand && valid[0]!.stats.hasString && saysSecondCommand(snapshot, req, lang, enabled, valid[0]!)) return { match: null, reason: 'no_match', candidates };
    return { match: toMatch(valid[0]!, chain), reason: 'matched', candidates };
  }
  // Said another way, it may select (rewrites): each rewrite tried once, at a word form's cost.
  if (rewrite) {
    // Said with the name of the app it is for, among that app's intents alone: the name only
    // chooses the app, so the request as said without it may be rewritten in turn.
    const named = penalty === 0 && decision === 'no_match' ? namedApp(req, snapshot.names) : null;
    const within = named === null ? null : named.apps.filter((app) => (enabled === null || enabled.has(app)) && saysAppWord(snapshot, app, primary, req, named.from, named.to));
    if (named !== null && within!.length > 0) {
      const again = selectText(snapshot, named.text, lang, new Set(within), COST.appName, true);
      if (again.match !== null) return again;
    }
    // Passed on from someone else ("my wife says turn off …") or said again ("I said pause …").
    const passed = penalty === 0 && decision === 'no_match' ? relayedCommand(req) : null;
    if (passed !== null) {
      const again = selectText(snapshot, passed, lang, enabled, COST.wordForm, true);
      if (again.match !== null && !speaksOfOthers(req.fillers, again.match.slots)) return again;
    }
    for (const rewritten of rewrites(req, primary, index, decision)) {
      const again = selectText(snapshot, rewritten, lang, enabled, penalty + COST.wordForm, false);
      if (again.match !== null) return again;
    }
  }
  return { match: null, reason: decision, candidates };
}

/**
 * True when the request, but for tokens [from, to) (the app's name), says a word of the app's
 * utterances or values in `primary`, or a number: without one, none of its templates could
 * align ("what is Nolave" said of an app called Nolave), so the request is not tried again.
 */
function saysAppWord(snapshot: Snapshot, app: string, primary: string, req: Prepared, from: number, to: number): boolean {
  const words = snapshot.apps.get(app)?.parts.get(primary)?.words;
  if (words === undefined) return false;
  for (let j = 0; j < req.tokens.length; j++) {
    if (j >= from && j < to) continue;
    if (words.includes(req.tokens[j]!) || numberAt(req, j) !== null) return true;
  }
  return false;
}

/**
 * True when the request says a word that puts a second command after the first ("and then",
 * "und dann", "et puis", 然后, or inside the free text from `textFrom` on a bare "and": "text Sam
 * I'm late and text Maya I'll be there at 8") and what follows it selects an intent on its own,
 * or, inside the free text, opens with a verb the selected intent's own utterances open with, said
 * of someone else than the speaker ("text Mom I'm in danger and send her my location"; a message
 * may ask "… and send me the address"). A message's own "and" seldom does ("… and miss you").
 * So too a sentence of the free text after its first that selects an intent as said.
 */
function saysSecondCommand(snapshot: Snapshot, req: Prepared, lang: string, enabled: ReadonlySet<string> | null, selected: ScoredIntent): boolean {
  const textFrom = selected.stats.textFrom;
  const { tokens, fillers, t, polite } = req;
  // A sentence of the free text after its first that selects on its own, as said ("take a note,
  // dentist Friday at 10. What's on my to-do list?"), asks the assistant a second thing.
  for (let j = textFrom + 1; j < tokens.length; j++) {
    if (markBefore(t, j, SENTENCE_ENDS) && selectText(snapshot, t.source.slice(t.start[j]!), lang, enabled, 0, false, true).match !== null) return true;
  }
  // A polite phrase may say "and" ("be a dear and …"): it joins nothing.
  let politeUntil = 0;
  for (let j = 0; j < tokens.length - 1; j++) {
    politeUntil = Math.max(politeUntil, j + polite[j]!);
    const length = j === 0 || j < politeUntil ? 0 : phraseLengthAt(tokens, j, fillers.joining);
    if (length === 0 || j + length >= tokens.length || (length === 1 && fillers.small.has(tokens[j]!) && j <= textFrom)) continue;
    const rest = t.source.slice(t.start[j + length]!);
    // "… and remind me about it tomorrow": only an assistant reminds.
    if (j >= textFrom && phraseLengthAt(tokens, afterPolite(req, j + length, tokens.length), fillers.reminding) > 0) return true;
    // After "and then", "und dann": a second command whatever it costs; after a bare "and", one
    // said well enough to select at a word form's cost.
    if (selectText(snapshot, rest, lang, enabled, length > 1 ? 0 : COST.wordForm, false, true).match !== null) return true;
    const object = tokens[j + length + 1];
    if (j >= textFrom && object !== undefined && !fillers.interlocutors.has(object) && opensUtterance(selected.intent, req.primary, tokens[j + length]!)) return true;
    // After "and then" inside the text, a verb any app's utterances open with, after polite or
    // adding words, not said of the speaker or the one spoken to ("… and then also add printer
    // paper to the shopping list because …", not "… and then call you").
    const verbAt = afterPolite(req, j + length, tokens.length);
    const said = tokens[verbAt + 1];
    if (length > 1 && j >= textFrom && said !== undefined && !fillers.interlocutors.has(said) && opensAnyUtterance(snapshot, req.primary, tokens[verbAt]!)) return true;
  }
  return false;
}

/** Per snapshot and primary language, the words its utterances open with (opensAnyUtterance). */
const openers = new WeakMap<Snapshot, Map<string, ReadonlySet<string>>>();

/** True when an utterance of any app of the snapshot in `primary` opens with the word `token`,
 * past the polite words it may start with. */
function opensAnyUtterance(snapshot: Snapshot, primary: string, token: string): boolean {
  let byLanguage = openers.get(snapshot);
  if (byLanguage === undefined) openers.set(snapshot, (byLanguage = new Map()));
  let words = byLanguage.get(primary);
  if (words === undefined) {
    const found = new Set<string>();
    for (const app of snapshot.apps.values()) {
      for (const intent of app.compiled) {
        for (const tpl of intent.templates) {
          // Past the polite words an utterance may start with ("go ahead and text …").
          const first = tpl.elements.find((e) => e.kind === 'slot' || !e.optional);
          if (tpl.primary === primary && first?.kind === 'lit') found.add(first.token);
        }
      }
    }
    byLanguage.set(primary, (words = found));
  }
  return words.has(token);
}

/** True when an utterance of `intent` in `primary` opens with the word `token`. */
function opensUtterance(intent: CompiledIntent, primary: string, token: string): boolean {
  return intent.templates.some((tpl) => tpl.primary === primary && tpl.elements[0]?.kind === 'lit' && tpl.elements[0].token === token);
}

/**
 * The request rewritten as its utterances may say it, to try when it found nothing as said:
 * - German asking with the verb last ("kannst du die Musik pausieren"), verb first (verb-last.ts),
 *   in a command form the catalogue says, else in one whose synonym it says;
 * - a verb that sets a level a particular way ("dim the bedroom lights to 30 percent"), opening a
 *   request that says a number and declined for want of a match, as each general verb it may
 *   stand for (word-forms.ts settingVerbsOf). Those verbs are common words, too common to look
 *   through whenever a request says "dim";
 * - words said as others that say the same ("取消计时器" for "取消定时器", "give Dad a ring" for
 *   "… a call": said-otherwise.ts), for a request that declined for want of a match;
 * - the command clause of two, alone, where the other only says why ("this ad is boring, skip
 *   ahead 30 seconds": clauses.ts), likewise;
 * - a command started over, without its first attempt ("pause the, pause the music":
 *   restarts.ts), or said again after a word that takes back the first ("…, no wait, living room
 *   lights off"), likewise.
 */
function* rewrites(req: Prepared, primary: string, index: LanguageIndex<Template>, decision: string): Generator<string> {
  const known = (w: string): boolean => lookup(index, w) !== undefined;
  if (primary === 'de') {
    const asking = askingLength(req);
    const end = politeEnd(req);
    const rewritten = verbFirst(req.t, asking, known, end) ?? verbFirst(req.t, asking, (w) => synonymsOf(w, primary).some(known), end);
    if (rewritten !== null) yield rewritten;
    const infinitive = verbLast(req.t, asking, known, end);
    if (infinitive !== null) yield infinitive;
  }
  if (decision !== 'no_match') return;
  const again = restarted(req);
  if (again !== null) yield again;
  const corrected = correctedTo(req);
  if (corrected !== null) yield corrected;
  yield* saidOtherwise(req.t, primary, known);
  yield* commandClauses(req, (id) => id < index.counts.length && index.counts[id]! > 0);
  const j = openingWord(req);
  const general = j < 0 ? [] : settingAlternatives(req.tokens[j]!, primary, VERB_STAYS_WHEN_ASKING.has(primary) && asksBefore(req, j));
  // "dim the lights 20 percent" dims them by 20: only a level led as the utterances lead it.
  if (general.length === 0 || !leadsNumber(req)) return;
  for (const verb of general) if (known(verb)) yield spliceTokens(req.t, j, j + 1, verb);
}

function toMatch(s: ScoredIntent, chain: readonly string[]): SelectMatch {
  const intent = s.intent;
  const args = s.args ?? {};
  const responseKey =
    chooseLanguageKey(intent.responseKeys, intent.responseKeysLower, chain) ??
    (Object.hasOwn(intent.responses, s.template.langKey) ? s.template.langKey : intent.responseKeys[0]);
  const parts = responseKey === undefined ? undefined : intent.responses[responseKey];
  const response = parts === undefined ? '' : renderResponse(parts, args);
  return {
    app: intent.app,
    intent: intent.name,
    tool: intent.tool,
    qualifiedTool: intent.qualifiedTool,
    arguments: args,
    slots: s.alignment.slots,
    lang: s.template.langKey,
    response,
    confidence: round(s.confidence),
    requiresConfirmation: intent.confirmation !== null,
    confirmation: intent.confirmation ? bindConfirmation(intent.confirmation, args) : null,
  };
}

/** Selects the tool call for `req` from `snapshot`, or declines (API.md, POST /select). */
export function select(snapshot: Snapshot, req: SelectRequest): SelectResponse {
  const t0 = performance.now();
  const lang = req.lang ?? 'en';
  const scope = req.apps === undefined ? lang.toLowerCase() : `${lang.toLowerCase()}\u0000${req.apps.join('\u0001')}`;
  let body = snapshot.cache.get(scope, req.text);
  if (body === undefined) {
    body = selectUncached(snapshot, req.text, lang, req.apps === undefined ? null : new Set(req.apps));
    snapshot.cache.set(scope, req.text, body);
  }
  // The one measurement of tookMicros (the route passes it on); rounded up so a cache hit of
  // a fraction of a microsecond never reads as zero.
  const tookMicros = Math.max(1, Math.ceil((performance.now() - t0) * 1000));
  return { match: body.match, reason: body.reason, candidates: body.candidates, tookMicros };
}
