// `npm run bench [-- --quick] [-- --update-readme] [-- --only inprocess,quality]`
// Runs every bench module present, one after the other (they measure the same 2 cores), writes
// bench/results/latest.json and bench/results/latency-vs-size.svg, prints one Markdown table and,
// with --update-readme, puts it between the bench markers of README.md.
// A module that is missing or fails is reported and the others still run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownTable, type BenchOptions, type BenchSection } from './lib/report.js';
import { logLogSvg, type Series } from './lib/plot.js';
import { machineInfo, round } from './lib/stats.js';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const ROOT = dirname(BENCH_DIR);
const RESULTS_DIR = join(BENCH_DIR, 'results');

/** Module id → path relative to bench/. Order: cheapest first, the machine-heavy HTTP load last. */
export const MODULES: [string, string][] = [
  ['quality', './quality/run.ts'],
  ['validate-manifest', './validate-manifest.ts'],
  ['inprocess', './inprocess.ts'],
  ['refresh', './refresh.ts'],
  ['http', './http.ts'],
];

interface CpuSample {
  idle: number;
  total: number;
}

/** Whole-machine CPU counters (Linux /proc/stat); null elsewhere. */
function cpuSample(): CpuSample | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const n = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (n[3] ?? 0) + (n[4] ?? 0);
    return { idle, total: n.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

function busyShare(a: CpuSample | null, b: CpuSample | null): number | null {
  if (!a || !b || b.total === a.total) return null;
  return round(1 - (b.idle - a.idle) / (b.total - a.total), 3);
}

export interface SectionRun {
  id: string;
  status: 'ok' | 'missing' | 'failed';
  durationMs: number;
  error?: string;
  section?: BenchSection;
}

async function runModule(id: string, rel: string, opts: BenchOptions): Promise<SectionRun> {
  const t0 = performance.now();
  let mod: { run?: (o: BenchOptions) => Promise<BenchSection> };
  try {
    mod = (await import(rel)) as typeof mod;
  } catch (err) {
    const code = (err as { code?: string }).code;
    const missing = code === 'ERR_MODULE_NOT_FOUND' && String((err as Error).message).includes(rel.replace('./', ''));
    return { id, status: missing ? 'missing' : 'failed', durationMs: 0, error: (err as Error).message.split('\n')[0] };
  }
  if (typeof mod.run !== 'function') return { id, status: 'failed', durationMs: 0, error: 'exports no run(opts)' };
  const cpu0 = cpuSample();
  try {
    const section = await mod.run(opts);
    const busy = busyShare(cpu0, cpuSample());
    section.context = { ...section.context, machineCpuBusy: busy };
    return { id, status: 'ok', durationMs: performance.now() - t0, section };
  } catch (err) {
    return { id, status: 'failed', durationMs: performance.now() - t0, error: err instanceof Error ? err.message : String(err) };
  }
}

const fmt = (v: number): string => (Number.isFinite(v) ? String(round(v, 4)) : '–');

export function summaryTable(runs: readonly SectionRun[]): string {
  const rows: (string | number)[][] = [];
  for (const r of runs) {
    if (!r.section) {
      rows.push([r.id, `*${r.status}*${r.error ? `: ${r.error.replace(/\|/g, '/').slice(0, 120)}` : ''}`, '', '', '', '']);
      continue;
    }
    for (const f of r.section.figures) {
      rows.push([r.id, f.name, fmt(f.value), f.unit, f.target ?? '', f.met === undefined ? '' : f.met ? 'yes' : '**no**']);
    }
  }
  return markdownTable(['section', 'figure', 'value', 'unit', 'target', 'met'], rows);
}

interface SeriesPoint {
  apps: number;
  p50: number;
  p99: number;
  peerP50?: number;
  peerP99?: number;
}

export function latencySvg(points: readonly SeriesPoint[]): string {
  const peer = points.filter((p) => p.peerP50 !== undefined);
  const series: Series[] = [
    { label: 'fastintent p50', colour: '#1f6feb', points: points.map((p) => ({ x: p.apps, y: round(p.p50) })) },
    { label: 'fastintent p99', colour: '#1f6feb', dashed: true, points: points.map((p) => ({ x: p.apps, y: round(p.p99) })) },
  ];
  if (peer.length) {
    series.push(
      { label: 'nlp.js p50', colour: '#d1242f', points: peer.map((p) => ({ x: p.apps, y: round(p.peerP50!) })) },
      { label: 'nlp.js p99', colour: '#d1242f', dashed: true, points: peer.map((p) => ({ x: p.apps, y: round(p.peerP99!) })) },
    );
  }
  return logLogSvg({
    title: 'Selection latency vs catalogue size (in-process)',
    xLabel: 'installed apps (10 intents × 10 utterances × 2 languages each)',
    yLabel: 'latency per request, µs (log)',
    series,
  });
}

export function replaceBetweenMarkers(text: string, block: string): string {
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`README.md has no ${start} … ${end} markers`);
  return `${text.slice(0, i + start.length)}\n${block.trim()}\n${text.slice(j)}`;
}

