// The manifest validator: `validateManifest(json)` and `validateView(view, inputSchema?)`.
// Structure first (the one definition in definition.ts, compiled once by the shared ajv), then
// the cross-field rules in rules/*.ts, each one job. Every problem is reported, one line each, as
// `path: message` in the API's path format. A manifest is data from a stranger: nothing it holds
// may throw out of here.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { compileSchema } from './json-schema.js';
import { manifestJsonSchema, viewJsonSchema } from './definition.js';
import { line, type Problem } from './paths.js';
import { structuralProblems } from './schema-errors.js';
import { createContext, isRecord, type Rule } from './rules/context.js';
import { keyRules } from './rules/keys.js';
import { metadataRules } from './rules/metadata.js';
import { authRules } from './rules/auth.js';
import { preferenceRules } from './rules/preferences.js';
import { toolRules } from './rules/tools.js';
import { intentRules } from './rules/intents.js';
import { hookRules } from './rules/hooks.js';
import { asrRules } from './rules/asr.js';
import { viewRules } from './rules/views.js';
import type { Manifest, UiView, ValidationResult } from './types.js';

/** The largest manifest accepted, as JSON text in UTF-8. */
export const MAX_MANIFEST_BYTES = 1024 * 1024;
/** Lines reported at most; a broken generator could otherwise print one per array item. */
export const MAX_ERRORS = 100;

const RULES: readonly Rule[] = [keyRules, metadataRules, authRules, preferenceRules, toolRules, intentRules, hookRules, asrRules];

const manifestSchema = manifestJsonSchema();
const viewSchema = viewJsonSchema();
const MANIFEST_FIELDS = Object.keys(manifestSchema['properties'] as object);
const VIEW_FIELDS = Object.keys(viewSchema['properties'] as object);

// Compiled on first use and kept: asking the shared cache would re-serialise the 30 KB schema
// on every call just to find it.
const validators = new Map<Record<string, unknown>, ValidateFunction>();

function compiled(schema: Record<string, unknown>): ValidateFunction {
  const known = validators.get(schema);
  if (known) return known;
  const result = compileSchema(schema);
  // The definition is ours: failing to compile it is a bug in this repository, not in a manifest.
  if (!result.ok) throw new Error(`the manifest definition does not compile: ${result.error}`);
  validators.set(schema, result.validate);
  return result.validate;
}

/**
 * Rule problems are the precise ones: a structural problem at a path a rule also reported is
 * the same fault said less well, so it goes.
 */
function merge(structural: Problem[], rules: Problem[], rootName: string, fields: readonly string[]): string[] {
  const ruled = new Set(rules.filter((p) => !p.additional).map((p) => p.path));
  const lines: string[] = [];
  const seen = new Set<string>();
  const problems = [...structural.filter((s) => !ruled.has(s.path)), ...rules];
  for (const p of sortByField(problems, fields)) {
    const text = line(p, rootName);
    if (seen.has(text)) continue;
    seen.add(text);
    lines.push(text);
  }
  if (lines.length > MAX_ERRORS) {
    const more = lines.length - (MAX_ERRORS - 1);
    return [...lines.slice(0, MAX_ERRORS - 1), `${rootName}: ${more} more errors not shown`];
  }
  return lines;
}

/** Deeper than any real manifest; the schema compiler and checks recurse, so refuse it up front. */
export const MAX_DEPTH = 100;

/**
 * One pass over the value without recursion: whether it nests deeper than `limit`, and an upper
 * bound on the length of its JSON text (every character counted as its longest escape, six
 * bytes), so that most manifests never need serialising just to be measured.
 */
