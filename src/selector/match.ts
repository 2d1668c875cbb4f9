// Aligns a request with one template: a dynamic programme over (template element, request token)
// with costs from score.ts. Every step consumes at least one element or token, so the work is
// bounded by elements × tokens (× tokens for a free-text slot's span) — no backtracking search.
import { enumHitsAt } from '../slots/enum.js';
import { clockHit, takesHourOfDay } from '../slots/clock.js';
import { durationHit } from '../slots/duration.js';
import { isMultiplier, numberSlotHit, percentLengthAt } from '../slots/number.js';
import { percentPrecedes, readNumber, type NumberRead } from '../slots/numbers/index.js';
import { stringSlotValue } from '../slots/string.js';
import { phraseLengthAt, type Fillers } from './fillers.js';
import { mayBeMisspelt } from './fuzzy.js';
import { COST, ENUM_WORD_BONUS, MAX_COST, MAX_TOLERANCES, confidence, emptyStats, stringCost, type AlignmentStats } from './score.js';
import { saysOthersWords } from './own-words.js';
import { settingVerbsOf } from './word-forms.js';
import { isFreeText, leadsFreeText, type Element } from './template.js';
import { COLONS, isCjkToken, markBefore, type Tokens } from './tokenize.js';

export const WORD = 0;
export const ARTICLE = 1;
export const SMALL = 2;

/** A request made ready for matching against many templates. */
export interface PreparedRequest {
  t: Tokens;
  tokens: readonly string[];
  /** Tokens without apostrophes. */
  glued: readonly string[];
  /** The request's language tag, for the number reader, and its primary language. */
  lang: string;
  primary: string;
  fillers: Fillers;
  /** Length of the polite phrase starting at each token, 0 when none. */
  polite: readonly number[];
  /** Tokens the catalogue does not know: each may be a misspelling of a long catalogue word. */
  unknown: readonly boolean[];
  /** Per token, the catalogue words it may stand for said another way (word-forms.ts: "minute"
   * → minutes, "min" → minute, minutes), once looked up (the misspelling pass); else null. */
  forms: readonly (readonly string[] | null)[];
  /** Per token, the catalogue verbs it may stand for, which only a template's verb may take
   * (word-forms.ts verbAlternatives): the command forms of an infinitive said right after a phrase
   * that asks ("puedes", "peux-tu"), and verbs that command the same ("ring" for call); null until
   * the misspelling pass looks them up, or when no token has any. */
  verbForms: readonly (readonly string[] | null)[] | null;
  /** Per token: WORD, ARTICLE or SMALL (fillers of the request's language). */
  kind: Uint8Array;
  /** Whether the request has a colon, which may stand for the word that leads a free-text slot. */
  colon: boolean;
  /** Whether a word that introduces reported speech ("que", "that") may stand for the word that
   * leads a free-text slot: set by select.ts for the misspelling pass only. */
  reports: boolean;
  /** Set by select.ts for its last try only, on the templates that aligned in neither pass:
   * a template may pass over words of its call, and leave a word that introduces reported
   * speech before free text unsaid after its own words ("prends une note rappeler le
   * garagiste" for "prends note que {body}"). */
  lastTry: boolean;
  /** Whether the request says a verb that changes a level (match.ts changesLevel), once asked. */
  changes?: boolean;
  /** Set by select.ts when it only asks whether the request says a command, after another
   * ("… and text Sam the same thing"): free text that refers to what was said before then says
   * one too (slots/string.ts). */
  secondCommand?: boolean;
  /** Numbers read at each position, filled on first use (undefined: not read yet). */
  numbers: (NumberRead | null | undefined)[];
  /** Per token, whether it is an enclitic pronoun split off its verb ("apúntame": me), or null
   * when none is (request.ts). */
  clitics: readonly boolean[] | null;
}

export interface Alignment {
  slots: Record<string, unknown>;
  stats: AlignmentStats;
  confidence: number;
}

// Local copies: imported bindings are slower to read in the hot loop.
const C_POLITE = COST.polite;
const C_ARTICLE = COST.article;
const C_OPTIONAL = COST.optional;
const C_TYPO = COST.typo;
const C_SMALL_DROPPED = COST.smallDropped;
const C_UNIT_DROPPED = COST.unitDropped;
const C_SMALL_INSERTED = COST.smallInserted;
const C_TOOL_WORD = COST.toolWord;
const C_REPORTED = COST.reported;
const C_GLUE = COST.glue;
const C_CONTRACTION = COST.contraction;
const C_WORD_FORM = COST.wordForm;
const C_MAX = MAX_COST;
const C_ENUM_BONUS = ENUM_WORD_BONUS;

const enum Op {
  None = 0,
  LitExact,
  LitTypo,
  LitPercent,
  LitContraction,
  LitWordForm,
  LitReported, // a word that introduces reported speech for the word that leads free text
  DropReporting, // the template's word introducing reported speech before free text, unsaid
  GlueTemplate, // two template words said as one request word
  GlueRequest, // one template word said as two request words
  SkipPolite,
  SkipArticle,
  SkipSmall,
  SkipToolWord, // a word of the same call's other utterances (tool-words.ts)
  DropOptional,
  DropSmall,
  DropUnit, // a unit beside a number slot left out that only restates it (percent, o'clock)
  Enum,
  Number,
  NumberConverted, // a duration said in another unit, with the unit (duration.ts)
  String,
}

