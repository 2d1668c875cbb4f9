import { describe, expect, it } from 'vitest';
import { coalesce } from '../../src/refresh/coalesce.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('coalesce', () => {
  it('runs at once when idle, and again for a later call', async () => {
    let runs = 0;
    const run = coalesce(async () => ++runs);
    expect(await run()).toBe(1);
    expect(await run()).toBe(2);
  });

  it('turns a burst during a run into exactly one more run, started after the first', async () => {
    const gates = [deferred(), deferred()];
    const log: string[] = [];
    let n = 0;
    const run = coalesce(async () => {
      const i = n++;
      log.push(`start ${i}`);
      await gates[i]!.promise;
      log.push(`end ${i}`);
      return i;
    });
    const first = run();
    const burst = Array.from({ length: 50 }, () => run());
    await Promise.resolve();
    gates[0]!.resolve();
    gates[1]!.resolve();
    expect(await first).toBe(0);
    expect(new Set(await Promise.all(burst))).toEqual(new Set([1]));
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1']);
  });

  it('still runs the queued call when the running one fails', async () => {
    let n = 0;
    const run = coalesce(async () => {
      if (n++ === 0) throw new Error('first fails');
      return n;
    });
    const first = run();
    const second = run();
    await expect(first).rejects.toThrow('first fails');
    expect(await second).toBe(2);
  });
});
