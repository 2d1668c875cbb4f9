import { describe, expect, it } from 'vitest';
import { compileSchema } from '../../src/manifest/json-schema.js';
import { fieldErrorFormatter } from '../../src/server/errors.js';
import { appParams, selectBody, triggerBody } from '../../src/server/schemas.js';

function messageFor(schema: object, dataVar: string, data: unknown): string | null {
  const compiled = compileSchema(schema);
  if (!compiled.ok) throw new Error(compiled.error);
  if (compiled.validate(data)) return null;
  return fieldErrorFormatter({ [dataVar]: schema as Record<string, unknown> })(compiled.validate.errors ?? [], dataVar).message;
}

describe('fieldErrorFormatter', () => {
  it('accepts what the /select table allows', () => {
    expect(messageFor(selectBody, 'body', { text: 'pause' })).toBeNull();
    expect(messageFor(selectBody, 'body', { text: 'x'.repeat(2000), lang: 'en-US', apps: [] })).toBeNull();
    expect(messageFor(selectBody, 'body', { text: 'hola', lang: 'es', extra: 1 })).toBeNull();
  });

  it('names the text field for every way it can be wrong', () => {
    const expected = 'body.text must be a string of 1 to 2000 characters';
    expect(messageFor(selectBody, 'body', { text: '' })).toBe(expected);
    expect(messageFor(selectBody, 'body', { text: 'x'.repeat(2001) })).toBe(expected);
    expect(messageFor(selectBody, 'body', { text: 5 })).toBe(expected);
    expect(messageFor(selectBody, 'body', {})).toBe('body.text is required; it must be a string of 1 to 2000 characters');
  });

  it('names lang and apps, down to the array item', () => {
    expect(messageFor(selectBody, 'body', { text: 'hi', lang: 'en_US' })).toBe('body.lang must be a BCP-47 language tag such as en, en-US or ja');
    expect(messageFor(selectBody, 'body', { text: 'hi', lang: 7 })).toMatch(/^body\.lang /);
    expect(messageFor(selectBody, 'body', { text: 'hi', apps: 'com.example.music' })).toBe('body.apps must be an array of app id strings');
    expect(messageFor(selectBody, 'body', { text: 'hi', apps: ['ok', 3] })).toBe('body.apps must be an array of app id strings');
    expect(messageFor(triggerBody, 'body', { apps: [null] })).toBe('body.apps must be an array of app id strings');
  });

  it('says the body itself must be an object', () => {
    expect(messageFor(selectBody, 'body', null)).toBe('body must be a JSON object');
    expect(messageFor(selectBody, 'body', ['pause'])).toBe('body must be a JSON object');
    expect(messageFor(selectBody, 'body', 'pause')).toBe('body must be a JSON object');
  });

  it('falls back to the validator message with the field name where no hint is written', () => {
    expect(messageFor(appParams, 'params', { id: 'x'.repeat(201) })).toBe('params.id must NOT have more than 200 characters');
  });
});
