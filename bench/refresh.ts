// Refresh propagation and the cost of refreshes to selection, through the real host:
//  1. an app's server changes a live value and sends notifications/tools/list_changed over
//     Streamable HTTP on loopback → time until select() on host.snapshot() picks the new value;
//  2. select() latency while one app refreshes 10 times a second, against the same run idle.
// Other apps in the catalogue are generated (bench/lib/generator.ts) and point at a closed
// loopback port, so they load, fail to connect and serve their static intents.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { createAppHost } from '../src/refresh/host.js';
import type { AppHost } from '../src/refresh/types.js';
import { select } from '../src/selector/index.js';
import { startHttpServer } from '../test/fixtures/mcp-servers/http.mjs';
import { generateCatalog, generateRequests, pseudoWord, rng } from './lib/generator.js';
import { type BenchFigure, type BenchOptions, type BenchSection, markdownTable } from './lib/report.js';

const LIVE_APP = 'com.bench.live';
const PROPAGATION_TARGET_MS = 50;
const RATIO_TARGET = 2;

function liveManifest(url: string) {
  return {
    schemaVersion: 1,
    id: LIVE_APP,
    version: '1.0.0',
    name: 'Live board',
    summary: 'A board whose names change all the time.',
    publisher: { id: 'pub_bench', name: 'Bench' },
    runtime: { kind: 'remote-mcp', url },
    tools: [
      {
        name: 'open_board',
        description: 'Open a board by name.',
        inputSchema: { type: 'object', properties: { board: { type: 'string' } }, required: ['board'] },
      },
    ],
    intents: [
      {
        name: 'open_board',
        tool: 'open_board',
        description: 'Open a board the user names.',
        utterances: { en: ['open the {board} board', 'show me the {board} board'] },
        slots: { board: { type: 'enum', required: true, valuesFrom: 'tool' } },
        response: { en: 'Opening {board}.' },
      },
    ],
  };
}

