import { describe, expect, it } from 'vitest';
import { hasPropertyPath, inputProperties, propertyTypes, requiredInputs } from '../../src/manifest/input-schema.js';

describe('inputProperties and requiredInputs', () => {
  it('reads own properties and allOf members', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
      allOf: [{ properties: { b: { type: 'number' } }, required: ['b'] }],
    };
    expect([...inputProperties(schema).keys()]).toEqual(['a', 'b']);
    expect(requiredInputs(schema)).toEqual(['a', 'b']);
  });

  it('treats a property called constructor as data', () => {
    const schema = JSON.parse('{"type":"object","properties":{"constructor":{"type":"string"}}}');
    expect([...inputProperties(schema).keys()]).toEqual(['constructor']);
    expect(inputProperties({ type: 'object' }).has('constructor')).toBe(false);
  });
});

describe('propertyTypes', () => {
  it('reads type, type lists, unions and enums', () => {
    expect([...propertyTypes({ type: 'integer' })]).toEqual(['integer']);
    expect([...propertyTypes({ type: ['string', 'null'] })]).toEqual(['string', 'null']);
    expect([...propertyTypes({ anyOf: [{ type: 'array' }, { type: 'string' }] })]).toEqual(['array', 'string']);
    expect([...propertyTypes({ enum: ['a', 2] })]).toEqual(['string', 'integer']);
  });

  it('treats an unconstrained property as any type', () => {
    expect(propertyTypes({ description: 'x' }).has('string')).toBe(true);
    expect(propertyTypes(undefined).has('number')).toBe(true);
  });
});

describe('hasPropertyPath', () => {
  const schema = {
    type: 'object',
    properties: { user: { type: 'object', properties: { name: { type: 'string' } } }, extra: { type: 'object' }, title: { type: 'string' } },
  };
  it('follows nested properties', () => {
    expect(hasPropertyPath(schema, 'user.name')).toBe(true);
    expect(hasPropertyPath(schema, 'user.email')).toBe(false);
    expect(hasPropertyPath(schema, 'colour')).toBe(false);
  });
  it('indexes into arrays', () => {
    const withList = { type: 'object', properties: { people: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } } };
    expect(hasPropertyPath(withList, 'people.0.name')).toBe(true);
    expect(hasPropertyPath(withList, 'people.0.email')).toBe(false);
    expect(hasPropertyPath(schema, 'title.0')).toBe(false);
  });
  it('accepts any key of a free-form object, none of a string', () => {
    expect(hasPropertyPath(schema, 'extra.anything')).toBe(true);
    expect(hasPropertyPath(schema, 'title.length')).toBe(false);
  });
});
