// Decides, for one compile of one app, which intents serve and what each enum slot may hold.
// Pure: the manifest and the server's latest tool listing in, statuses and value lists out.
// What a server lists is untrusted; every problem becomes an omitted intent with a reason,
// never an exception, so one bad tool costs only its own intents.
import { compileSchema } from '../manifest/json-schema.js';
import { invisibleCharacter, valueListProblem } from '../manifest/text.js';
import type { IntentDefinition, IntentSlot, JsonObject, Manifest, ToolDefinition } from '../manifest/types.js';
import type { AppInput, LiveTool, ResolvedApp, ResolvedIntent, ResolvedSlot, SlotSource } from '../selector/types.js';

/** The metadata key under which a server publishes live slot choices (manifest reference). */
export const INTENT_SLOT_VALUES_META_KEY = 'voiceos/intent-slot-values';

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(record: JsonRecord, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Quoted for a reason; a name from a server is shown only when it is printable. */
function quote(name: string): string {
  return invisibleCharacter(name) === null && name.length <= 200 ? JSON.stringify(name) : '(unprintable name)';
}

/** The schema a tool's intents are judged and their arguments validated against. */
type EffectiveSchema = { ok: true; schema: JsonObject } | { ok: false; reason: string };

function liveSchema(toolName: string, liveTools: readonly LiveTool[]): EffectiveSchema {
  const live = liveTools.find((t) => isRecord(t) && t.name === toolName);
  if (!live) return { ok: false, reason: `tool ${quote(toolName)} is not in the server's tool listing` };
  const schema = live.inputSchema;
  if (!isRecord(schema) || schema.type !== 'object') {
    return { ok: false, reason: `live inputSchema of tool ${quote(toolName)} must be a JSON Schema object with type "object"` };
  }
  const compiled = compileSchema(schema);
  if (!compiled.ok) return { ok: false, reason: `live inputSchema of tool ${quote(toolName)} ${compiled.error}` };
  return { ok: true, schema };
}

function effectiveSchemas(manifest: Manifest, liveTools: readonly LiveTool[] | null): Map<string, EffectiveSchema> {
  const out = new Map<string, EffectiveSchema>();
  for (const tool of Array.isArray(manifest.tools) ? manifest.tools : []) {
    if (!isRecord(tool) || typeof tool.name !== 'string' || out.has(tool.name)) continue;
    if (liveTools === null) {
      out.set(tool.name, isRecord(tool.inputSchema)
        ? { ok: true, schema: tool.inputSchema }
        : { ok: false, reason: `inputSchema of tool ${quote(tool.name)} is not an object` });
    } else {
      out.set(tool.name, liveSchema(tool.name, liveTools));
    }
  }
  return out;
}

/** The string members of the property's `enum`, or null when the property declares none. */
function schemaEnum(schema: JsonObject, slotName: string): string[] | null {
  const properties = own(schema, 'properties');
  if (!isRecord(properties)) return null;
  const property = own(properties, slotName);
  if (!isRecord(property)) return null;
  const values = own(property, 'enum');
  if (!Array.isArray(values)) return null;
  return values.filter((v): v is string => typeof v === 'string');
}

/** The live tool's `_meta[...][slot]`: absent (fall back), a list, or a problem with the metadata. */
type LiveValues = { kind: 'absent' } | { kind: 'list'; values: unknown } | { kind: 'problem'; reason: string };

function liveValues(tool: LiveTool | undefined, slotName: string): LiveValues {
  if (!tool || tool._meta === undefined) return { kind: 'absent' };
  const toolName = quote(String(tool.name));
  if (!isRecord(tool._meta)) return { kind: 'problem', reason: `_meta of tool ${toolName} is not an object` };
  const bySlot = own(tool._meta, INTENT_SLOT_VALUES_META_KEY);
  if (bySlot === undefined) return { kind: 'absent' };
  if (!isRecord(bySlot)) {
    return { kind: 'problem', reason: `_meta["${INTENT_SLOT_VALUES_META_KEY}"] of tool ${toolName} is not an object` };
  }
  const values = own(bySlot, slotName);
  if (values === undefined) return { kind: 'absent' };
  return { kind: 'list', values };
}

type SlotResult = { slot: ResolvedSlot; problem: string | null };

function resolveEnumSlot(
  name: string,
  def: IntentSlot,
  base: ResolvedSlot,
  schema: JsonObject,
  liveTool: LiveTool | undefined,
  liveTools: readonly LiveTool[] | null,
): SlotResult {
  const sources: Partial<Record<SlotSource, string[]>> = {};
  const slot: ResolvedSlot = { ...base, sources };
  const fail = (problem: string): SlotResult => ({ slot, problem: `slot ${quote(name)}: ${problem}` });

  // The base list: the author's static values, or the server's live ones.
  let baseSource: 'static' | 'live' | null = null;
  if (def.valuesFrom === 'tool') {
    if (liveTools === null) return fail("live values unavailable: the app's server is not connected");
    const live = liveValues(liveTool, name);
    if (live.kind === 'problem') return fail(live.reason);
    if (live.kind === 'list') {
      const problem = valueListProblem(live.values);
      if (problem !== null) return fail(listProblem('live values', problem));
      sources.live = [...(live.values as string[])];
      baseSource = 'live';
    }
  } else if (def.values !== undefined) {
    const problem = valueListProblem(def.values);
    if (problem !== null) return fail(listProblem('values', problem));
    sources.static = [...def.values];
    baseSource = 'static';
  }

  // The schema enum both restricts a base list and stands in when there is none.
  const fromSchema = schemaEnum(schema, name);
  if (fromSchema !== null) sources.schema = fromSchema;

  let values: string[];
  if (baseSource !== null && fromSchema !== null) {
    const allowed = new Set(fromSchema);
    values = sources[baseSource]!.filter((v) => allowed.has(v));
    slot.intersected = [baseSource, 'schema'];
    if (values.length === 0) return fail(`no ${baseSource} value is in the inputSchema enum`);
  } else if (baseSource !== null) {
    values = sources[baseSource]!;
    slot.intersected = [];
  } else if (fromSchema !== null) {
    values = fromSchema;
    slot.intersected = [];
  } else {
    return fail(def.valuesFrom === 'tool'
      ? 'no live values and no inputSchema enum to fall back to'
      : 'no values and no inputSchema enum');
  }
  const problem = valueListProblem(values);
  if (problem !== null) return fail(listProblem(sources.schema === values ? 'inputSchema enum' : 'resolved values', problem));
  slot.values = values;
  return { slot, problem: null };
}

function resolveSlot(
  name: string,
  def: unknown,
  schema: JsonObject,
  liveTool: LiveTool | undefined,
  liveTools: readonly LiveTool[] | null,
): SlotResult {
  if (!isRecord(def) || (def.type !== 'string' && def.type !== 'number' && def.type !== 'enum')) {
    return {
      slot: { type: 'string', required: isRecord(def) && def.required === true },
      problem: `slot ${quote(name)}: type must be string, number or enum`,
    };
  }
  const slotDef = def as unknown as IntentSlot;
  const base: ResolvedSlot = { type: slotDef.type, required: slotDef.required === true };
  if (slotDef.type !== 'enum') return { slot: base, problem: null };
  return resolveEnumSlot(name, slotDef, base, schema, liveTool, liveTools);
}

/** `label` followed by a list problem, which may start with an index: `live values[3] must …`. */
function listProblem(label: string, problem: string): string {
  return problem.startsWith('[') ? `${label}${problem}` : `${label} ${problem}`;
}

function omitted(intent: ResolvedIntent, reason: string): ResolvedIntent {
  return { ...intent, status: 'omitted', reason };
}

function resolveIntent(
  intent: IntentDefinition,
  tools: ReadonlyMap<string, ToolDefinition>,
  schemas: ReadonlyMap<string, EffectiveSchema>,
  liveTools: readonly LiveTool[] | null,
): ResolvedIntent {
  const toolName = typeof intent.tool === 'string' ? intent.tool : '';
  const out: ResolvedIntent = {
    name: typeof intent.name === 'string' ? intent.name : '',
    tool: toolName,
    status: 'active',
    languages: isRecord(intent.utterances) ? Object.keys(intent.utterances) : [],
    slots: {},
  };
  const tool = tools.get(toolName);
  if (!tool) return omitted(out, `tool ${quote(toolName)} is not declared in the manifest`);
  if (tool.disabled === true) {
    const why = typeof tool.disabledReason === 'string' ? ` (${tool.disabledReason})` : '';
    return omitted(out, `tool ${quote(toolName)} is disabled${why}`);
  }
  if (isRecord(tool.execution) && tool.execution.mode === 'background') {
    return omitted(out, `tool ${quote(toolName)} runs in the background (execution.mode: "background")`);
  }
  const effective = schemas.get(toolName);
  if (!effective || !effective.ok) return omitted(out, effective?.reason ?? `tool ${quote(toolName)} has no inputSchema`);

  const liveTool = liveTools?.find((t) => isRecord(t) && t.name === toolName);
  let firstProblem: string | null = null;
  for (const [name, def] of Object.entries(isRecord(intent.slots) ? intent.slots : {})) {
    const { slot, problem } = resolveSlot(name, def, effective.schema, liveTool, liveTools);
    out.slots[name] = slot;
    firstProblem ??= problem;
  }
  return firstProblem === null ? out : omitted(out, firstProblem);
}

/** Every intent's status and slot values, and each tool's effective input schema. Never throws. */
export function resolveApp(input: AppInput): ResolvedApp {
  const manifest = (isRecord(input) && isRecord(input.manifest) ? input.manifest : {}) as Manifest;
  const liveTools = isRecord(input) && Array.isArray(input.liveTools) ? input.liveTools : null;

  const tools = new Map<string, ToolDefinition>();
  for (const tool of Array.isArray(manifest.tools) ? manifest.tools : []) {
    if (isRecord(tool) && typeof tool.name === 'string' && !tools.has(tool.name)) tools.set(tool.name, tool);
  }
  let schemas: Map<string, EffectiveSchema>;
  try {
    schemas = effectiveSchemas(manifest, liveTools);
  } catch (err) {
    schemas = new Map();
    for (const name of tools.keys()) schemas.set(name, { ok: false, reason: `inputSchema could not be read: ${(err as Error).message}` });
  }

  const intents: ResolvedIntent[] = [];
  for (const intent of Array.isArray(manifest.intents) ? manifest.intents : []) {
    try {
      intents.push(isRecord(intent)
        ? resolveIntent(intent as unknown as IntentDefinition, tools, schemas, liveTools)
        : { name: '', tool: '', status: 'omitted', reason: 'intent is not an object', languages: [], slots: {} });
    } catch (err) {
      // Only reachable through hostile input (getters, proxies); the intent is dropped, not the app.
      const i = intent as Partial<IntentDefinition>;
      intents.push({
        name: typeof i.name === 'string' ? i.name : '',
        tool: typeof i.tool === 'string' ? i.tool : '',
        status: 'omitted',
        reason: `could not be resolved: ${(err as Error)?.message ?? String(err)}`,
        languages: [],
        slots: {},
      });
    }
  }

  const inputSchemas = new Map<string, JsonObject>();
  for (const [name, effective] of schemas) if (effective.ok) inputSchemas.set(name, effective.schema);
  return { intents, inputSchemas };
}
