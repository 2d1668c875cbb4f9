// HTTP load: /select through the real fastify server against a baseline route on the same
// server that parses and validates the same body and returns a same-size answer without
// selecting. The ratio of the two is the figure: what selection costs on top of HTTP.
// A control route does what the baseline does after spinning for as long as selection takes
// in-process on average (measured over the same bodies just before): its ratio is what a
// handler of that cost, with no memory traffic at all, gets on this machine. On a small machine
// a slower handler also makes each socket write dearer (the load process waits more, and must
// be woken), so the control tells that part apart from the cost of selecting itself.
//
// The service runs in this process over a generated catalog (1,000 apps; no MCP servers, the
// host runs with `connect: false`); autocannon runs in a forked process so the two do not share
// a core's event loop. Each connection level alternates short baseline and /select segments so
// both see the same machine, and reports medians over the segments. Any non-2xx answer or
// connection error fails the run. The machine's CPU use is recorded next to every figure.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppHost } from '../src/refresh/host.js';
import { select } from '../src/selector/index.js';
import type { Snapshot } from '../src/selector/catalog.js';
import { selectUncached } from '../src/selector/select.js';
import type { SelectRequest, SelectResponse } from '../src/selector/types.js';
import { buildServer } from '../src/server/app.js';
import { fieldErrorFormatter } from '../src/server/errors.js';
import { selectBody, selectResponse } from '../src/server/schemas.js';
import { generateCatalog, generateRequests } from './lib/generator.js';
import { markdownTable, type BenchFigure, type BenchOptions, type BenchSection } from './lib/report.js';

const CHILD_FLAG = '--fastintent-autocannon-child';
const SEED = 20_260_611;
const RATIO_TARGET = 0.8;

interface Plan {
  apps: number;
  requests: number;
  levels: number[];
  /** Alternating baseline and /select segments per level; their medians are reported. */
  rounds: number;
  segmentSeconds: number;
  warmupSeconds: number;
}

// More distinct bodies than the selector's result cache holds (2,000), sent in one global
// round-robin: in steady state every /select misses the cache, so the figure is the cost of
// selecting, not of a cache lookup. Real transcripts repeat far less than a load test would.
const FULL: Plan = { apps: 1000, requests: 5000, levels: [10, 50, 100], rounds: 5, segmentSeconds: 2, warmupSeconds: 2 };
const QUICK: Plan = { apps: 100, requests: 3000, levels: [10], rounds: 1, segmentSeconds: 2, warmupSeconds: 1 };

/** What the autocannon process is asked to do and what it sends back. */
interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  bodies: string[];
}

interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU time of the autocannon process during the segment, µs. */
  cpuMicros: number;
}

// ── the autocannon process ─────────────────────────────────────────────────────────────────

type Autocannon = (opts: object) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number; mean: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
}>;

async function childMain(): Promise<void> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  process.on('message', (job: LoadJob) => {
    void (async () => {
      const cpuBefore = process.cpuUsage();
      // One counter across all connections: consecutive requests carry different bodies, so
      // parallel connections do not replay each other's (cached) requests.
      let next = 0;
      const result = await autocannon({
        url: job.url,
        connections: job.connections,
        duration: job.seconds,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request: object) => ({ ...request, body: job.bodies[next++ % job.bodies.length] }),
          },
        ],
      });
      const cpu = process.cpuUsage(cpuBefore);
      const reply: LoadResult = {
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        meanMs: result.latency.mean,
        total: result['2xx'] + result.non2xx,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        cpuMicros: cpu.user + cpu.system,
      };
      process.send?.(reply);
    })();
  });
}

class LoadProcess {
  private readonly child: ChildProcess;

