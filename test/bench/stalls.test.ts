import { describe, expect, it } from 'vitest';
import { measureStalls, shareMeetingPause } from '../../bench/lib/stalls.js';

describe('measureStalls', () => {
  it('spins for the time asked and reports pauses per ms with their median length', () => {
    const t0 = performance.now();
    const s = measureStalls(20);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(20);
    expect(s.perMs).toBeGreaterThanOrEqual(0);
    // A pause is longer than 3 µs by definition, so a median, when there is one, is too.
    if (s.perMs > 0) expect(s.medianMicros).toBeGreaterThan(3);
    else expect(s.medianMicros).toBe(0);
  });
});

describe('shareMeetingPause', () => {
  it('grows with the pause rate and the selection length, from none to nearly all', () => {
    expect(shareMeetingPause({ perMs: 0, medianMicros: 0 }, 10)).toBe(0);
    // One pause a ms: a 10 µs selection meets one about 1 % of the time.
    expect(shareMeetingPause({ perMs: 1, medianMicros: 40 }, 10)).toBeCloseTo(0.00995, 4);
    expect(shareMeetingPause({ perMs: 2, medianMicros: 40 }, 10)).toBeGreaterThan(shareMeetingPause({ perMs: 1, medianMicros: 40 }, 10));
    expect(shareMeetingPause({ perMs: 1, medianMicros: 40 }, 100_000)).toBeGreaterThan(0.99);
  });
});
