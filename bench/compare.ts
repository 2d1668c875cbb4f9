// Paired comparison of select() between another checkout of the project (A: the baseline, e.g. a
// `git worktree` of the commit before a change) and this one (B), in one process on the same
// generated catalogue and requests. Run one after the other, two bench runs of the same code
// differ by more than most single changes do on this shared machine (the closing notes of the
// selector issue); here both versions take turns on each fresh request set (A then B, then B then
// A), so load that comes and goes hits both, and the figure is the median of the per-set ratios.
// It also checks that both answer every request alike, which is how a change meant to be faster
// shows that it changed nothing else.
//
//   git worktree add ../base HEAD~1 && ln -s "$PWD/node_modules" ../base/node_modules
//   npm run bench:compare -- ../base [--apps 1000] [--rounds 16]
//
// Comparing a tree with itself shows the noise floor (a ratio within a few per cent of 1). The
// version whose snapshot is compiled first is faster at 1,000 apps, code alike: half the sets run
// with each compiled first, in two processes (bothOrders).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Snapshot } from '../src/selector/catalog.js';
import type { AppInput } from '../src/selector/types.js';
import { generateCatalog, generateRequests, type GeneratedRequest } from './lib/generator.js';
import { median } from './lib/stats.js';

interface Version {
  compileCatalog(inputs: readonly AppInput[]): Snapshot;
  selectUncached(snapshot: Snapshot, text: string, lang: string, enabled: ReadonlySet<string> | null): unknown;
}

/** Requests per set, sets selected before timing (the JIT keeps improving for thousands). */
const SET_SIZE = 1000;
const WARM_SETS = 8;
const MAX_ROUNDS = 64;

async function load(root: string): Promise<Version> {
  const dir = resolve(root, 'src/selector');
  for (const file of ['catalog.ts', 'select.ts']) {
    if (!existsSync(resolve(dir, file))) throw new Error(`${root}: no src/selector/${file} (not a checkout of this project?)`);
  }
  const catalog = (await import(pathToFileURL(resolve(dir, 'catalog.ts')).href)) as Pick<Version, 'compileCatalog'>;
  const select = (await import(pathToFileURL(resolve(dir, 'select.ts')).href)) as Pick<Version, 'selectUncached'>;
  return { compileCatalog: catalog.compileCatalog, selectUncached: select.selectUncached };
}

/** The request with its text as a server receives it: one flat string, as JSON.parse makes it
 * (the generator's are often concatenations, which the first version to read one would flatten
 * for the second). */
function flat(r: GeneratedRequest): GeneratedRequest {
  return { ...r, text: JSON.parse(JSON.stringify(r.text)) as string };
}

/** Times each request of `set` on `v`; returns the p50 and p90 (µs) and the responses. */
function timeSet(v: Version, snapshot: Snapshot, set: readonly GeneratedRequest[]): { p50: number; p90: number; answers: string[] } {
  const micros = new Float64Array(set.length);
  const answers: string[] = new Array<string>(set.length);
  for (let i = 0; i < set.length; i++) {
    const r = set[i]!;
    const t0 = process.hrtime.bigint();
    const body = v.selectUncached(snapshot, r.text, r.lang, null);
    micros[i] = Number(process.hrtime.bigint() - t0) / 1000;
    answers[i] = JSON.stringify(body);
  }
  micros.sort();
  return { p50: micros[micros.length >> 1]!, p90: micros[Math.floor(micros.length * 0.9)]!, answers };
}

export interface Comparison {
  apps: number;
  rounds: number;
  p50A: number;
  p50B: number;
  /** Median over sets of B's p50 ÷ A's p50: below 1, B is faster. */
  ratio: number;
  /** The same for the p90: the slower requests (the misspelling pass, declines) a change to them
   * moves more than the median. */
  ratio90: number;
  /** Sets on which B's p50 was lower. */
  bFaster: number;
  /** Requests answered differently. */
  differences: number;
  firstDifference: { text: string; lang: string; a: string; b: string } | null;
}

/** Which version is loaded and compiles its snapshot first. At 1,000 apps the first is the faster
 * by 2–6 % with the same code on both sides (where in the heap each snapshot lands), so main()
 * runs both orders, each in a process of its own, and combines them. */
export type CompileOrder = 'AB' | 'BA';

