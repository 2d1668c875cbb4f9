// Seeded generator of realistic catalogues and of requests drawn from them, for the scaling and
// peer benchmarks. Same seed, same catalogue, byte for byte.
//
// Apps mix real domain words (lexicon.ts) with seeded pseudo-words for brands, qualifiers and
// names, so that a thousand apps are not a thousand copies: each intent's core phrase
// (verb pair + object + qualifier) is unique in the catalogue, and apps still share the everyday
// vocabulary real apps share ("open", "the report", "now", "please"). That keeps every label
// honest: a request drawn from an intent's utterance belongs to that intent and no other.
import type { IntentDefinition, IntentSlot, JsonObject, Manifest, ToolDefinition } from '../../src/manifest/types.js';
import type { AppInput } from '../../src/selector/types.js';
import {
  FRAMES,
  FREE_TEXT,
  GEN_LANGUAGES,
  NOUNS,
  numberWords,
  OUT_OF_DOMAIN,
  POLITE,
  SLOT_PHRASES,
  SMALL_WORDS,
  VALUE_WORDS,
  VERBS,
  type GenLang,
} from './lexicon.js';

export type { GenLang } from './lexicon.js';
export { GEN_LANGUAGES } from './lexicon.js';

export interface GenerateOptions {
  apps: number;
  seed: number;
  /** Languages apps draw from (default en, es, de, fr). */
  languages?: readonly GenLang[];
  /**
   * 'varied' (default): 5–20 intents, 5–20 utterances per language, 1–3 languages per app.
   * 'fixed': exactly 10 intents × 10 utterances × 2 languages (the selector issue's headline shape).
   */
  shape?: 'varied' | 'fixed';
}

export interface GeneratedCatalog {
  manifests: Manifest[];
  inputs: AppInput[];
}

export type RequestTier = 'exact' | 'surface' | 'numbers' | 'noise' | 'out_of_domain';

export interface GeneratedRequest {
  text: string;
  lang: GenLang;
  expect: { app: string; intent: string } | null;
  tier: RequestTier;
}

/** mulberry32: small, fast, good enough for shuffling test data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const int = (r: Rand, min: number, max: number): number => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
function shuffled<T>(r: Rand, xs: readonly T[]): T[] {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

const ONSETS = ['b', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'kr', 'tr', 'st', 'pl', 'gl'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou'];
const CODAS = ['', '', '', 'n', 'r', 'x', 'l', 'm', 's'];

/** A pronounceable made-up word: brand names, qualifiers, enum names. */
export function pseudoWord(r: Rand, syllables = int(r, 2, 3)): string {
  let w = '';
  for (let i = 0; i < syllables; i++) w += pick(r, ONSETS) + pick(r, VOWELS);
  return w + pick(r, CODAS);
}
const capital = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** Puts a qualifier where the language puts an adjective-like name: "the kelmo report", "el informe kelmo". */
function qualify(nounPhrase: string, q: string, lang: GenLang): string {
  if (lang === 'es' || lang === 'fr') return `${nounPhrase} ${q}`;
  const i = nounPhrase.indexOf(' ');
  const word = lang === 'de' ? capital(q) : q;
  return i < 0 ? `${word} ${nounPhrase}` : `${nounPhrase.slice(0, i)} ${word}${nounPhrase.slice(i)}`;
}

const SLOT_NAMES = {
  enum: ['playlist', 'room', 'team', 'profile', 'channel', 'mode', 'station', 'zone'],
  number: ['level', 'minutes', 'amount', 'percent', 'count', 'degrees'],
  string: ['message', 'note', 'text', 'comment'],
} as const;

type SlotKind = 'enum' | 'number' | 'string';

const ACK: Record<GenLang, string> = { en: 'Done.', es: 'Hecho.', de: 'Erledigt.', fr: "C'est fait." };

function enumValues(r: Rand, count: number): string[] {
  const out = new Set<string>();
  while (out.size < count) {
    const roll = r();
    if (roll < 0.25) out.add(pick(r, VALUE_WORDS));
    else if (roll < 0.45) out.add(`${capital(pseudoWord(r, 2))} ${pick(r, VALUE_WORDS)}`);
    else out.add(capital(pseudoWord(r)));
  }
  return [...out];
}