  constructor() {
    this.child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  run(job: LoadJob): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the autocannon process exited (${code}) during a run`));
      this.child.once('exit', onExit);
      this.child.once('message', (result) => {
        this.child.off('exit', onExit);
        resolve(result as LoadResult);
      });
      this.child.send(job);
    });
  }

  stop(): void {
    this.child.kill();
  }
}

// ── machine load ───────────────────────────────────────────────────────────────────────────

interface CpuTimes {
  idle: number;
  total: number;
}

function machineTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

// ── the run ────────────────────────────────────────────────────────────────────────────────

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round = (x: number, digits = 2) => Number(x.toFixed(digits));

type Route = '/select' | '/baseline' | '/control';
const ROUTES: readonly Route[] = ['/baseline', '/select', '/control'];

interface LevelFigures {
  connections: number;
  select: { rps: number; p50: number; p99: number; mean: number };
  baseline: { rps: number; p50: number; p99: number; mean: number };
  control: { rps: number; p50: number; p99: number; mean: number };
  ratio: number;
  controlRatio: number;
  /** Cores busy on the whole machine, and of them the server and autocannon. */
  machineCores: number;
  serverCores: number;
  loaderCores: number;
  otherCores: number;
  loadavg1: number;
}

function writeCatalog(dir: string, plan: Plan): SelectRequest[] {
  const catalog = generateCatalog({ apps: plan.apps, seed: SEED });
  catalog.manifests.forEach((manifest, i) => {
    const folder = path.join(dir, `app-${String(i).padStart(4, '0')}`);
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'voiceos.integration.json'), JSON.stringify(manifest));
  });
  return generateRequests(catalog, { count: plan.requests, seed: SEED + 1 }).map((r) => ({ text: r.text, lang: r.lang }));
}

/** The mean time of an uncached selection of each request, in µs, over a second pass (the first
 * warms up). */
function meanSelectMicros(snapshot: Snapshot, requests: readonly SelectRequest[]): number {
  let micros = 0;
  for (let pass = 0; pass < 2; pass++) {
    const t0 = performance.now();
    for (const r of requests) selectUncached(snapshot, r.text, r.lang ?? 'en', r.apps === undefined ? null : new Set(r.apps));
    micros = ((performance.now() - t0) * 1000) / Math.max(1, requests.length);
  }
  return micros;
}

/** Distinct (lang, text) pairs only: a repeated body would be a cache hit. */
function dedupe(requests: SelectRequest[]): SelectRequest[] {
  const seen = new Map<string, SelectRequest>();
  for (const r of requests) seen.set(`${r.lang ?? ''}\u0000${r.text}`, r);
  return [...seen.values()];
}

export async function run(opts: BenchOptions): Promise<BenchSection> {
  const plan = opts.quick ? QUICK : FULL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fastintent-http-bench-'));
  const host = createAppHost({ appsDir: dir, watch: false, connect: false });
  const app = buildServer({ host });
  const loader = new LoadProcess();
  const setupStarted = Date.now();
  try {
    const requests = dedupe(writeCatalog(dir, plan));
    await host.start();
    const notReady = host.apps().filter((a) => a.status !== 'ready');
    if (notReady.length > 0) throw new Error(`HTTP bench: ${notReady.length} generated apps did not load: ${notReady[0]!.id}: ${notReady[0]!.errors[0]}`);

    // The baseline answers each body with the /select answer computed beforehand: same parsing,
    // same validation, same serialisation and size, no selection.
    const key = (r: SelectRequest) => `${r.lang ?? ''}\u0000${r.text}`;
    const answers = new Map<string, SelectResponse>();
    for (const r of requests) answers.set(key(r), select(host.snapshot(), r));
    const matched = [...answers.values()].filter((a) => a.match !== null).length;
    app.post<{ Body: SelectRequest }>(
      '/baseline',
      { schema: { hide: true, body: selectBody, response: { 200: selectResponse } }, schemaErrorFormatter: fieldErrorFormatter({ body: selectBody }) },
      async (request) => answers.get(key(request.body)) ?? { match: null, reason: 'no_match', candidates: [], tookMicros: 0 },
    );
    // The control's spin: the mean of uncached selections of these bodies, after a warm-up pass.
    const selectMeanMicros = meanSelectMicros(host.snapshot(), requests);
    app.post<{ Body: SelectRequest }>(
      '/control',
      { schema: { hide: true, body: selectBody, response: { 200: selectResponse } }, schemaErrorFormatter: fieldErrorFormatter({ body: selectBody }) },
      async (request) => {
        const until = performance.now() + selectMeanMicros / 1000;
        while (performance.now() < until);
        return answers.get(key(request.body)) ?? { match: null, reason: 'no_match', candidates: [], tookMicros: 0 };
      },
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const bodies = requests.map((r) => JSON.stringify(r));
    const setupSeconds = (Date.now() - setupStarted) / 1000;

    const segment = async (route: string, connections: number, seconds: number): Promise<LoadResult> => {
      const result = await loader.run({ url: `${base}${route}`, connections, seconds, bodies });
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
        throw new Error(`HTTP bench: ${route} @ ${connections} connections had ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
      }
      return result;
    };

    // Warm-up (JIT, connection pools), not measured.
    await segment('/baseline', 10, plan.warmupSeconds);
    await segment('/select', 10, plan.warmupSeconds);

    const levels: LevelFigures[] = [];
    for (const connections of plan.levels) {
      const results: Record<Route, LoadResult[]> = { '/select': [], '/baseline': [], '/control': [] };
      const machineBefore = machineTimes();
      const serverBefore = process.cpuUsage();
      const started = process.hrtime.bigint();
      let loaderMicros = 0;
      for (let i = 0; i < plan.rounds; i++) {
        // Rotate which route goes first so slow drift in the machine favours none.
        for (let r = 0; r < ROUTES.length; r++) {
          const route = ROUTES[(i + r) % ROUTES.length]!;
          const result = await segment(route, connections, plan.segmentSeconds);
          results[route].push(result);
          loaderMicros += result.cpuMicros;
        }
      }
      const wallMicros = Number(process.hrtime.bigint() - started) / 1000;
      const serverCpu = process.cpuUsage(serverBefore);
      const machineAfter = machineTimes();
      const busyShare = 1 - (machineAfter.idle - machineBefore.idle) / Math.max(1, machineAfter.total - machineBefore.total);
      const machineCores = busyShare * os.cpus().length;
      const serverCores = (serverCpu.user + serverCpu.system) / wallMicros;
      const loaderCores = loaderMicros / wallMicros;
      const summary = (rs: LoadResult[]) => ({
        rps: median(rs.map((r) => r.requestsPerSecond)),
        p50: median(rs.map((r) => r.p50Ms)),
        p99: median(rs.map((r) => r.p99Ms)),
        mean: median(rs.map((r) => r.meanMs)),
      });
      const sel = summary(results['/select']);
      const bas = summary(results['/baseline']);
      const ctl = summary(results['/control']);
      levels.push({
        connections,
        select: sel,
        baseline: bas,
        control: ctl,
        ratio: sel.rps / bas.rps,
        controlRatio: ctl.rps / bas.rps,
        machineCores,
        serverCores,
        loaderCores,
        otherCores: Math.max(0, machineCores - serverCores - loaderCores),
        loadavg1: os.loadavg()[0] ?? 0,
      });
    }

    const figures: BenchFigure[] = [];
    for (const l of levels) {
      const load = `machine ${round(l.machineCores)} of ${os.cpus().length} cores busy (server ${round(l.serverCores)}, autocannon ${round(l.loaderCores)}, other ${round(l.otherCores)})`;
      const at = `@ ${l.connections} connections`;
      figures.push(
        { name: `/select throughput ${at}`, value: Math.round(l.select.rps), unit: 'req/s', note: load },
        { name: `baseline throughput ${at}`, value: Math.round(l.baseline.rps), unit: 'req/s', note: load },
        {
          name: `/select ÷ baseline throughput ${at}`,
          value: round(l.ratio, 3),
          unit: 'ratio',
          target: `≥ ${RATIO_TARGET}`,
          ...(opts.quick ? {} : { met: l.ratio >= RATIO_TARGET }),
          note: load,
        },
        {
          name: `control ÷ baseline throughput ${at}`,
          value: round(l.controlRatio, 3),
          unit: 'ratio',
          note: `the baseline after spinning ${round(selectMeanMicros, 1)} µs, selection's in-process mean over these bodies: what any handler that slow gets here`,
        },
        { name: `/select latency p50 ${at}`, value: l.select.p50, unit: 'ms' },
        { name: `/select latency p99 ${at}`, value: l.select.p99, unit: 'ms' },
        { name: `baseline latency p50 ${at}`, value: l.baseline.p50, unit: 'ms' },
        { name: `baseline latency p99 ${at}`, value: l.baseline.p99, unit: 'ms' },
        { name: `machine CPU busy ${at}`, value: round(l.machineCores), unit: 'cores', note: `other load (neither server nor autocannon): ${round(l.otherCores)} cores; 1-min loadavg ${round(l.loadavg1)}` },
      );
    }

    const table = markdownTable(
      ['connections', '/select req/s', 'baseline req/s', 'ratio (≥ 0.8)', `control: spin ${round(selectMeanMicros, 1)} µs, ratio`, '/select p50 / p99 ms', 'baseline p50 / p99 ms', 'CPU cores: server / autocannon / other'],
      levels.map((l) => [
        l.connections,
        Math.round(l.select.rps),
        Math.round(l.baseline.rps),
        round(l.ratio, 3),
        round(l.controlRatio, 3),
        `${l.select.p50} / ${l.select.p99}`,
        `${l.baseline.p50} / ${l.baseline.p99}`,
        `${round(l.serverCores)} / ${round(l.loaderCores)} / ${round(l.otherCores)}`,
      ]),
    );

    return {
      id: 'http',
      title: `HTTP: /select vs a no-selection baseline on the same server (${plan.apps} generated apps, autocannon in a separate process)`,
      figures,
      table,
      context: {
        apps: plan.apps,
        distinctBodies: bodies.length,
        selectorCache: 'bodies outnumber the selector result cache and are sent round-robin: /select figures are uncached selections',
        setupSeconds: round(setupSeconds, 1),
        matchedShare: round(matched / Math.max(1, answers.size), 3),
        selectMeanMicros: round(selectMeanMicros, 2),
        segmentSeconds: plan.segmentSeconds,
        roundsPerLevel: plan.rounds,
        warmupSeconds: plan.warmupSeconds,
        cores: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        loadavgAtEnd: os.loadavg().map((x) => round(x)),
        levels,
      },
    };
  } finally {
    loader.stop();
    await app.close();
    await host.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === CHILD_FLAG) void childMain();
