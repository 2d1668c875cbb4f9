// Time to validate real manifests with validateManifest: the structural check plus every
// cross-field rule. Validation runs on install, on every reload of a watched apps folder and in
// `fastintent validate`, so it must stay small next to starting an app's server.
//   - grokbot: the real manifest with the most to check (15 tools, 6 intents, hooks, a 27 KB widget);
//   - the largest real manifest by size (Rounds, three ~19 KB widgets);
//   - all eight real manifests one after the other.
// Warm-up runs are excluded; the first ("cold") validation, which compiles the manifest schema
// and every tool inputSchema, is reported on its own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateManifest } from '../src/manifest/validate.js';
import { type BenchFigure, type BenchOptions, type BenchSection, markdownTable } from './lib/report.js';

// CI lays shared/ beside the clone, as it is beside /work/main here.
const REAL = fileURLToPath(new URL('../../shared/fixtures/real-manifests/', import.meta.url));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

/** Milliseconds per call of `fn`, `runs` times after `warmup` unmeasured calls, sorted. */
function measure(fn: () => void, warmup: number, runs: number): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return samples.sort((a, b) => a - b);
}

export async function run(opts: BenchOptions): Promise<BenchSection> {
  const files = readdirSync(REAL).filter((f) => f.endsWith('.json')).sort();
  const manifests = files.map((f) => ({ file: f, bytes: statSync(join(REAL, f)).size, json: JSON.parse(readFileSync(join(REAL, f), 'utf8')) as unknown }));
  const grokbot = manifests.find((m) => m.file.includes('grokbot'));
  const largest = [...manifests].sort((a, b) => b.bytes - a.bytes)[0];
  if (!grokbot || !largest) throw new Error(`real manifests missing in ${REAL}`);

  const check = (json: unknown) => {
    const result = validateManifest(json);
    if (!result.ok) throw new Error(`a real manifest failed validation: ${result.errors[0]}`);
  };

  // Cold: the first validation compiles the manifest schema and the tool schemas (cached after).
  const coldStart = process.hrtime.bigint();
  check(grokbot.json);
  const coldMs = Number(process.hrtime.bigint() - coldStart) / 1e6;

  const warmup = opts.quick ? 5 : 50;
  const runs = opts.quick ? 50 : 1000;
  const cases = [
    { name: `grokbot (${(grokbot.bytes / 1024).toFixed(0)} KB, 15 tools, 6 intents)`, key: 'grokbot', fn: () => check(grokbot.json) },
    { name: `largest: ${largest.file.split('__')[1] ?? largest.file} (${(largest.bytes / 1024).toFixed(0)} KB)`, key: 'largest', fn: () => check(largest.json) },
    { name: `all ${manifests.length} real manifests`, key: 'all', fn: () => manifests.forEach((m) => check(m.json)) },
  ];

  const figures: BenchFigure[] = [{ name: 'validate grokbot, first call (compiles schemas)', value: +coldMs.toFixed(3), unit: 'ms' }];
  const rows: (string | number)[][] = [['grokbot, first call (cold)', coldMs.toFixed(3), '—', 1]];
  for (const c of cases) {
    const samples = measure(c.fn, warmup, runs);
    const p50 = percentile(samples, 50);
    const p99 = percentile(samples, 99);
    figures.push({ name: `validate ${c.key} p50`, value: +p50.toFixed(3), unit: 'ms' });
    figures.push({ name: `validate ${c.key} p99`, value: +p99.toFixed(3), unit: 'ms' });
    rows.push([c.name, p50.toFixed(3), p99.toFixed(3), runs]);
  }

  // The same measurement of a 0.25 ms busy loop: on a busy machine its p99 shows how much of the
  // validation p99 is scheduling rather than validation.
  const spin = () => {
    const end = performance.now() + 0.25;
    while (performance.now() < end);
  };
  const floor = measure(spin, warmup, runs);
  rows.push(['reference: a 0.25 ms busy loop', percentile(floor, 50).toFixed(3), percentile(floor, 99).toFixed(3), runs]);

  return {
    id: 'validate-manifest',
    title: 'Manifest validation (validateManifest on the real third-party manifests)',
    figures,
    table: markdownTable(['manifest', 'median ms', 'p99 ms', 'runs'], rows),
    // p99 moves with whatever else the machine runs; the load average says how busy it was.
    context: { warmup, runs, node: process.version, loadAverage: loadavg().map((l) => +l.toFixed(2)), cpus: cpus().length },
  };
}

// `npx tsx bench/validate-manifest.ts [--quick]` runs this section alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const section = await run({ quick: process.argv.includes('--quick') });
  console.log(section.table);
}
