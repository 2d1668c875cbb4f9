import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppsWatcher, watchApps } from '../../src/refresh/watch.js';
import { removeDir, tempAppsDir, waitFor } from './helpers.js';

let watcher: AppsWatcher | undefined;
let appsDir: string;
afterEach(() => {
  watcher?.close();
  removeDir(appsDir);
});

const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

function start(): (string | null)[] {
  appsDir = tempAppsDir();
  mkdirSync(join(appsDir, 'app'));
  writeFileSync(join(appsDir, 'app', 'voiceos.integration.json'), '{}');
  const seen: (string | null)[] = [];
  watcher = watchApps(appsDir, (folder) => seen.push(folder), 50);
  return seen;
}

describe('watchApps', () => {
  it('reports a burst of writes to a manifest once', async () => {
    const seen = start();
    await settle();
    const path = join(appsDir, 'app', 'voiceos.integration.json');
    for (let i = 0; i < 10; i++) writeFileSync(path, `{"n":${i}}`);
    // An editor's save: write a temporary file and rename it over the manifest.
    writeFileSync(`${path}.swp`, '{}');
    renameSync(`${path}.swp`, path);
    await waitFor(() => seen.length > 0, 'a change');
    await settle();
    expect(seen).toEqual(['app']);
  });

  it('ignores other files in an app folder', async () => {
    const seen = start();
    await settle();
    writeFileSync(join(appsDir, 'app', 'tools.json'), '{}');
    await settle();
    expect(seen).toEqual([]);
  });

  it('reports added and removed app folders, and manifests written into a new folder', async () => {
    const seen = start();
    await settle();
    mkdirSync(join(appsDir, 'new'));
    await waitFor(() => seen.includes('new'), 'the new folder');
    await settle(); // the folder's own watcher is in place
    seen.length = 0;
    writeFileSync(join(appsDir, 'new', 'voiceos.integration.json'), '{}');
    await waitFor(() => seen.includes('new'), 'the manifest in the new folder');
    rmSync(join(appsDir, 'app'), { recursive: true });
    await waitFor(() => seen.includes('app'), 'the removal');
  });

  it('reports nothing after close', async () => {
    const seen = start();
    watcher!.close();
    writeFileSync(join(appsDir, 'app', 'voiceos.integration.json'), '{"x":1}');
    await settle();
    expect(seen).toEqual([]);
  });
});
