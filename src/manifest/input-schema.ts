// Questions the rules ask of a tool's inputSchema (a JSON Schema written by a stranger):
// which properties exist, which are required, what JSON types a property accepts.
// Composition with allOf is followed; anything the questions cannot see through counts as
// "anything goes" rather than as an error.

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const ownValue = (o: Schema, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

/** The schema and the members of its allOf (recursively, bounded), which all apply at once. */
function conjuncts(schema: Schema, depth = 0): Schema[] {
  const all = ownValue(schema, 'allOf');
  if (!Array.isArray(all) || depth > 8) return [schema];
  return [schema, ...all.filter(isObject).flatMap((s) => conjuncts(s, depth + 1))];
}

/** Property name → sub-schema, own keys only (a property may be called `constructor`). */
export function inputProperties(schema: Schema): Map<string, Schema> {
  const props = new Map<string, Schema>();
  for (const part of conjuncts(schema)) {
    const p = ownValue(part, 'properties');
    if (!isObject(p)) continue;
    for (const key of Object.keys(p)) {
      const sub = p[key];
      if (!props.has(key)) props.set(key, isObject(sub) ? sub : {});
    }
  }
  return props;
}

export function requiredInputs(schema: Schema): string[] {
  const names = new Set<string>();
  for (const part of conjuncts(schema)) {
    const r = ownValue(part, 'required');
    if (Array.isArray(r)) for (const n of r) if (typeof n === 'string') names.add(n);
  }
  return [...names];
}

const ALL_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

/** The JSON types a property schema accepts; `integer` is listed on its own. */
export function propertyTypes(schema: unknown, depth = 0): Set<string> {
  if (!isObject(schema) || depth > 8) return new Set(ALL_TYPES);
  const type = ownValue(schema, 'type');
  if (typeof type === 'string') return new Set([type]);
  if (Array.isArray(type)) return new Set(type.filter((t): t is string => typeof t === 'string'));
  for (const key of ['anyOf', 'oneOf']) {
    const members = ownValue(schema, key);
    if (Array.isArray(members) && members.length > 0) {
      const union = new Set<string>();
      for (const m of members) for (const t of propertyTypes(m, depth + 1)) union.add(t);
      return union;
    }
  }
  const values = Object.hasOwn(schema, 'const') ? [schema['const']] : ownValue(schema, 'enum');
  if (Array.isArray(values)) {
    return new Set(values.map((v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v)));
  }
  return new Set(ALL_TYPES);
}

/** Whether a dotted path (`user.name`) names a property, following nested `properties`. */
export function hasPropertyPath(schema: Schema, path: string): boolean {
  let current: Schema = schema;
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment) && current !== schema) {
      if (!propertyTypes(current).has('array')) return false;
      const items = ownValue(current, 'items');
      current = isObject(items) ? items : {};
      continue;
    }
    const props = inputProperties(current);
    // A free-form object below the top level may hold any key; a string has none.
    if (props.size === 0 && current !== schema) return propertyTypes(current).has('object');
    const next = props.get(segment);
    if (!next) return false;
    current = next;
  }
  return true;
}
