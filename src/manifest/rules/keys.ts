// `__proto__` as a key anywhere. JSON.parse makes it an ordinary own property, but a consumer
// that copies objects by assignment (`out[key] = value`) would set the copy's prototype instead:
// unknown fields are kept, so the manifest itself must not carry the key.
import { at } from '../paths.js';
import type { Rule } from './context.js';

export const keyRules: Rule = (ctx) => {
  const stack: [unknown, string][] = [[ctx.manifest, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], at(path, i)]);
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      if (key === '__proto__') ctx.report(at(path, key), 'is a reserved name');
      else stack.push([(value as Record<string, unknown>)[key], at(path, key)]);
    }
  }
};
