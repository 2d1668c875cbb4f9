// `__proto__` as a key anywhere. JSON.parse makes it an ordinary own property, but a consumer
// that copies objects by assignment (`out[key] = value`) would set the copy's prototype instead:
// unknown fields are kept, so the manifest itself must not carry the key.
import { at, type Segment } from '../paths.js';
import type { Rule } from './context.js';

// Paths are built only for a key that is reported: this walk visits every node of the manifest.
interface Trail {
  parent: Trail | null;
  segment: Segment;
}

function pathOf(trail: Trail | null): string {
  const segments: Segment[] = [];
  for (let t = trail; t; t = t.parent) segments.push(t.segment);
  return at('', ...segments.reverse());
}

export const keyRules: Rule = (ctx) => {
  const stack: [unknown, Trail | null][] = [[ctx.manifest, null]];
  while (stack.length > 0) {
    const [value, trail] = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        const item: unknown = value[i];
        if (typeof item === 'object' && item !== null) stack.push([item, { parent: trail, segment: i }]);
      }
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      const child: unknown = (value as Record<string, unknown>)[key];
      if (key === '__proto__') ctx.report(pathOf({ parent: trail, segment: key }), 'is a reserved name');
      else if (typeof child === 'object' && child !== null) stack.push([child, { parent: trail, segment: key }]);
    }
  }
};