// Scratch tables reused across alignments: select() runs one alignment at a time.
let cap = 0;
let cost = new Float64Array(0);
let op = new Uint8Array(0);
let prev = new Int32Array(0);
let payload: unknown[] = [];
let payloadTypos = new Uint8Array(0);
/** Per request token j, the longest span of tokens from j the template being aligned may pass
 * over as one word of its call (0: none), and the shortest (toolFrom): 1 but for a particle
 * before a run of characters (markRuns). */
let toolWord = new Uint8Array(0);
let toolFrom = new Uint8Array(0);
/** Per free-text slot element i, per request position k: may the slot end before token k? */
let ends = new Uint8Array(0);

function ensure(size: number): void {
  if (size <= cap) return;
  cap = Math.max(size, cap * 2, 256);
  cost = new Float64Array(cap);
  op = new Uint8Array(cap);
  prev = new Int32Array(cap);
  payload = new Array<unknown>(cap);
  payloadTypos = new Uint8Array(cap);
  toolWord = new Uint8Array(cap);
  toolFrom = new Uint8Array(cap);
  ends = new Uint8Array(cap);
}

/**
 * True for free text that ends the utterance right after a word that is not a short function
 * word ("text {to} {text}", "… saying {text}", "take a note {body}"), or that a word reporting it
 * follows (Japanese "{body}とメモして"), or that says what someone named is to do ("ask {bot} to
 * {message}": fillers.ts instructing): dictation, which keeps a polite phrase at its end as said
 * ("I'm busy right now", "I love you as well") — all but the edge ones ("please", not "for me":
 * fillers.ts dictatedEdge), said to the assistant. Passed over instead, two words of it would
 * cost less than the text they end, and the message would lose them. After another short
 * function word ("weather in {city}") the text may still end before one.
 */
function isDictation(elements: readonly Element[], i: number, fillers: Fillers): boolean {
  const next = elements[i + 1];
  if (next !== undefined) return next.kind === 'lit' && next.reporting;
  const lead = elements[i - 1];
  // "ask {bot} to {message}": what the one named is to do is dictated, as a message is.
  if (lead?.kind === 'lit' && elements[i - 2]?.kind === 'slot' && fillers.instructing.has(lead.token)) return true;
  return !(lead?.kind === 'lit' && lead.small && !lead.reporting);
}

/**
 * Where a free-text slot may end: before a word the following template words could match (or
 * that the request may skip), or at the end. Spans ending anywhere else could only be followed by
 * an unexplained word, which is refused beside a slot anyway — so they are not tried.
 */
function markStringEnds(elements: readonly Element[], i: number, req: PreparedRequest, W: number): void {
  const { tokens, unknown, forms, polite, glued, kind } = req;
  const n = tokens.length;
  const base = i * W;
  const dictation = isDictation(elements, i, req.fillers);
  ends[base + n] = 1;
  for (let k = 0; k < n; k++) {
    // Asking for it at once before more of the template's words is the text's own ("add call the
    // bank right away to my to-do list"); at the request's end it is said to the assistant.
    const urgent = polite[k]! > 0 && k + polite[k]! < n && phraseLengthAt(tokens, k, req.fillers.urgent) === polite[k];
    let ok = (polite[k]! > 0 && !urgent && (!dictation || phraseLengthAt(tokens, k, req.fillers.dictatedEdge) > 0)) || kind[k] === ARTICLE;
    for (let x = i + 1; !ok && x < elements.length; x++) {
      const e = elements[x]!;
      if (e.kind === 'slot' || e.percent) ok = true;
      else if (tokens[k] === e.token || e.alternates?.includes(tokens[k]!) === true || glued[k]!.startsWith(e.glued) || (unknown[k] && mayBeMisspelt(tokens[k]!, e.token)) || forms[k]?.includes(e.token) === true) ok = true;
      // The text ends where another word that reports it stands for the template's (って for と).
      else if (req.reports && e.reporting && phraseLengthAt(tokens, k, req.fillers.reporting) > 0) ok = true;
      else if (!e.optional && !e.small) break;
    }
    ends[base + k] = ok ? 1 : 0;
  }
}

/** What free text pays, beyond its words, for ending with a polite phrase it could have ended
 * before: passed over, the phrase costs as much as one word of text, and the tie went to whichever
 * way was relaxed first ("weather in Paris now" read the city "Paris now"). Far below any cost,
 * so it only breaks ties; confidence is worked out from the counts (readBack), not from it. */
const TIE = 1e-9;

/** True when a polite phrase of the request starts inside tokens (j, k) and ends at k. */
function endsPolitely(polite: readonly number[], j: number, k: number): boolean {
  for (let s = k - 1; s > j && s >= k - 4; s--) if (polite[s]! > 0 && s + polite[s]! === k) return true;
  return false;
}

function relax(to: number, c: number, o: Op, from: number): void {
  if (c < cost[to]! - 1e-12 && c <= C_MAX) {
    cost[to] = c;
    op[to] = o;
    prev[to] = from;
  }
}

