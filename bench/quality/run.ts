// `npm run bench:quality [-- --no-fail] [-- --json]`: every labelled case of the quality corpus
// through select(), precision / recall / false fires per tier and per language, the failing cases,
// and the bars of the selector issue (exit 1 when one is missed, unless --no-fail).
// Also a bench module: run(opts) / runQuality() return the figures as a BenchSection.
import { fileURLToPath } from 'node:url';
import { compileCatalog, select } from '../../src/selector/index.js';
import type { Manifest } from '../../src/manifest/types.js';
import type { SelectResponse } from '../../src/selector/types.js';
import { markdownTable, type BenchFigure, type BenchOptions, type BenchSection } from '../lib/report.js';
import { loadApps, loadCases, type QualityCase } from './corpus.js';
import { bars, byKey, byLanguage, byTier, falseFireRate, judge, precision, recall, tally, type Bar, type Judgement, type Tally } from './score.js';

export interface QualityResult {
  section: BenchSection;
  judgements: Judgement[];
  bars: Bar[];
  /** Correct fires whose response breaks the contract in ways the labels do not cover. */
  contractProblems: string[];
}

const pct = (x: number | null): string => (x === null ? '–' : `${(x * 100).toFixed(1)}%`);

function tallyRow(label: string, t: Tally): (string | number)[] {
  return [label, t.cases, t.positives, t.fires, t.correct, t.falseFires, precision(t).toFixed(3), pct(recall(t)), pct(falseFireRate(t))];
}
const TALLY_HEADER = ['', 'cases', 'positive', 'fires', 'correct', 'false fires', 'precision', 'recall', 'false-fire rate'];

/** True when display text still holds a {{binding}} (input blocks keep theirs in `bind`). */
function unfilledBinding(node: unknown, key = ''): boolean {
  if (typeof node === 'string') return key !== 'bind' && node.includes('{{');
  if (Array.isArray(node)) return node.some((n) => unfilledBinding(n));
  if (node && typeof node === 'object') return Object.entries(node).some(([k, v]) => unfilledBinding(v, k));
  return false;
}

