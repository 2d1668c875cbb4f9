// ajv errors into one friendly problem per fault, on small schemas of the shapes the
// definition uses.
import { describe, expect, it } from 'vitest';
import { compileSchema } from '../../src/manifest/json-schema.js';
import { structuralProblems } from '../../src/manifest/schema-errors.js';

function problems(schema: Record<string, unknown>, data: unknown, base = '') {
  const compiled = compileSchema(schema);
  if (!compiled.ok) throw new Error(compiled.error);
  compiled.validate(data);
  return structuralProblems(schema, compiled.validate.errors, base).map((p) => `${p.path}: ${p.message}`);
}

const kinds = {
  type: 'object',
  properties: {
    shape: {
      anyOf: [
        { type: 'object', properties: { kind: { const: 'a' }, x: { type: 'string' } }, required: ['kind', 'x'] },
        { type: 'object', properties: { kind: { const: 'b' }, y: { type: 'number' } }, required: ['kind'] },
      ],
    },
  },
};

describe('structuralProblems', () => {
  it('keeps only the errors of the union branch whose kind matches', () => {
    expect(problems(kinds, { shape: { kind: 'a' } })).toEqual(['shape.x: is required']);
    expect(problems(kinds, { shape: { kind: 'b', y: 'many' } })).toEqual(['shape.y: must be a number']);
  });

  it('lists the kinds when none matches, and says so once for a missing kind', () => {
    expect(problems(kinds, { shape: { kind: 'c' } })).toEqual(['shape.kind: must be one of "a", "b"']);
    expect(problems(kinds, { shape: {} })).toEqual(['shape.kind: must be one of "a", "b"']);
    expect(problems(kinds, { shape: 3 })).toEqual(['shape: must be an object']);
  });

  it('reports failed key names at the key, with the pattern message an editor would show', () => {
    const map = {
      type: 'object',
      patternProperties: { '^.*$': { type: 'string' } },
      propertyNames: { pattern: '^[a-z]+$', patternErrorMessage: 'must be lower-case letters', not: { enum: ['__proto__'] } },
    };
    expect(problems(map, { ok: 'x', 'Bad Key': 'y' })).toEqual(['["Bad Key"]: must be lower-case letters']);
    expect(problems(map, JSON.parse('{"__proto__":"x"}'))).toEqual(['__proto__: is a reserved name']);
    expect(problems(map, { ok: 1 })).toEqual(['ok: must be a string']);
  });

  it('says ranges in words, counting strings or items', () => {
    const s = {
      type: 'object',
      properties: {
        values: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 },
        things: { type: 'array', maxItems: 1 },
        score: { type: 'number', minimum: 0, maximum: 1 },
        name: { type: 'string', minLength: 1 },
        mixed: { type: ['string', 'number', 'boolean'] },
      },
    };
    expect(problems(s, { values: [], things: [1, 2], score: 2, name: '', mixed: null })).toEqual([
      'values: must hold 1 to 3 strings',
      'things: must hold at most 1 item',
      'score: must be between 0 and 1',
      'name: must not be empty',
      'mixed: must be a string, a number or a boolean',
    ]);
  });

  it('prefixes paths and keeps one problem per path', () => {
    const s = { type: 'object', properties: { id: { type: 'string', pattern: '^a', minLength: 3 } } };
    expect(problems(s, { id: 'b' }, 'intents[2].fixedArgs')).toEqual(['intents[2].fixedArgs.id: must be at least 3 characters']);
  });
});
