// Slots and fixed arguments against the tool's inputSchema.
import { describe, expect, it } from 'vitest';
import { errorsAfter, errorsOfText, manifest, type Json } from '../fixture.js';

const values = (n: number) => Array.from({ length: n }, (_, i) => `Bot ${i}`);

const cases: [string, (m: Json) => void, string[]][] = [
  ['slots is an object', (m) => (m.intents[2].slots = ['volume']), ['intents[2].slots: must be an object', 'intents[2].utterances.en[1]: {volume} is not a slot or fixed argument']],
  ['a slot key is an input property', (m) => (m.intents[0].slots.colour = { type: 'string' }), ['intents[0].slots.colour: is not a property of the inputSchema of tool "create_note"']],
  ['a slot key is a name', (m) => (m.intents[0].slots['1st'] = { type: 'string' }), ['intents[0].slots.1st: must be a tool input name: a letter or _, then letters, digits or _ (at most 64)']],
  ['a slot key is at most 64 characters', (m) => (m.intents[0].slots[`a${'b'.repeat(64)}`] = { type: 'string' }), [`intents[0].slots.a${'b'.repeat(64)}: must be a tool input name: a letter or _, then letters, digits or _ (at most 64)`]],
  ['a slot has a type', (m) => delete m.intents[2].slots.volume.type, ['intents[2].slots.volume.type: is required']],
  ['a slot type is string, number or enum', (m) => (m.intents[2].slots.volume.type = 'integer'), ['intents[2].slots.volume.type: must be one of "string", "number", "enum"']],
  ['a string slot fills a string input', (m) => (m.intents[2].slots.volume.type = 'string'), ['intents[2].slots.volume.type: string does not fit the tool input type integer']],
  ['a number slot fills a number input', (m) => (m.intents[0].slots.title.type = 'number'), ['intents[0].slots.title.type: number does not fit the tool input type string']],
  ['an enum slot fills a string input', (m) => (m.intents[2].slots.volume = { type: 'enum', values: ['low', 'high'] }), ['intents[2].slots.volume.type: enum does not fit the tool input type integer']],
  ['required is a boolean', (m) => (m.intents[2].slots.volume.required = 'yes'), ['intents[2].slots.volume.required: must be a boolean']],
  ['an enum slot has values or valuesFrom', (m) => delete m.intents[1].slots.bot.values, ['intents[1].slots.bot: an enum slot needs values or valuesFrom: "tool"']],
  ['an enum slot has not both', (m) => (m.intents[1].slots.bot.valuesFrom = 'tool'), ['intents[1].slots.bot: has both values and valuesFrom; an enum takes one']],
  ['valuesFrom is "tool"', (m) => ((m.intents[1].slots.bot.valuesFrom = 'server'), delete m.intents[1].slots.bot.values), ['intents[1].slots.bot.valuesFrom: must be "tool"']],
  ['only enum slots take values', (m) => (m.intents[0].slots.title.values = ['Groceries']), ['intents[0].slots.title.values: only enum slots take values']],
  ['only enum slots take valuesFrom', (m) => (m.intents[0].slots.title.valuesFrom = 'tool'), ['intents[0].slots.title.valuesFrom: only enum slots take valuesFrom']],
  ['values hold at most 30', (m) => (m.intents[1].slots.bot.values = values(31)), ['intents[1].slots.bot.values: must hold 1 to 30 strings']],
  ['values hold at least 1', (m) => (m.intents[1].slots.bot.values = []), ['intents[1].slots.bot.values: must hold 1 to 30 strings']],
  ['values is a list', (m) => (m.intents[1].slots.bot.values = 'Pepper'), ['intents[1].slots.bot.values: must be a list of 1 to 30 strings']],
  ['a value is a string', (m) => (m.intents[1].slots.bot.values = ['Pepper', 7]), ['intents[1].slots.bot.values[1]: must be a string']],
  ['a value is not empty', (m) => (m.intents[1].slots.bot.values = ['Pepper', ' ']), ['intents[1].slots.bot.values[1]: must not be empty']],
  ['a value is at most 200 characters', (m) => (m.intents[1].slots.bot.values = ['Pepper', 'Sol', 'Mika', 'M'.repeat(201)]), ['intents[1].slots.bot.values[3]: must be at most 200 characters']],
  ['a value holds no invisible character', (m) => (m.intents[1].slots.bot.values = ['Pepper', 'Sol', 'Pep\u200bper']), ['intents[1].slots.bot.values[2]: contains U+200B ZERO WIDTH SPACE']],
  ['a value is not repeated', (m) => (m.intents[1].slots.bot.values = ['Pepper', 'Sol', 'Mika', 'Ana', 'pepper']), ['intents[1].slots.bot.values[4]: repeats "Pepper"']],
  ['examples hold at most 30', (m) => (m.intents[0].slots.title.examples = values(31)), ['intents[0].slots.title.examples: must hold at most 30 strings']],
  ['an example is a nonempty visible string', (m) => (m.intents[0].slots.title.examples = ['groceries', '', 'to\u0000do']), ['intents[0].slots.title.examples[1]: must not be empty', 'intents[0].slots.title.examples[2]: contains U+0000 NULL']],
  ['an example is at most 200 characters', (m) => (m.intents[0].slots.title.examples = ['e'.repeat(201)]), ['intents[0].slots.title.examples[0]: must be at most 200 characters']],
  ['fixedArgs is an object', (m) => (m.intents[2].fixedArgs = ['Focus']), ['intents[2].fixedArgs: must be an object', 'intents[2].response.en: {playlist} is not a slot or fixed argument', 'intents[2]: tool input "playlist" is required: fix it in fixedArgs or declare a required slot']],
  ['a fixed argument key is an input property', (m) => (m.intents[2].fixedArgs.repeat = true), ['intents[2].fixedArgs.repeat: is not a property of the inputSchema of tool "play_playlist"']],
  ['a fixed argument key is a name', (m) => (m.intents[2].fixedArgs['play-list'] = 'x'), ['intents[2].fixedArgs.play-list: must be a tool input name: a letter or _, then letters, digits or _ (at most 64)']],
  ['a fixed value satisfies the tool schema', (m) => (m.intents[2].fixedArgs.shuffle = 'yes'), ['intents[2].fixedArgs.shuffle: must be a boolean']],
  ['a fixed value satisfies its bounds', (m) => ((m.intents[2].fixedArgs.volume = 150), delete m.intents[2].slots), ['intents[2].fixedArgs.volume: must be between 0 and 100']],
  ['a fixed value satisfies an enum', (m) => (m.intents[1] = { ...m.intents[1], slots: { message: { type: 'string', required: true } }, fixedArgs: { bot: 'Zed' }, utterances: { en: ['ask zed to {message}'] }, response: { en: 'Asking Zed.' } }), ['intents[1].fixedArgs.bot: must be one of "Pepper", "Sol", "Mika"']],
  ['a key is a slot or fixed, not both', (m) => (m.intents[2].slots.playlist = { type: 'string' }), ['intents[2].slots.playlist: is also a fixed argument; the selector cannot override a fixed argument']],
];

