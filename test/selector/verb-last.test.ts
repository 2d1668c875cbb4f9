import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/selector/tokenize.js';
import { verbFirst, verbLast } from '../../src/selector/verb-last.js';

const catalogue = new Set(['pausiere', 'mach', 'schalte', 'spiel', 'lies', 'stell']);
const known = (w: string) => catalogue.has(w);

describe('verbFirst', () => {
  it('puts the command form after the asking phrase and the rest after it, as said', () => {
    expect(verbFirst(tokenize('kannst du die Musik pausieren'), 2, known)).toBe('kannst du pausiere die Musik');
    expect(verbFirst(tokenize('Kannst du bitte Focus spielen?'), 3, known)).toBe('Kannst du bitte spiel Focus?');
  });

  it('moves a separable particle to the end, where the command says it', () => {
    expect(verbFirst(tokenize('kannst du das Licht im Wohnzimmer ausmachen'), 2, known)).toBe('kannst du mach das Licht im Wohnzimmer aus');
    expect(verbFirst(tokenize('Licht in der Küche einschalten'), 0, known)).toBe('schalte Licht in der Küche ein');
  });

  it('takes the verb before the polite words that end the request, and keeps them after it', () => {
    expect(verbFirst(tokenize('alle Lichter ausmachen bitte'), 0, known, 3)).toBe('mach alle Lichter aus bitte');
    expect(verbFirst(tokenize('kannst du die Musik pausieren, bitte!'), 2, known, 5)).toBe('kannst du pausiere die Musik, bitte!');
  });

  it('leaves a request alone when its last word is no infinitive the catalogue commands with', () => {
    expect(verbFirst(tokenize('kannst du die Musik'), 2, known)).toBeNull();
    expect(verbFirst(tokenize('kannst du die Musik hören'), 2, known)).toBeNull();
    // Nothing between the asking phrase and the verb: no command to rewrite.
    expect(verbFirst(tokenize('kannst du pausieren'), 2, known)).toBeNull();
  });
});

describe('verbLast', () => {
  const infinitives = new Set(['anhalten', 'abbrechen', 'pausieren', 'ausschalten']);
  const said = (w: string) => infinitives.has(w);

  it('moves the command form to the end as the infinitive, its separable particle before it', () => {
    expect(verbLast(tokenize('halt den Podcast an'), 0, said)).toBe('den Podcast anhalten');
    expect(verbLast(tokenize('Halte den Podcast mal kurz an'), 0, said)).toBe('den Podcast mal kurz anhalten');
    expect(verbLast(tokenize('brich den Timer ab'), 0, said)).toBe('den Timer abbrechen');
    expect(verbLast(tokenize('pausiere den Podcast'), 0, said)).toBe('den Podcast pausieren');
  });

  it('keeps the asking phrase before and the polite words after', () => {
    expect(verbLast(tokenize('bitte halt den Podcast an, danke'), 1, said, 5)).toBe('bitte den Podcast anhalten, danke');
  });

  it('leaves a request alone without such an infinitive in the catalogue, or without an object', () => {
    expect(verbLast(tokenize('mach den Podcast an'), 0, said)).toBeNull();
    expect(verbLast(tokenize('halt an'), 0, said)).toBeNull();
    expect(verbLast(tokenize('pausiere'), 0, said)).toBeNull();
  });
});
