import { describe, expect, it } from 'vitest';
import { compareScored, decide, explainsMore, type Scored } from '../../src/selector/ambiguity.js';
import { emptyStats, type AlignmentStats } from '../../src/selector/score.js';

const s = (confidence: number, over: Partial<AlignmentStats> = {}): Scored => ({ confidence, stats: { ...emptyStats(4), ...over } });

describe('decide', () => {
  it('matches a confident best with no close second', () => {
    expect(decide(s(0.97), s(0.8))).toBe('matched');
    expect(decide(s(0.97), undefined)).toBe('matched');
  });

  it('declines below the threshold', () => {
    expect(decide(s(0.6), undefined)).toBe('no_match');
    expect(decide(undefined, undefined)).toBe('no_match');
  });

  it('is ambiguous when two fit about equally well', () => {
    expect(decide(s(0.98), s(0.96))).toBe('ambiguous');
    expect(decide(s(1), s(1))).toBe('ambiguous');
  });

  it('prefers the template that explains with its own words what the other swallows', () => {
    // "forecast for {city} tomorrow" vs "forecast for {city}" on "forecast for Paris tomorrow".
    const own = s(0.99, { literals: 3, stringWords: 1 });
    const swallow = s(0.98, { literals: 2, stringWords: 2 });
    expect(explainsMore(own, swallow)).toBe(true);
    expect(decide(own, swallow)).toBe('matched');
  });
});

describe('compareScored', () => {
  it('orders by confidence, then own words, then fewer swallowed words', () => {
    const list = [s(0.9), s(0.95, { literals: 1 }), s(0.95, { literals: 2 }), s(0.95, { literals: 2, stringWords: 1 })];
    expect(list.sort(compareScored).map((x) => [x.confidence, x.stats.literals, x.stats.stringWords])).toEqual([
      [0.95, 2, 0],
      [0.95, 2, 1],
      [0.95, 1, 0],
      [0.9, 0, 0],
    ]);
  });
});