/**
 * Relaxes the ways to pass over request token j (at cell `here`, reached at cost c) that the
 * template has no word for: a polite phrase, an article or a small word. Any other word must be
 * explained: passed over, it could change the command ("pause the music later", "… maybe",
 * "pausiere die Musik nicht"), and a wrong fast action is worse than none.
 */
function skipWord(here: number, c: number, pl: number, k: number, j: number): void {
  if (pl > 0) relax(here + pl, c + C_POLITE, Op.SkipPolite, here);
  if (k === ARTICLE) relax(here + 1, c + C_ARTICLE, Op.SkipArticle, here);
  else if (k === SMALL) relax(here + 1, c + C_SMALL_INSERTED, Op.SkipSmall, here);
  const tool = toolWord[j]!;
  if (tool !== 0) for (let s = toolFrom[j]!; s <= tool; s++) relax(here + s, c + C_TOOL_WORD, Op.SkipToolWord, here);
}

/** relax for a slot value: also remembers the value and the typos spent on it. */
function relaxValue(to: number, c: number, o: Op, from: number, p: unknown, typos: number): void {
  if (c < cost[to]! - 1e-12 && c <= C_MAX) {
    cost[to] = c;
    op[to] = o;
    prev[to] = from;
    payload[to] = p;
    payloadTypos[to] = typos;
  }
}

/** True when some literal of `elements` could take request token j (alone or with a neighbour). */
function literalTakes(elements: readonly Element[], req: PreparedRequest, j: number): boolean {
  const { tokens, glued, unknown, forms } = req;
  const tok = tokens[j]!;
  const g = glued[j]!;
  const before = j > 0 ? glued[j - 1]! : null;
  const after = j + 1 < tokens.length ? glued[j + 1]! : null;
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i]!;
    if (e.kind !== 'lit') continue;
    if (tok === e.token || e.alternates?.includes(tok) === true || (unknown[j] && mayBeMisspelt(tok, e.token)) || forms[j]?.includes(e.token) === true) return true;
    if (req.verbForms?.[j]?.includes(e.token) === true) return true;
    const eg = e.glued;
    const next = elements[i + 1];
    if (next?.kind === 'lit' && g.length === eg.length + next.glued.length && g.startsWith(eg) && g.endsWith(next.glued)) return true;
    if (after !== null && g.length + after.length === eg.length && eg.startsWith(g) && eg.endsWith(after)) return true;
    if (before !== null && before.length + g.length === eg.length && eg.startsWith(before) && eg.endsWith(g)) return true;
  }
  return false;
}

/**
 * True when the request has a word that only a skip could pass over and may not be skipped (not
 * a filler), or more small words the template lacks than an alignment may spend tolerances on
 * (score.ts): a template without slots or percent words cannot take them in any other way. Much
 * cheaper than finding that out with the full table.
 */
function forcedSkipsTooCostly(elements: readonly Element[], req: PreparedRequest): boolean {
  for (const e of elements) if (e.kind === 'slot' || e.percent) return false;
  const { polite, kind } = req;
  const n = kind.length;
  let smalls = 0;
  // Words of the template's call (marked in toolWord by align) may be passed over, a tolerance
  // each; a span of several tokens (markRuns) once.
  let tools = 0;
  for (let j = 0; j < n; j++) {
    const k = kind[j]!;
    if (k === ARTICLE || polite[j]! > 0) continue;
    if (k === SMALL) smalls++;
    else if (forcedSkip(elements, req, j) && (toolWord[j] === 0 || (!inToolSpan(j) && ++tools > MAX_TOLERANCES))) return true;
  }
  if (smalls + tools <= MAX_TOLERANCES) return false;
  let forced = tools;
  for (let j = 0; j < n; j++) {
    if (kind[j] !== SMALL || polite[j]! > 0 || toolWord[j] !== 0 || inToolSpan(j)) continue;
    if (forcedSkip(elements, req, j) && ++forced > MAX_TOLERANCES) return true;
  }
  return false;
}

/** True when only a skip can pass over request token j: no polite phrase or literal covers it. */
function forcedSkip(elements: readonly Element[], req: PreparedRequest, j: number): boolean {
  const polite = req.polite;
  for (let s = j - 1; s >= 0; s--) if (s + polite[s]! > j) return false;
  return !literalTakes(elements, req, j);
}

/** True when request token j lies inside a span of the call's words that starts before it. */
function inToolSpan(j: number): boolean {
  return j > 0 && toolWord[j - 1]! >= 2;
}

/** True for a character of the call's words in a language written without spaces. */
function inRun(tokens: readonly string[], kind: Uint8Array, j: number): boolean {
  return toolWord[j] !== 0 && kind[j] === WORD && isCjkToken(tokens[j]!);
}

/** True for a particle (a small word) of a language written without spaces. */
function isParticle(tokens: readonly string[], kind: Uint8Array, polite: readonly number[], j: number): boolean {
  return kind[j] === SMALL && polite[j] === 0 && isCjkToken(tokens[j]!);
}

/**
 * Japanese and Chinese are tokenised a character at a time (tokenize.ts), so one word of the
 * call is a run of marked characters, and a particle beside it goes with it ("音楽を一時停止して"
 * for "一時停止して" beside "音楽を止めて"; "夜のドライブのプレイリストをかけて" for
 * "{playlist}をかけて" beside "プレイリスト{playlist}を再生"): such a run, with a particle right
 * after it or right before it, is passed over as one word. Any part of a run may be passed over
 * alone, where the template says the rest.
 */
