import { describe, expect, it } from 'vitest';
import { compileEnum } from '../../src/slots/enum.js';
import { compileCatalog, select } from '../../src/selector/index.js';
import { particleMoved } from '../../src/selector/phrasal.js';
import type { SlotElement } from '../../src/selector/template.js';
import { elementsText, input, intent, manifest, parseEn, tool } from './helpers.js';

const slots = new Map<string, SlotElement>([
  ['room', { kind: 'slot', name: 'room', slot: { type: 'enum', enum: compileEnum(['Kitchen', 'Living Room']) } }],
  ['level', { kind: 'slot', name: 'level', slot: { type: 'number', spec: { integer: true, minimum: 0, maximum: 100 } } }],
  ['body', { kind: 'slot', name: 'body', slot: { type: 'string' } }],
]);

const moved = (utterance: string): string | null => elementsText(particleMoved(parseEn(utterance, slots)));

describe('particleMoved', () => {
  it('puts the particle after the object', () => {
    expect(moved('turn off the {room} lights')).toBe('turn the {room} lights off');
    expect(moved('switch on every light')).toBe('switch every light on');
    expect(moved('put on my {room} playlist')).toBe('put my {room} playlist on');
  });

  it('puts it before what follows the object, a preposition and the rest', () => {
    expect(moved('turn off the lights in the {room}')).toBe('turn the lights off in the {room}');
    expect(moved('please turn up the volume to {level} percent')).toBe('please turn the volume up to {level} percent');
  });

  it('moves a particle written after the object to before it', () => {
    expect(moved('turn the {room} lights on')).toBe('turn on the {room} lights');
    expect(moved('turn the lights off in the {room}')).toBe('turn off the lights in the {room}');
  });

  it('leaves utterances without a movable particle as they are', () => {
    // A free-text object: "write down {body}" must not take "write that I'm feeling down".
    expect(moved('turn off {body}')).toBeNull();
    expect(moved('write down {body}')).toBeNull();
    // A number is not an object the particle goes around, nor a bare pronoun one it precedes.
    expect(moved('turn up {level}')).toBeNull();
    expect(moved('turn it up to {level}')).toBeNull();
    // No particle, a preposition instead, or an object of articles alone.
    expect(moved('turn the volume to {level}')).toBeNull();
    expect(moved('put {body} on the shopping list')).toBeNull();
    expect(moved('turn off the')).toBeNull();
    expect(moved('play {room} on shuffle')).toBeNull();
  });
});

describe('select with particle variants', () => {
  const home = manifest('com.example.home', [tool('set_light', { room: { type: 'string' }, on: { type: 'boolean' } })], [
    intent('lights_off', 'set_light', { en: ['turn off the {room} lights'], de: ['mach das Licht im {room} aus'] }, {
      slots: { room: { type: 'enum', values: ['Kitchen', 'Living Room'] } },
      fixedArgs: { on: false },
    }),
    intent('lights_on', 'set_light', { en: ['turn on the {room} lights', 'turn the {room} lights on'] }, {
      slots: { room: { type: 'enum', values: ['Kitchen', 'Living Room'] } },
      fixedArgs: { on: true },
    }),
  ]);
  const notes = manifest('com.example.notes', [tool('note', { body: { type: 'string' } })], [
    intent('take_note', 'note', { en: ['write down {body}'] }, { slots: { body: { type: 'string' } } }),
  ]);
  const snap = compileCatalog([input(home), input(notes)]);

  it('selects an utterance said with the particle on the other side', () => {
    const r = select(snap, { text: 'turn the living room lights off', lang: 'en' });
    expect(r.match?.intent).toBe('lights_off');
    expect(r.match?.arguments).toEqual({ room: 'Living Room', on: false });
    expect(r.match?.confidence).toBe(1);
    expect(select(snap, { text: 'turn on the kitchen lights', lang: 'en' }).match?.intent).toBe('lights_on');
  });

  it('adds a variant once, and only for English utterances', () => {
    const app = snap.apps.get('com.example.home')!;
    const off = app.compiled.find((i) => i.name === 'lights_off')!;
    const on = app.compiled.find((i) => i.name === 'lights_on')!;
    expect(off.templates.map((t) => t.langKey)).toEqual(['en', 'de', 'en']);
    // Written both ways already: nothing to add.
    expect(on.templates).toHaveLength(2);
  });

  it('never moves a particle around free text', () => {
    expect(select(snap, { text: "write that I'm feeling down", lang: 'en' }).match).toBeNull();
    expect(select(snap, { text: 'write down buy milk', lang: 'en' }).match?.arguments).toEqual({ body: 'buy milk' });
  });
});
