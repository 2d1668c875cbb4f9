import { describe, expect, it } from 'vitest';
import { run, type SizeResult } from '../../bench/inprocess.js';

describe('bench/inprocess', () => {
  it('measures one small catalogue in a child process and reports figures with units', async () => {
    const section = await run({ quick: true, sizes: [3], peerSizes: [] });
    expect(section.id).toBe('inprocess');
    const results = section.context!.results as SizeResult[];
    expect(results).toHaveLength(1);
    const r = results[0]!;
    expect(r.apps).toBe(3);
    expect(r.intents).toBe(30);
    expect(r.utterances).toBe(600);
    expect(r.miss.p50).toBeGreaterThan(0);
    expect(r.miss.p99).toBeGreaterThanOrEqual(r.miss.p50);
    expect(r.warmRepeat.p50).toBeGreaterThan(0);
    expect(section.figures.some((f) => f.name === 'select p50 warm repeat @ 3 apps')).toBe(true);
    const memory = section.figures.find((f) => f.name === 'memory: one dependent random read in 160 MB');
    expect(memory?.value).toBeGreaterThan(0);
    expect(memory?.note).toMatch(/^5 µs is \d+ such reads in a row; cold minus warm-repeat p50 at 3 apps is -?\d+$/);
    expect(r.heapAfterCompileMB).toBeGreaterThan(0);
    expect(r.quality.precision).toBeGreaterThanOrEqual(0);
    for (const f of section.figures) {
      expect(f.unit, f.name).toMatch(/µs|ms|MB|ratio/);
      expect(Number.isNaN(f.value), f.name).toBe(false);
    }
    expect(section.table).toContain('| 3 | 30 | 600 |');
  }, 60_000);
});