function measureJson(json: unknown, limit: number): { tooDeep: boolean; maxBytes: number } {
  let maxBytes = 0;
  const stack: [unknown, number][] = [[json, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') maxBytes += value.length * 6 + 2;
    else if (typeof value !== 'object' || value === null) maxBytes += 24;
    else {
      if (depth >= limit) return { tooDeep: true, maxBytes };
      const isArray = Array.isArray(value);
      const keys = isArray ? [] : Object.keys(value);
      maxBytes += 2 + (isArray ? (value as unknown[]).length : keys.length * 2);
      for (const key of keys) {
        maxBytes += key.length * 6 + 3;
        stack.push([(value as Record<string, unknown>)[key], depth + 1]);
      }
      if (isArray) for (const item of value as unknown[]) stack.push([item, depth + 1]);
    }
  }
  return { tooDeep: false, maxBytes };
}

/**
 * Problems in a predictable reading order: by top-level field in the order the reference lists
 * them (schemaVersion … tools, intents, asr, hooks), then by item (tools[0] before tools[2]);
 * otherwise structure before rules, as found.
 */
function sortByField(problems: Problem[], fields: readonly string[]): Problem[] {
  const key = (p: Problem): [number, number] => {
    const m = /^([^.[]+)(?:\[(\d+)\])?/.exec(p.path);
    const field = m?.[1] !== undefined ? fields.indexOf(m[1]) : -1;
    return [field < 0 ? (p.path === '' ? -1 : fields.length) : field, m?.[2] !== undefined ? Number(m[2]) : -1];
  };
  return problems
    .map((p, i) => ({ p, i, k: key(p) }))
    .sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.i - b.i)
    .map((x) => x.p);
}

function sizeProblem(json: unknown): string | null {
  const shape = measureJson(json, MAX_DEPTH);
  if (shape.tooDeep) return `manifest: nests deeper than ${MAX_DEPTH} levels`;
  if (shape.maxBytes <= MAX_MANIFEST_BYTES) return null;
  let text: string | undefined;
  try {
    text = JSON.stringify(json);
  } catch {
    return 'manifest: must be JSON data';
  }
  if (text === undefined) return 'manifest: must be JSON data';
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_MANIFEST_BYTES) {
    return `manifest: is ${bytes.toLocaleString('en-US')} bytes; a manifest may be at most 1 MiB (${MAX_MANIFEST_BYTES.toLocaleString('en-US')} bytes)`;
  }
  return null;
}

export function validateManifest(json: unknown): ValidationResult<Manifest> {
  try {
    const tooBig = sizeProblem(json);
    if (tooBig) return { ok: false, errors: [tooBig] };
    const validate = compiled(manifestSchema);
    const structural = validate(json) ? [] : structuralProblems(manifestSchema, validate.errors);
    const rules: Problem[] = [];
    if (isRecord(json)) {
      const ctx = createContext(json, rules);
      for (const rule of RULES) rule(ctx);
    }
    const errors = merge(structural, rules, 'manifest', MANIFEST_FIELDS);
    return errors.length === 0 ? { ok: true, value: json as Manifest } : { ok: false, errors };
  } catch (err) {
    // Deep nesting can exhaust the stack inside ajv; that is still the manifest's fault.
    return { ok: false, errors: [`manifest: cannot be validated (${(err as Error).message})`] };
  }
}

/**
 * A UI view on its own (`{ schemaVersion: 1, root }`), paths starting at `root`. With the tool's
 * inputSchema, every {{binding}} must name one of its properties.
 */
export function validateView(view: unknown, inputSchema?: object): ValidationResult<UiView> {
  try {
    if (measureJson(view, MAX_DEPTH).tooDeep) return { ok: false, errors: [`view: nests deeper than ${MAX_DEPTH} levels`] };
    const validate = compiled(viewSchema);
    const structural = validate(view) ? [] : structuralProblems(viewSchema, validate.errors);
    const rules: Problem[] = [];
    let schema: Record<string, unknown> | undefined;
    if (inputSchema !== undefined) {
      const compiledInput = compileSchema(inputSchema);
      if (!compiledInput.ok) rules.push({ path: 'inputSchema', message: compiledInput.error });
      else schema = inputSchema as Record<string, unknown>;
    }
    viewRules(view, '', schema, (path, message) => rules.push({ path, message }));
    const errors = merge(structural, rules, 'view', VIEW_FIELDS);
    return errors.length === 0 ? { ok: true, value: view as UiView } : { ok: false, errors };
  } catch (err) {
    return { ok: false, errors: [`view: cannot be validated (${(err as Error).message})`] };
  }
}
