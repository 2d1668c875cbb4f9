import { describe, expect, it } from 'vitest';
import { compileApp } from '../../src/selector/catalog.js';
import { toolWordsOf } from '../../src/selector/tool-words.js';
import { input, intent, manifest, tool } from './helpers.js';

const app = manifest(
  'com.example.home',
  [tool('light', { room: { type: 'string' }, on: { type: 'boolean' } }, {}, ['on']), tool('messages', { from: { type: 'string' } }, {}, [])],
  [
    intent('on', 'light', { en: ['turn on the {room} lights', 'lights on in the {room} please'] }, { slots: { room: { type: 'enum', values: ['Kitchen'] } }, fixedArgs: { on: true } }),
    intent('off', 'light', { en: ['turn off the {room} lights, never wait'], de: ['mach das Licht im {room} aus'] }, { slots: { room: { type: 'enum', values: ['Kitchen'] } }, fixedArgs: { on: false } }),
    intent('read', 'messages', { en: ['read my new messages', 'read my 2 latest messages', 'read these messages'] }),
    intent('read_from', 'messages', { en: ['read my messages from {from}'] }, { slots: { from: { type: 'enum', values: ['Maya'] } } }),
  ],
);
const compiled = compileApp(input(app));
const words = (name: string, lang = 'en') => {
  const tpl = compiled.compiled.find((i) => i.name === name)!.templates.find((t) => t.primary === lang)!;
  const found = toolWordsOf(tpl);
  return found === null ? null : [...found].sort();
};

describe('toolWordsOf', () => {
  it("gives a template the content words of every utterance of its call in its language", () => {
    expect(words('read_from')).toEqual(['latest', 'messages', 'new', 'read']);
    expect(words('read')).toEqual(words('read_from'));
    expect(words('on')).toEqual(['lights', 'on', 'turn']);
  });

  it('keeps calls apart by their fixed arguments, and languages apart', () => {
    expect(words('on')).not.toContain('off');
    expect(words('off', 'de')).toEqual(['aus', 'licht', 'mach']);
  });

  it('leaves out polite, small and number words, and negations', () => {
    expect(words('read')).not.toContain('2');
    expect(words('read')).not.toContain('my');
    expect(words('on')).not.toContain('please');
    expect(words('off')).toEqual(['lights', 'off', 'turn', 'wait']);
  });

  it('leaves out pronouns and words that refer to something: passed over, what they point at is lost', () => {
    expect(words('read')).not.toContain('these');
    expect(words('read')).toContain('new');
  });

  it('gathers the words of a call once per language, for all its templates', () => {
    const read = compiled.compiled.find((i) => i.name === 'read')!;
    const from = compiled.compiled.find((i) => i.name === 'read_from')!;
    expect(read.call).toBe(from.call);
    expect(toolWordsOf(read.templates[0]!)).toBe(toolWordsOf(from.templates[0]!));
    expect(compiled.compiled.find((i) => i.name === 'on')!.call).not.toBe(compiled.compiled.find((i) => i.name === 'off')!.call);
  });
});
