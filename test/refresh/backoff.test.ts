import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../src/refresh/backoff.js';

describe('backoffDelay', () => {
  const options = { initialMs: 100, maxMs: 1000 };

  it('doubles the ceiling per attempt up to the cap', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 40].map((a) => backoffDelay(a, options, () => 1));
    expect(ceilings).toEqual([100, 200, 400, 800, 1000, 1000, 1000]);
  });

  it('jitters within the upper half of the ceiling', () => {
    expect(backoffDelay(2, options, () => 0)).toBe(200);
    for (let i = 0; i < 100; i++) {
      const d = backoffDelay(3, options);
      expect(d).toBeGreaterThanOrEqual(400);
      expect(d).toBeLessThanOrEqual(800);
    }
  });
});
