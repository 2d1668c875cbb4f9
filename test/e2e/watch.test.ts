// The apps folder is watched (API.md, Starting): an added, changed or removed manifest is
// picked up without a restart, and a manifest that breaks on reload leaves the last valid
// version serving with its errors on GET /apps.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppHost } from '../../src/refresh/host.js';
import type { AppHost } from '../../src/refresh/types.js';
import { buildServer } from '../../src/server/app.js';
import { copyExampleApp, request, tempAppsDir, waitFor } from './helpers.js';

let dir: string;
let host: AppHost;
let app: ReturnType<typeof buildServer>;
let url: string;

beforeAll(async () => {
  dir = tempAppsDir();
  copyExampleApp('smart-home', dir);
  host = createAppHost({ appsDir: dir, watch: true, watchDebounceMs: 50 });
  app = buildServer({ host });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  await host.start();
});

afterAll(async () => {
  await app?.close();
  await host?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const apps = async () => (await request(`${url}/apps`)).body as any[];
const selectText = async (text: string) => (await request(`${url}/select`, { json: { text } })).body;
const manifestOf = (folder: string) => path.join(dir, folder, 'voiceos.integration.json');

describe('a watched apps folder', () => {
  it('serves an app added while running', async () => {
    copyExampleApp('lists', dir);
    await waitFor(async () => ((await apps()).some((a) => a.id === 'com.example.lists' && a.status === 'ready') ? true : undefined), 10_000, 'the added app');
    expect((await selectText('add eggs to my shopping list')).match).toMatchObject({ app: 'com.example.lists', arguments: { item: 'eggs' } });
  });

  it('recompiles a changed manifest', async () => {
    const manifest = JSON.parse(fs.readFileSync(manifestOf('smart-home'), 'utf8'));
    manifest.intents[0].utterances.en.push('make it bright in the {room}');
    fs.writeFileSync(manifestOf('smart-home'), JSON.stringify(manifest));
    const body = await waitFor(async () => {
      const b = await selectText('make it bright in the kitchen');
      return b.match ? b : undefined;
    }, 10_000, 'the new utterance to serve');
    expect(body.match).toMatchObject({ app: 'com.example.home', intent: 'lights_on', arguments: { room: 'kitchen', on: true } });
  });

  it('keeps the last valid version serving when a reload fails validation, and shows why', async () => {
    const manifest = JSON.parse(fs.readFileSync(manifestOf('smart-home'), 'utf8'));
    manifest.intents[0].tool = 'no_such_tool';
    fs.writeFileSync(manifestOf('smart-home'), JSON.stringify(manifest));
    const home = await waitFor(async () => {
      const entry = (await apps()).find((a) => a.id === 'com.example.home');
      return entry && entry.errors.length > 0 ? entry : undefined;
    }, 10_000, 'the validation errors on GET /apps');
    expect(home.errors.some((e: string) => e.startsWith('intents[0].tool'))).toBe(true);
    expect((await selectText('turn on the kitchen lights')).match).toMatchObject({ app: 'com.example.home', intent: 'lights_on' });
  });

  it('drops a removed app', async () => {
    fs.rmSync(path.join(dir, 'lists'), { recursive: true, force: true });
    await waitFor(async () => ((await apps()).some((a) => a.id === 'com.example.lists') ? undefined : true), 10_000, 'the removed app to go');
    expect((await selectText('add eggs to my shopping list')).match).toBeNull();
  });
});