export async function compare(baseline: string, current: string, apps: number, rounds: number, order: CompileOrder = 'AB'): Promise<Comparison> {
  const first = await load(order === 'AB' ? baseline : current);
  const second = await load(order === 'AB' ? current : baseline);
  const a = order === 'AB' ? first : second;
  const b = order === 'AB' ? second : first;
  const catalog = generateCatalog({ apps, seed: 20261129, shape: 'fixed' });
  let snapA: Snapshot;
  let snapB: Snapshot;
  if (order === 'AB') {
    snapA = a.compileCatalog(catalog.inputs);
    snapB = b.compileCatalog(catalog.inputs);
  } else {
    snapB = b.compileCatalog(catalog.inputs);
    snapA = a.compileCatalog(catalog.inputs);
  }
  const p50A: number[] = [];
  const p50B: number[] = [];
  const p90Ratios: number[] = [];
  let differences = 0;
  let firstDifference: Comparison['firstDifference'] = null;
  for (let k = 0; k < WARM_SETS + rounds; k++) {
    const set = generateRequests(catalog, { count: SET_SIZE, seed: 4242 + k }).map(flat);
    // Taking turns first: whichever goes second finds the request's own memory warm.
    const aFirst = k % 2 === 0;
    const ra = aFirst ? timeSet(a, snapA, set) : null;
    const rb = timeSet(b, snapB, set);
    const ra2 = ra ?? timeSet(a, snapA, set);
    set.forEach((r, i) => {
      if (ra2.answers[i] === rb.answers[i]) return;
      differences++;
      firstDifference ??= { text: r.text, lang: r.lang, a: ra2.answers[i]!, b: rb.answers[i]! };
    });
    if (k < WARM_SETS) continue;
    p50A.push(ra2.p50);
    p50B.push(rb.p50);
    p90Ratios.push(rb.p90 / ra2.p90);
  }
  const ratios = p50A.map((x, i) => p50B[i]! / x);
  return {
    apps,
    rounds,
    p50A: median(p50A),
    p50B: median(p50B),
    ratio: median(ratios),
    ratio90: median(p90Ratios),
    bFaster: ratios.filter((r) => r < 1).length,
    differences,
    firstDifference,
  };
}

/** Both compile orders, each in a child process of its own (a snapshot compiled earlier in the
 * same process would change where the next ones land): the ratio is the geometric mean of the
 * two, the counts are summed. */
function bothOrders(baseline: string, apps: number, rounds: number): Comparison {
  const runs = (['AB', 'BA'] as const).map((order) => {
    const out = execFileSync(process.execPath, [...process.execArgv, import.meta.filename, baseline, '--apps', String(apps), '--rounds', String(rounds), '--order', order], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(out.trim().split('\n').pop()!) as Comparison;
  });
  const [ab, ba] = runs as [Comparison, Comparison];
  return {
    apps,
    rounds: ab.rounds + ba.rounds,
    p50A: (ab.p50A + ba.p50A) / 2,
    p50B: (ab.p50B + ba.p50B) / 2,
    ratio: Math.sqrt(ab.ratio * ba.ratio),
    ratio90: Math.sqrt(ab.ratio90 * ba.ratio90),
    bFaster: ab.bFaster + ba.bFaster,
    differences: ab.differences + ba.differences,
    firstDifference: ab.firstDifference ?? ba.firstDifference,
  };
}

function option(argv: readonly string[], name: string, fallback: number): number {
  const at = argv.indexOf(name);
  if (at < 0) return fallback;
  const v = Number(argv[at + 1]);
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} takes a whole number ≥ 1, got ${argv[at + 1] ?? 'nothing'}`);
  return v;
}

async function main(argv: readonly string[]): Promise<number> {
  const baseline = argv.find((x, i) => !x.startsWith('--') && !argv[i - 1]?.startsWith('--'));
  if (baseline === undefined) {
    console.error('usage: npm run bench:compare -- <other checkout> [--apps 1000] [--rounds 16]');
    return 2;
  }
  const apps = option(argv, '--apps', 1000);
  const rounds = Math.min(MAX_ROUNDS, option(argv, '--rounds', 16));
  const orderAt = argv.indexOf('--order');
  if (orderAt >= 0) {
    // One compile order, for bothOrders: the result as JSON on the last line.
    const order = argv[orderAt + 1] === 'BA' ? 'BA' : 'AB';
    console.log(JSON.stringify(await compare(resolve(baseline), resolve(import.meta.dirname, '..'), apps, rounds, order)));
    return 0;
  }
  const c = bothOrders(resolve(baseline), apps, Math.max(1, Math.round(rounds / 2)));
  console.log(`select p50 at ${c.apps} apps over ${c.rounds} paired sets of ${SET_SIZE} fresh requests, half with each version compiled first`);
  console.log(`  A ${resolve(baseline)}: ${c.p50A.toFixed(2)} µs`);
  console.log(`  B this checkout: ${c.p50B.toFixed(2)} µs`);
  console.log(`  B ÷ A (median of per-set ratios): ${c.ratio.toFixed(3)}; B faster on ${c.bFaster} of ${c.rounds} sets`);
  console.log(`  B ÷ A at the p90: ${c.ratio90.toFixed(3)}`);
  console.log(`  requests answered differently: ${c.differences}`);
  if (c.firstDifference) console.log(`  first: [${c.firstDifference.lang}] ${c.firstDifference.text}\n    A ${c.firstDifference.a}\n    B ${c.firstDifference.b}`);
  return c.differences === 0 ? 0 : 1;
}

if (process.argv[1] === import.meta.filename) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(2);
    },
  );
}
