// Shared by the host tests: temporary apps folders with real manifests and the fixture servers.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { createAppHost } from '../../src/refresh/host.js';
import type { AppHost, AppHostOptions, HostEvent } from '../../src/refresh/types.js';
import { select } from '../../src/selector/index.js';
import type { SelectResponse } from '../../src/selector/types.js';

export const STDIO_SERVER = fileURLToPath(new URL('../fixtures/mcp-servers/stdio.mjs', import.meta.url));
export const APP_ID = 'com.test.games';

export function tempAppsDir(): string {
  return mkdtempSync(join(tmpdir(), 'fi-apps-'));
}

export const stdioRuntime = { kind: 'local-mcp', command: process.execPath, args: [STDIO_SERVER] } as const;

/**
 * A games app: `play_game` takes its game from the server's live values, `stop_game` needs
 * nothing live, `set_level` has a static enum.
 */
export function gamesManifest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    schemaVersion: 1,
    id: APP_ID,
    version: '1.0.0',
    name: 'Games',
    summary: 'Play board games by voice.',
    publisher: { id: 'pub_test', name: 'Test' },
    runtime: stdioRuntime,
    tools: [
      {
        name: 'play_game',
        description: 'Start a game the user names.',
        inputSchema: { type: 'object', properties: { game: { type: 'string' } }, required: ['game'] },
      },
      { name: 'stop_game', description: 'Stop the current game.', inputSchema: { type: 'object', properties: {} } },
      {
        name: 'set_level',
        description: 'Set the difficulty.',
        inputSchema: { type: 'object', properties: { level: { type: 'string', enum: ['easy', 'hard'] } }, required: ['level'] },
      },
    ],
    intents: [
      {
        name: 'play_game',
        tool: 'play_game',
        description: 'Start a game by name.',
        utterances: { en: ['play {game}', 'start a game of {game}'] },
        slots: { game: { type: 'enum', required: true, valuesFrom: 'tool' } },
        response: { en: 'Starting {game}.' },
      },
      {
        name: 'stop_game',
        tool: 'stop_game',
        description: 'Stop the game.',
        utterances: { en: ['stop the game', 'quit the game'] },
        response: { en: 'Stopped.' },
      },
      {
        name: 'set_level',
        tool: 'set_level',
        description: 'Set the difficulty level.',
        utterances: { en: ['set the difficulty to {level}'] },
        slots: { level: { type: 'enum', required: true, values: ['easy', 'hard'] } },
        response: { en: 'Difficulty {level}.' },
      },
    ],
    ...overrides,
  };
}

/** The server-side listing for the games app, with these live game names. */
export function gamesTools(games: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tools: [
      {
        name: 'play_game',
        inputSchema: { type: 'object', properties: { game: { type: 'string' } }, required: ['game'] },
        _meta: { 'voiceos/intent-slot-values': { game: games } },
      },
      { name: 'stop_game', inputSchema: { type: 'object', properties: {} } },
      { name: 'set_level', inputSchema: { type: 'object', properties: { level: { type: 'string', enum: ['easy', 'hard'] } } } },
    ],
    ...extra,
  };
}

export function writeManifest(appsDir: string, folder: string, manifest: unknown): string {
  const dir = join(appsDir, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'voiceos.integration.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest, null, 2));
  return dir;
}

export function writeTools(dir: string, state: unknown): void {
  writeFileSync(join(dir, 'tools.json'), JSON.stringify(state));
}

/** The fixture server's log lines (`start <pid> <env>`, `list`, `hint`). */
export function calls(dir: string): string[] {
  const file = join(dir, 'calls.log');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

export function serverPids(dir: string): number[] {
  return calls(dir).filter((l) => l.startsWith('start ')).map((l) => Number(l.split(' ')[1]));
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Short timeouts and delays so failures resolve within a test's time. */
export function testHost(appsDir: string, extra: Partial<AppHostOptions> = {}): AppHost & { events: HostEvent[] } {
  const host = createAppHost({
    appsDir,
    requestTimeoutMs: 1000,
    // Generous: a loaded CI machine can take seconds to start node with the SDK.
    connectTimeoutMs: 10_000,
    backoff: { initialMs: 50, maxMs: 400 },
    watchDebounceMs: 60,
    stopGraceMs: 500,
    ...extra,
  });
  const events: HostEvent[] = [];
  host.onEvent((e) => events.push(e));
  return Object.assign(host, { events });
}

export function ask(host: AppHost, text: string): SelectResponse {
  return select(host.snapshot(), { text, lang: 'en' });
}

/** What the host would run for `text`: "intent(args)" or the reason it declined. */
export function chosen(host: AppHost, text: string): string {
  const { match, reason } = ask(host, text);
  return match ? `${match.intent}(${JSON.stringify(match.arguments)})` : reason;
}

export async function waitFor<T>(probe: () => T | undefined | null | false, label: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 15));
  }
}

export function statusOf(host: AppHost, id = APP_ID) {
  return host.apps().find((a) => a.id === id);
}

/** A loopback port with nothing listening on it (for "the server is down"). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * For test files that start a host per test: `setup()` makes a fresh apps folder and host,
 * `onCleanup()` registers anything else to end; all of it is undone after each test, newest first.
 */
export function hostPerTest(defaults: Partial<AppHostOptions> = {}) {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const onCleanup = (cleanup: () => Promise<void> | void) => void cleanups.push(cleanup);
  const setup = (extra: Partial<AppHostOptions> = {}) => {
    const appsDir = tempAppsDir();
    const host = testHost(appsDir, { ...defaults, ...extra });
    onCleanup(() => removeDir(appsDir));
    onCleanup(() => host.stop());
    return { appsDir, host };
  };
  return { setup, onCleanup };
}