const USAGE = `usage: npm run bench [-- --quick] [-- --update-readme] [-- --only inprocess,quality,http,refresh,validate-manifest]`;
const FLAGS = new Set(['--quick', '--update-readme', '--only']);

async function main(argv: readonly string[]): Promise<number> {
  // An unknown flag (--help among them) must not start a full run that rewrites bench/results.
  const unknown = argv.filter((a, i) => a.startsWith('-') && !FLAGS.has(a) && !a.startsWith('--only=') && argv[i - 1] !== '--only');
  if (unknown.length > 0) {
    console.error(unknown.includes('--help') || unknown.includes('-h') ? USAGE : `unknown option ${unknown.join(' ')}\n${USAGE}`);
    return unknown.includes('--help') || unknown.includes('-h') ? 0 : 2;
  }
  const quick = argv.includes('--quick');
  const onlyArg = argv.find((a) => a.startsWith('--only='))?.slice(7) ?? (argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined);
  const only = onlyArg ? new Set(onlyArg.split(',')) : null;
  const opts: BenchOptions = { quick };
  const machineBefore = machineInfo();
  const cpu0 = cpuSample();
  const t0 = performance.now();

  const runs: SectionRun[] = [];
  for (const [id, rel] of MODULES) {
    if (only && !only.has(id)) continue;
    process.stderr.write(`bench: ${id}…\n`);
    const r = await runModule(id, rel, opts);
    process.stderr.write(`bench: ${id} ${r.status} in ${(r.durationMs / 1000).toFixed(1)} s${r.error ? ` — ${r.error.split('\n')[0]}` : ''}\n`);
    runs.push(r);
  }

  const durationMs = performance.now() - t0;
  const machine = { ...machineBefore, loadavg1After: machineInfo().loadavg1, cpuBusyDuringRun: busyShare(cpu0, cpuSample()) };
  const table = summaryTable(runs);
  // A smoke or partial run must not overwrite the committed figures of a full run.
  const outDir = quick || only ? join(RESULTS_DIR, 'partial') : RESULTS_DIR;
  mkdirSync(outDir, { recursive: true });
  const latest = {
    quick,
    durationMs: round(durationMs),
    machine,
    command: `npm run bench${quick ? ' -- --quick' : ''}`,
    sections: runs.map((r) => ({ id: r.id, status: r.status, durationMs: round(r.durationMs), ...(r.error ? { error: r.error } : {}), ...(r.section ?? {}) })),
  };
  writeFileSync(join(outDir, 'latest.json'), JSON.stringify(latest, null, 2) + '\n');

  const inproc = runs.find((r) => r.id === 'inprocess')?.section;
  const series = inproc?.context?.series as SeriesPoint[] | undefined;
  if (series && series.length > 0) writeFileSync(join(outDir, 'latency-vs-size.svg'), latencySvg(series));

  const header = `Measured ${machine.date.slice(0, 10)} with \`${latest.command}\` on ${machine.cpu} (${machine.cores} cores), Node ${machine.node}; machine CPU busy during the run: ${machine.cpuBusyDuringRun === null ? 'unknown' : `${Math.round(machine.cpuBusyDuringRun * 100)}%`}, load average ${machine.loadavg1} → ${machine.loadavg1After}. Full figures: \`${relative(ROOT, join(outDir, 'latest.json'))}\`.`;
  const sectionTables = runs
    .filter((r) => r.section?.table)
    .map((r) => `**${r.section!.title}**\n\n${r.section!.table}`)
    .join('\n\n');
  const svgLine = series && series.length > 0 ? `\n\n![select latency vs catalogue size](${relative(ROOT, join(outDir, 'latency-vs-size.svg'))})` : '';
  const markdown = `${header}\n\n${table}${svgLine}\n\n<details><summary>Per-section tables</summary>\n\n${sectionTables}\n\n</details>\n`;
  console.log(`\n${markdown}`);
  console.log(`(${(durationMs / 1000).toFixed(1)} s)`);

  if (argv.includes('--update-readme')) {
    const readme = join(ROOT, 'README.md');
    writeFileSync(readme, replaceBetweenMarkers(readFileSync(readme, 'utf8'), markdown));
    console.error('README.md updated between the bench markers');
  }
  return runs.some((r) => r.status === 'failed') ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.stack : err);
      process.exit(2);
    },
  );
}
