import { describe, expect, it } from 'vitest';
import { compileEnum } from '../../src/slots/enum.js';
import { fillersFor } from '../../src/selector/fillers.js';
import { isRequired, parseTemplate, type Element, type SlotElement } from '../../src/selector/template.js';

const slots = new Map<string, SlotElement>([
  ['level', { kind: 'slot', name: 'level', slot: { type: 'number', spec: { integer: true } } }],
  ['bot', { kind: 'slot', name: 'bot', slot: { type: 'enum', enum: compileEnum(['Sol', 'Deep Sleep']) } }],
  ['message', { kind: 'slot', name: 'message', slot: { type: 'string' } }],
  ['note', { kind: 'slot', name: 'note', slot: { type: 'string' } }],
  ['hour', { kind: 'slot', name: 'hour', slot: { type: 'number', spec: { integer: true, minimum: 0, maximum: 23 } } }],
]);

function show(elements: Element[] | undefined): string[] | undefined {
  return elements?.map((e) => {
    if (e.kind === 'slot') return `{${e.name}}`;
    return e.token + (e.optional ? '?' : '') + (e.small ? '~' : '') + (e.percent ? '%' : '') + (e.reporting ? '»' : '');
  });
}

const parse = (u: string, lang = 'en', fixed: Record<string, unknown> = {}) =>
  show(parseTemplate(u, slots, fixed, fillersFor(lang.split('-')[0]!), lang)?.elements);

describe('parseTemplate', () => {
  it('marks articles and polite words optional, short function words droppable', () => {
    expect(parse('Set the volume to {level} please')).toEqual(['set', 'the?', 'volume', 'to~', '{level}', 'please?']);
  });

  it('keeps a word of urgency an utterance says, which a request may leave out or add', () => {
    expect(parse('add {note} to my list right away')).toEqual(['add', '{note}', 'to~', 'my?', 'list', 'right', 'away']);
    expect(fillersFor('en').phrases.get('right')).toContainEqual(['right', 'away']);
  });

  it('marks a word that introduces reported speech', () => {
    expect(parse('make a note that {note}')).toEqual(['make', 'a?', 'note', 'that»', '{note}']);
    expect(parse('{note}とメモして', 'ja')).toEqual(['{note}', 'と~»', 'メ', 'モ', 'し?', 'て?']);
  });

  it('keeps a clitic glued to a placeholder as its own token', () => {
    expect(parse("What's {bot}'s status")).toEqual(['what', "'s", '{bot}', "'s", 'status']);
    expect(parse("l'{message}", 'fr')).toEqual(["l'?", '{message}']);
  });

  it('reads a multi-word percent phrase as one percent literal', () => {
    expect(parse('volumen al {level} por ciento', 'es')).toEqual(['volumen', 'al~', '{level}', 'por ciento%']);
    expect(parse('volume {level}%')).toEqual(['volume', '{level}', '%%']);
  });

  it('says a fixed argument named in the utterance literally', () => {
    expect(parse('ride {destination}', 'en', { destination: 'home' })).toEqual(['ride', 'home']);
  });

  it('refuses an unknown placeholder and two free-text slots side by side', () => {
    expect(parse('ask {nobody}')).toBeUndefined();
    expect(parse('note {message} {note}')).toBeUndefined();
  });

  it('marks a unit of duration right after a number slot, which a request need not say, but not after an hour of the day', () => {
    const lits = (u: string, lang = 'en') => parseTemplate(u, slots, {}, fillersFor(lang), lang)!.elements.filter((e) => e.kind === 'lit');
    const timer = lits('set a timer for {level} minutes');
    expect(timer.map((e) => [e.token, e.duration, isRequired(e)])).toEqual([['set', 0, true], ['a', 0, false], ['timer', 0, true], ['for', 0, false], ['minutes', 60, false]]);
    expect(lits('wait minutes for {level}').find((e) => e.token === 'minutes')?.duration).toBe(0);
    expect(lits('réveille-moi à {hour} heures', 'fr').find((e) => e.token === 'heures')?.duration).toBe(0);
    // Before a number slot, a preposition that leads its value alike (fillers.ts beforeNumber).
    expect(timer.find((e) => e.token === 'for')).toMatchObject({ beforeNumber: ['to', 'at'] });
  });

  it('shares literal elements between templates', () => {
    const a = parseTemplate('pause the music', slots, {}, fillersFor('en'), 'en')!.elements[0];
    const b = parseTemplate('pause now', slots, {}, fillersFor('en'), 'en')!.elements[0];
    expect(a).toBe(b);
  });
});
