import { describe, expect, it } from 'vitest';
import { mayBeMisspelt, oneEdit } from '../../src/selector/fuzzy.js';

describe('oneEdit', () => {
  it('accepts one substitution, insertion, deletion or swap of neighbours', () => {
    expect(oneEdit('timer', 'timmer')).toBe(true);
    expect(oneEdit('pause', 'paus')).toBe(true);
    expect(oneEdit('pause', 'pausr')).toBe(true);
    expect(oneEdit('pause', 'pasue')).toBe(true);
  });

  it('refuses equal words and two edits', () => {
    expect(oneEdit('pause', 'pause')).toBe(false);
    expect(oneEdit('pause', 'psaeu')).toBe(false);
    expect(oneEdit('volume', 'volumes!')).toBe(false);
  });
});

describe('mayBeMisspelt', () => {
  it('tolerates misspellings of words of five letters or more only', () => {
    expect(mayBeMisspelt('timmer', 'timer')).toBe(true);
    expect(mayBeMisspelt('paly', 'play')).toBe(false);
    expect(mayBeMisspelt('of', 'on')).toBe(false);
  });
});
