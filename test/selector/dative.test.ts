import { describe, expect, it } from 'vitest';
import { compileEnum } from '../../src/slots/enum.js';
import { receiverFirst } from '../../src/selector/dative.js';
import { compileCatalog, select } from '../../src/selector/index.js';
import type { SlotElement } from '../../src/selector/template.js';
import { elementsText, input, intent, manifest, parseEn, tool } from './helpers.js';

const slots = new Map<string, SlotElement>([
  ['to', { kind: 'slot', name: 'to', slot: { type: 'enum', enum: compileEnum(['Sam', 'Mom']) } }],
  ['text', { kind: 'slot', name: 'text', slot: { type: 'string' } }],
  ['whom', { kind: 'slot', name: 'whom', slot: { type: 'string' } }],
]);

const moved = (utterance: string): string | null => elementsText(receiverFirst(parseEn(utterance, slots)));

describe('receiverFirst', () => {
  it('puts "to {enum}" after a giving verb right after the verb', () => {
    expect(moved('send a message to {to} saying {text}')).toBe('send {to} a message saying {text}');
    expect(moved('read my last note to {to}')).toBe('read {to} my last note');
    expect(moved('please give a call to {to}')).toBe('please give {to} a call');
  });

  it('leaves other utterances alone: another verb, a free-text receiver, no object, the receiver first already', () => {
    expect(moved('talk to {to}')).toBeNull();
    expect(moved('say hello to {to}')).toBeNull();
    expect(moved('send a message to {whom}')).toBeNull();
    expect(moved('send to {to}')).toBeNull();
    expect(moved('send {to} a message')).toBeNull();
  });
});

describe('compiled with the receiver either side of the object', () => {
  const chat = manifest('com.example.chat', [tool('send', { to: { type: 'string' }, text: { type: 'string' } })], [
    intent('send', 'send', { en: ['send a message to {to} saying {text}'] }, { slots: { to: { type: 'enum', values: ['Sam', 'Mom'] }, text: { type: 'string' } } }),
  ]);
  const snap = compileCatalog([input(chat)]);

  it('selects both, with the same words required', () => {
    expect(select(snap, { text: 'send Sam a message saying dinner is ready', lang: 'en' }).match?.arguments).toEqual({ to: 'Sam', text: 'dinner is ready' });
    expect(select(snap, { text: 'send a message to Mom saying hi there', lang: 'en' }).match?.arguments).toEqual({ to: 'Mom', text: 'hi there' });
    expect(select(snap, { text: 'send Sam saying dinner is ready', lang: 'en' }).match).toBeNull();
  });
});
