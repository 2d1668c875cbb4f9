// An apps folder with trouble in it: live values that change while serving, a server that
// will not start, a hosted runtime, an invalid manifest. Everything else keeps serving.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyExampleApp, request, startTestService, tempAppsDir, waitFor, type TestService } from './helpers.js';

let dir: string;
let service: TestService;

beforeAll(async () => {
  dir = tempAppsDir();
  // The music server renames its mix every 2.5 s and announces it with list_changed.
  copyExampleApp('music', dir, (m) => {
    m.runtime.args = ['server.mjs', '--rotate-ms=2500'];
  });
  // A smart home whose server cannot start: its intents need no live values, so they serve.
  copyExampleApp('smart-home', dir, (m) => {
    m.runtime.args = ['no-such-server.mjs'];
  });
  // A remote server nobody listens on: degraded like a local one that will not start.
  copyExampleApp(
    'smart-home',
    dir,
    (m) => {
      m.id = 'com.example.remote-home';
      m.runtime = { kind: 'remote-mcp', url: 'http://127.0.0.1:9/mcp' };
    },
    'remote-home',
  );
  copyExampleApp('lists', dir, (m) => {
    m.id = 'com.example.hosted-lists';
    m.runtime = { kind: 'hosted', entry: 'server.mjs' };
  });
  fs.mkdirSync(path.join(dir, 'broken'));
  fs.writeFileSync(
    path.join(dir, 'broken', 'voiceos.integration.json'),
    JSON.stringify({ schemaVersion: 1, id: 'com.example.broken', version: 'one', name: 'Broken', summary: 'x', publisher: { id: 'p', name: 'P' }, runtime: { kind: 'local-mcp', command: 'node' }, tools: [] }),
  );
  // A folder without a manifest is not an app.
  fs.mkdirSync(path.join(dir, 'not-an-app'));
  service = await startTestService(dir);
});

afterAll(async () => {
  await service?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const url = (p: string) => `${service.url}${p}`;

describe('an apps folder with trouble in it', () => {
  it('reports every app with its status and errors', async () => {
    const { body } = await request(url('/apps'));
    const byId = Object.fromEntries(body.map((a: any) => [a.id, a]));
    expect(byId['com.example.music'].status).toBe('ready');
    expect(byId['com.example.home'].status).toBe('degraded');
    expect(byId['com.example.home'].errors.length).toBeGreaterThan(0);
    expect(byId['com.example.hosted-lists']).toMatchObject({ status: 'error', runtime: 'hosted' });
    expect(byId['com.example.hosted-lists'].errors.join('\n')).toContain('runtime.kind: hosted is reserved');
    const broken = body.find((a: any) => a.status === 'error' && a.id !== 'com.example.hosted-lists');
    expect(broken).toBeDefined();
    expect(broken.errors.some((e: string) => e.startsWith('version: '))).toBe(true);
    expect(byId['com.example.remote-home']).toMatchObject({ status: 'degraded', runtime: 'remote-mcp', intents: { active: 3, omitted: 0 } });
    expect(body).toHaveLength(5);
    expect((await request(url('/readyz'))).status).toBe(200);
  });

  it('serves the static intents of an app whose server is down', async () => {
    const { body } = await request(url('/select'), { json: { text: 'turn on the kitchen lights', apps: ['com.example.home'] } });
    expect(body.match).toMatchObject({ app: 'com.example.home', intent: 'lights_on', arguments: { room: 'kitchen', on: true } });
    const remote = await request(url('/select'), { json: { text: 'turn on the kitchen lights', apps: ['com.example.remote-home'] } });
    expect(remote.body.match).toMatchObject({ app: 'com.example.remote-home', intent: 'lights_on' });
  });

  it('serves nothing from a hosted app', async () => {
    const { body } = await request(url('/select'), { json: { text: "what's on my shopping list" } });
    expect(body.match).toBeNull();
  });

  it('picks up live values announced with list_changed, without a restart', async () => {
    const mixes = ['Morning Mix', 'Afternoon Mix', 'Evening Mix', 'Night Mix'];
    const current = async () => {
      const { body } = await request(url('/apps/com.example.music/intents'));
      const values: string[] = body.find((i: any) => i.name === 'play_playlist').slots.playlist.values;
      return values.find((v) => mixes.includes(v));
    };
    const first = await current();
    expect(first).toBeDefined();
    const next = await waitFor(async () => {
      const mix = await current();
      return mix !== first ? mix : undefined;
    }, 8_000, 'the music server to publish a new mix');
    const { body } = await request(url('/select'), { json: { text: `play ${next!.toLowerCase()}` } });
    // The mix may have moved on again since; any mix the server published is a valid answer.
    expect(body.match).toMatchObject({ app: 'com.example.music', intent: 'play_playlist' });
    expect(mixes).toContain(body.match.slots.playlist);
  });
});
