import { describe, expect, it } from 'vitest';
import { compileCatalog, select } from '../../src/selector/index.js';
import { commandClauses } from '../../src/selector/clauses.js';
import { prepareRequest } from '../../src/selector/request.js';
import { input, intent, manifest, tool } from './helpers.js';

const home = manifest(
  'com.example.home',
  [tool('lock', { door: { type: 'string' } }), tool('lights_off', { room: { type: 'string' } }), tool('all_off'), tool('timer', { minutes: { type: 'integer', minimum: 1, maximum: 720 } })],
  [
    intent('lock', 'lock', { en: ['lock the {door}'], fr: ['verrouille la {door}'] }, { slots: { door: { type: 'enum', values: ['Back Door', 'Porte'] } } }),
    intent('lights_off', 'lights_off', { en: ['turn off the {room} lights'], fr: ['éteins la lumière de la {room}'] }, { slots: { room: { type: 'enum', values: ['Kitchen', 'Cuisine'] } } }),
    intent('all_off', 'all_off', { en: ['turn off the lights'] }),
    intent('timer', 'timer', { en: ['set a timer for {minutes} minutes'] }, { slots: { minutes: { type: 'number' } } }),
  ],
);
const snap = compileCatalog([input(home)]);
const pick = (text: string, lang = 'en') => select(snap, { text, lang }).match;
const clauses = (text: string, lang = 'en') => {
  const index = snap.index.get(lang)!;
  return commandClauses(prepareRequest(text, lang, lang, index), (id) => id < index.counts.length && index.counts[id]! > 0);
};

describe('commandClauses', () => {
  it('offers the command clause beside a statement that only says why', () => {
    expect(clauses("I'm heading out, lock the back door")).toEqual(['lock the back door']);
    expect(clauses('lock the back door, this wind is awful')).toEqual(['lock the back door']);
  });

  it('keeps a clause that corrects the command', () => {
    expect(clauses('lock the back door, I mean the kids are gone')).toEqual([]);
    expect(clauses('lock the back door, the kids are gone')).toEqual(['lock the back door']);
  });

  it('counts no clause that only greets or thanks', () => {
    expect(clauses('Good morning. Lock the back door, this wind is awful.')).toEqual(['Lock the back door']);
    expect(clauses('lock the back door, this wind is awful. Thanks.')).toEqual(['lock the back door']);
    expect(clauses('lock the back door, please, this wind is awful')).toEqual(['lock the back door']);
    // Three clauses that say something are still too many.
    expect(clauses('Thanks. Lock the back door, this wind is awful, it is cold')).toEqual([]);
  });

  it("passes over a clitic the catalogue says too ('s of what's): it says nothing of the command", () => {
    const withWhats = compileCatalog([input(home), input(manifest('com.example.weather', [tool('now')], [intent('now', 'now', { en: ["what's the weather"] })]))]);
    const index = withWhats.index.get('en')!;
    const said = (text: string) => commandClauses(prepareRequest(text, 'en', 'en', index), (id) => id < index.counts.length && index.counts[id]! > 0);
    expect(said("lock the back door, it's windy")).toEqual(['lock the back door']);
    expect(said("it's windy, lock the back door")).toEqual(['lock the back door']);
    // A word of the catalogue beside it still keeps the clause.
    expect(said("lock the back door, it's the weather")).toEqual([]);
  });

  it('takes a clause that opens with a word saying why as a statement, where a negation is the reason\'s', () => {
    expect(clauses('lock the back door, because we are leaving')).toEqual(['lock the back door']);
    expect(clauses('éteins la lumière de la cuisine, car on n\'y voit rien', 'fr')).toEqual(['éteins la lumière de la cuisine']);
    // French runs "puisque" into the pronoun after it.
    expect(clauses("éteins la lumière de la cuisine, puisqu'il fait jour", 'fr')).toEqual(['éteins la lumière de la cuisine']);
    // Without such a word, a negation may deny the command.
    expect(clauses("lock the back door, we're not leaving")).toEqual([]);
    // The word alone says nothing.
    expect(clauses('lock the back door, because')).toEqual([]);
  });

  it('offers nothing for one clause, or more than two', () => {
    expect(clauses('lock the back door')).toEqual([]);
    expect(clauses("I'm out. It's late. Lock the back door")).toEqual([]);
  });

  it('never sets aside a clause that could change the command', () => {
    // A word of the catalogue (a value, another command's word), a number, a negation, a time.
    expect(clauses('turn off the lights, the kitchen ones')).toEqual([]);
    expect(clauses('set a timer for 10 minutes, it needs 15')).toEqual([]);
    expect(clauses("lock the back door, it's not locked")).toEqual([]);
    expect(clauses('lock the back door, tomorrow morning')).toEqual([]);
    // A condition, a correction.
    expect(clauses('if it rains, lock the back door')).toEqual([]);
    expect(clauses('lock the back door, actually wait')).toEqual([]);
    expect(clauses("éteins la lumière de la cuisine, je reste jusqu'à la fin", 'fr')).toEqual([]);
    // A name called out, and a second command, which starts with its verb.
    expect(clauses('Chérie, verrouille la porte', 'fr')).toEqual([]);
    expect(clauses('set a timer for 8 minutes, label it soft-boiled eggs')).toEqual([]);
  });
});

describe('select: a command beside a clause that says why', () => {
  it('selects the command clause at the cost of a word form, when the whole matches nothing', () => {
    expect(pick("I'm heading out, lock the back door")?.arguments).toEqual({ door: 'Back Door' });
    expect(pick("I'm heading out, lock the back door")?.confidence).toBeCloseTo(0.88, 5);
    expect(pick('Éteins la lumière de la cuisine, les enfants dorment', 'fr')?.arguments).toEqual({ room: 'Cuisine' });
    expect(pick('turn off the lights, the kitchen ones')).toBeNull();
  });
});
