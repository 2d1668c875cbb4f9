// Servers that misbehave: each costs its own live intents at most, never the host or other apps.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startHttpServer } from '../fixtures/mcp-servers/http.mjs';
import {
  APP_ID,
  calls,
  chosen,
  freePort,
  gamesManifest,
  gamesTools,
  processAlive,
  serverPids,
  statusOf,
  waitFor,
  writeManifest,
  writeTools,
  hostPerTest,
} from './helpers.js';

const { setup, onCleanup } = hostPerTest({ watch: false });

describe('a local server that crashes', () => {
  it('at start: the app is degraded, says why, and serves its static intents', async () => {
    const { appsDir, host } = setup();
    // The preference default reaches the server's environment and makes it exit at once.
    writeManifest(appsDir, 'games', gamesManifest({ preferences: [{ name: 'FIXTURE_CRASH_AT_START', title: 'Crash', type: 'text', default: '1' }] }));
    await host.start();
    expect(host.ready()).toBe(true);
    const summary = statusOf(host);
    expect(summary?.status).toBe('degraded');
    expect(summary?.errors.join('\n')).toContain('fixture: refusing to start');
    expect(chosen(host, 'stop the game')).toBe('stop_game({})');
    expect(chosen(host, 'set the difficulty to easy')).toBe('set_level({"level":"easy"})');
    expect(chosen(host, 'play chess')).not.toMatch(/^play_game/);
    expect(host.intents(APP_ID)?.find((i) => i.name === 'play_game')).toMatchObject({
      status: 'omitted',
      reason: "slot \"game\": live values unavailable: the app's server is not connected",
    });
  });

  it('again and again: restarts it with growing, capped delays, not in a tight loop', async () => {
    const { appsDir, host } = setup({ backoff: { initialMs: 50, maxMs: 400 } });
    const dir = writeManifest(appsDir, 'games', gamesManifest({ preferences: [{ name: 'FIXTURE_CRASH_AT_START', title: 'Crash', type: 'text', default: '1' }] }));
    await host.start();
    await new Promise((r) => setTimeout(r, 1500));
    // Delays of 25–50, 50–100, 100–200, then 200–400 ms: a handful of attempts, not dozens.
    const attempts = calls(dir).filter((l) => l === 'crash').length;
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(attempts).toBeLessThanOrEqual(12);
    expect(statusOf(host)?.status).toBe('degraded');
  });

  it('whose command does not exist: degraded with the spawn error', async () => {
    const { appsDir, host } = setup();
    writeManifest(appsDir, 'games', gamesManifest({ runtime: { kind: 'local-mcp', command: 'fastintent-no-such-command' } }));
    await host.start();
    expect(statusOf(host)?.status).toBe('degraded');
    expect(statusOf(host)?.errors.join('\n')).toMatch(/ENOENT/);
    expect(chosen(host, 'stop the game')).toBe('stop_game({})');
  });

  it('later: degraded while down, then reconnected with a new process and its live values back', async () => {
    const { appsDir, host } = setup();
    const dir = writeManifest(appsDir, 'games', gamesManifest());
    writeTools(dir, gamesTools(['Chess']));
    const states: string[] = [];
    host.onEvent((e) => {
      if (e.type === 'status') states.push(e.status);
    });
    await host.start();
    expect(chosen(host, 'play chess')).toBe('play_game({"game":"Chess"})');
    const [firstPid] = serverPids(dir);
    writeFileSync(join(dir, 'crash'), '');
    await waitFor(() => serverPids(dir).length === 2 && statusOf(host)?.status === 'ready', 'a second server process');
    expect(states).toEqual(['ready', 'degraded', 'ready']);
    expect(processAlive(firstPid!)).toBe(false);
    expect(chosen(host, 'play chess')).toBe('play_game({"game":"Chess"})');
  });
});

describe('a server that hangs on tools/list', () => {
  it('times out without holding up the other apps, which keep serving', async () => {
    const { appsDir, host } = setup({ requestTimeoutMs: 300, backoff: { initialMs: 5000, maxMs: 5000 } });
    const hung = writeManifest(appsDir, 'hung', gamesManifest({ id: 'com.test.hung' }));
    writeTools(hung, gamesTools(['Chess'], { hangList: true }));
    const good = writeManifest(appsDir, 'good', gamesManifest({
      id: 'com.test.cards',
      intents: [{
        name: 'deal', tool: 'play_game', description: 'Deal cards.',
        utterances: { en: ['deal {game}'] },
        slots: { game: { type: 'enum', required: true, valuesFrom: 'tool' } },
        response: { en: 'Dealing {game}.' },
      }],
    }));
    writeTools(good, gamesTools(['Poker']));
    const started = Date.now();
    await host.start();
    expect(Date.now() - started).toBeLessThan(8000);
    expect(statusOf(host, 'com.test.hung')?.status).toBe('degraded');
    expect(statusOf(host, 'com.test.hung')?.errors.join('\n')).toMatch(/tools\/list: .*timed out/i);
    expect(statusOf(host, 'com.test.cards')?.status).toBe('ready');
    expect(chosen(host, 'deal poker')).toBe('deal({"game":"Poker"})');
    // The hung app's static intents still serve.
    expect(chosen(host, 'stop the game')).toBe('stop_game({})');
  });
});

