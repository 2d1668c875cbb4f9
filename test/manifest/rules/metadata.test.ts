// Top-level fields, publisher, runtime: each rule broken once, with the exact line expected.
import { describe, expect, it } from 'vitest';
import { validateManifest } from '../../../src/manifest/validate.js';
import { errorsAfter, type Json } from '../fixture.js';

const cases: [string, (m: Json) => void, string[]][] = [
  ['schemaVersion is the literal 1', (m) => (m.schemaVersion = 2), ['schemaVersion: must be 1']],
  ['id is reverse-DNS', (m) => (m.id = 'Acme Notes'), ['id: must be reverse-DNS such as com.you.coffee-tracker']],
  ['id needs a dot', (m) => (m.id = 'acme'), ['id: must be reverse-DNS such as com.you.coffee-tracker']],
  ['version is semver', (m) => (m.version = '1.0'), ['version: must be a semantic version major.minor.patch, e.g. 1.0.0']],
  ['name is not empty', (m) => (m.name = ''), ['name: must not be empty']],
  ['name is not blank', (m) => (m.name = '   '), ['name: must not be empty']],
  ['name is visible text', (m) => (m.name = 'Acme\u202eNotes'), ['name: contains U+202E RIGHT-TO-LEFT OVERRIDE']],
  ['summary is at most 140 characters', (m) => (m.summary = 'x'.repeat(141)), ['summary: must be at most 140 characters']],
  ['summary is not empty', (m) => (m.summary = ''), ['summary: must not be empty']],
  ['summary is one line', (m) => (m.summary = 'Notes\nby voice'), ['summary: must be one line']],
  ['description is a string', (m) => (m.description = 5), ['description: must be a string']],
  ['icon stays in the app folder', (m) => (m.icon = '../../secret.png'), ['icon: must be a path inside the app folder, e.g. icon.png']],
  ['icon is not absolute', (m) => (m.icon = '/etc/icon.png'), ['icon: must be a path inside the app folder, e.g. icon.png']],
  ['icon is not a URL', (m) => (m.icon = 'https://acme.example/icon.png'), ['icon: must be a path inside the app folder, e.g. icon.png']],
  ['homepage is a URL', (m) => (m.homepage = 'acme notes'), ['homepage: must be a valid URL']],
  ['homepage is http(s)', (m) => (m.homepage = 'ftp://acme.example'), ['homepage: must be an http(s) URL']],
  ['repository is a URL', (m) => (m.repository = 'github.com/acme'), ['repository: must be a valid URL']],
  ['categories are strings', (m) => (m.categories = ['notes', 3]), ['categories[1]: must be a string']],
  ['publisher is required', (m) => delete m.publisher, ['publisher: is required']],
  ['publisher.id is required', (m) => delete m.publisher.id, ['publisher.id: is required']],
  ['publisher.name is not empty', (m) => (m.publisher.name = ''), ['publisher.name: must not be empty']],
  ['publisher.url is a URL', (m) => (m.publisher.url = 'javascript:alert(1)'), ['publisher.url: must be an http(s) URL']],
  ['publisher.verified is a boolean', (m) => (m.publisher.verified = 'yes'), ['publisher.verified: must be a boolean']],
  ['runtime is required', (m) => delete m.runtime, ['runtime: is required']],
  ['runtime.kind is known', (m) => (m.runtime = { kind: 'docker' }), ['runtime.kind: must be one of "local-mcp", "remote-mcp", "hosted"']],
  ['runtime without kind', (m) => (m.runtime = { command: 'node' }), ['runtime.kind: must be one of "local-mcp", "remote-mcp", "hosted"']],
  ['local-mcp needs a command', (m) => delete m.runtime.command, ['runtime.command: is required']],
  ['local-mcp args are strings', (m) => (m.runtime.args = ['server.js', 7]), ['runtime.args[1]: must be a string']],
  ['remote-mcp needs a url', (m) => (m.runtime = { kind: 'remote-mcp' }), ['runtime.url: is required']],
  ['remote-mcp url is a URL', (m) => (m.runtime = { kind: 'remote-mcp', url: 'mcp.acme' }), ['runtime.url: must be a valid URL']],
  ['runtime is an object', (m) => (m.runtime = 'node server.js'), ['runtime: must be an object']],
  ['tools are required', (m) => delete m.tools, ['tools: is required', 'intents[0].tool: "create_note" is not a declared tool', 'intents[1].tool: "ask_bot" is not a declared tool', 'intents[2].tool: "play_playlist" is not a declared tool']],
];

describe('top-level fields, publisher and runtime', () => {
  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(errorsAfter(mutate)).toEqual(expected);
  });

  it('accepts the three runtime shapes', () => {
    expect(errorsAfter((m) => (m.runtime = { kind: 'remote-mcp', url: 'http://127.0.0.1:9000/mcp' }))).toEqual([]);
    expect(errorsAfter((m) => (m.runtime = { kind: 'hosted', entry: 'server.ts' }))).toEqual([]);
    expect(errorsAfter((m) => (m.runtime = { kind: 'hosted' }))).toEqual([]);
  });

  it('ignores unknown fields anywhere', () => {
    expect(
      errorsAfter((m) => {
        m.$schema = '../schema/voiceos.integration.schema.json';
        m.futureField = { anything: [1, 2] };
        m.publisher.twitter = '@acme';
        m.runtime.env = { A: '1' };
        m.tools[0].annotations = { readOnlyHint: false };
        m.tools[0].confirmation.root.icon = 'data:image/svg+xml,<svg/>';
        m.tools[0].confirmation.root.children[0].variant = 'caption';
        m.intents[0].priority = 3;
        m.auth.fields[0].description = 'From the dashboard.';
      }),
    ).toEqual([]);
  });

  it('refuses a document that is not an object', () => {
    for (const value of [null, 1, 'manifest', [], true]) {
      expect(validateManifest(value)).toEqual({ ok: false, errors: ['manifest: must be an object'] });
    }
  });
});
