import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/selector/tokenize.js';
import { verbFirst } from '../../src/selector/verb-last.js';

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