describe('slots and fixed arguments', () => {
  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(errorsAfter(mutate)).toEqual(expected);
  });

  it('accepts a number slot for an integer input and a live enum', () => {
    expect(errorsAfter((m) => (m.intents[1].slots.bot = { type: 'enum', valuesFrom: 'tool', required: true }))).toEqual([]);
  });

  it('accepts slot types against union and untyped inputs', () => {
    expect(
      errorsAfter((m) => {
        m.tools[2].inputSchema.properties.playlist = { anyOf: [{ type: 'string' }, { type: 'null' }] };
        m.tools[2].inputSchema.properties.volume = { description: 'any JSON' };
        m.intents[2].slots.volume = { type: 'number' };
      }),
    ).toEqual([]);
  });

  describe('keys that would reach Object.prototype, from real JSON text', () => {
    const withKey = (where: 'slots' | 'fixedArgs', key: string) => {
      const m = manifest();
      const text = JSON.stringify(m).replace('"fixedArgs":{', where === 'fixedArgs' ? `"fixedArgs":{"${key}":1,` : `"fixedArgs":{`)
        .replace('"slots":{"volume"', where === 'slots' ? `"slots":{"${key}":{"type":"string"},"volume"` : '"slots":{"volume"');
      return text;
    };

    it.each(['__proto__', 'prototype', 'constructor'])('refuses %s as a slot key', (key) => {
      const text = withKey('slots', key);
      expect(Object.keys(JSON.parse(text).intents[2].slots)).toContain(key);
      expect(errorsOfText(text)).toEqual([`intents[2].slots.${key}: is a reserved name`]);
    });

    it.each(['__proto__', 'prototype', 'constructor'])('refuses %s as a fixed argument key', (key) => {
      const text = withKey('fixedArgs', key);
      expect(Object.keys(JSON.parse(text).intents[2].fixedArgs)).toContain(key);
      expect(errorsOfText(text)).toEqual([`intents[2].fixedArgs.${key}: is a reserved name`]);
    });

    it('refuses __proto__ even when the tool declares it as a property', () => {
      const text = JSON.stringify(manifest())
        .replace('"volume":{"type":"integer","minimum":0,"maximum":100}', '"volume":{"type":"integer","minimum":0,"maximum":100},"__proto__":{"type":"string"}')
        .replace('"fixedArgs":{', '"fixedArgs":{"__proto__":"x",');
      expect(errorsOfText(text)).toEqual(['tools[2].inputSchema.properties.__proto__: is a reserved name', 'intents[2].fixedArgs.__proto__: is a reserved name']);
      expect(({} as Record<string, unknown>)['x']).toBeUndefined();
    });

    it('refuses __proto__ keys anywhere else, where a copy by assignment would set a prototype', () => {
      const text = JSON.stringify(manifest()).replace('"publisher":{', '"publisher":{"__proto__":{"verified":true},').replace('"en":["new note', '"__proto__":["note {title}"],"en":["new note');
      expect(errorsOfText(text)).toEqual(['publisher.__proto__: is a reserved name', 'intents[0].utterances.__proto__: is a reserved name']);
    });
  });
});
