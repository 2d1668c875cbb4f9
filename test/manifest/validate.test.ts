// validateManifest as a whole: the real manifests, the API's exact lines, limits on size, depth
// and output, and no exception for any JSON value.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ERRORS, validateManifest } from '../../src/manifest/validate.js';
import { errorsAfter, manifest, type Json } from './fixture.js';

// CI lays shared/ beside the clone, as it is beside /work/main here.
const REAL = join(import.meta.dirname, '../../../shared/fixtures/real-manifests');
const realFiles = readdirSync(REAL).filter((f) => f.endsWith('.json'));

describe('real third-party manifests', () => {
  it('are all eight present', () => {
    expect(realFiles).toHaveLength(8);
  });

  it.each(realFiles)('%s validates ok', (file) => {
    const json: unknown = JSON.parse(readFileSync(join(REAL, file), 'utf8'));
    expect(validateManifest(json)).toEqual({ ok: true, value: json });
  });
});

describe('the API’s example lines', () => {
  it('names a value list out of range exactly', () => {
    expect(errorsAfter((m) => (m.intents[1].slots.bot.values = Array.from({ length: 31 }, (_, i) => `Bot ${i}`)))).toEqual([
      'intents[1].slots.bot.values: must hold 1 to 30 strings',
    ]);
  });

  it('names a binding that is not an input exactly', () => {
    expect(errorsAfter((m) => (m.tools[0].confirmation.root.children[2].bind = '{{colour}}'))).toEqual([
      "tools[0].confirmation.root.children[2].bind: {{colour}} is not a property of the tool's inputSchema",
    ]);
  });
});

describe('limits', () => {
  it('accepts the base manifest and returns it as the value', () => {
    const m = manifest();
    expect(validateManifest(m)).toEqual({ ok: true, value: m });
  });

  it('refuses a manifest over 1 MiB with one clear error', () => {
    const m = manifest();
    m.description = 'x'.repeat(1024 * 1024);
    const result = validateManifest(m);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      `manifest: is ${(JSON.stringify(m).length).toLocaleString('en-US')} bytes; a manifest may be at most 1 MiB (1,048,576 bytes)`,
    ]);
  });

  it('counts UTF-8 bytes, not characters', () => {
    const m = manifest();
    m.description = 'é'.repeat(600 * 1024); // 600 Ki characters, 1.2 MiB of UTF-8
    const result = validateManifest(m);
    expect(!result.ok && result.errors[0]).toMatch(/^manifest: is 1,2\d\d,\d\d\d bytes; a manifest may be at most 1 MiB/);
  });

  it('accepts a manifest just under 1 MiB', () => {
    const m = manifest();
    m.description = 'x'.repeat(1024 * 1024 - JSON.stringify(m).length - 100);
    expect(validateManifest(m).ok).toBe(true);
  });

  it('refuses nesting deeper than any manifest needs, without overflowing the stack', () => {
    let deep: Json = {};
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    const m = manifest();
    m.tools[1].inputSchema.properties.message.default = deep;
    expect(validateManifest(m)).toEqual({ ok: false, errors: ['manifest: nests deeper than 100 levels'] });
  });

  it('reports every problem, and at most MAX_ERRORS lines', () => {
    const few = errorsAfter((m) => {
      m.id = 'x';
      m.version = 'one';
      m.tools[2].name = 'PlayPlaylist';
    });
    expect(few).toEqual([
      'id: must be reverse-DNS such as com.you.coffee-tracker',
      'version: must be a semantic version major.minor.patch, e.g. 1.0.0',
      'tools[2].name: must be snake_case starting with a letter (at most 64 characters)',
      'intents[2].tool: "play_playlist" is not a declared tool',
    ]);
    const many = errorsAfter((m) => (m.categories = Array.from({ length: 5000 }, () => 1)));
    expect(many).toHaveLength(MAX_ERRORS);
    expect(many[0]).toBe('categories[0]: must be a string');
    expect(many[MAX_ERRORS - 1]).toBe(`manifest: ${5000 - (MAX_ERRORS - 1)} more errors not shown`);
  });

  it('reports one line per problem, never the same line twice', () => {
    const lines = errorsAfter((m) => {
      m.intents[1].slots.bot.values = ['Pepper', 'pepper', 'x'.repeat(300), 3];
      m.tools[0].confirmation.root.children[0].type = 'canvas';
      m.runtime = { kind: 'remote-mcp', url: 'nope' };
    });
    // ajv also finds the long value, the number and the unknown block type; each is said once.
    expect(lines).toEqual([
      'runtime.url: must be a valid URL',
      'tools[0].confirmation.root.children[0].type: canvas blocks are reserved and rejected in schemaVersion 1',
      'intents[1].slots.bot.values[1]: repeats "Pepper"',
      'intents[1].slots.bot.values[2]: must be at most 200 characters',
      'intents[1].slots.bot.values[3]: must be a string',
    ]);
  });
});

describe('untrusted input', () => {
  const never = (value: unknown) => {
    const result = validateManifest(value);
    expect(typeof result.ok).toBe('boolean');
    if (!result.ok) {
      expect(result.errors.length).toBeGreaterThan(0);
      for (const line of result.errors) expect(line).toMatch(/^\S.*?: \S/);
      // The validator's last-resort catch turns a bug into this line; no input may reach it.
      expect(result.errors.join('\n')).not.toContain('cannot be validated');
    }
  };

  it('never throws for any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), never), { numRuns: 300 });
  });

  it('never throws for JSON text with hostile keys', () => {
    const key = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'kind', 'type', 'en', '');
    const hostile = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 1 }), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(key, tie('value'), { maxKeys: 4 })),
    })).value;
    fc.assert(
      fc.property(hostile, (v) => never(JSON.parse(JSON.stringify(v)))),
      { numRuns: 200 },
    );
  });

  // A near-valid manifest with one part replaced by a random value: the rules see every field
  // in every wrong shape.
  it('never throws for near-valid manifests mutated at random', () => {
    const paths: string[][] = [];
    const walk = (value: unknown, path: string[]) => {
      paths.push(path);
      if (typeof value === 'object' && value !== null) {
        for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
      }
    };
    walk(manifest(), []);
    const replacement = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      // Cloned so that two edits never share one object (which could make a cycle).
      fc.constantFrom('', ' ', '{', '{{x}}', '{__proto__}', 'a\u200bb', 'x'.repeat(600), -1, 1e308, null, [], {}, 'canvas', 'custom', 'background', 'tool').map((v) => structuredClone(v)),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...paths), replacement), { minLength: 1, maxLength: 4 }), fc.boolean(), (edits, remove) => {
        const m = manifest();
        for (const [path, value] of edits) {
          if (path.length === 0) continue;
          let parent: Json = m;
          for (const k of path.slice(0, -1)) {
            if (typeof parent[k] !== 'object' || parent[k] === null) return;
            parent = parent[k];
          }
          const last = path[path.length - 1] as string;
          if (remove) delete parent[last];
          else parent[last] = value;
        }
        never(JSON.parse(JSON.stringify(m)));
      }),
      { numRuns: 400 },
    );
  });
});
