// Judging selections against labels, and the figures made of the judgements. Pure: no I/O.
//
// A fire is any response with a match. It is correct only when app, intent and every slot value
// are what the label says; a fire with the wrong intent or wrong slot values is a false fire
// (a wrong fast action is worse than none). precision = correct fires / all fires;
// recall per tier = correct fires / positive cases of that tier; false-fire rate = fires on
// negative and ambiguous cases / those cases.
import type { SelectResponse } from '../../src/selector/types.js';
import { TIERS, type QualityCase, type Tier } from './corpus.js';

export type Verdict = 'correct' | 'declined' | 'missed' | 'false_fire';

export interface Judgement {
  case: QualityCase;
  verdict: Verdict;
  got: SelectResponse;
  /** Why a positive case failed, for the listing. */
  detail?: string;
}

function sameValue(expected: string | number, got: unknown): boolean {
  return typeof expected === 'number' ? typeof got === 'number' && Math.abs(got - expected) < 1e-9 : got === expected;
}

function slotMismatch(expected: Record<string, string | number>, got: Record<string, unknown>): string | null {
  const keys = new Set([...Object.keys(expected), ...Object.keys(got)]);
  for (const k of keys) {
    if (!(k in expected)) return `unexpected slot ${k}=${JSON.stringify(got[k])}`;
    if (!(k in got)) return `missing slot ${k}`;
    if (!sameValue(expected[k]!, got[k])) return `slot ${k}=${JSON.stringify(got[k])}, want ${JSON.stringify(expected[k])}`;
  }
  return null;
}

export function judge(c: QualityCase, got: SelectResponse): Judgement {
  const m = got.match;
  if (c.expect === null) return { case: c, got, verdict: m ? 'false_fire' : 'declined' };
  if (!m) return { case: c, got, verdict: 'missed', detail: got.reason };
  if (m.app !== c.expect.app || m.intent !== c.expect.intent) {
    return { case: c, got, verdict: 'false_fire', detail: `wrong intent ${m.app}/${m.intent}` };
  }
  const problem = slotMismatch(c.expect.slots ?? {}, m.slots);
  return problem ? { case: c, got, verdict: 'false_fire', detail: problem } : { case: c, got, verdict: 'correct' };
}

export interface Tally {
  cases: number;
  positives: number;
  negatives: number;
  fires: number;
  correct: number;
  falseFires: number;
  /** Fires on cases labelled negative or ambiguous. */
  negativeFires: number;
}

export function tally(js: readonly Judgement[]): Tally {
  const t: Tally = { cases: 0, positives: 0, negatives: 0, fires: 0, correct: 0, falseFires: 0, negativeFires: 0 };
  for (const j of js) {
    t.cases++;
    if (j.case.expect) t.positives++;
    else t.negatives++;
    if (j.got.match) t.fires++;
    if (j.verdict === 'correct') t.correct++;
    if (j.verdict === 'false_fire') {
      t.falseFires++;
      if (!j.case.expect) t.negativeFires++;
    }
  }
  return t;
}

/** Correct fires over fires; 1 when nothing fired (no fire is never a wrong one). */
export const precision = (t: Tally): number => (t.fires === 0 ? 1 : t.correct / t.fires);
export const recall = (t: Tally): number | null => (t.positives === 0 ? null : t.correct / t.positives);
export const falseFireRate = (t: Tally): number | null => (t.negatives === 0 ? null : t.negativeFires / t.negatives);

export function byKey(js: readonly Judgement[], key: (j: Judgement) => string): Map<string, Tally> {
  const groups = new Map<string, Judgement[]>();
  for (const j of js) {
    const k = key(j);
    let g = groups.get(k);
    if (!g) groups.set(k, (g = []));
    g.push(j);
  }
  return new Map([...groups].map(([k, g]) => [k, tally(g)]));
}

export const byTier = (js: readonly Judgement[]): Map<Tier, Tally> => {
  const m = byKey(js, (j) => j.case.tier);
  return new Map(TIERS.filter((t) => m.has(t)).map((t) => [t, m.get(t)!]));
};

export const primaryLang = (tag: string): string => tag.toLowerCase().split('-')[0] ?? tag;
export const byLanguage = (js: readonly Judgement[]): Map<string, Tally> =>
  new Map([...byKey(js, (j) => primaryLang(j.case.lang))].sort(([a], [b]) => a.localeCompare(b)));

export interface Bar {
  name: string;
  value: number | null;
  target: string;
  met: boolean;
}

/** The bars of the selector issue. */
export function bars(js: readonly Judgement[]): Bar[] {
  const all = tally(js);
  const tiers = byTier(js);
  const tierRecall = (t: Tier) => {
    const x = tiers.get(t);
    return x ? recall(x) : null;
  };
  const atLeast = (name: string, value: number | null, min: number, target: string): Bar => ({
    name,
    value,
    target,
    met: value === null || value >= min - 1e-12,
  });
  const ff = falseFireRate(all);
  return [
    atLeast('precision', precision(all), 0.99, '≥ 0.99'),
    { name: 'false fires / negatives', value: ff, target: '≤ 1%', met: ff === null || ff <= 0.01 + 1e-12 },
    atLeast('exact recall', tierRecall('exact'), 1, '100%'),
    atLeast('surface recall', tierRecall('surface'), 0.98, '≥ 98%'),
    atLeast('numbers recall', tierRecall('numbers'), 0.95, '≥ 95%'),
    atLeast('noise recall', tierRecall('noise'), 0.85, '≥ 85%'),
  ];
}
