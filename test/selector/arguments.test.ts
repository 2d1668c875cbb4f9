import { describe, expect, it } from 'vitest';
import { compileSchema } from '../../src/manifest/json-schema.js';
import { argumentsValid, buildArguments } from '../../src/selector/arguments.js';

describe('buildArguments', () => {
  it('merges slots and fixed arguments; a fixed argument cannot be overridden', () => {
    expect(buildArguments({ list: 'shopping' }, { item: 'milk', list: 'todo' })).toEqual({ item: 'milk', list: 'shopping' });
  });
});

describe('argumentsValid', () => {
  const compiled = compileSchema({ type: 'object', properties: { level: { type: 'integer', maximum: 100 } }, required: ['level'], additionalProperties: false });
  const validate = compiled.ok ? compiled.validate : null;

  it('accepts arguments the tool schema accepts', () => {
    expect(argumentsValid(validate, { level: 40 })).toBe(true);
  });

  it('refuses what the schema refuses, and everything without a schema', () => {
    expect(argumentsValid(validate, { level: 400 })).toBe(false);
    expect(argumentsValid(validate, {})).toBe(false);
    expect(argumentsValid(null, { level: 40 })).toBe(false);
  });
});
