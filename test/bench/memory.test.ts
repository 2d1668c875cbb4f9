import { describe, expect, it } from 'vitest';
import { dependentReadMicros } from '../../bench/lib/memory.js';

describe('bench/lib/memory', () => {
  it('times a chain of dependent reads and answers a positive mean per read', () => {
    const micros = dependentReadMicros(1, 20_000);
    expect(Number.isFinite(micros)).toBe(true);
    expect(micros).toBeGreaterThan(0);
    // A whole read never takes a millisecond, even on a loaded machine.
    expect(micros).toBeLessThan(1000);
  });
});
