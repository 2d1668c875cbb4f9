// The apps folder while serving: edits, breakage, removal and additions, picked up by the watcher.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_ID,
  calls,
  chosen,
  gamesManifest,
  gamesTools,
  processAlive,
  serverPids,
  statusOf,
  waitFor,
  writeManifest,
  writeTools,
  hostPerTest,
  removeDir,
  tempAppsDir,
  testHost,
} from './helpers.js';

const { setup, onCleanup } = hostPerTest();

const withExtraUtterance = () => {
  const manifest = gamesManifest();
  const intents = manifest.intents as { utterances: Record<string, string[]> }[];
  intents[1]!.utterances.en!.push('end this match');
  return manifest;
};

describe('the apps folder while serving', () => {
  it('recompiles an edited manifest without restarting its server', async () => {
    const { appsDir, host } = setup();
    const dir = writeManifest(appsDir, 'games', gamesManifest());
    writeTools(dir, gamesTools(['Chess']));
    await host.start();
    expect(chosen(host, 'end this match')).not.toBe('stop_game({})');
    const generation = host.snapshot().generation;

    writeManifest(appsDir, 'games', withExtraUtterance());
    await waitFor(() => chosen(host, 'end this match') === 'stop_game({})', 'the new utterance');
    expect(host.snapshot().generation).toBeGreaterThan(generation);
    expect(serverPids(dir)).toHaveLength(1);
    expect(chosen(host, 'play chess')).toBe('play_game({"game":"Chess"})');
  });

  it('keeps the last valid version serving when an edit breaks the manifest, and shows the errors', async () => {
    const { appsDir, host } = setup();
    const dir = writeManifest(appsDir, 'games', gamesManifest());
    writeTools(dir, gamesTools(['Chess']));
    await host.start();

    writeManifest(appsDir, 'games', '{ "schemaVersion": 1, "id": ');
    await waitFor(() => statusOf(host)?.errors.some((e) => e.includes('is not JSON')), 'the JSON error');
    expect(statusOf(host)?.status).toBe('ready');
    expect(chosen(host, 'play chess')).toBe('play_game({"game":"Chess"})');

    writeManifest(appsDir, 'games', { ...gamesManifest(), version: 'one' });
    await waitFor(() => statusOf(host)?.errors.some((e) => e.startsWith('version: ')), 'the version error');
    expect(statusOf(host)).toMatchObject({ id: APP_ID, version: '1.0.0', status: 'ready' });
    expect(chosen(host, 'stop the game')).toBe('stop_game({})');

    writeManifest(appsDir, 'games', withExtraUtterance());
    await waitFor(() => chosen(host, 'end this match') === 'stop_game({})', 'the fixed version to serve');
    expect(statusOf(host)?.errors).toEqual([]);
  });

  it('unloads a removed app and stops its server', async () => {
    const { appsDir, host } = setup();
    const dir = writeManifest(appsDir, 'games', gamesManifest());
    writeTools(dir, gamesTools(['Chess']));
    writeManifest(appsDir, 'other', gamesManifest({ id: 'com.test.other', runtime: { kind: 'hosted' } }));
    await host.start();
    const [pid] = serverPids(dir);
    expect(processAlive(pid!)).toBe(true);

    removeDir(dir);
    await waitFor(() => statusOf(host) === undefined, 'the app to go');
    expect(host.intents(APP_ID)).toBeUndefined();
    await waitFor(() => chosen(host, 'stop the game') !== 'stop_game({})', 'its intents to stop serving');
    await waitFor(() => !processAlive(pid!), 'the server process to end');
    expect(statusOf(host, 'com.test.other')).toBeDefined();
  });

  it('loads an app added while serving', async () => {
    const { appsDir, host } = setup();
    await host.start();
    expect(host.apps()).toEqual([]);
    const dir = writeManifest(appsDir, 'games', gamesManifest());
    writeTools(dir, gamesTools(['Go']));
    await waitFor(() => statusOf(host)?.status === 'ready', 'the new app');
    expect(chosen(host, 'play go')).toBe('play_game({"game":"Go"})');
  });

  it('reloads once for a burst of writes (an editor save)', async () => {
    const { appsDir, host } = setup({ connect: false });
    writeManifest(appsDir, 'games', gamesManifest());
    await host.start();
    const loads = () => host.events.filter((e) => e.type === 'load').length;
    const before = loads();
    const path = join(appsDir, 'games', 'voiceos.integration.json');
    const text = JSON.stringify(withExtraUtterance());
    for (let i = 0; i < 5; i++) writeFileSync(path, text);
    writeFileSync(`${path}.tmp`, text);
    await waitFor(() => chosen(host, 'end this match') === 'stop_game({})', 'the reload');
    await new Promise((r) => setTimeout(r, 200));
    expect(loads() - before).toBe(1);
  });
});