function writeBoards(dir: string, boards: string[]): void {
  const tool = {
    name: 'open_board',
    inputSchema: { type: 'object', properties: { board: { type: 'string' } }, required: ['board'] },
    _meta: { 'voiceos/intent-slot-values': { board: boards } },
  };
  writeFileSync(join(dir, 'tools.json'), JSON.stringify({ tools: [tool] }));
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

interface Setup {
  host: AppHost;
  liveDir: string;
  server: Awaited<ReturnType<typeof startHttpServer>>;
  requests: { text: string; lang: string }[];
  cleanup(): Promise<void>;
}

async function setup(fillers: number, requestCount: number): Promise<Setup> {
  const appsDir = mkdtempSync(join(tmpdir(), 'fi-bench-refresh-'));
  const liveDir = join(appsDir, 'live');
  mkdirSync(liveDir);
  writeBoards(liveDir, ['Roadmap']);
  const server = await startHttpServer({ dir: liveDir });
  writeFileSync(join(liveDir, 'voiceos.integration.json'), JSON.stringify(liveManifest(server.url)));

  const dead = `http://127.0.0.1:${await closedPort()}/mcp`;
  const catalog = generateCatalog({ apps: Math.max(fillers, 1), seed: 7 });
  for (const manifest of catalog.manifests.slice(0, fillers)) {
    const dir = join(appsDir, `filler-${manifest.id}`);
    mkdirSync(dir);
    writeFileSync(join(dir, 'voiceos.integration.json'), JSON.stringify({ ...manifest, runtime: { kind: 'remote-mcp', url: dead } }));
  }
  const requests = fillers > 0
    ? generateRequests(catalog, { count: requestCount, seed: 11 }).map((r) => ({ text: r.text, lang: r.lang as string }))
    : [];
  // The live app's own requests are part of the mix too.
  for (let i = 0; i < requestCount / 10; i++) requests.push({ text: `open the Roadmap board ${i % 2 === 0 ? 'please' : 'now'}`, lang: 'en' });

  const host = createAppHost({
    appsDir,
    watch: false,
    requestTimeoutMs: 5000,
    // Fillers retry rarely: their failures are not what is measured.
    backoff: { initialMs: 60_000, maxMs: 60_000 },
  });
  await host.start();
  const live = host.apps().find((a) => a.id === LIVE_APP);
  if (live?.status !== 'ready') throw new Error(`the live app did not connect: ${JSON.stringify(live)}`);
  return {
    host,
    liveDir,
    server,
    requests,
    async cleanup() {
      await host.stop();
      await server.close();
      rmSync(appsDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once no snapshot has been built for `quietMs` (or after `maxMs`). */
async function quiet(host: AppHost, quietMs: number, maxMs: number): Promise<void> {
  let last = performance.now();
  const off = host.onEvent((e) => {
    if (e.type === 'snapshot') last = performance.now();
  });
  const end = performance.now() + maxMs;
  while (performance.now() - last < quietMs && performance.now() < end) await new Promise((r) => setTimeout(r, 20));
  off();
}

/** list_changed → the new value selects: one sample per update, ms. */
async function propagation(s: Setup, updates: number, names: string[]): Promise<{ samples: number[]; failures: number }> {
  const samples: number[] = [];
  let failures = 0;
  for (let i = 0; i < updates; i++) {
    const board = names[i]!;
    writeBoards(s.liveDir, ['Roadmap', board]);
    const text = `open the ${board} board`;
    const selects = () => select(s.host.snapshot(), { text, lang: 'en' }).match?.arguments.board === board;
    const started = performance.now();
    const done = new Promise<boolean>((resolve) => {
      const timeout = setTimeout(() => finish(false), 10_000);
      const off = s.host.onEvent((e) => {
        if (e.type === 'snapshot' && selects()) finish(true);
      });
      function finish(ok: boolean) {
        clearTimeout(timeout);
        off();
        resolve(ok);
      }
    });
    await s.server.notifyToolsChanged();
    const ok = await done;
    if (ok) samples.push(performance.now() - started);
    else failures++;
    // Updates a quarter second apart: single changes, not a storm (part 2 measures storms).
    await new Promise((r) => setTimeout(r, 250));
  }
  return { samples: samples.sort((a, b) => a - b), failures };
}

/** Per-call select() latency over `durationMs`, in batches that leave the event loop free between them. */
async function selectLatency(s: Setup, durationMs: number): Promise<{ samples: number[]; errors: number; calls: number }> {
  const samples: number[] = [];
  let errors = 0;
  let i = 0;
  const end = performance.now() + durationMs;
  while (performance.now() < end) {
    for (let b = 0; b < 50; b++) {
      const req = s.requests[i++ % s.requests.length]!;
      const t0 = process.hrtime.bigint();
      try {
        select(s.host.snapshot(), req);
      } catch {
        errors++;
      }
      samples.push(Number(process.hrtime.bigint() - t0) / 1000);
    }
    await new Promise((r) => setImmediate(r));
  }
  return { samples: samples.sort((a, b) => a - b), errors, calls: samples.length };
}

export async function run(opts: BenchOptions): Promise<BenchSection> {
  const updates = opts.quick ? 20 : 100;
  const sizes = opts.quick ? [0] : [0, 100];
  const loadSize = opts.quick ? 20 : 100;
  const durationMs = opts.quick ? 1000 : 5000;
  const r = rng(3);
  // Distinct two-word board names the catalogue does not otherwise use.
  const unique = new Set<string>();
  while (unique.size < updates * 4) unique.add(`${pseudoWord(r)} ${pseudoWord(r)}`.replace(/^./, (c) => c.toUpperCase()));
  const names = [...unique];

  const figures: BenchFigure[] = [];
  const rows: (string | number)[][] = [];
  const context: Record<string, unknown> = { updates, durationMs, transport: 'Streamable HTTP, loopback' };

  // 1. propagation
  let offset = 0;
  for (const fillers of sizes) {
    const s = await setup(fillers, 100);
    const builds: number[] = [];
    const off = s.host.onEvent((e) => {
      if (e.type === 'snapshot') builds.push(e.durationMs);
    });
    try {
      await propagation(s, 5, names.slice(offset, (offset += 5))); // warm-up
      const { samples, failures } = await propagation(s, updates, names.slice(offset, (offset += updates)));
      const p50 = percentile(samples, 50);
      const p99 = percentile(samples, 99);
      const apps = fillers + 1;
      figures.push({ name: `list_changed → selectable p50 @ ${apps} apps`, value: +p50.toFixed(2), unit: 'ms' });
      figures.push({
        name: `list_changed → selectable p99 @ ${apps} apps`,
        value: +p99.toFixed(2),
        unit: 'ms',
        target: `≤ ${PROPAGATION_TARGET_MS} ms`,
        met: failures === 0 && p99 <= PROPAGATION_TARGET_MS,
        ...(failures > 0 ? { note: `${failures} updates never became selectable within 10 s` } : {}),
      });
      rows.push([`list_changed → selectable (${apps} apps)`, p50.toFixed(2), p99.toFixed(2), 'ms', failures === 0 ? `${updates} updates` : `${failures} of ${updates} lost`]);
      builds.sort((a, b) => a - b);
      rows.push([`snapshot build (${apps} apps)`, percentile(builds, 50).toFixed(2), percentile(builds, 99).toFixed(2), 'ms', 'part of the above']);
    } finally {
      off();
      await s.cleanup();
    }
  }

  // 2. select latency while one app refreshes 10×/s, against idle. The two alternate in
  // half-second phases so that drift in machine load falls on both alike.
  const s = await setup(loadSize, 5000);
  try {
    await selectLatency(s, Math.min(500, durationMs)); // warm-up
    const idle = { samples: [] as number[], errors: 0, calls: 0 };
    const busy = { samples: [] as number[], errors: 0, calls: 0 };
    let refreshes = 0;
    const off = s.host.onEvent((e) => {
      if (e.type === 'refresh' && e.app === LIVE_APP && e.ok) refreshes++;
    });
    // What an HTTP request would also wait: the event loop held by snapshot builds.
    const loopIdle = monitorEventLoopDelay({ resolution: 1 });
    const loopBusy = monitorEventLoopDelay({ resolution: 1 });
    let n = 0;
    const phaseMs = 500;
    for (let phase = 0; phase < (2 * durationMs) / phaseMs; phase++) {
      const refreshing = phase % 2 === 1;
      const ticker = refreshing
        ? setInterval(() => {
            writeBoards(s.liveDir, ['Roadmap', names[n++ % names.length]!]);
            void s.server.notifyToolsChanged();
          }, 100)
        : null;
      const loop = refreshing ? loopBusy : loopIdle;
      loop.enable();
      const m = await selectLatency(s, phaseMs);
      loop.disable();
      if (ticker) {
        clearInterval(ticker);
        // Builds still queued from this phase must not land in the next idle one.
        await quiet(s.host, 300, 3000);
      }
      const into = refreshing ? busy : idle;
      for (const x of m.samples) into.samples.push(x);
      into.errors += m.errors;
      into.calls += m.calls;
    }
    off();
    idle.samples.sort((a, b) => a - b);
    busy.samples.sort((a, b) => a - b);
    const ratio = percentile(busy.samples, 99) / percentile(idle.samples, 99);
    const apps = loadSize + 1;
    for (const [label, m] of [['idle', idle], ['refreshing 10×/s', busy]] as const) {
      rows.push([`select (${apps} apps, ${label})`, percentile(m.samples, 50).toFixed(1), percentile(m.samples, 99).toFixed(1), 'µs', `${m.calls} calls, ${m.errors} errors`]);
    }
    const loopP99 = (h: typeof loopIdle) => h.percentile(99) / 1e6;
    rows.push([`event-loop delay (${apps} apps, idle)`, (loopIdle.percentile(50) / 1e6).toFixed(2), loopP99(loopIdle).toFixed(2), 'ms', 'what a request queues behind']);
    rows.push([`event-loop delay (${apps} apps, refreshing 10×/s)`, (loopBusy.percentile(50) / 1e6).toFixed(2), loopP99(loopBusy).toFixed(2), 'ms', 'snapshot builds included']);
    figures.push({ name: `event-loop delay p99 @ ${apps} apps, idle`, value: +loopP99(loopIdle).toFixed(2), unit: 'ms' });
    figures.push({ name: `event-loop delay p99 @ ${apps} apps, one app refreshing 10×/s`, value: +loopP99(loopBusy).toFixed(2), unit: 'ms' });
    figures.push({ name: `select p99 @ ${apps} apps, idle`, value: +percentile(idle.samples, 99).toFixed(1), unit: 'µs' });
    figures.push({ name: `select p99 @ ${apps} apps, one app refreshing 10×/s`, value: +percentile(busy.samples, 99).toFixed(1), unit: 'µs' });
    figures.push({
      name: `select p99 refreshing / idle @ ${apps} apps`,
      value: +ratio.toFixed(2),
      unit: 'ratio',
      target: `≤ ${RATIO_TARGET}`,
      met: ratio <= RATIO_TARGET && busy.errors === 0 && idle.errors === 0,
      note: `${refreshes} refreshes during ${durationMs} ms of refreshing phases; ${busy.errors + idle.errors} failed selects`,
    });
    context.refreshesDuringLoad = refreshes;
  } finally {
    await s.cleanup();
  }

  return {
    id: 'refresh',
    title: 'Live values: refresh propagation and selection during refreshes',
    figures,
    table: markdownTable(['measure', 'p50', 'p99', 'unit', 'note'], rows),
    context,
  };
}

// `node --import tsx bench/refresh.ts [--quick]` runs this section alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const section = await run({ quick: process.argv.includes('--quick') });
  console.log(section.table);
  console.log(JSON.stringify(section.figures, null, 2));
}