function markRuns(tokens: readonly string[], kind: Uint8Array, polite: readonly number[], n: number): void {
  for (let j = n - 1; j >= 0; j--) {
    if (!inRun(tokens, kind, j)) continue;
    if (j + 1 < n && inRun(tokens, kind, j + 1)) toolWord[j] = Math.min(0xfe, toolWord[j + 1]! + 1);
    else toolWord[j] = j + 1 < n && isParticle(tokens, kind, polite, j + 1) ? 2 : 1;
  }
  for (let j = 0; j + 1 < n; j++) {
    if (!isParticle(tokens, kind, polite, j) || !inRun(tokens, kind, j + 1)) continue;
    toolWord[j] = toolWord[j + 1]! + 1;
    toolFrom[j] = 2;
  }
}

/**
 * Where the first word a template must say stands: mostly its verb, said in the plural only by a
 * statement ("sets a timer for 5 minutes", "it turns off the lights"), so never taken in another
 * form. Asked only when a request word has other forms (the misspelling pass).
 */
function verbAt(elements: readonly Element[]): number {
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i]!;
    if (e.kind === 'lit' && !e.optional) return i;
  }
  return -1;
}

/**
 * Aligns `req` with `elements`; null when no alignment is acceptable. `toolWords`: words of the
 * template's call that it may pass over in the request (tool-words.ts), or null.
 */
export function align(elements: readonly Element[], req: PreparedRequest, toolWords: ReadonlySet<string> | null = null): Alignment | null {
  if (toolWords === null) return alignMarked(elements, req);
  const { tokens, kind, polite } = req;
  const n = tokens.length;
  ensure((elements.length + 1) * (n + 1));
  // The marks stay 0 between alignments, so that one without them reads 0 at no cost.
  for (let j = 0; j < n; j++) {
    toolWord[j] = kind[j] === WORD && polite[j] === 0 && toolWords.has(tokens[j]!) ? 1 : 0;
    toolFrom[j] = 1;
  }
  markRuns(tokens, kind, polite, n);
  try {
    return alignMarked(elements, req);
  } finally {
    toolWord.fill(0, 0, n);
  }
}