describe('a server that floods list_changed', () => {
  it('costs at most two listings per burst, and the app keeps serving', async () => {
    const { appsDir, host } = setup();
    const dir = writeManifest(appsDir, 'games', gamesManifest());
    writeTools(dir, gamesTools(['Chess']));
    await host.start();
    const listings = () => calls(dir).filter((l) => l === 'list').length;
    const before = listings();
    writeFileSync(join(dir, 'flood'), '200');
    await waitFor(() => listings() > before, 'a listing after the flood');
    await new Promise((r) => setTimeout(r, 300));
    const after = listings();
    expect(after - before).toBeGreaterThanOrEqual(1);
    expect(after - before).toBeLessThanOrEqual(2);
    expect(statusOf(host)?.status).toBe('ready');
    expect(chosen(host, 'play chess')).toBe('play_game({"game":"Chess"})');
  });
});

describe('a remote server', () => {
  it('down at start is degraded, and becomes ready with live values once it comes up', async () => {
    const { appsDir, host } = setup();
    const port = await freePort();
    const dir = writeManifest(appsDir, 'games', gamesManifest({ runtime: { kind: 'remote-mcp', url: `http://127.0.0.1:${port}/mcp` } }));
    writeTools(dir, gamesTools(['Chess']));
    await host.start();
    expect(statusOf(host)?.status).toBe('degraded');
    expect(chosen(host, 'stop the game')).toBe('stop_game({})');
    expect(chosen(host, 'play chess')).not.toMatch(/^play_game/);

    const server = await startHttpServer({ dir, port });
    onCleanup(() => server.close());
    await waitFor(() => statusOf(host)?.status === 'ready', 'the app to connect', 5000);
    expect(chosen(host, 'play chess')).toBe('play_game({"game":"Chess"})');

    // Values change: the server notifies on its session stream; the new value selects.
    writeTools(dir, gamesTools(['Chess', 'Go']));
    await server.notifyToolsChanged();
    await waitFor(() => chosen(host, 'play go') === 'play_game({"game":"Go"})', 'Go to select');

    // The refresh hint travels over HTTP too, and the server's answer arrives on its stream.
    writeTools(dir, gamesTools(['Chess', 'Go'], { onHint: gamesTools(['Shogi']).tools }));
    expect(host.trigger()).toEqual([APP_ID]);
    await waitFor(() => chosen(host, 'play shogi') === 'play_game({"game":"Shogi"})', 'Shogi to select');
    expect(calls(dir)).toContain('hint');
  });

  it('that goes away while serving is noticed, and reconnected when it returns', async () => {
    const { appsDir, host } = setup();
    const dir = join(appsDir, 'games');
    mkdirSync(dir);
    writeTools(dir, gamesTools(['Chess']));
    let server = await startHttpServer({ dir });
    const port = server.port;
    writeManifest(appsDir, 'games', gamesManifest({ runtime: { kind: 'remote-mcp', url: server.url } }));
    onCleanup(() => server.close());
    await host.start();
    expect(statusOf(host)?.status).toBe('ready');

    await server.close();
    await waitFor(() => statusOf(host)?.status === 'degraded', 'the loss to be noticed', 5000);
    expect(chosen(host, 'play chess')).not.toMatch(/^play_game/);
    expect(chosen(host, 'stop the game')).toBe('stop_game({})');

    server = await startHttpServer({ dir, port });
    await waitFor(() => statusOf(host)?.status === 'ready', 'the reconnection', 5000);
    expect(chosen(host, 'play chess')).toBe('play_game({"game":"Chess"})');
  });
});

describe('stop', () => {
  it('leaves no server process behind', async () => {
    const { appsDir, host } = setup();
    const dirs = ['one', 'two', 'three'].map((name, i) => {
      const dir = writeManifest(appsDir, name, gamesManifest({ id: `com.test.app${i}` }));
      writeTools(dir, gamesTools(['Chess']));
      return dir;
    });
    await host.start();
    const pids = dirs.flatMap(serverPids);
    expect(pids).toHaveLength(3);
    for (const pid of pids) expect(processAlive(pid)).toBe(true);
    await host.stop();
    for (const pid of pids) expect(processAlive(pid)).toBe(false);
    // Nothing restarts after stop.
    await new Promise((r) => setTimeout(r, 200));
    expect(dirs.flatMap(serverPids)).toHaveLength(3);
  });

  it('stops the processes a server started itself', async () => {
    const { appsDir, host } = setup({ stopGraceMs: 300 });
    const dir = writeManifest(appsDir, 'games', gamesManifest({ preferences: [{ name: 'FIXTURE_GRANDCHILD', title: 'Grandchild', type: 'text', default: '1' }] }));
    writeTools(dir, gamesTools(['Chess']));
    await host.start();
    const grandchild = Number(calls(dir).find((l) => l.startsWith('grandchild '))?.split(' ')[1]);
    expect(processAlive(grandchild)).toBe(true);
    await host.stop();
    await waitFor(() => !processAlive(grandchild), 'the grandchild to end', 2000);
  });

  it('kills a server that ignores the end of its input and SIGTERM', async () => {
    const { appsDir, host } = setup({ stopGraceMs: 300 });
    const dir = writeManifest(appsDir, 'games', gamesManifest({ preferences: [{ name: 'FIXTURE_STUBBORN', title: 'Stubborn', type: 'text', default: '1' }] }));
    writeTools(dir, gamesTools(['Chess']));
    await host.start();
    const [pid] = serverPids(dir);
    expect(processAlive(pid!)).toBe(true);
    const started = Date.now();
    await host.stop();
    expect(processAlive(pid!)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
