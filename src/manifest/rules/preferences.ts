// Preferences: unique names, select pickers with options, defaults that fit the field.
import { at } from '../paths.js';
import { asList, isRecord, own, type Rule } from './context.js';

const DEFAULT_TYPE: Record<string, string> = {
  text: 'string',
  password: 'string',
  select: 'string',
  boolean: 'boolean',
  number: 'number',
};

export const preferenceRules: Rule = (ctx) => {
  const seen = new Set<string>();
  asList(own(ctx.manifest, 'preferences')).forEach((pref, i) => {
    if (!isRecord(pref)) return;
    const base = at('preferences', i);
    const name = own(pref, 'name');
    if (typeof name === 'string') {
      if (seen.has(name)) ctx.report(at(base, 'name'), `repeats preference name ${JSON.stringify(name)}`, true);
      seen.add(name);
    }
    const type = own(pref, 'type');
    const options = own(pref, 'options');
    if (type === 'select' && (!Array.isArray(options) || options.length === 0)) {
      ctx.report(at(base, 'options'), 'a select preference needs at least one option');
    }
    const value = own(pref, 'default');
    const expected = typeof type === 'string' ? DEFAULT_TYPE[type] : undefined;
    // Anything but a scalar is the structural check's to name.
    if (!['string', 'number', 'boolean'].includes(typeof value) || expected === undefined) return;
    if (typeof value !== expected) {
      ctx.report(at(base, 'default'), `must be a ${expected} for a ${String(type)} preference`);
    } else if (type === 'select' && Array.isArray(options) && options.length > 0) {
      const allowed = options.map((o) => own(o, 'value'));
      if (!allowed.includes(value)) ctx.report(at(base, 'default'), `${JSON.stringify(value)} is not the value of one of the options`);
    }
  });
};