/** align, with the request tokens a template may pass over as its call's words marked in toolWord. */
function alignMarked(elements: readonly Element[], req: PreparedRequest): Alignment | null {
  const m = elements.length;
  const n = req.tokens.length;
  const W = n + 1;
  const size = (m + 1) * W;
  ensure(size);
  if (forcedSkipsTooCostly(elements, req)) return null;
  cost.fill(Infinity, 0, size);
  cost[0] = 0;
  const { tokens, unknown, forms, verbForms, polite, glued, kind } = req;
  // Where the verb stands (verbAt), found the first time a word form asks.
  let verb = -2;
  for (let i = 0; i < m; i++) {
    const e = elements[i]!;
    if (e.kind === 'slot' && e.slot.type === 'string') markStringEnds(elements, i, req, W);
  }

  // A row is reached only from itself and the two rows above (two template words said as one):
  // two rows in a row not reached, nothing below them is.
  let reachedAbove = true;
  for (let i = 0; i <= m; i++) {
    const e = elements[i];
    const next = elements[i + 1];
    const row = i * W;
    let reached = false;
    if (e === undefined) {
      // The last row: only request words left over.
      for (let j = 0; j < n; j++) {
        const c = cost[row + j]!;
        if (c === Infinity) continue;
        reached = true;
        skipWord(row + j, c, polite[j]!, kind[j]!, j);
      }
      if (cost[row + n] !== Infinity) reached = true;
    } else if (e.kind === 'lit') {
      // The element's fields, read once per row rather than once per cell.
      const token = e.token;
      const alternates = e.alternates;
      const beforeNumber = e.beforeNumber;
      const percent = e.percent;
      const eg = e.glued;
      const unit = e.restating ? unitBesideNumber(elements, i) : 0;
      // A preposition that leads a number says what the number is: after a verb that changes a
      // level ("sube el volumen diez por ciento", "raise the volume 10 percent") a number without
      // it is an amount to change by, not the level to set — so there it must be said.
      const mustLead = e.small && isNumberSlot(next) && changesLevel(req);
      const dropCost = e.optional ? C_OPTIONAL : e.small ? (mustLead ? -1 : C_SMALL_DROPPED) : unit === UNIT_BESIDE ? C_UNIT_DROPPED : unit === UNIT_REST ? 0 : -1;
      const dropOp = e.optional ? Op.DropOptional : e.small ? Op.DropSmall : Op.DropUnit;
      // A word that leads a free-text slot, said as a colon ("note: buy milk" for "note that
      // {body}"): dropped as a small word is, where a colon stands.
      const leadsText = leadsFreeText(elements, i);
      const colonDrop = req.colon && dropCost < 0 && leadsText;
      // …or said as a word that introduces reported speech ("manda un mensaje a Lucía que llego
      // tarde" for "… diciendo {text}"), which the misspelling pass allows (reports); a template's
      // own such word, before free text or after it as Japanese says it (と), as another one
      // (って).
      // Only for a word that says speech follows: "that" never stands for "called" ("make a new bot
      // that tracks prices" names no bot).
      const ownReporting = e.reporting;
      const reporting = req.reports && (ownReporting ? leadsText || isFreeText(elements[i - 1]) : leadsText && e.speaking) ? req.fillers.reporting : null;
      // …or not said at all, as speech says it with a pause, where the template's own words
      // come before it ("note buy milk" for "note that {body}"; never "tell Sam a joke" for
      // "tell {to} that {text}").
      const reportDrop = req.lastTry && ownReporting && leadsText && elements[i - 1]?.kind === 'lit';
      const pair = next !== undefined && next.kind === 'lit' ? next.glued : null;
      const pairLength = pair === null ? -1 : eg.length + pair.length;
      // "turn the volume up to 60": a direction before the preposition that leads a number.
      const directions = e.small && isNumberSlot(next) && req.fillers.directions.size > 0 ? req.fillers.directions : null;
      for (let j = 0; j <= n; j++) {
        const here = row + j;
        const c = cost[here]!;
        if (c === Infinity) continue;
        reached = true;
        if (j < n) skipWord(here, c, polite[j]!, kind[j]!, j);
        if (directions !== null && j < n && directions.has(tokens[j]!)) relax(here + 1, c + C_SMALL_INSERTED, Op.SkipSmall, here);
        const down = here + W; // next element, same token
        if (dropCost >= 0) relax(down, c + dropCost, dropOp, here);
        else if (colonDrop && colonAt(req.t, j)) relax(down, c + C_SMALL_DROPPED, Op.DropSmall, here);
        if (reportDrop) relax(down, c + C_SMALL_DROPPED, Op.DropReporting, here);
        if (j >= n) continue;
        const tok = tokens[j]!;
        if (tok === token) relax(down + 1, c, Op.LitExact, here);
        else if (alternates !== null && alternates.includes(tok)) relax(down + 1, c + C_CONTRACTION, Op.LitContraction, here);
        else if (beforeNumber !== null && beforeNumber.includes(tok)) relax(down + 1, c + C_WORD_FORM, Op.LitWordForm, here);
        else if (percent) {
          const k = percentLengthAt(tokens, j, n, req.lang);
          if (k > 0) relax(down + k, c, Op.LitPercent, here);
          else if (unknown[j] && mayBeMisspelt(tok, token)) relax(down + 1, c + C_TYPO, Op.LitTypo, here);
        } else if (unknown[j] && mayBeMisspelt(tok, token)) relax(down + 1, c + C_TYPO, Op.LitTypo, here);
        else if (forms[j]?.includes(token) === true && i !== (verb === -2 ? (verb = verbAt(elements)) : verb)) relax(down + 1, c + C_WORD_FORM, Op.LitWordForm, here);
        else if (verbForms?.[j]?.includes(token) === true && i === (verb === -2 ? (verb = verbAt(elements)) : verb)) relax(down + 1, c + C_WORD_FORM, Op.LitWordForm, here);
        else if (reporting !== null && tok !== token) {
          const said = phraseLengthAt(tokens, j, reporting);
          if (said > 0) relax(down + said, c + C_REPORTED, Op.LitReported, here);
        }
        const g = glued[j]!;
        if (g.length === pairLength && g === eg + pair) relax(down + W + 1, c + C_GLUE, Op.GlueTemplate, here);
        // Not a clitic "'s" for a plural's -s: "the kitchen light's off" says it is off.
        if (j + 1 < n && g.length + glued[j + 1]!.length === eg.length && g + glued[j + 1]! === eg && tokens[j + 1] !== "'s") {
          relax(down + 2, c + C_GLUE, Op.GlueRequest, here);
        }
      }
    } else {
      const slot = e.slot;
      const absorbPercent = !(next?.kind === 'lit' && (next.percent || isMultiplier(next.token)));
      // Where the percent is said first (zh 百分之五十), the slot takes it with the number after it,
      // unless the template says it itself.
      const before = i > 0 ? elements[i - 1] : undefined;
      const leadPercent = slot.type === 'number' && !(before?.kind === 'lit' && before.percent) && percentPrecedes(req.lang);
      // An hour of the day said with its part of the day ("7 pm", 午後七時: clock.ts).
      const clock = slot.type === 'number' && takesHourOfDay(slot.spec) ? req.primary : null;
      const readAt = clock === null ? null : (k: number): NumberRead | null => numberAt(req, k);
      // A duration said in another unit than the one after the slot ("2 hours" for "{minutes}
      // minutes": duration.ts), converted into it, the unit passed with it.
      const unit = slot.type === 'number' && next?.kind === 'lit' ? next.duration : 0;
      const units = slot.type === 'number' && !(next?.kind === 'lit' && next.restating) ? slot.units : undefined;
      for (let j = 0; j <= n; j++) {
        const here = row + j;
        const c = cost[here]!;
        if (c === Infinity) continue;
        reached = true;
        if (j >= n) continue;
        // Free text starts right where its lead word ends: a polite phrase or an article there is
        // the message's own ("saying can you pick me up"), trimmed by stringSlotValue only when
        // purely polite ("please").
        if (slot.type !== 'string') skipWord(here, c, polite[j]!, kind[j]!, j);
        const down = here + W; // next element, same token
        if (slot.type === 'enum') {
          for (const hit of enumHitsAt(slot.enum, tokens, unknown, j, n, glued)) {
            relaxValue(down + hit.length, c + C_TYPO * hit.typos - C_ENUM_BONUS * hit.length, Op.Enum, here, hit.value.canonical, hit.typos);
          }
        } else if (slot.type === 'number') {
          const hit = numberSlotHit(numberAt(req, j), tokens, j, n, req.lang, slot.spec, absorbPercent);
          if (hit) {
            relaxValue(down + hit.length, c, Op.Number, here, hit.value, 0);
            // The unit another utterance of the intent says after the slot (catalog.ts gatherUnits).
            if (units !== undefined && j + hit.length < n && units.has(tokens[j + hit.length]!)) relaxValue(down + hit.length + 1, c, Op.Number, here, hit.value, 0);
          }
          const lead = leadPercent ? percentLengthAt(tokens, j, n, req.lang) : 0;
          if (lead > 0 && j + lead < n) {
            const after = numberSlotHit(numberAt(req, j + lead), tokens, j + lead, n, req.lang, slot.spec, false);
            if (after) relaxValue(down + lead + after.length, c, Op.Number, here, after.value, 0);
          }
          const converted = unit === 0 ? null : durationHit(numberAt(req, j), tokens, j, n, req.primary, unit, slot.spec);
          if (converted) relaxValue(down + W + converted.length, c + C_WORD_FORM, Op.NumberConverted, here, converted.value, 0);
          const timed = readAt === null ? null : clockHit(numberAt(req, j), readAt, tokens, j, n, clock!, slot.spec);
          if (timed) {
            // "sept heures du soir" for "{hour} heures": the unit the template says comes along.
            const unitNext = timed.unit >= 0 && next?.kind === 'lit' && next.token === tokens[j + timed.unit];
            relaxValue(down + (unitNext ? W : 0) + timed.length, c, Op.Number, here, timed.value, 0);
          }
        } else {
          for (let k = j + 1; k <= n; k++) {
            if (ends[row + k] === 0) continue;
            const cc = c + stringCost(k - j);
            if (cc > C_MAX) break;
            relax(down + (k - j), endsPolitely(polite, j, k) ? cc + TIE : cc, Op.String, here);
          }
        }
      }
    }
    if (!reached && !reachedAbove) return null;
    reachedAbove = reached;
  }

  const end = m * W + n;
  if (cost[end] === Infinity) return null;
  return readBack(elements, req, end, W);
}

