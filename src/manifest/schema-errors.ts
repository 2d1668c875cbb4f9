// ajv's errors for the manifest definition turned into one friendly `path: message` problem per
// fault. ajv with allErrors reports every branch of a union and a wrapper per failed keyword;
// a person wants one line naming the field and what it should be.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { fromPointer, type Problem } from './paths.js';

type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The sub-schema a `#/a/b` schema path points at inside `root`, when it is there. */
function schemaAt(root: Schema, schemaPath: string): Schema | undefined {
  const node = nodeAt(root, schemaPath);
  return isObject(node) ? node : undefined;
}

function nodeAt(root: Schema, schemaPath: string): unknown {
  if (!schemaPath.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const raw of schemaPath.slice(2).split('/')) {
    if (raw === '') continue;
    // ajv writes schema paths as URI fragments: `^.*$` arrives as `%5E.*%24`.
    let key: string;
    try {
      key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node) && Object.hasOwn(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}

/** The schema holding the failed keyword: `#/properties/x/maxItems` → the schema at `#/properties/x`. */
function parentSchema(root: Schema, e: ErrorObject): Schema | undefined {
  const cut = e.schemaPath.lastIndexOf('/');
  return cut < 0 ? undefined : schemaAt(root, e.schemaPath.slice(0, cut));
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function orList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function range(min: unknown, max: unknown, unit: string, single: string): string | null {
  if (typeof min === 'number' && typeof max === 'number') return `must hold ${min} to ${max} ${unit}`;
  if (typeof min === 'number') return min === 1 ? `must hold at least 1 ${single}` : `must hold at least ${min} ${unit}`;
  if (typeof max === 'number') return `must hold at most ${max} ${max === 1 ? single : unit}`;
  return null;
}

function itemNoun(schema: Schema | undefined): [string, string] {
  const items = schema?.['items'];
  return isObject(items) && items['type'] === 'string' ? ['strings', 'string'] : ['items', 'item'];
}

function message(root: Schema, e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  const parent = parentSchema(root, e);
  switch (e.keyword) {
    case 'type': {
      const types = Array.isArray(p['type']) ? (p['type'] as string[]) : String(p['type']).split(',');
      return `must be ${orList(types.map((t) => TYPE_NAMES[t] ?? t))}`;
    }
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed here';
    case 'const':
      return `must be ${JSON.stringify(p['allowedValue'])}`;
    case 'enum':
      return `must be one of ${(p['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'minLength':
      return p['limit'] === 1 ? 'must not be empty' : `must be at least ${String(p['limit'])} characters`;
    case 'maxLength':
      return `must be at most ${String(p['limit'])} characters`;
    case 'minItems':
    case 'maxItems': {
      const [unit, single] = itemNoun(parent);
      return (
        range(parent?.['minItems'], parent?.['maxItems'], unit, single) ??
        `must hold ${e.keyword === 'minItems' ? 'at least' : 'at most'} ${String(p['limit'])} ${unit}`
      );
    }
    case 'minProperties':
    case 'maxProperties':
      return (
        range(parent?.['minProperties'], parent?.['maxProperties'], 'entries', 'entry') ??
        `must hold ${e.keyword === 'minProperties' ? 'at least' : 'at most'} ${String(p['limit'])} entries`
      );
    case 'minimum':
    case 'maximum': {
      const min = parent?.['minimum'];
      const max = parent?.['maximum'];
      if (typeof min === 'number' && typeof max === 'number') return `must be between ${min} and ${max}`;
      return `must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p['limit'])}`;
    }
    case 'pattern': {
      const friendly = parent?.['patternErrorMessage'];
      return typeof friendly === 'string' ? friendly : `must match ${String(p['pattern'])}`;
    }
    case 'format':
      return p['format'] === 'uri' ? 'must be a valid URL' : `must be a valid ${String(p['format'])}`;
    case 'not':
      return 'is a reserved name';
    default:
      return e.message ?? 'is invalid';
  }
}

function pathOf(e: ErrorObject, base: string): string {
  const p = e.params as Record<string, unknown>;
  // A failed key name or a missing/unexpected property is reported at the key itself.
  if (e.propertyName !== undefined) return fromPointer(`${e.instancePath}/${escape(e.propertyName)}`, base);
  if (e.keyword === 'required') return fromPointer(`${e.instancePath}/${escape(String(p['missingProperty']))}`, base);
  if (e.keyword === 'additionalProperties') return fromPointer(`${e.instancePath}/${escape(String(p['additionalProperty']))}`, base);
  return fromPointer(e.instancePath, base);
}

const escape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Of the branches of a failed `anyOf` (runtime, auth, permission shapes), keep the errors of the
 * branch the data means — the one whose `kind` matches — or, when no branch's kind matches, one
 * error listing the kinds.
 */
function resolveUnions(root: Schema, errors: ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  const extra: ErrorObject[] = [];
  for (const union of errors) {
    if (union.keyword !== 'anyOf' || dropped.has(union)) continue;
    dropped.add(union);
    const prefix = `${union.schemaPath}/`;
    const branches = new Map<number, ErrorObject[]>();
    for (const e of errors) {
      if (e === union || !e.schemaPath.startsWith(prefix) || !e.instancePath.startsWith(union.instancePath)) continue;
      const index = Number(e.schemaPath.slice(prefix.length).split('/')[0]);
      branches.set(index, [...(branches.get(index) ?? []), e]);
      dropped.add(e);
    }
    const kindPath = `${union.instancePath}/kind`;
    const missesKind = (list: ErrorObject[]) =>
      list.some(
        (e) =>
          e.instancePath === kindPath ||
          (e.instancePath === union.instancePath && e.keyword === 'required' && (e.params as { missingProperty?: string }).missingProperty === 'kind') ||
          (e.instancePath === union.instancePath && e.keyword === 'type'),
      );
    const all = [...branches.values()];
    const matching = all.filter((list) => !missesKind(list));
    if (matching.length > 0) {
      // The branch with the fewest faults is the one the author most likely meant.
      const best = matching.reduce((a, b) => (b.length < a.length ? b : a));
      extra.push(...best);
      continue;
    }
    const shapes = nodeAt(root, union.schemaPath);
    const kinds = (Array.isArray(shapes) ? shapes : [])
      .map((s: unknown) => {
        const kind = isObject(s) && isObject(s['properties']) ? s['properties']['kind'] : undefined;
        return isObject(kind) ? kind['const'] : undefined;
      })
      .filter((k): k is string => typeof k === 'string');
    const flat = all.flat();
    const typeError = flat.find((e) => e.instancePath === union.instancePath && e.keyword === 'type');
    const missing = flat.find((e) => e.keyword === 'required' && (e.params as { missingProperty?: string }).missingProperty === 'kind');
    // An open union (one branch takes any other kind) says what is wrong with the kind itself.
    const kindShape = flat.find((e) => e.instancePath === kindPath && e.keyword !== 'const' && e.keyword !== 'not' && e.keyword !== 'enum');
    // A closed union (every branch names its kind) answers a missing kind with the list.
    const closed = Array.isArray(shapes) && kinds.length === shapes.length;
    if (typeError) extra.push(typeError);
    else if (missing && !closed) extra.push(missing);
    else if (kindShape) extra.push(kindShape);
    else if (kinds.length > 0) {
      extra.push({
        ...union,
        keyword: 'enum',
        instancePath: kindPath,
        params: { allowedValues: kinds },
        schemaPath: `${union.schemaPath}/kind`,
      });
    } else extra.push(union);
  }
  return [...errors.filter((e) => !dropped.has(e)), ...extra];
}

/** ajv errors of a schema compiled from `root` as problems, at most one per path. */
export function structuralProblems(root: Schema, errors: readonly ErrorObject[] | null | undefined, base = ''): Problem[] {
  if (!errors || errors.length === 0) return [];
  const resolved = resolveUnions(
    root,
    // `propertyNames` wraps the real error on the key; `if` wraps the failed `then`.
    errors.filter((e) => e.keyword !== 'propertyNames' && e.keyword !== 'if'),
  );
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const e of resolved) {
    const path = pathOf(e, base);
    if (seen.has(path)) continue;
    seen.add(path);
    problems.push({ path, message: message(root, e) });
  }
  return problems;
}
