import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compare } from '../../bench/compare.js';

const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'fastintent-compare-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A "checkout" whose selector is this one's, except that it declines every Spanish request. */
function alteredCheckout(): string {
  const dir = join(scratch, 'altered');
  mkdirSync(join(dir, 'src/selector'), { recursive: true });
  const real = (file: string) => JSON.stringify(join(root, 'src/selector', file));
  writeFileSync(join(dir, 'src/selector/catalog.ts'), `export { compileCatalog } from ${real('catalog.ts')};\n`);
  writeFileSync(
    join(dir, 'src/selector/select.ts'),
    `import { selectUncached as real } from ${real('select.ts')};\n` +
      `export function selectUncached(s: any, text: string, lang: string, enabled: any) {\n` +
      `  return lang.startsWith('es') ? { match: null, reason: 'no_match', candidates: [] } : real(s, text, lang, enabled);\n}\n`,
  );
  return dir;
}

describe('bench/compare', () => {
  it('times a checkout against itself and finds every answer alike', async () => {
    const c = await compare(root, root, 3, 1);
    expect(c.rounds).toBe(1);
    expect(c.p50A).toBeGreaterThan(0);
    expect(c.p50B).toBeGreaterThan(0);
    expect(c.ratio).toBeGreaterThan(0);
    expect(c.differences).toBe(0);
    expect(c.firstDifference).toBeNull();
  }, 60_000);

  it('compiles either version first, answering alike both ways', async () => {
    const c = await compare(alteredCheckout(), root, 3, 1, 'BA');
    expect(c.differences).toBeGreaterThan(0);
    expect(c.firstDifference?.a).toContain('"no_match"');
    expect((await compare(root, root, 3, 1, 'BA')).differences).toBe(0);
  }, 60_000);

  it('counts the requests another checkout answers differently and shows the first', async () => {
    const c = await compare(alteredCheckout(), root, 3, 1);
    expect(c.differences).toBeGreaterThan(0);
    expect(c.firstDifference?.lang).toMatch(/^es/);
    expect(c.firstDifference?.a).toContain('"no_match"');
  }, 60_000);

  it('runs as a command: each compile order in a process of its own, the two combined', () => {
    const run = (baseline: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench/compare.ts'), baseline, '--apps', '3', '--rounds', '2'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    const same = run(root);
    expect(same.stderr).toBe('');
    // One set per order: two in all.
    expect(same.stdout).toContain('over 2 paired sets');
    expect(same.stdout).toMatch(/B ÷ A \(median of per-set ratios\): \d+\.\d{3}/);
    expect(same.stdout).toContain('requests answered differently: 0');
    expect(same.status).toBe(0);
    const altered = run(alteredCheckout());
    expect(altered.stdout).toMatch(/requests answered differently: [1-9]/);
    expect(altered.stdout).toMatch(/first: \[es/);
    expect(altered.status).toBe(1);
  }, 120_000);

  it('refuses a folder that is not a checkout of the project', async () => {
    await expect(compare(scratch, root, 3, 1)).rejects.toThrow(/no src\/selector\/catalog\.ts/);
  });
});