/** True when the request says a verb that changes a level a particular way ("raise", "sube",
 * "dimm": word-forms.ts settingVerbsOf) or a direction ("up"), worked out once per request. */
function changesLevel(req: PreparedRequest): boolean {
  let changes = req.changes;
  if (changes === undefined) {
    changes = false;
    for (let j = 0; j < req.tokens.length && !changes; j++) {
      const w = req.tokens[j]!;
      changes = req.kind[j] === WORD && (settingVerbsOf(w, req.primary).length > 0 || req.fillers.directions.has(w));
    }
    req.changes = changes;
  }
  return changes;
}

/** The number said at tokens[j], read once per request. */
export function numberAt(req: PreparedRequest, j: number): NumberRead | null {
  let read = req.numbers[j];
  if (read === undefined) req.numbers[j] = read = readNumber(req.tokens, j, req.lang);
  return read;
}

function isSlotOp(o: Op): boolean {
  return o === Op.Enum || o === Op.Number || o === Op.NumberConverted || o === Op.String;
}

/** A slot whose words are read as they come, so that a word beside it may belong to it. */
function saysItself(o: Op): boolean {
  return o === Op.Number || o === Op.NumberConverted || o === Op.String;
}

const UNIT_BESIDE = 1;
const UNIT_REST = 2;

/**
 * Whether elements[i] is a unit that only restates a number slot (template.ts, restating): 0 if
 * not, UNIT_BESIDE right beside the slot, UNIT_REST for the rest of a unit of two tokens after it
 * ("o'" "clock"), which goes with its first token and costs nothing more.
 */
function unitBesideNumber(elements: readonly Element[], i: number): number {
  const e = elements[i]!;
  if (e.kind !== 'lit' || !e.restating) return 0;
  const before = i > 0 ? elements[i - 1]! : undefined;
  if (isNumberSlot(before) || isNumberSlot(elements[i + 1])) return UNIT_BESIDE;
  return before?.kind === 'lit' && before.restating && i > 1 && isNumberSlot(elements[i - 2]) ? UNIT_REST : 0;
}

function isNumberSlot(e: Element | undefined): boolean {
  return e !== undefined && e.kind === 'slot' && e.slot.type === 'number';
}


/**
 * True when a colon stands right before request token j ("prends une note : acheter du pain"):
 * it marks where a free-text slot starts as plainly as the word it stands for ("prends note que
 * {body}").
 */
function colonAt(t: Tokens, j: number): boolean {
  return markBefore(t, j, COLONS);
}

