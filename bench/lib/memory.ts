// How long one read takes that must wait for main memory: a chain of reads through a large
// array, each at an address the previous one gave, in random order. A cold select() is mostly
// such chains (dictionary slot → word → posting → template → intent → elements), so this figure
// turns the 5 µs target into a count of reads that may miss the CPU caches.

/** Mean time of one dependent random read (µs) in an array of `megabytes`, over `steps` reads. */
export function dependentReadMicros(megabytes: number, steps: number): number {
  const ints = (megabytes * 1024 * 1024) >> 2;
  const stride = 16; // one 64-byte cache line of Int32
  const lines = Math.floor(ints / stride);
  const a = new Int32Array(lines * stride);
  // One random cycle through every line (Sattolo's shuffle, seeded), so that no read is
  // predictable and the chain never closes early.
  const order = new Int32Array(lines);
  for (let i = 0; i < lines; i++) order[i] = i;
  let seed = 0x9e3779b9;
  for (let i = lines - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % i;
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  for (let i = 0; i < lines; i++) a[order[i]! * stride] = order[(i + 1) % lines]! * stride;
  let p = 0;
  for (let i = 0; i < Math.min(steps, 10_000); i++) p = a[p]!;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < steps; i++) p = a[p]!;
  const micros = Number(process.hrtime.bigint() - t0) / 1000 / steps;
  // p is read so the loop cannot be dropped.
  return p < 0 ? NaN : micros;
}
