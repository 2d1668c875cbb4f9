// `fastintent validate`: a couple of real runs of bin/fastintent.js, the rest through the
// command's function with its output captured.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { lineColumn, syntaxProblem, validateFiles } from '../../src/server/commands/validate.js';
import { manifest } from '../manifest/fixture.js';

const ROOT = join(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin/fastintent.js');
const REAL = join(ROOT, '../shared/fixtures/real-manifests');
const dir = mkdtempSync(join(tmpdir(), 'fastintent-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const good = file('good.json', JSON.stringify(manifest(), null, 2));
const broken = (() => {
  const m = manifest();
  m.intents[1].slots.bot.values = [];
  m.tools[0].confirmation.root.children[2].bind = '{{colour}}';
  return file('broken.json', JSON.stringify(m, null, 2));
})();
const notJson = file('not-json.json', '{\n  "schemaVersion": 1,\n  "id": "com.acme.x",\n}\n');

async function run(files: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await validateFiles(files, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('fastintent validate, as a process', () => {
  it('prints ok and exits 0 for the real manifests', () => {
    const files = readdirSync(REAL).filter((f) => f.endsWith('.json')).map((f) => join(REAL, f));
    const r = spawnSync(process.execPath, [BIN, 'validate', ...files], { encoding: 'utf8', timeout: 30_000 });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('ok\n');
    expect(r.status).toBe(0);
  });

  it('prints one path: message line per error and exits 1', () => {
    const r = spawnSync(process.execPath, [BIN, 'validate', broken], { encoding: 'utf8', timeout: 30_000 });
    expect(r.stdout).toBe(
      [
        "tools[0].confirmation.root.children[2].bind: {{colour}} is not a property of the tool's inputSchema",
        'intents[1].slots.bot.values: must hold 1 to 30 strings',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(1);
  });

  it('exits 2 for a file that is not JSON, naming line and column', () => {
    const r = spawnSync(process.execPath, [BIN, 'validate', notJson], { encoding: 'utf8', timeout: 30_000 });
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(new RegExp(`^${notJson.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: 4:1: not valid JSON: `));
    expect(r.status).toBe(2);
  });

  it('ends quietly with its own status when the reader closes the pipe early (| head)', async () => {
    // Output well past a pipe's buffer, so that the command is still writing when the pipe closes.
    const child = spawn(process.execPath, [BIN, 'validate', ...new Array<string>(1500).fill(broken)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.stdout.once('data', () => child.stdout.destroy());
    const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    expect(stderr).toBe('');
    expect(status).toBe(1);
  }, 30_000);
});

describe('validateFiles', () => {
  it('prints ok once for several valid files', async () => {
    expect(await run([good, good])).toEqual({ code: 0, out: ['ok'], err: [] });
  });

  it('prefixes every line with the file name when several files are given', async () => {
    expect(await run([good, broken])).toEqual({
      code: 1,
      out: [
        `${broken}: tools[0].confirmation.root.children[2].bind: {{colour}} is not a property of the tool's inputSchema`,
        `${broken}: intents[1].slots.bot.values: must hold 1 to 30 strings`,
      ],
      err: [],
    });
  });

  it('exits 2 for a missing file or a folder, and still checks the others', async () => {
    const missing = join(dir, 'missing.json');
    const folder = join(dir, 'a-folder');
    mkdirSync(folder, { recursive: true });
    expect(await run([missing, broken, folder])).toEqual({
      code: 2,
      out: [
        `${broken}: tools[0].confirmation.root.children[2].bind: {{colour}} is not a property of the tool's inputSchema`,
        `${broken}: intents[1].slots.bot.values: must hold 1 to 30 strings`,
      ],
      err: [`${missing}: cannot read: no such file`, `${folder}: cannot read: is a folder, not a file`],
    });
  });

  it('names the position of a syntax error', async () => {
    const truncated = file('truncated.json', '{\n  "a": [1, 2');
    expect(await run([truncated])).toEqual({ code: 2, out: [], err: [`${truncated}: 2:13: not valid JSON: Expected ',' or ']' after array element`] });
    const empty = file('empty.json', '');
    expect((await run([empty])).err).toEqual([`${empty}: 1:1: not valid JSON: unexpected end of the file`]);
  });

  it('accepts a byte-order mark before the JSON', async () => {
    const bom = file('bom.json', `\ufeff${JSON.stringify(manifest())}`);
    expect(await run([bom])).toEqual({ code: 0, out: ['ok'], err: [] });
  });

  it('refuses a file over 1 MiB with one error, without parsing it', async () => {
    const big = file('big.json', `"${'x'.repeat(1024 * 1024)}"`);
    expect(await run([big])).toEqual({ code: 1, out: ['manifest: is 1,048,578 bytes; a manifest may be at most 1 MiB (1,048,576 bytes)'], err: [] });
  });

  it('reports a JSON value that is not a manifest', async () => {
    const array = file('array.json', '[]');
    expect(await run([array])).toEqual({ code: 1, out: ['manifest: must be an object'], err: [] });
  });
});

describe('syntax positions', () => {
  it('turns offsets into 1-based line and column', () => {
    expect(lineColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('a\r\nb', 3)).toEqual({ line: 2, column: 1 });
  });

  it('reads V8 messages with and without a position', () => {
    const text = '{"a":1,}';
    let error: Error | undefined;
    try {
      JSON.parse(text);
    } catch (e) {
      error = e as Error;
    }
    expect(syntaxProblem(text, error!)).toMatch(/^1:8: not valid JSON: \S/);
    expect(syntaxProblem('{', new SyntaxError('Unexpected end of JSON input'))).toBe('1:2: not valid JSON: unexpected end of the file');
  });
});