/**
 * True when free text (tokens [from, to)) says a number with the unit the template says after its
 * number slot: a second amount, so a second command ("set a 10 minute timer for the eggs and a
 * 15 minute one for the rice"), not a label.
 */
function saysAmountAgain(elements: readonly Element[], req: PreparedRequest, from: number, to: number): boolean {
  for (let i = 1; i < elements.length; i++) {
    const unit = elements[i]!;
    if (unit.kind !== 'lit' || !isNumberSlot(elements[i - 1])) continue;
    for (let k = from + 1; k < to; k++) if (req.tokens[k] === unit.token && numberAt(req, k - 1) !== null) return true;
  }
  return false;
}

/** True for free text (tokens [from, to)) that passes a command on ("meine Frau sagt, du sollst
 * Milch" read as a shopping item; fillers.ts relaying): no name or item, and the command it
 * passes on is the agent's or relayed.ts's to read. */
function passesOn(req: PreparedRequest, from: number, to: number): boolean {
  if (req.fillers.relaying.size === 0) return false;
  for (let k = from; k < to; k++) if (phraseLengthAt(req.tokens, k, req.fillers.relaying) > 0) return true;
  return false;
}

/**
 * True for a place (tokens [from, to) after a word that puts it in one: fillers.ts placing) that
 * ends on a short function word which only polite words follow to the request's end ("weather in
 * Berlin for today" read as "Berlin for", the day passed over): the word goes with what was passed
 * over, so the name is cut short. Other free text may end so ("ruf mich an", "let the cat in").
 */
function endsOnFunctionWord(req: PreparedRequest, from: number, to: number, before: Element | undefined): boolean {
  const n = req.tokens.length;
  if (!(before?.kind === 'lit' && req.fillers.placing.has(before.token))) return false;
  return to - from > 1 && to < n && req.kind[to - 1] === SMALL && afterPolite(req, to, n) === n;
}

/**
 * True for free text (tokens [from, to)) that only counts a time from now: a number, then units
 * of time ("the weather in 3 days", "3日後の天気"), polite words aside. A time, not a name.
 */
function countsTime(req: PreparedRequest, from: number, to: number): boolean {
  const read = numberAt(req, from);
  if (read === null || from + read.length >= to) return false;
  for (let k = from + read.length; k < to; ) {
    const length = phraseLengthAt(req.tokens, k, req.fillers.counted) || req.polite[k]!;
    if (length === 0) return false;
    k += length;
  }
  return true;
}

/**
 * True when free text (tokens [from, to)) says a word that joins two things and then the
 * template's word that leads it, maybe after a number and its unit: the same slot a second time
 * ("the weather in Berlin und in Hamburg", "add eggs and add milk", "timers for 12 minutes for
 * the beans and 25 for the gratin"), two commands.
 */
function saysLeadAgain(req: PreparedRequest, from: number, to: number, before: Element | undefined): boolean {
  if (before?.kind !== 'lit') return false;
  for (let k = from + 1; k < to - 1; k++) {
    const joining = phraseLengthAt(req.tokens, k, req.fillers.joining);
    if (joining === 0) continue;
    let m = k + joining;
    const amount = m < to ? numberAt(req, m) : null;
    if (amount !== null) m += amount.length;
    if (req.tokens[m] === before.token || (amount !== null && req.tokens[m + 1] === before.token)) return true;
  }
  return false;
}

/**
 * How many tokens at the start of free text (tokens [j, end)) say again the template's word right
 * before it, which the request said at j − 1: a stutter ("add add oat milk to the list": only a
 * content word, as "that that" may be the message's own), or a restart after a hesitation,
 * whatever the word ("the weather in, uh, in Chicago"). 0 when none.
 */
function saidAgain(req: PreparedRequest, j: number, end: number, before: Element | undefined): number {
  if (j === 0 || before?.kind !== 'lit' || before.optional || req.tokens[j - 1] !== before.token) return 0;
  const pause = phraseLengthAt(req.tokens, j, req.fillers.hesitations);
  if (pause > 0) return j + pause < end - 1 && req.tokens[j + pause] === before.token ? pause + 1 : 0;
  // Not before a short function word: "add add to cart to my list" adds "add to cart".
  return end - j > 1 && !before.small && !before.reporting && req.tokens[j] === before.token && req.kind[j + 1] !== SMALL ? 1 : 0;
}

/** Where the polite phrases that start tokens [from, to) end: `from` when none does. */
export function afterPolite(req: PreparedRequest, from: number, to: number): number {
  let p = from;
  while (p < to && req.polite[p]! > 0) p += req.polite[p]!;
  return p;
}

