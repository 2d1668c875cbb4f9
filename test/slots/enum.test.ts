import { describe, expect, it } from 'vitest';
import { compileEnum, enumHitsAt } from '../../src/slots/enum.js';
import { tokenize } from '../../src/selector/tokenize.js';

const m = compileEnum(['Focus', 'Deep Sleep', 'Deep', 'Café del Mar', 'Wi-Fi', 'Lo-Fi Beats', 'DeepFocus', 'Workout Mix']);

function hits(text: string, at = 0, unknownWords: string[] = []) {
  const tokens = tokenize(text).tokens;
  const unknown = tokens.map((t) => unknownWords.includes(t));
  return enumHitsAt(m, tokens, unknown, at, tokens.length).map((h) => [h.value.canonical, h.length, h.typos]);
}

describe('enumHitsAt', () => {
  it('finds every value that fits, multi-word ones included', () => {
    expect(hits('deep sleep now')).toEqual([['Deep Sleep', 2, 0], ['Deep', 1, 0]]);
  });

  it('is case- and accent-insensitive and returns the value as written', () => {
    expect(hits('CAFE DEL MAR')).toEqual([['Café del Mar', 3, 0]]);
    expect(hits('focus', 0)).toEqual([['Focus', 1, 0]]);
  });

  it('tolerates one misspelt word of five letters or more, counted as a typo', () => {
    expect(hits('workout mxi', 0, ['mxi'])).toEqual([]);
    expect(hits('deep slepe', 0, ['slepe'])).toEqual([['Deep Sleep', 2, 1], ['Deep', 1, 0]]);
    expect(hits('workuot mix', 0, ['workuot'])).toEqual([['Workout Mix', 2, 1]]);
    // Only words the catalogue does not know may be misspellings.
    expect(hits('foccus')).toEqual([]);
  });

  it('takes a value of one word of five letters misspelt only with a letter doubled or dropped', () => {
    // A letter changed in a short name makes another name: Jonah is not Jonas.
    const names = compileEnum(['Jonas', 'Focus', 'Serial']);
    const said = (text: string) => {
      const tokens = tokenize(text).tokens;
      return enumHitsAt(names, tokens, tokens.map(() => true), 0, tokens.length).map((h) => [h.value.canonical, h.typos]);
    };
    expect(said('jonah')).toEqual([]);
    expect(said('focsu')).toEqual([]);
    expect(said('jonnas')).toEqual([['Jonas', 1]]);
    expect(said('foccus')).toEqual([['Focus', 1]]);
    expect(said('serail')).toEqual([['Serial', 1]]);
  });

  it('reads German umlauts spelt out', () => {
    const rooms = compileEnum(['Küche', 'Wohnzimmer']);
    const tokens = tokenize('kueche').tokens;
    expect(enumHitsAt(rooms, tokens, [false], 0, 1).map((h) => h.value.canonical)).toEqual(['Küche']);
    expect(rooms.words).toContain('kueche');
  });

  it('reads glued and split forms', () => {
    expect(hits('wifi')).toEqual([['Wi-Fi', 1, 0]]);
    expect(hits('deep focus')).toEqual([['Deep', 1, 0], ['DeepFocus', 2, 0]]);
  });

  it("reads a value's first words glued or split, the rest as they are", () => {
    expect(hits('lofi beats')).toEqual([['Lo-Fi Beats', 2, 0]]);
    expect(hits('work out mix')).toEqual([['Workout Mix', 3, 0]]);
    expect(hits('work out mx', 0, ['mx'])).toEqual([]);
    expect(hits('lofi')).toEqual([]);
    expect(hits('work out')).toEqual([]);
  });

  it("takes the other words for a parent the list names (kinship.ts), and returns the list's own", () => {
    const contacts = compileEnum(['Sam', 'Mom', 'Dad']);
    const said = (text: string) => {
      const tokens = tokenize(text).tokens;
      return enumHitsAt(contacts, tokens, tokens.map(() => false), 0, tokens.length).map((h) => [h.value.canonical, h.length]);
    };
    expect(said('mamá')).toEqual([['Mom', 1]]);
    expect(said('mum')).toEqual([['Mom', 1]]);
    expect(said('papa')).toEqual([['Dad', 1]]);
    expect(said('お母さん')).toEqual([['Mom', 4]]);
    expect(said('sam')).toEqual([['Sam', 1]]);
    // Two letters are too short to be sure of ("ma" is French for "my").
    expect(said('ma')).toEqual([]);
    // Said whole: "mom my address …" holds no "mommy".
    expect(said('mommy')).toEqual([['Mom', 1]]);
    expect(said('mom my')).toEqual([['Mom', 1]]);
    expect(contacts.words).toContain('maman');
  });

  it('reads a word for a parent as the value the list holds under that word, never as another', () => {
    // "Mama" here is somebody else than "Mom" (a grandmother, say).
    const contacts = compileEnum(['Mom', 'Mama']);
    const tokens = tokenize('mama').tokens;
    expect(enumHitsAt(contacts, tokens, [false], 0, 1).map((h) => h.value.canonical)).toEqual(['Mama']);
    // A value that names no parent gains no other words.
    expect(compileEnum(['Focus']).values).toHaveLength(1);
  });

  it('finds nothing where no value starts', () => {
    expect(hits('play focus', 0)).toEqual([]);
    expect(hits('', 0)).toEqual([]);
  });
});
