// Slots and fixed arguments: keys that are real inputs of the tool (and safe as object keys),
// slot types that fit the input, enum choices that a person can read, fixed values the tool
// schema accepts.
import { ARG_KEY_PATTERN, RESERVED_KEYS } from '../definition.js';
import { inputProperties, propertyTypes } from '../input-schema.js';
import { at } from '../paths.js';
import { structuralProblems } from '../schema-errors.js';
import { valueListProblems } from '../text.js';
import { own, type JsonRecord, type ManifestContext, type ToolInfo } from './context.js';

const KEY = new RegExp(ARG_KEY_PATTERN);

// Which tool input types each slot type can fill.
const FITS: Record<string, readonly string[]> = {
  string: ['string'],
  enum: ['string'],
  number: ['number', 'integer'],
};

/** Value-list problems (`[3] must be …`) as problems at `path[3]`. */
function reportList(ctx: ManifestContext, path: string, list: unknown, opts: { min: number; max: number }): void {
  for (const problem of valueListProblems(list, { ...opts, maxLength: 200 })) {
    const item = /^\[(\d+)\] (.*)$/s.exec(problem);
    if (item) ctx.report(at(path, Number(item[1])), item[2] ?? '');
    else ctx.report(path, problem);
  }
}

function checkKey(ctx: ManifestContext, path: string, key: string, props: ReadonlyMap<string, unknown> | undefined, toolName: string): boolean {
  if ((RESERVED_KEYS as readonly string[]).includes(key)) {
    ctx.report(path, 'is a reserved name');
    return false;
  }
  if (!KEY.test(key)) return false; // the structural check names the pattern
  if (props && !props.has(key)) {
    ctx.report(path, `is not a property of the inputSchema of tool ${JSON.stringify(toolName)}`);
    return false;
  }
  return true;
}

export function slotRules(ctx: ManifestContext, base: string, slots: JsonRecord, fixed: JsonRecord, tool: ToolInfo | undefined): void {
  const schema = tool?.compiled?.ok ? tool.inputSchema : undefined;
  const props = schema ? inputProperties(schema) : undefined;
  const toolName = tool?.name ?? '';

  for (const key of Object.keys(slots)) {
    const slot = slots[key];
    const path = at(base, 'slots', key);
    const known = checkKey(ctx, path, key, props, toolName);
    if (Object.hasOwn(fixed, key)) ctx.report(path, 'is also a fixed argument; the selector cannot override a fixed argument', true);
    const type = own(slot, 'type');
    const values = own(slot, 'values');
    const valuesFrom = own(slot, 'valuesFrom');
    if (known && props && typeof type === 'string' && FITS[type]) {
      const accepted = propertyTypes(props.get(key));
      if (!FITS[type].some((t) => accepted.has(t))) {
        ctx.report(at(path, 'type'), `${type} does not fit the tool input type ${[...accepted].join(' | ')}`);
      }
    }
    if (type === 'enum') {
      if (values !== undefined && valuesFrom !== undefined) ctx.report(path, 'has both values and valuesFrom; an enum takes one');
      else if (values === undefined && valuesFrom === undefined) ctx.report(path, 'an enum slot needs values or valuesFrom: "tool"');
    } else if (typeof type === 'string') {
      if (values !== undefined) ctx.report(at(path, 'values'), 'only enum slots take values');
      if (valuesFrom !== undefined) ctx.report(at(path, 'valuesFrom'), 'only enum slots take valuesFrom');
    }
    if (values !== undefined && (type === 'enum' || typeof type !== 'string')) reportList(ctx, at(path, 'values'), values, { min: 1, max: 30 });
    const examples = own(slot, 'examples');
    if (examples !== undefined) reportList(ctx, at(path, 'examples'), examples, { min: 0, max: 30 });
  }

  const validate = tool?.compiled?.ok ? tool.compiled.validate : undefined;
  const keys = Object.keys(fixed).filter((key) => checkKey(ctx, at(base, 'fixedArgs', key), key, props, toolName));
  if (validate && keys.length > 0) {
    // Validate the fixed values as part of an argument object and keep only the faults inside
    // those values: missing required inputs are the slots' business, not the fixed ones'.
    const args: JsonRecord = {};
    for (const key of keys) Object.defineProperty(args, key, { value: fixed[key], enumerable: true, writable: true, configurable: true });
    if (validate(args) || !schema) return;
    const inside = (validate.errors ?? []).filter((e) => {
      const key = e.instancePath.split('/')[1];
      return key !== undefined && keys.includes(key.replace(/~1/g, '/').replace(/~0/g, '~'));
    });
    for (const p of structuralProblems(schema, inside, at(base, 'fixedArgs'))) ctx.report(p.path, p.message);
  }
}
