// POST /select without the HTTP: from a request to the exact response body of API.md.
import { argumentsValid, buildArguments } from './arguments.js';
import { compareScored, decide } from './ambiguity.js';
import type { CompiledIntent, Snapshot, Template } from './catalog.js';
import { bindConfirmation } from './confirmation.js';
import { fillersFor, politeLengthAt } from './fillers.js';
import { chooseLanguageKey, langChain, primaryLanguage } from './lang.js';
import { align, type Alignment, type PreparedRequest } from './match.js';
import { renderResponse } from './response.js';
import { fuzzyWords, type LanguageIndex } from './token-index.js';
import { tokenize } from './tokenize.js';
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
}

// Marks templates and intents visited by the request being served (select() is synchronous).
let stamp = 0;

function prepare(text: string, lang: string, index: LanguageIndex<Template>): PreparedRequest {
  const t = tokenize(text);
  const fillers = fillersFor(primaryLanguage(lang));
  const tokens = t.tokens;
  const polite = tokens.map((_, j) => politeLengthAt(tokens, j, fillers.phrases));
  const glued = tokens.map((w) => (w.includes("'") ? w.replace(/'/g, '') : w));
  const fuzzy = tokens.map((w) => (w.charCodeAt(0) >= 0x61 || w.charCodeAt(0) > 0x7f ? fuzzyWords(index, w) : null));
  return { t, tokens, glued, lang, fillers, polite, fuzzy };
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

function selectUncached(snapshot: Snapshot, text: string, lang: string, enabled: ReadonlySet<string> | null): Omit<SelectResponse, 'tookMicros'> {
  const primary = primaryLanguage(lang);
  const index = snapshot.index.get(primary);
  if (!index || !eligibleLanguage(snapshot, enabled, primary)) return { match: null, reason: 'no_eligible_intents', candidates: [] };
  const chain = langChain(lang);
  const req = prepare(text, lang, index);
  const current = ++stamp;
  const best = new Map<CompiledIntent, ScoredIntent>();

  const visit = (list: readonly Template[] | undefined): void => {
    if (!list) return;
    for (const tpl of list) {
      if (tpl.stamp === current) continue;
      tpl.stamp = current;
      const intent = tpl.intent;
      if (enabled !== null && !enabled.has(intent.app)) continue;
      if (intent.langStamp !== current) {
        intent.langStamp = current;
        intent.langChosen = chooseLanguageKey(intent.langKeys, intent.langKeysLower, chain);
      }
      if (tpl.langKey !== intent.langChosen) continue;
      const alignment = align(tpl.elements, req);
      if (!alignment) continue;
      const had = best.get(intent);
      const s: ScoredIntent = { intent, template: tpl, alignment, confidence: alignment.confidence, stats: alignment.stats };
      if (!had || compareScored(s, had) < 0) best.set(intent, s);
    }
  };
  const { tokens, fuzzy, glued } = req;
  for (let j = 0; j < tokens.length; j++) {
    visit(index.byWord.get(tokens[j]!));
    const fz = fuzzy[j];
    if (fz) for (const w of fz) visit(index.byWord.get(w));
    if (j + 1 < tokens.length) visit(index.byWord.get(glued[j]! + glued[j + 1]!));
  }

  const scored = [...best.values()].sort(compareScored);
  // Arguments the tool would refuse make a selection no match: drop those, try the next.
  const valid: ScoredIntent[] = [];
  for (const s of scored.slice(0, MAX_VALIDATED)) {
    const args = buildArguments(s.intent.fixedArgs, s.alignment.slots);
    if (argumentsValid(s.intent.validate, args)) valid.push({ ...s, args });
  }
  const candidates = candidatesOf(valid);
  const decision = decide(valid[0], valid[1]);
  if (decision !== 'matched') return { match: null, reason: decision, candidates };
  return { match: toMatch(valid[0]!, chain), reason: 'matched', candidates };
}

function toMatch(s: ScoredIntent, chain: readonly string[]): SelectMatch {
  const intent = s.intent;
  const args = s.args ?? {};
  const responseKey =
    chooseLanguageKey(intent.responseKeys, intent.responseKeysLower, chain) ??
    (Object.hasOwn(intent.responses, s.template.langKey) ? s.template.langKey : intent.responseKeys[0]);
  const response = responseKey === undefined ? '' : renderResponse(intent.responses[responseKey] ?? '', { ...intent.fixedArgs, ...s.alignment.slots });
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
  const enabled = req.apps === undefined ? null : new Set(req.apps);
  const key = `${lang.toLowerCase()}\u0000${req.apps === undefined ? '*' : req.apps.join('\u0001')}\u0000${req.text}`;
  let body = snapshot.cache.get(key);
  if (body === undefined) {
    body = selectUncached(snapshot, req.text, lang, enabled);
    snapshot.cache.set(key, body);
  }
  const tookMicros = Math.max(0, Math.round((performance.now() - t0) * 1000));
  return { match: body.match, reason: body.reason, candidates: body.candidates, tookMicros };
}
