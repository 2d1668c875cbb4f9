import { describe, expect, it } from 'vitest';
import { MIN_CONFIDENCE, confidence, emptyStats, ownWords, stringCost, type AlignmentStats } from '../../src/selector/score.js';

const stats = (over: Partial<AlignmentStats>): AlignmentStats => ({ ...emptyStats(5), literals: 3, contentLiterals: 2, ...over });

describe('confidence', () => {
  it('is 1 for an alignment that spent nothing', () => {
    expect(confidence(stats({}))).toBe(1);
  });

  it('subtracts what each tolerance costs', () => {
    expect(confidence(stats({ politeSkipped: 2 }))).toBeCloseTo(0.98, 10);
    expect(confidence(stats({ typos: 1 }))).toBeCloseTo(0.9, 10);
    expect(confidence(stats({ smallInserted: 1 }))).toBeCloseTo(0.86, 10);
    expect(confidence(stats({ wordForms: 1 }))).toBeCloseTo(0.88, 10);
  });

  it('counts an inflection as a tolerance that, with a word inserted, falls below the threshold', () => {
    expect(confidence(stats({ wordForms: 1, typos: 1, smallDropped: 1 }))).toBeNull();
    expect(confidence(stats({ wordForms: 1, smallInserted: 1 }))!).toBeLessThan(MIN_CONFIDENCE);
  });

  it('refuses more than two tolerances', () => {
    expect(confidence(stats({ typos: 2 }))).toBeCloseTo(0.8, 10);
    expect(confidence(stats({ typos: 2, smallDropped: 1 }))).toBeNull();
  });

  it('refuses an inserted word around a template with few words of its own', () => {
    expect(confidence(stats({ smallInserted: 1, contentLiterals: 1 }))).toBeNull();
    // A word of the call's own needs one word of the template's own beside it.
    expect(confidence(stats({ toolWords: 1, contentLiterals: 1 }))).toBeCloseTo(0.88, 10);
    expect(confidence(stats({ toolWords: 1, contentLiterals: 0 }))).toBeNull();
  });

  it("counts each word of the call's own inserted as a tolerance", () => {
    expect(confidence(stats({ toolWords: 2 }))).toBeCloseTo(0.76, 10);
    expect(confidence(stats({ toolWords: 2, typos: 1 }))).toBeNull();
  });

  it('refuses free text without anchors of the template’s own', () => {
    expect(confidence(stats({ hasString: true, literals: 0, contentLiterals: 0, stringWords: 5 }))).toBeNull();
    expect(confidence(stats({ hasString: true, literals: 2, contentLiterals: 1, stringWords: 3 }))).toBeCloseTo(0.97, 10);
    // A small word alone anchors nothing; with the verb said another way ("anota que …") it does.
    expect(confidence(stats({ hasString: true, literals: 1, contentLiterals: 0, stringWords: 2 }))).toBeNull();
    expect(confidence(stats({ hasString: true, literals: 1, contentLiterals: 0, wordForms: 1, stringWords: 2 }))).toBeCloseTo(0.86, 10);
  });

  it('declines below the threshold the selector uses', () => {
    expect(MIN_CONFIDENCE).toBeGreaterThan(0.7);
    expect(confidence(stats({ smallInserted: 1, smallDropped: 1 }))!).toBeLessThan(MIN_CONFIDENCE);
  });
});

describe('stringCost', () => {
  it('grows with every swallowed word', () => {
    expect(stringCost(1)).toBeCloseTo(0.01, 10);
    expect(stringCost(10)).toBeCloseTo(0.1, 10);
    expect(stringCost(20)).toBeCloseTo(0.12, 10);
  });
});

describe('ownWords', () => {
  it('counts literals, misspelt or inflected literals and known values', () => {
    expect(ownWords(stats({ literals: 2, typos: 1, enumWords: 2, numberWords: 1, stringWords: 4 }))).toBe(6);
    expect(ownWords(stats({ literals: 2, wordForms: 1 }))).toBe(3);
  });
});
