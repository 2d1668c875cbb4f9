// Compiling: one app at a time (compileApp), then a cheap merge of compiled apps into an immutable
// snapshot with the catalogue-wide index (buildSnapshot). Recompiling one app leaves the others'
// compiled parts untouched, and given the previous snapshot only the postings of the words the
// changed app touches are copied and redone.
import type { ValidateFunction } from 'ajv';
import { compileSchema } from '../manifest/json-schema.js';
import type { IntentDefinition, JsonObject, Manifest, UiView } from '../manifest/types.js';
import { compileEnum } from '../slots/enum.js';
import { numberSpec } from '../slots/number.js';
import { resolveApp } from '../slots/resolve.js';
import { fillersFor } from './fillers.js';
import { compileResponse, type CompiledResponse } from './response.js';
import { primaryLanguage } from './lang.js';
import { compileAppNames, type AppNames } from './app-names.js';
import { ResultCache } from './result-cache.js';
import { receiverFirst } from './dative.js';
import { placeBeforeNoun } from './modifier.js';
import { particleMoved } from './phrasal.js';
import { isRequired, parseTemplate, type Element, type SlotElement, type SlotMatcher } from './template.js';
import { reserveOwnWords } from './own-words.js';
import { assignCalls, type Call } from './tool-words.js';
import { appPart, sameItems, updateLanguageIndex, type AppPart, type LanguageIndex } from './token-index.js';
import type { AppInput, ResolvedIntent, SelectResponse } from './types.js';

/** One active intent, ready to match. */
export interface CompiledIntent {
  app: string;
  name: string;
  tool: string;
  qualifiedTool: string;
  /** Utterance language keys as written, and lower-cased, in manifest order. */
  langKeys: string[];
  langKeysLower: string[];
  responseKeys: string[];
  responseKeysLower: string[];
  responses: Record<string, CompiledResponse>;
  fixedArgs: Record<string, unknown>;
  validate: ValidateFunction | null;
  confirmation: UiView | null;
  templates: Template[];
  /** How many of `templates`, the first, are utterances as written: word-order variants follow. */
  written: number;
  /** The app's intents making the same call, whose words its templates may pass over
   * (tool-words.ts); null until compileApp groups them. */
  call: Call | null;
  /** Per-request scratch: the language key chosen for the request being served, and the
   * language chain it was chosen for (the same for every request with the same tag). */
  langStamp: number;
  langChain: readonly string[] | null;
  langChosen: string | null;
  /** Per-request scratch: where this intent's best alignment sits in the request's list, or -1. */
  bestAt: number;
}

export interface Template {
  intent: CompiledIntent;
  /** The utterance key this template came from. */
  langKey: string;
  primary: string;
  utterance: string;
  elements: Element[];
  /** Content words the request must say (exactly or within one edit) for the template to fit;
   * shared by templates of the intent requiring the same. */
  required: readonly string[];
  /** Per-request scratch: set when select() has visited this template. */
  stamp: number;
}

export interface CompiledApp {
  id: string;
  manifest: Manifest;
  /** Every intent's status and slots (GET /apps/:id/intents). */
  intents: ResolvedIntent[];
  /** Active intents, compiled. */
  compiled: CompiledIntent[];
  /** Primary languages the app serves. */
  primaries: ReadonlySet<string>;
  /** Per primary language, what the catalogue-wide index needs from this app, computed once. */
  parts: ReadonlyMap<string, AppPart<Template>>;
}

