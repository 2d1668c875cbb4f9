import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCatalog, generateRequests, type GeneratedRequest } from '../../bench/lib/generator.js';
import type { Manifest } from '../../src/manifest/types.js';
import { buildSnapshot, compileApp, select, type CompiledApp, type Snapshot } from '../../src/selector/index.js';
import type { SelectResponse } from '../../src/selector/types.js';

// Two seeded catalogues: the first is served, the second supplies replacement content for the
// first's app ids (same id, other intents and words), so a step really changes the index.
const A = generateCatalog({ apps: 40, seed: 11, shape: 'varied' });
const B = generateCatalog({ apps: 40, seed: 12, shape: 'varied' });
const compiledA = A.inputs.map(compileApp);
const replacements = B.manifests.map((m, i): CompiledApp => {
  const manifest: Manifest = { ...m, id: A.manifests[i]!.id };
  return compileApp({ manifest, liveTools: null });
});
const requests: GeneratedRequest[] = [
  ...generateRequests(A, { count: 150, seed: 21 }),
  ...generateRequests(B, { count: 150, seed: 22 }).map((r) => ({ ...r, expect: null })),
];

const body = (r: SelectResponse): Omit<SelectResponse, 'tookMicros'> => ({ match: r.match, reason: r.reason, candidates: r.candidates });
const answers = (snap: Snapshot) => requests.map((r) => body(select(snap, { text: r.text, lang: r.lang })));

type Step = { kind: 'replace' | 'remove' | 'restore' | 'replaceAll'; at: number };

describe('buildSnapshot with a previous snapshot', () => {
  it('selects exactly like a snapshot built from scratch, step after step', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ kind: fc.constantFrom<Step['kind']>('replace', 'remove', 'restore', 'replaceAll'), at: fc.nat({ max: 39 }) }), { minLength: 3, maxLength: 5 }),
        (steps) => {
          const current = compiledA.slice() as (CompiledApp | null)[];
          let snap = buildSnapshot(compiledA, 1);
          for (const [k, step] of steps.entries()) {
            if (step.kind === 'replace') current[step.at] = replacements[step.at]!;
            else if (step.kind === 'remove') current[step.at] = null;
            else if (step.kind === 'replaceAll') current.splice(0, current.length, ...replacements);
            else current[step.at] = compiledA[step.at]!;
            const apps = current.filter((a): a is CompiledApp => a !== null);
            const before = answers(snap);
            const next = buildSnapshot(apps, k + 2, snap);
            expect(answers(next)).toEqual(answers(buildSnapshot(apps, k + 2)));
            // The previous snapshot is untouched: selections still running on it are unaffected.
            expect(answers(snap)).toEqual(before);
            snap = next;
          }
        },
      ),
      { numRuns: 4, seed: 5 },
    );
  });

  it('shares the language indexes a change does not touch', () => {
    const first = buildSnapshot(compiledA, 1);
    const next = buildSnapshot(compiledA, 2, first);
    for (const [primary, index] of first.index) expect(next.index.get(primary)).toBe(index);
    expect(next.generation).toBe(2);
  });

  it('copies only the postings the changed app touches', () => {
    const first = buildSnapshot(compiledA, 1);
    const apps = compiledA.slice();
    apps[3] = replacements[3]!;
    const next = buildSnapshot(apps, 2, first);
    let shared = 0;
    let total = 0;
    for (const [primary, index] of first.index) {
      const after = next.index.get(primary)!;
      index.postings.forEach((p, id) => {
        if (!p) return;
        total++;
        if (after.postings[id] === p) shared++;
      });
    }
    expect(shared / total).toBeGreaterThan(0.9);
  });

  it('forgets the words of an app that left', () => {
    const first = buildSnapshot(compiledA, 1);
    const target = requests.find((r) => r.expect && select(first, { text: r.text, lang: r.lang }).match?.app === r.expect.app)!;
    const without = buildSnapshot(compiledA.filter((a) => a.id !== target.expect!.app), 2, first);
    expect(select(without, { text: target.text, lang: target.lang }).match?.app).not.toBe(target.expect!.app);
    expect(select(first, { text: target.text, lang: target.lang }).match?.app).toBe(target.expect!.app);
  });
});
