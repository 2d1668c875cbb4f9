import { describe, expect, it } from 'vitest';
import { at, fromPointer, line } from '../../src/manifest/paths.js';

describe('paths in the API format', () => {
  it('joins keys with dots and indexes with brackets', () => {
    expect(at('intents', 1, 'slots', 'bot', 'values')).toBe('intents[1].slots.bot.values');
    expect(at('', 'tools', 0, 'confirmation')).toBe('tools[0].confirmation');
    expect(at('intents[0].utterances', 'en-US', 2)).toBe('intents[0].utterances.en-US[2]');
  });

  it('quotes keys that would be misread', () => {
    expect(at('intents[0].response', 'en us')).toBe('intents[0].response["en us"]');
    expect(at('x', 'a.b')).toBe('x["a.b"]');
    expect(at('x', '')).toBe('x[""]');
  });

  it('reads ajv pointers, escapes included', () => {
    expect(fromPointer('/intents/1/slots/bot/values')).toBe('intents[1].slots.bot.values');
    expect(fromPointer('/a~1b/c~0d')).toBe('["a/b"]["c~d"]');
    expect(fromPointer('')).toBe('');
    expect(fromPointer('/show', 'intents[2].fixedArgs')).toBe('intents[2].fixedArgs.show');
  });

  it('names the whole document when the path is empty', () => {
    expect(line({ path: '', message: 'must be an object' }, 'manifest')).toBe('manifest: must be an object');
    expect(line({ path: 'id', message: 'is required' }, 'manifest')).toBe('id: is required');
  });
});
