// The manifests a newcomer reads first must be valid: the example apps and the README's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateManifest } from '../../src/manifest/validate.js';
import { EXAMPLE_APPS, REPO_ROOT } from './helpers.js';

const exampleFolders = fs.readdirSync(EXAMPLE_APPS).filter((name) => fs.existsSync(path.join(EXAMPLE_APPS, name, 'voiceos.integration.json')));

describe('example manifests', () => {
  it('there are the three bundled apps', () => {
    expect(exampleFolders.sort()).toEqual(['lists', 'music', 'smart-home']);
  });

  it.each(exampleFolders)('%s passes the validator and ships its server', (folder) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(EXAMPLE_APPS, folder, 'voiceos.integration.json'), 'utf8'));
    expect(validateManifest(manifest)).toMatchObject({ ok: true });
    expect(manifest.runtime).toEqual({ kind: 'local-mcp', command: 'node', args: [expect.stringMatching(/\.mjs$/)] });
    expect(fs.existsSync(path.join(EXAMPLE_APPS, folder, manifest.runtime.args[0]))).toBe(true);
  });

  it('together they speak English and Spanish everywhere and Japanese somewhere', () => {
    const languages = exampleFolders.flatMap((folder) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(EXAMPLE_APPS, folder, 'voiceos.integration.json'), 'utf8'));
      return manifest.intents.map((intent: any) => Object.keys(intent.utterances));
    });
    for (const langs of languages) expect(langs).toEqual(expect.arrayContaining(['en', 'es']));
    expect(languages.some((langs) => langs.includes('ja'))).toBe(true);
  });

  it("the README's complete manifest passes the validator", () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const block = /```json\n(\{\n {2}"schemaVersion"[\s\S]*?)\n```/.exec(readme);
    expect(block).not.toBeNull();
    expect(validateManifest(JSON.parse(block![1]!))).toMatchObject({ ok: true });
  });
});
