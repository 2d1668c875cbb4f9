import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadManifest } from '../../src/refresh/load.js';
import { gamesManifest, removeDir, tempAppsDir, writeManifest } from './helpers.js';

const appsDir = tempAppsDir();
afterAll(() => removeDir(appsDir));

describe('loadManifest', () => {
  it('returns the validated manifest and its text', async () => {
    const dir = writeManifest(appsDir, 'ok', gamesManifest());
    const result = await loadManifest(dir);
    expect(result.ok && result.manifest.id).toBe('com.test.games');
    expect(result.ok && JSON.parse(result.text)).toEqual(gamesManifest());
  });

  it('reports validation errors as path: message lines', async () => {
    const dir = writeManifest(appsDir, 'invalid', { ...gamesManifest(), version: 'v1' });
    const result = await loadManifest(dir);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.some((e) => e.startsWith('version: '))).toBe(true);
  });

  it('reports a JSON syntax error', async () => {
    const dir = writeManifest(appsDir, 'syntax', '{ "id": }');
    const result = await loadManifest(dir);
    expect(!result.ok && result.errors).toEqual([expect.stringMatching(/^voiceos\.integration\.json: is not JSON: Unexpected token/)]);
  });

  it('refuses a file over 1 MiB', async () => {
    const dir = writeManifest(appsDir, 'big', `{"x":"${'y'.repeat(1024 * 1024)}"}`);
    const result = await loadManifest(dir);
    expect(!result.ok && result.errors[0]).toMatch(/more than the limit of 1048576/);
  });

  it('reports a missing or unreadable file', async () => {
    mkdirSync(join(appsDir, 'gone'));
    const result = await loadManifest(join(appsDir, 'gone'));
    expect(!result.ok && result.errors[0]).toMatch(/^voiceos\.integration\.json: cannot be read: ENOENT/);
    mkdirSync(join(appsDir, 'dir-not-file', 'voiceos.integration.json'), { recursive: true });
    const asDir = await loadManifest(join(appsDir, 'dir-not-file'));
    expect(!asDir.ok && asDir.errors[0]).toMatch(/cannot be read: EISDIR/);
  });
});