describe('loading', () => {
  it('names an app with an invalid first manifest after its folder, with status error', async () => {
    const { appsDir, host } = setup({ watch: false });
    writeManifest(appsDir, 'broken-app', { ...gamesManifest(), summary: '' });
    writeManifest(appsDir, 'games', gamesManifest({ runtime: { kind: 'hosted' } }));
    await host.start();
    expect(host.ready()).toBe(true);
    const broken = statusOf(host, 'broken-app');
    expect(broken).toMatchObject({ status: 'error', name: null, runtime: null, intents: { active: 0, omitted: 0 } });
    expect(broken?.errors.some((e) => e.startsWith('summary: '))).toBe(true);
    expect(host.intents('broken-app')).toEqual([]);
  });

  it('shows a hosted app as error with the reserved message, serving nothing', async () => {
    const { appsDir, host } = setup({ watch: false });
    writeManifest(appsDir, 'games', gamesManifest({ runtime: { kind: 'hosted', entry: 'server.ts' } }));
    await host.start();
    expect(statusOf(host)).toMatchObject({
      status: 'error',
      runtime: 'hosted',
      errors: ['runtime.kind: hosted is reserved'],
      intents: { active: 0, omitted: 3 },
    });
    expect(host.intents(APP_ID)?.every((i) => i.reason === 'runtime.kind: hosted is reserved')).toBe(true);
    expect(chosen(host, 'stop the game')).toBe('no_eligible_intents');
  });

  it('refuses a manifest over 1 MiB unread', async () => {
    const { appsDir, host } = setup({ watch: false });
    const manifest = gamesManifest({ description: 'x'.repeat(1024 * 1024) });
    writeManifest(appsDir, 'huge', manifest);
    await host.start();
    expect(statusOf(host, 'huge')?.status).toBe('error');
    expect(statusOf(host, 'huge')?.errors.join()).toMatch(/more than the limit of 1048576/);
  });

  it('refuses a second app with an id already installed', async () => {
    const { appsDir, host } = setup({ watch: false, connect: false });
    writeManifest(appsDir, 'a-games', gamesManifest());
    writeManifest(appsDir, 'b-games', gamesManifest());
    await host.start();
    const summaries = host.apps();
    expect(summaries.map((a) => [a.id, a.status])).toEqual([['b-games', 'error'], [APP_ID, 'ready']]);
    expect(summaries[0]!.errors[0]).toMatch(/^id: "com.test.games" is already installed from folder/);
  });

  it('with connect: false starts no server and serves the static intents as ready', async () => {
    const { appsDir, host } = setup({ watch: false, connect: false });
    const dir = writeManifest(appsDir, 'games', gamesManifest());
    writeTools(dir, gamesTools(['Chess']));
    await host.start();
    expect(statusOf(host)).toMatchObject({ status: 'ready', errors: [], intents: { active: 2, omitted: 1 } });
    expect(chosen(host, 'stop the game')).toBe('stop_game({})');
    expect(chosen(host, 'play chess')).not.toMatch(/^play_game/);
    expect(host.trigger()).toEqual([]);
    expect(calls(dir)).toEqual([]);
  });

  it('is ready at once for an empty or missing apps folder', async () => {
    const { host } = setup({ watch: false });
    await host.start();
    expect(host.ready()).toBe(true);
    const missing = testHost(join(tempAppsDir(), 'nope'));
    onCleanup(() => missing.stop());
    await missing.start();
    expect(missing.ready()).toBe(true);
    expect(missing.apps()).toEqual([]);
  });
});