function snake(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

interface IntentPlan {
  verbs: (typeof VERBS)[number];
  noun: (typeof NOUNS)[number];
  qualifier: string | null;
  kind: SlotKind | null;
}

function planIntent(r: Rand, taken: Set<string>): IntentPlan {
  for (;;) {
    const g = int(r, 0, VERBS.length - 1);
    const n = int(r, 0, NOUNS.length - 1);
    // Most intents carry a made-up qualifier (brand, product line); the rest are generic phrases
    // that must still be unique in the whole catalogue.
    const qualifier = r() < 0.75 ? pseudoWord(r) : null;
    const key = `${g}|${n}|${qualifier ?? ''}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const roll = r();
    const kind: SlotKind | null = roll < 0.4 ? null : roll < 0.65 ? 'enum' : roll < 0.85 ? 'number' : 'string';
    return { verbs: VERBS[g]!, noun: NOUNS[n]!, qualifier, kind };
  }
}

function utterancesFor(r: Rand, plan: IntentPlan, lang: GenLang, slot: string | null, count: number): string[] {
  const noun = plan.qualifier ? qualify(plan.noun[lang], plan.qualifier, lang) : plan.noun[lang];
  const phrases = plan.kind ? SLOT_PHRASES[plan.kind][lang].map((p) => p.replace('{s}', `{${slot}}`)) : [''];
  const all: string[] = [];
  for (const v of plan.verbs) {
    for (const frame of FRAMES[lang]) {
      for (const x of phrases) all.push(frame.replace('{v}', v[lang]).replace('{n}', noun).replace('{x}', x));
    }
  }
  return shuffled(r, [...new Set(all)]).slice(0, count);
}

function buildApp(r: Rand, index: number, seed: number, opts: Required<Omit<GenerateOptions, 'apps' | 'seed'>>, taken: Set<string>): Manifest {
  const fixed = opts.shape === 'fixed';
  const brand = capital(pseudoWord(r));
  const langCount = fixed ? Math.min(2, opts.languages.length) : int(r, 1, Math.min(3, opts.languages.length));
  const langs = shuffled(r, opts.languages).slice(0, langCount);
  const intentCount = fixed ? 10 : int(r, 5, 20);
  const tools: ToolDefinition[] = [];
  const intents: IntentDefinition[] = [];
  const names = new Set<string>();

  for (let k = 0; k < intentCount; k++) {
    const plan = planIntent(r, taken);
    let name = snake(`${plan.verbs[0]!.en} ${plan.qualifier ?? ''} ${plan.noun.en.replace(/^the /, '')}`).slice(0, 56);
    if (names.has(name)) name = `${name}_${k}`;
    names.add(name);

    const slotName = plan.kind ? pick(r, SLOT_NAMES[plan.kind]) : null;
    const properties: JsonObject = {};
    const slots: Record<string, IntentSlot> = {};
    if (plan.kind && slotName) {
      if (plan.kind === 'enum') {
        const values = enumValues(r, int(r, 5, 30));
        properties[slotName] = { type: 'string', description: `Which ${slotName}.` };
        slots[slotName] = { type: 'enum', required: true, values };
      } else if (plan.kind === 'number') {
        const integer = r() < 0.7;
        const min = integer ? pick(r, [0, 1, 5, 10]) : 0;
        const max = integer ? pick(r, [30, 60, 100, 120, 300].filter((m) => m > min)) : pick(r, [10, 50]);
        properties[slotName] = { type: integer ? 'integer' : 'number', minimum: min, maximum: max, description: `The ${slotName}.` };
        slots[slotName] = { type: 'number', required: true };
      } else {
        properties[slotName] = { type: 'string', minLength: 1, description: `The ${slotName}, word for word.` };
        slots[slotName] = { type: 'string', required: true };
      }
    }
    tools.push({
      name,
      description: `${capital(plan.verbs[0]!.en)} ${plan.noun.en} in ${brand}.`,
      inputSchema: { type: 'object', properties, ...(slotName ? { required: [slotName] } : {}) },
    });
    const utterances: Record<string, string[]> = {};
    const response: Record<string, string> = {};
    for (const lang of langs) {
      utterances[lang] = utterancesFor(r, plan, lang, slotName, fixed ? 10 : int(r, 5, 20));
      response[lang] = ACK[lang];
    }
    intents.push({
      name,
      tool: name,
      description: `${capital(plan.verbs[0]!.en)} ${plan.noun.en}${plan.qualifier ? ` (${plan.qualifier})` : ''}.`,
      utterances,
      ...(slotName ? { slots } : {}),
      response,
    });
  }

  return {
    schemaVersion: 1,
    id: `com.gen${seed}.${brand.toLowerCase()}${index}`,
    version: '1.0.0',
    name: brand,
    summary: `${brand}: generated benchmark app ${index}.`,
    publisher: { id: `pub_gen${index}`, name: `${brand} Labs` },
    runtime: { kind: 'local-mcp', command: 'node', args: ['server.js'] },
    tools,
    intents,
  };
}

export function generateCatalog(opts: GenerateOptions): GeneratedCatalog {
  const r = rng(opts.seed);
  const full = { languages: opts.languages ?? GEN_LANGUAGES, shape: opts.shape ?? 'varied' } as const;
  const taken = new Set<string>();
  const manifests: Manifest[] = [];
  for (let i = 0; i < opts.apps; i++) manifests.push(buildApp(r, i, opts.seed, full, taken));
  return { manifests, inputs: manifests.map((manifest) => ({ manifest, liveTools: null })) };
}

// ---------------------------------------------------------------------------------------------
// Requests

interface IntentRef {
  manifest: Manifest;
  intent: IntentDefinition;
  tool: ToolDefinition;
}

function refsOf(catalog: GeneratedCatalog): IntentRef[] {
  const out: IntentRef[] = [];
  for (const manifest of catalog.manifests) {
    for (const intent of manifest.intents ?? []) {
      const tool = manifest.tools.find((t) => t.name === intent.tool);
      if (tool) out.push({ manifest, intent, tool });
    }
  }
  return out;
}

function numberSlot(ref: IntentRef): { name: string; min: number; max: number; integer: boolean } | null {
  for (const [name, slot] of Object.entries(ref.intent.slots ?? {})) {
    if (slot.type !== 'number') continue;
    const prop = (ref.tool.inputSchema.properties as Record<string, { type?: string; minimum?: number; maximum?: number }>)[name];
    return { name, min: prop?.minimum ?? 0, max: prop?.maximum ?? 100, integer: prop?.type === 'integer' };
  }
  return null;
}

/** Fills an utterance, token by token; `literal` marks the template's own words. */
function fill(r: Rand, ref: IntentRef, lang: GenLang, utterance: string, spellNumbers: boolean): { words: string[]; literal: boolean[] } {
  const words: string[] = [];
  const literal: boolean[] = [];
  for (const token of utterance.split(' ')) {
    const m = /^\{(\w+)\}(.*)$/.exec(token);
    if (!m) {
      words.push(token);
      literal.push(true);
      continue;
    }
    const slot = ref.intent.slots?.[m[1]!];
    let value: string;
    if (slot?.type === 'enum') value = pick(r, slot.values ?? ['x']);
    else if (slot?.type === 'number') {
      const spec = numberSlot(ref)!;
      if (spellNumbers) value = numberWords(int(r, Math.max(0, Math.ceil(spec.min)), Math.min(100, Math.floor(spec.max))), lang);
      else if (spec.integer) value = String(int(r, spec.min, spec.max));
      else value = (spec.min + Math.round(r() * (spec.max - spec.min) * 10) / 10).toFixed(1);
    } else value = pick(r, FREE_TEXT[lang]);
    for (const w of (value + m[2]).split(' ')) {
      words.push(w);
      literal.push(false);
    }
  }
  return { words, literal };
}

const stripAccents = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');

function surface(r: Rand, text: string, lang: GenLang): string {
  let t = text;
  const polite = POLITE[lang];
  const roll = r();
  if (roll < 0.35) t = pick(r, polite.before) + t;
  else if (roll < 0.65) t = t + pick(r, polite.after);
  if (r() < 0.4) t = t.charAt(0).toUpperCase() + t.slice(1);
  if (r() < 0.15) t = t.toUpperCase();
  if (r() < 0.4) t += pick(r, ['.', '!', '?']);
  if (r() < 0.3) t = stripAccents(t);
  if (r() < 0.2) t = t.replace(/ /g, '  ');
  return t;
}

/** One typo in a word of five letters or more, or one small word dropped, as ASR makes them. */
function noise(r: Rand, words: string[], literal: boolean[], lang: GenLang): string | null {
  const long = words.map((w, i) => (literal[i] && /^\p{L}{5,}$/u.test(w) ? i : -1)).filter((i) => i >= 0);
  const small = words.map((w, i) => (literal[i] && SMALL_WORDS[lang].includes(w.toLowerCase()) ? i : -1)).filter((i) => i >= 0);
  const out = words.slice();
  if (small.length > 0 && (long.length === 0 || r() < 0.3)) {
    out.splice(pick(r, small), 1);
    return out.join(' ');
  }
  if (long.length === 0) return null;
  const i = pick(r, long);
  const w = [...out[i]!];
  const p = int(r, 1, w.length - 2);
  const kind = int(r, 0, 2);
  if (kind === 0) w.splice(p, 1);
  else if (kind === 1) [w[p], w[p + 1]] = [w[p + 1]!, w[p]!];
  else w.splice(p, 0, w[p]!);
  const typo = w.join('');
  if (typo === out[i]) return null;
  out[i] = typo;
  return out.join(' ');
}

const TIER_WEIGHTS: [RequestTier, number][] = [
  ['exact', 0.3],
  ['surface', 0.2],
  ['numbers', 0.15],
  ['noise', 0.15],
  ['out_of_domain', 0.2],
];

function drawTier(r: Rand): RequestTier {
  let x = r();
  for (const [tier, w] of TIER_WEIGHTS) {
    if ((x -= w) < 0) return tier;
  }
  return 'exact';
}

export function generateRequests(catalog: GeneratedCatalog, opts: { count: number; seed: number }): GeneratedRequest[] {
  const r = rng(opts.seed ^ 0x9e3779b9);
  const refs = refsOf(catalog);
  const numeric = refs.filter((ref) => numberSlot(ref) !== null);
  if (refs.length === 0) return [];
  const out: GeneratedRequest[] = [];
  let guard = 0;
  while (out.length < opts.count && guard++ < opts.count * 20) {
    let tier = drawTier(r);
    if (tier === 'numbers' && numeric.length === 0) tier = 'exact';
    if (tier === 'out_of_domain') {
      const ref = pick(r, refs);
      const lang = pick(r, Object.keys(ref.intent.utterances)) as GenLang;
      const word = r() < 0.5 ? pick(r, NOUNS)[lang] : ref.manifest.name;
      out.push({ text: pick(r, OUT_OF_DOMAIN[lang]).replace('{w}', word), lang, expect: null, tier });
      continue;
    }
    const ref = tier === 'numbers' ? pick(r, numeric) : pick(r, refs);
    const lang = pick(r, Object.keys(ref.intent.utterances)) as GenLang;
    const utterance = pick(r, ref.intent.utterances[lang] ?? []);
    if (tier === 'numbers' && !utterance.includes(`{${numberSlot(ref)!.name}}`)) continue;
    const { words, literal } = fill(r, ref, lang, utterance, tier === 'numbers');
    let text: string | null = words.join(' ');
    if (tier === 'surface') text = surface(r, text, lang);
    else if (tier === 'noise') text = noise(r, words, literal, lang);
    if (text === null) continue;
    out.push({ text, lang, expect: { app: ref.manifest.id, intent: ref.intent.name }, tier });
  }
  return out;
}
