import { describe, expect, it } from 'vitest';
import { compileSchema, schemaErrors } from '../../src/manifest/json-schema.js';

describe('compileSchema', () => {
  it('compiles 2020-12 and draft-07 schemas once and caches them', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    const first = compileSchema(schema);
    expect(first.ok).toBe(true);
    expect(compileSchema(JSON.parse(JSON.stringify(schema)))).toBe(first);
    expect(compileSchema({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' }).ok).toBe(true);
  });

  it('reports an invalid schema instead of throwing', () => {
    expect(compileSchema({ type: 'objekt' })).toMatchObject({ ok: false, error: expect.stringMatching(/^is not a valid JSON Schema: /) });
    expect(compileSchema([])).toEqual({ ok: false, error: 'must be a JSON Schema object' });
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(compileSchema(cyclic)).toEqual({ ok: false, error: 'is not serialisable JSON' });
  });

  it('compiles a changed schema that keeps its $id (a reloaded app, a refreshed tool listing)', () => {
    const v1 = compileSchema({ $id: 'https://apps.example/tool.json', type: 'object', properties: { a: { type: 'string' } }, required: ['a'] });
    const v2 = compileSchema({ $id: 'https://apps.example/tool.json', type: 'object', properties: { b: { type: 'number' } }, required: ['b'] });
    expect(v1.ok && v2.ok).toBe(true);
    if (v1.ok && v2.ok) {
      expect(v1.validate({ a: 'x' })).toBe(true);
      expect(v2.validate({ b: 1 })).toBe(true);
      expect(v2.validate({ a: 'x' })).toBe(false);
    }
  });

  it('keeps local $refs working after compiling', () => {
    const c = compileSchema({ $id: 'https://apps.example/refs.json', type: 'object', $defs: { n: { type: 'number' } }, additionalProperties: { $ref: '#/$defs/n' } });
    expect(c.ok && c.validate({ x: 1 })).toBe(true);
    expect(c.ok && c.validate({ x: 'one' })).toBe(false);
  });
});

describe('schemaErrors', () => {
  it('writes ajv errors with the API path format', () => {
    const c = compileSchema({ type: 'object', properties: { list: { type: 'array', items: { type: 'integer' } } } });
    if (!c.ok) throw new Error(c.error);
    c.validate({ list: [1, 'two'] });
    expect(schemaErrors(c.validate, 'arguments')).toEqual(['arguments.list[1]: must be integer']);
  });
});

describe('patterns from untrusted schemas', () => {
  it('answers a catastrophic-backtracking pattern without stalling the process', () => {
    const compiled = compileSchema({ type: 'object', properties: { a: { type: 'string', pattern: '^(a+)+$' } } });
    if (!compiled.ok) throw new Error(compiled.error);
    // 40 a's and a b: without the linear-engine fallback this takes ~2^40 steps and never returns.
    expect(compiled.validate({ a: `${'a'.repeat(40)}b` })).toBe(false);
    expect(compiled.validate({ a: 'aaaa' })).toBe(true);
  });
});

describe('pattern semantics', () => {
  it('keeps unicode property escapes working', () => {
    const compiled = compileSchema({ type: 'string', pattern: '^\\p{Lu}' });
    if (!compiled.ok) throw new Error(compiled.error);
    expect(compiled.validate('Émile')).toBe(true);
    expect(compiled.validate('émile')).toBe(false);
  });
});