export interface Snapshot {
  generation: number;
  apps: ReadonlyMap<string, CompiledApp>;
  /** Per primary language. */
  index: ReadonlyMap<string, LanguageIndex<Template>>;
  /** Primary languages served by at least one app. */
  primaries: ReadonlySet<string>;
  /** Recent selections of this snapshot (its generation is implied). */
  cache: ResultCache<Omit<SelectResponse, 'tookMicros'>>;
  /** The apps' names, which a request may say (app-names.ts). */
  names: AppNames;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function slotElements(intent: ResolvedIntent, schema: JsonObject | undefined): Map<string, SlotElement> {
  const props = isRecord(schema?.properties) ? schema.properties : {};
  const out = new Map<string, SlotElement>();
  for (const [name, slot] of Object.entries(intent.slots)) {
    let matcher: SlotMatcher;
    if (slot.type === 'enum') matcher = { type: 'enum', enum: compileEnum(slot.values ?? []) };
    else if (slot.type === 'number') matcher = { type: 'number', spec: numberSpec(Object.hasOwn(props, name) ? props[name] : undefined) };
    else matcher = { type: 'string' };
    out.set(name, { kind: 'slot', name, slot: matcher });
  }
  return out;
}

function compileIntent(
  appId: string,
  def: IntentDefinition,
  resolved: ResolvedIntent,
  manifest: Manifest,
  schema: JsonObject | undefined,
): CompiledIntent {
  const tool = manifest.tools.find((t) => t.name === resolved.tool);
  const compiledSchema = schema ? compileSchema(schema) : null;
  const fixedArgs = isRecord(def.fixedArgs) ? def.fixedArgs : {};
  const responses: Record<string, CompiledResponse> = {};
  if (isRecord(def.response)) {
    for (const [key, text] of Object.entries(def.response)) if (typeof text === 'string') responses[key] = compileResponse(text);
  }
  const utterances = isRecord(def.utterances) ? def.utterances : {};
  const intent: CompiledIntent = {
    app: appId,
    name: resolved.name,
    tool: resolved.tool,
    qualifiedTool: `${appId}.${resolved.tool}`,
    langKeys: Object.keys(utterances),
    langKeysLower: Object.keys(utterances).map((k) => k.toLowerCase()),
    responseKeys: Object.keys(responses),
    responseKeysLower: Object.keys(responses).map((k) => k.toLowerCase()),
    responses,
    fixedArgs,
    validate: compiledSchema?.ok ? compiledSchema.validate : null,
    confirmation: isRecord(tool?.confirmation) ? tool.confirmation : null,
    templates: [],
    written: 0,
    call: null,
    langStamp: 0,
    langChain: null,
    langChosen: null,
    bestAt: -1,
  };
  const slots = slotElements(resolved, schema);
  const templates: Template[] = [];
  const seen: string[][] = [];
  for (const [langKey, list] of Object.entries(utterances)) {
    if (!Array.isArray(list)) continue;
    const primary = primaryLanguage(langKey);
    const fillers = fillersFor(primary);
    for (const utterance of list) {
      if (typeof utterance !== 'string') continue;
      const parsed = parseTemplate(utterance, slots, fixedArgs, fillers, langKey);
      if (!parsed) continue;
      const required = requiredWords(parsed.elements, seen);
      templates.push({ intent, langKey, primary, utterance, elements: parsed.elements, required, stamp: 0 });
    }
  }
  intent.written = templates.length;
  gatherUnits(templates);
  addWordOrderVariants(templates);
  // Exactly as long as it is: a catalogue holds ten thousand of these lists.
  intent.templates = templates.slice();
  return intent;
}

/**
 * Gives each number slot of an intent the units that restate it which its utterances say right
 * after it ("set the thermostat to {temperature} degrees"): then "set the temperature to 30
 * degrees" says the same as "set the temperature to {temperature}" does (match.ts).
 */
function gatherUnits(templates: readonly Template[]): void {
  for (const tpl of templates) {
    const els = tpl.elements;
    for (let i = 0; i + 1 < els.length; i++) {
      const e = els[i]!;
      const next = els[i + 1]!;
      if (e.kind !== 'slot' || e.slot.type !== 'number' || next.kind !== 'lit' || !next.restating || next.percent || next.token.includes("'")) continue;
      const units = (e.slot.units ??= new Set<string>()) as Set<string>;
      units.add(next.token);
    }
  }
}

/**
 * Adds each English utterance in the other word orders people use for it: its phrasal verb's
 * particle on the other side of the object (phrasal.ts), a closing place before the noun it
 * qualifies (modifier.ts), the receiver before the object (dative.ts), and the particle moved in
 * those too — unless the intent says it that way already. A variant requires the same words.
 */
function addWordOrderVariants(templates: Template[]): void {
  let variants: Template[] | null = null;
  for (const tpl of templates) {
    if (tpl.primary !== 'en') continue;
    const bases = [tpl.elements];
    const placed = placeBeforeNoun(tpl.elements);
    if (placed !== null) bases.push(placed);
    const receiver = receiverFirst(tpl.elements);
    if (receiver !== null) bases.push(receiver);
    for (const base of bases) {
      if (base !== tpl.elements) (variants ??= []).push({ ...tpl, elements: base });
      const moved = particleMoved(base);
      if (moved !== null) (variants ??= []).push({ ...tpl, elements: moved });
    }
  }
  // Elements are shared per word and per slot: two utterances alike hold the same elements.
  for (const variant of variants ?? []) {
    if (!templates.some((t) => t.langKey === variant.langKey && sameItems(t.elements, variant.elements))) templates.push(variant);
  }
}

/**
 * The words a template requires, as an array of its own length, or the same array as an earlier
 * template of the intent (in `seen`) that requires the same words — utterances of one intent often
 * differ only in words that may be left out. At 1,000 apps that is 200k lists, each held for as
 * long as the app is: the size matters, and so does the number of objects the collector copies.
 */
function requiredWords(elements: readonly Element[], seen: string[][]): readonly string[] {
  let n = 0;
  for (const e of elements) if (isRequired(e)) n++;
  for (const list of seen) if (list.length === n && sameRequired(list, elements)) return list;
  const required = new Array<string>(n);
  let k = 0;
  for (const e of elements) if (isRequired(e)) required[k++] = e.token;
  seen.push(required);
  return required;
}

/** True when `list` holds exactly the required words of `elements`, in order (their counts agree). */
function sameRequired(list: readonly string[], elements: readonly Element[]): boolean {
  let k = 0;
  for (const e of elements) if (isRequired(e) && list[k++] !== e.token) return false;
  return true;
}

/** Compiles one app: resolves its intents (slots/resolve.ts) and parses every utterance. */
export function compileApp(input: AppInput): CompiledApp {
  const manifest = input.manifest;
  const resolved = resolveApp(input);
  const defs = Array.isArray(manifest.intents) ? manifest.intents : [];
  const compiled: CompiledIntent[] = [];
  const primaries = new Set<string>();
  const templates = new Map<string, Template[]>();
  resolved.intents.forEach((ri, i) => {
    const def = defs[i];
    if (ri.status !== 'active' || !def) return;
    try {
      const intent = compileIntent(manifest.id, def, ri, manifest, resolved.inputSchemas.get(ri.tool));
      compiled.push(intent);
      for (const tpl of intent.templates) {
        primaries.add(tpl.primary);
        let list = templates.get(tpl.primary);
        if (list === undefined) templates.set(tpl.primary, (list = []));
        list.push(tpl);
      }
    } catch {
      // Only reachable through input validation let through; the intent cannot serve.
    }
  });
  assignCalls(compiled);
  reserveOwnWords(compiled);
  const parts = new Map<string, AppPart<Template>>();
  for (const [primary, list] of templates) parts.set(primary, appPart(manifest.id, list));
  return { id: manifest.id, manifest, intents: resolved.intents, compiled, primaries, parts };
}

const CACHE_ENTRIES = 2000;

const appOf = (tpl: Template): string => tpl.intent.app;

/**
 * Merges compiled apps into an immutable snapshot (a later app with the same id replaces an
 * earlier one). With `previous`, only what changed since it is redone: apps are compared by
 * identity (a recompiled app is a new object), and the language indexes share every posting
 * the change does not touch — replacing one app of a thousand costs milliseconds, not a
 * rebuild. `previous` itself stays valid for selections still running on it.
 */
export function buildSnapshot(apps: readonly CompiledApp[], generation = 0, previous?: Snapshot): Snapshot {
  const byId = new Map<string, CompiledApp>();
  for (const app of apps) byId.set(app.id, app);
  const primaries = new Set<string>();
  for (const app of byId.values()) for (const p of app.primaries) primaries.add(p);
  // Per language: the parts that leave (removed or replaced apps) and those that join.
  const removed = new Map<string, AppPart<Template>[]>();
  const added = new Map<string, AppPart<Template>[]>();
  const push = (m: Map<string, AppPart<Template>[]>, primary: string, part: AppPart<Template>) => {
    const list = m.get(primary);
    if (list === undefined) m.set(primary, [part]);
    else list.push(part);
  };
  const before = previous?.apps ?? new Map<string, CompiledApp>();
  for (const [id, old] of before) {
    if (byId.get(id) === old) continue;
    for (const [primary, part] of old.parts) push(removed, primary, part);
  }
  for (const [id, app] of byId) {
    if (before.get(id) === app) continue;
    for (const [primary, part] of app.parts) push(added, primary, part);
  }
  const all = (primary: string) =>
    function* (): Iterable<AppPart<Template>> {
      for (const app of byId.values()) {
        const part = app.parts.get(primary);
        if (part !== undefined) yield part;
      }
    };
  const index = new Map<string, LanguageIndex<Template>>();
  const languages = new Set<string>([...primaries, ...(previous?.index.keys() ?? [])]);
  for (const primary of languages) {
    const prior = previous?.index.get(primary) ?? null;
    if (!primaries.has(primary)) continue;
    const gone = removed.get(primary) ?? [];
    const joining = added.get(primary) ?? [];
    if (prior !== null && gone.length === 0 && joining.length === 0) index.set(primary, prior);
    else index.set(primary, updateLanguageIndex(primary, prior, gone, joining, all(primary), appOf));
  }
  const names = compileAppNames([...byId.values()].map((app) => [app.id, app.manifest.name] as const));
  return { generation, apps: byId, index, primaries, cache: new ResultCache(CACHE_ENTRIES), names };
}

/** compileApp for each input, then buildSnapshot. */
export function compileCatalog(inputs: readonly AppInput[], generation = 0): Snapshot {
  return buildSnapshot(inputs.map(compileApp), generation);
}
