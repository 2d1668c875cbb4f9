import { describe, expect, it } from 'vitest';
import { latencySvg, replaceBetweenMarkers, summaryTable, type SectionRun } from '../../bench/run.js';
import { quantile, round } from '../../bench/lib/stats.js';

describe('bench/run helpers', () => {
  it('replaces only the text between the bench markers', () => {
    const readme = 'intro\n<!-- bench:start -->\nold table\n<!-- bench:end -->\noutro\n';
    const out = replaceBetweenMarkers(readme, '| new |');
    expect(out).toBe('intro\n<!-- bench:start -->\n| new |\n<!-- bench:end -->\noutro\n');
    expect(replaceBetweenMarkers(out, 'again')).toBe('intro\n<!-- bench:start -->\nagain\n<!-- bench:end -->\noutro\n');
    expect(() => replaceBetweenMarkers('no markers', 'x')).toThrow(/markers/);
  });

  it('lists every figure with its unit and target, and missing or failed modules', () => {
    const runs: SectionRun[] = [
      {
        id: 'inprocess',
        status: 'ok',
        durationMs: 1,
        section: { id: 'inprocess', title: 't', table: '', figures: [{ name: 'select p99 @ 1000 apps', value: 12.345678, unit: 'µs', target: '≤ 20 µs', met: true }] },
      },
      { id: 'http', status: 'missing', durationMs: 0, error: 'Cannot find module' },
    ];
    const table = summaryTable(runs);
    expect(table).toContain('| inprocess | select p99 @ 1000 apps | 12.35 | µs | ≤ 20 µs | yes |');
    expect(table).toContain('| http | *missing*: Cannot find module |');
  });

  it('plots ours and the peer on log axes as a standalone SVG', () => {
    const svg = latencySvg([
      { apps: 10, p50: 2, p99: 9, peerP50: 7000, peerP99: 30000 },
      { apps: 1000, p50: 3, p99: 14 },
    ]);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    for (const label of ['fastintent p50', 'fastintent p99', 'nlp.js p50', 'nlp.js p99']) expect(svg).toContain(label);
    // decades 10…1k on x and 1…100k on y
    for (const tick of ['>10<', '>100<', '>1k<', '>100k<']) expect(svg).toContain(tick);
    expect(svg).not.toMatch(/NaN|Infinity/);
  });
});

describe('bench stats', () => {
  it('takes nearest-rank quantiles and rounds to significant digits', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(xs, 0.5)).toBe(50);
    expect(quantile(xs, 0.99)).toBe(99);
    expect(quantile(xs, 1)).toBe(100);
    expect(round(1234.5678)).toBe(1235); // integers keep their digits
    expect(round(0.012345)).toBe(0.0123);
  });
});
