// One ajv instance for every JSON Schema the service meets: manifest tool schemas,
// live tool schemas from MCP servers, and argument validation in the selector.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import draft7MetaSchema from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import addFormatsModule from 'ajv-formats';
import { LRUCache } from 'lru-cache';
import v8 from 'node:v8';

// Tool schemas come from strangers and their `pattern`s run against request words on the
// /select path: a pattern like `^(a+)+$` would backtrack exponentially and stall every app.
// With this flag V8 falls back to its linear-time engine for such a match instead; it does so
// only for regexps without the `u` flag, hence patternRegExp below.
v8.setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');

// Without `u` a pattern means the same unless it uses Unicode escapes or astral characters
// (then `.` would see surrogate halves), so only those keep `u` and its backtracking engine.
const needsUnicode = /\\[pP]\{|\\u\{|[\u{10000}-\u{10FFFF}]/u;
const patternRegExp = Object.assign(
  (pattern: string, u: string): RegExp => {
    if (!needsUnicode.test(pattern)) {
      try {
        return new RegExp(pattern);
      } catch {
        // Valid only in unicode mode: fall through.
      }
    }
    return new RegExp(pattern, u);
  },
  { code: 'patternRegExp' },
);

// ajv-formats is CommonJS; under NodeNext its default import is the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

export type CompiledSchema = { ok: true; validate: ValidateFunction } | { ok: false; error: string };

function createAjv(): Ajv2020 {
  // strict: false because third-party schemas carry keywords ajv does not know.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: true, code: { regExp: patternRegExp } });
  // Tool schemas made by the MCP SDK declare draft-07.
  ajv.addMetaSchema(draft7MetaSchema);
  addFormats(ajv);
  return ajv;
}

const ajv = createAjv();
// Keyed by the schema's JSON text: the same schema from a reload or another app compiles once.
const cache = new LRUCache<string, CompiledSchema>({ max: 5000 });

function forget(schema: object): void {
  try {
    ajv.removeSchema(schema);
  } catch {
    // Nothing was registered (the schema failed before ajv added it).
  }
}

export function compileSchema(schema: unknown): CompiledSchema {
  let key: string;
  try {
    key = JSON.stringify(schema);
  } catch {
    return { ok: false, error: 'is not serialisable JSON' };
  }
  const hit = cache.get(key);
  if (hit) return hit;
  let compiled: CompiledSchema;
  try {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
      compiled = { ok: false, error: 'must be a JSON Schema object' };
    } else {
      // A fresh copy: ajv keeps references and the caller's object may be mutated later.
      const copy = JSON.parse(key) as object;
      try {
        compiled = { ok: true, validate: ajv.compile(copy) };
      } finally {
        // ajv registers every compiled schema by its $id and keeps it for ever. The compiled
        // function needs neither, and keeping them would make a changed schema that keeps its
        // $id (an app reloaded, a live tool listing refreshed) fail as "already exists".
        forget(copy);
      }
    }
  } catch (err) {
    compiled = { ok: false, error: `is not a valid JSON Schema: ${(err as Error).message}` };
  }
  cache.set(key, compiled);
  return compiled;
}

/** ajv's errors as `path: message` with the API's path format, relative to `prefix`. */
export function schemaErrors(validate: ValidateFunction, prefix: string): string[] {
  return (validate.errors ?? []).map((e) => {
    const parts = e.instancePath
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
      .join('');
    return `${prefix}${parts}: ${e.message ?? 'is invalid'}`;
  });
}
