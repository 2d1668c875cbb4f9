// __proto__ as a key anywhere in the manifest, from JSON text where the key really exists.
import { describe, expect, it } from 'vitest';
import { errorsOfText, manifest } from '../fixture.js';

describe('__proto__ keys', () => {
  it('is refused in an unknown field, a view block and a schema, once per key', () => {
    const text = JSON.stringify(manifest())
      .replace('"schemaVersion":1,', '"schemaVersion":1,"extra":{"deep":[{"__proto__":{"polluted":true}}]},')
      .replace('"type":"card",', '"type":"card","__proto__":{"type":"widget"},')
      .replace('"bot":{"type":"string","enum"', '"__proto__":{},"bot":{"type":"string","enum"');
    expect(errorsOfText(text)).toEqual([
      'tools[0].confirmation.root.__proto__: is a reserved name',
      'tools[1].inputSchema.properties.__proto__: is a reserved name',
      'extra.deep[0].__proto__: is a reserved name',
    ]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('leaves constructor and prototype alone outside slot and fixed-argument keys', () => {
    const text = JSON.stringify(manifest()).replace('"schemaVersion":1,', '"schemaVersion":1,"constructor":1,"prototype":{"constructor":2},');
    expect(errorsOfText(text)).toEqual([]);
  });
});
