// How often this process is paused from outside, and for how long: a loop that only reads the
// clock sees a gap wherever the machine took the core away (another tenant, the hypervisor, an
// interrupt). A selection that meets such a pause takes the pause's length longer, whatever the
// selector does, so on a machine that pauses often the p99 of a selection lasting a few µs is
// the pauses' length, not the selector's.

export interface Stalls {
  /** Pauses longer than MIN_MICROS per millisecond of spinning. */
  perMs: number;
  /** Median length of those pauses, µs. */
  medianMicros: number;
}

/** A gap between two clock reads longer than this is a pause (a read takes well under 1 µs). */
export const MIN_MICROS = 3;

/** Spins for `ms` milliseconds reading the clock (performance.now: no allocation, so no GC). */
export function measureStalls(ms: number): Stalls {
  const gaps: number[] = [];
  const start = performance.now();
  let last = start;
  for (;;) {
    const t = performance.now();
    if ((t - last) * 1000 > MIN_MICROS) gaps.push((t - last) * 1000);
    last = t;
    if (t - start >= ms) break;
  }
  gaps.sort((a, b) => a - b);
  return { perMs: gaps.length / ms, medianMicros: gaps.length === 0 ? 0 : gaps[gaps.length >> 1]! };
}

/** Share of selections lasting `micros` that meet at least one pause. */
export function shareMeetingPause(stalls: Stalls, micros: number): number {
  return 1 - Math.exp(-stalls.perMs * (micros / 1000));
}
