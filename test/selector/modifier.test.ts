import { describe, expect, it } from 'vitest';
import { compileEnum } from '../../src/slots/enum.js';
import { compileCatalog, select } from '../../src/selector/index.js';
import { placeBeforeNoun } from '../../src/selector/modifier.js';
import type { SlotElement } from '../../src/selector/template.js';
import { elementsText, input, intent, manifest, parseEn, tool } from './helpers.js';

const slots = new Map<string, SlotElement>([
  ['room', { kind: 'slot', name: 'room', slot: { type: 'enum', enum: compileEnum(['Kitchen', 'Living Room']) } }],
  ['city', { kind: 'slot', name: 'city', slot: { type: 'string' } }],
]);

const placed = (utterance: string): string | null => elementsText(placeBeforeNoun(parseEn(utterance, slots)));

describe('placeBeforeNoun', () => {
  it('moves a closing "in the {enum}" before the noun it qualifies, past a particle', () => {
    expect(placed('lights on in the {room}')).toBe('{room} lights on');
    expect(placed('turn on the lights in the {room}')).toBe('turn on the {room} lights');
    expect(placed('music in {room}')).toBe('{room} music');
  });

  it('moves a closing "of {enum}" the same way', () => {
    expect(placed('play the latest episode of {room}')).toBe('play the latest {room} episode');
    expect(placed('remind me of {room}')).toBeNull();
  });

  it('leaves other utterances alone: a free-text place, a place not at the end, no noun', () => {
    expect(placed("what's the weather in {city}")).toBeNull();
    expect(placed('turn on the lights in the {room} please now')).toBeNull();
    expect(placed('turn on the {room} lights')).toBeNull();
    expect(placed('turn on in the {room}')).toBeNull();
  });
});

describe('compiled in both orders', () => {
  const home = manifest('com.example.home', [tool('lights_on', { room: { type: 'string' } })], [
    intent('lights_on', 'lights_on', { en: ['turn on the lights in the {room}'] }, { slots: { room: { type: 'enum', values: ['Kitchen', 'Living Room'] } } }),
  ]);
  const snap = compileCatalog([input(home)]);

  it('selects the noun-first order, and with the particle moved too', () => {
    expect(select(snap, { text: 'turn on the living room lights', lang: 'en' }).match?.arguments).toEqual({ room: 'Living Room' });
    expect(select(snap, { text: 'turn the kitchen lights on', lang: 'en' }).match?.confidence).toBe(1);
  });
});