function readBack(elements: readonly Element[], req: PreparedRequest, end: number, W: number): Alignment | null {
  const stats = emptyStats(req.tokens.length);
  const slots: Record<string, unknown> = {};
  let laterOp = Op.None;
  for (let at = end; at !== 0; at = prev[at]!) {
    const from = prev[at]!;
    const i = Math.floor(from / W);
    const j = from % W;
    const span = (at % W) - j;
    const e = elements[i];
    const o = op[at] as Op;
    const earlierOp = from === 0 ? Op.None : (op[from] as Op);
    // Tolerances must not touch a slot's edges, where they would change what the slot holds: a
    // stray word beside a value ("minus ten") or a free-text slot whose boundary word is missing
    // ("el tiempo es oro" read as "el tiempo en {city}").
    if (o === Op.SkipSmall && (isSlotOp(laterOp) || isSlotOp(earlierOp))) return null;
    // A short function word the request ends on leaves something unsaid ("turn the kitchen lights
    // on of", "… on or"): the command is not whole.
    if (o === Op.SkipSmall && afterPolite(req, j + 1, req.tokens.length) === req.tokens.length) return null;
    // A call's word beside a number or free text could be part of it ("ciento cincuenta"); beside
    // an enum value, which is said whole, it is not ("the latest Radiolab episode").
    if (o === Op.SkipToolWord && (saysItself(laterOp) || saysItself(earlierOp))) return null;
    // …unless a colon stands there, as plain a boundary as the word (colonAt).
    const colon = o === Op.DropSmall && ((i > 0 && isFreeText(elements[i - 1])) || isFreeText(elements[i + 1])) ? colonAt(req.t, j) : null;
    if (colon === false) return null;
    laterOp = o;
    switch (o) {
      case Op.LitExact:
      case Op.LitPercent:
        stats.literals++;
        if (e?.kind === 'lit' && !e.optional && !e.small) stats.contentLiterals++;
        break;
      case Op.LitTypo:
        stats.typos++;
        break;
      case Op.LitWordForm:
        stats.wordForms++;
        break;
      case Op.LitReported:
        stats.reported++;
        break;
      case Op.DropReporting:
        stats.smallDropped++;
        break;
      case Op.LitContraction:
        stats.literals++;
        stats.contractions++;
        break;
      case Op.GlueTemplate:
      case Op.GlueRequest:
        stats.glued++;
        stats.literals++;
        if (e?.kind === 'lit' && !e.optional && !e.small) stats.contentLiterals++;
        break;
      case Op.SkipPolite:
        stats.politeSkipped++;
        break;
      case Op.SkipArticle:
        stats.articlesSkipped++;
        break;
      case Op.SkipSmall:
        stats.smallInserted++;
        break;
      case Op.SkipToolWord:
        stats.toolWords++;
        break;
      case Op.DropOptional:
        stats.optionalDropped++;
        break;
      case Op.DropSmall:
        stats.smallDropped++;
        // Said as a colon: the request marks where its free text starts, as the word would.
        if (colon === true && leadsFreeText(elements, i)) stats.literals++;
        break;
      case Op.DropUnit:
        if (unitBesideNumber(elements, i) === UNIT_BESIDE) stats.unitsDropped++;
        break;
      case Op.Enum:
        stats.enumWords += span;
        stats.typos += payloadTypos[at]!;
        if (e?.kind === 'slot') slots[e.name] = payload[at];
        break;
      case Op.Number:
        stats.numberWords += span;
        if (e?.kind === 'slot') slots[e.name] = payload[at];
        break;
      case Op.NumberConverted:
        // The unit said is the utterance's own word said another way.
        stats.numberWords += span - 1;
        stats.wordForms++;
        if (e?.kind === 'slot') slots[e.name] = payload[at];
        break;
      case Op.String: {
        stats.stringWords += span;
        stats.hasString = true;
        // Read back from the end: the last one set is the first free text.
        stats.textFrom = j;
        // "text Sam that I'm late": the message is what follows "that" — where the free text
        // ends the utterance, as dictation does ("add that stuff to my list" keeps it), and
        // unless the utterance says "that" before the slot itself.
        const before = i > 0 ? elements[i - 1] : undefined;
        // …and where the utterance's own "that" went unsaid ("make a note saying …" for "make a
        // note that {body}"), the words said for it are not the text's either.
        const ownLead = before?.kind === 'lit' && before.reporting;
        const reported = i === elements.length - 1 && (!ownLead || (earlierOp !== Op.LitExact && earlierOp !== Op.LitContraction));
        const own = e?.kind === 'slot' && e.slot.type === 'string' ? e.slot.own : undefined;
        const dictation = isDictation(elements, i, req.fillers);
        const refused = own === undefined ? null : (tokens: readonly string[], s: number, t: number) => saysOthersWords(own, req.primary, tokens, s, t, req.fillers.small, !dictation);
        if (saysAmountAgain(elements, req, j, j + span) || (!dictation && (saysLeadAgain(req, j, j + span, before) || countsTime(req, j, j + span) || endsOnFunctionWord(req, j, j + span, before) || passesOn(req, j, j + span)))) return null;
        // The pronoun split off the verb before the text is the command's ("apúntame huevos": huevos).
        let from = j + saidAgain(req, j, j + span, before);
        while (from < j + span - 1 && req.clitics?.[from] === true) from++;
        const value = stringSlotValue(req.t, from, j + span, req.fillers, { reported, refused, dictation, place: before?.kind === 'lit' && req.fillers.placing.has(before.token), refers: req.secondCommand === true });
        if (value === null) return null;
        if (e?.kind === 'slot') slots[e.name] = value;
        break;
      }
      default:
        return null;
    }
  }
  // Every slot was passed by its own step, a free-text one by Op.String (which set hasString).
  const conf = confidence(stats);
  if (conf === null) return null;
  return { slots, stats, confidence: conf };
}