/** Checks a correct fire against what the manifest promises beyond app/intent/slots. */
function contractProblem(j: Judgement, manifests: ReadonlyMap<string, Manifest>): string | null {
  const m = j.got.match;
  if (!m) return null;
  const manifest = manifests.get(m.app);
  const intent = manifest?.intents?.find((i) => i.name === m.intent);
  const tool = manifest?.tools.find((t) => t.name === m.tool);
  if (!manifest || !intent || !tool) return `${m.app}/${m.intent}: unknown app, intent or tool ${m.tool}`;
  if (m.qualifiedTool !== `${m.app}.${m.tool}`) return `${m.intent}: qualifiedTool ${m.qualifiedTool}`;
  if (Boolean(tool.confirmation) !== m.requiresConfirmation) return `${m.intent}: requiresConfirmation ${m.requiresConfirmation}`;
  if (tool.confirmation && (m.confirmation === null || unfilledBinding(m.confirmation))) {
    return `${m.intent}: confirmation view missing or a display binding left unfilled`;
  }
  for (const [k, v] of Object.entries(intent.fixedArgs ?? {})) {
    if (JSON.stringify(m.arguments[k]) !== JSON.stringify(v)) return `${m.intent}: fixed argument ${k} is ${JSON.stringify(m.arguments[k])}`;
  }
  if (!(m.confidence >= 0 && m.confidence <= 1)) return `${m.intent}: confidence ${m.confidence}`;
  if (m.response.includes('{')) return `${m.intent}: response keeps a placeholder: ${m.response}`;
  return null;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export async function runQuality(): Promise<QualityResult> {
  const inputs = loadApps();
  const cases = loadCases();
  const manifests = new Map(inputs.map((i) => [i.manifest.id, i.manifest]));
  const t0 = performance.now();
  const snapshot = compileCatalog(inputs);
  const compileMs = performance.now() - t0;

  const judgements = cases.map((c) => judge(c, select(snapshot, { text: c.text, lang: c.lang, ...(c.apps ? { apps: c.apps } : {}) })));
  const contractProblems = judgements
    .filter((j) => j.verdict === 'correct')
    .map((j) => contractProblem(j, manifests))
    .filter((p): p is string => p !== null);

  const all = tally(judgements);
  const tiers = byTier(judgements);
  const langs = byLanguage(judgements);
  const barList = bars(judgements);
  const ambiguous = judgements.filter((j) => j.case.tier === 'ambiguous' && j.verdict === 'declined');
  const saidAmbiguous = ambiguous.filter((j) => j.got.reason === 'ambiguous').length;
  const micros = judgements.map((j) => j.got.tookMicros).sort((a, b) => a - b);

  const figures: BenchFigure[] = barList.map((b) => ({
    name: `quality ${b.name}`,
    value: b.value ?? NaN,
    unit: 'ratio',
    target: b.target,
    met: b.met,
  }));
  for (const [tier, t] of tiers) {
    if (tier === 'paraphrase') figures.push({ name: 'quality paraphrase recall', value: recall(t) ?? NaN, unit: 'ratio', note: 'best effort' });
  }
  figures.push(
    { name: 'quality cases', value: all.cases, unit: 'cases' },
    { name: 'quality negative + ambiguous share', value: all.negatives / all.cases, unit: 'ratio', target: '≥ 35%', met: all.negatives / all.cases >= 0.35 },
    { name: 'quality ambiguous declines said "ambiguous"', value: ambiguous.length ? saidAmbiguous / ambiguous.length : NaN, unit: 'ratio' },
    { name: 'quality select p50 (corpus)', value: quantile(micros, 0.5), unit: 'µs' },
  );

  const table = [
    markdownTable(TALLY_HEADER, [...[...tiers].map(([k, t]) => tallyRow(k, t)), tallyRow('**all**', all)]),
    '',
    markdownTable(TALLY_HEADER, [...langs].map(([k, t]) => tallyRow(k, t))),
    '',
    markdownTable(['bar', 'value', 'target', 'met'], barList.map((b) => [b.name, b.name.startsWith('precision') ? (b.value ?? 0).toFixed(3) : pct(b.value), b.target, b.met ? 'yes' : '**no**'])),
  ].join('\n');

  return {
    section: {
      id: 'quality',
      title: 'Selection quality (labelled corpus)',
      figures,
      table,
      context: {
        apps: inputs.length,
        appsWithIntents: inputs.filter((i) => (i.manifest.intents?.length ?? 0) > 0).length,
        cases: all.cases,
        compileMs: Math.round(compileMs * 10) / 10,
        contractProblems: contractProblems.length,
      },
    },
    judgements,
    bars: barList,
    contractProblems,
  };
}

/** The bench-module entry (bench/lib/report.ts). The corpus is small: quick and full are the same. */
export async function run(_opts: BenchOptions): Promise<BenchSection> {
  return (await runQuality()).section;
}

function describeExpected(c: QualityCase): string {
  if (!c.expect) return `decline (${c.expectReason ?? 'no_match'})`;
  const slots = c.expect.slots ? ' ' + JSON.stringify(c.expect.slots) : '';
  return `${c.expect.app}/${c.expect.intent}${slots}`;
}

function describeGot(r: SelectResponse): string {
  if (!r.match) {
    const top = r.candidates[0];
    return `${r.reason}${top ? ` (best ${top.intent} ${top.confidence})` : ''}`;
  }
  const m = r.match;
  return `${m.app}/${m.intent} ${JSON.stringify(m.slots)} conf ${m.confidence}`;
}

export function failureListing(js: readonly Judgement[]): string {
  const lines: string[] = [];
  for (const verdict of ['false_fire', 'missed'] as const) {
    const failed = js.filter((j) => j.verdict === verdict);
    if (failed.length === 0) continue;
    lines.push(`\n${verdict === 'false_fire' ? 'FALSE FIRES' : 'MISSED'} (${failed.length})`);
    for (const j of failed) {
      const c = j.case;
      lines.push(`  [${c.tier}/${c.lang}] ${JSON.stringify(c.text)}${c.apps ? ` apps=${JSON.stringify(c.apps)}` : ''}  (${c.source})`);
      lines.push(`      expected: ${describeExpected(c)}`);
      lines.push(`      got:      ${describeGot(j.got)}${j.detail && verdict === 'false_fire' ? `  — ${j.detail}` : ''}`);
    }
  }
  return lines.join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  const result = await runQuality();
  if (argv.includes('--json')) {
    console.log(JSON.stringify(result.section, null, 2));
  } else {
    console.log(`# ${result.section.title}\n`);
    console.log(result.section.table);
    // Per app: positives by their labelled app; a fire on a decline case counts against the app that fired.
    const perApp = byKey(result.judgements, (j) => j.case.expect?.app ?? j.got.match?.app ?? '(declines, nothing fired)');
    console.log(`\n${markdownTable(TALLY_HEADER, [...perApp].sort(([a], [b]) => a.localeCompare(b)).map(([k, t]) => tallyRow(k, t)))}`);
    console.log(failureListing(result.judgements));
    if (result.contractProblems.length) console.log(`\nCONTRACT PROBLEMS (${result.contractProblems.length})\n  ${result.contractProblems.join('\n  ')}`);
  }
  const missed = result.bars.filter((b) => !b.met);
  if (missed.length === 0) {
    console.log('\nall bars met');
    return 0;
  }
  console.log(`\nbars missed: ${missed.map((b) => b.name).join(', ')}`);
  return argv.includes('--no-fail') ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.stack ?? err.message : err);
      process.exit(2);
    },
  );
}
