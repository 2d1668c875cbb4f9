// Live values end to end: a real fixture MCP server over stdio, the host, and selections.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ID,
  calls,
  chosen,
  gamesManifest,
  gamesTools,
  removeDir,
  statusOf,
  tempAppsDir,
  testHost,
  waitFor,
  writeManifest,
  writeTools,
} from './helpers.js';

let appsDir: string;
let dir: string;
let host: ReturnType<typeof testHost>;

const liveIntent = () => host.intents(APP_ID)?.find((i) => i.name === 'play_game');

beforeAll(async () => {
  appsDir = tempAppsDir();
  dir = writeManifest(
    appsDir,
    'games',
    gamesManifest({ preferences: [{ name: 'FI_LEVEL', title: 'Level', type: 'text', default: 'easy' }] }),
  );
  writeTools(dir, gamesTools(['Chess', 'Go']));
  host = testHost(appsDir, { watch: false });
  await host.start();
});

afterAll(async () => {
  await host.stop();
  removeDir(appsDir);
});

describe('live values over stdio', () => {
  it('serves the live values of the first listing', () => {
    expect(host.ready()).toBe(true);
    expect(statusOf(host)).toMatchObject({ status: 'ready', errors: [], intents: { active: 3, omitted: 0 } });
    expect(chosen(host, 'play chess')).toBe('play_game({"game":"Chess"})');
    expect(chosen(host, 'play poker')).not.toMatch(/^play_game/);
    expect(liveIntent()?.slots.game).toEqual({
      type: 'enum', required: true, values: ['Chess', 'Go'], sources: { live: ['Chess', 'Go'] }, intersected: [],
    });
  });

  it('starts the server in the app folder with preference defaults in its environment', () => {
    const start = calls(dir).find((l) => l.startsWith('start '));
    expect(start).toMatch(/"FI_LEVEL":"easy"/);
  });

  it('selects a new value after list_changed, and no longer a removed one', async () => {
    writeTools(dir, gamesTools(['Chess', 'Poker']));
    await waitFor(() => chosen(host, 'play poker') === 'play_game({"game":"Poker"})', 'Poker to select');
    expect(chosen(host, 'play go')).not.toMatch(/^play_game/);
    expect(liveIntent()?.slots.game?.values).toEqual(['Chess', 'Poker']);
  });

  it('sends the refresh hint to the server, and the answer it gives lands', async () => {
    writeTools(dir, gamesTools(['Chess'], { onHint: gamesTools(['Bridge']).tools }));
    await waitFor(() => liveIntent()?.slots.game?.values?.join() === 'Chess', 'the listing without Bridge');
    expect(chosen(host, 'play bridge')).not.toMatch(/^play_game/);
    const hintsBefore = calls(dir).filter((l) => l === 'hint').length;
    expect(host.trigger()).toEqual([APP_ID]);
    await waitFor(() => chosen(host, 'play bridge') === 'play_game({"game":"Bridge"})', 'Bridge to select');
    expect(calls(dir).filter((l) => l === 'hint').length).toBe(hintsBefore + 1);
  });

  it('lists again when the app sends the refresh hint itself', async () => {
    writeTools(dir, { ...gamesTools(['Chess', 'Croquet']), quiet: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(chosen(host, 'play croquet')).not.toMatch(/^play_game/);
    writeFileSync(join(dir, 'announce'), '');
    await waitFor(() => chosen(host, 'play croquet') === 'play_game({"game":"Croquet"})', 'Croquet to select');
  });

  it('does not rebuild for a listing equal to the last one', async () => {
    await host.refresh(APP_ID);
    const generation = host.snapshot().generation;
    await host.refresh(APP_ID);
    await host.refresh(APP_ID);
    expect(host.snapshot().generation).toBe(generation);
  });

  it('sends the hint only to the apps asked for', () => {
    expect(host.trigger(['com.other.app'])).toEqual([]);
    expect(host.trigger([APP_ID, 'com.other.app'])).toEqual([APP_ID]);
  });

  it('reads every page of a paginated listing', async () => {
    const filler = Array.from({ length: 5 }, (_, i) => ({ name: `extra_${i}`, inputSchema: { type: 'object' } }));
    const state = gamesTools(['Checkers']);
    writeTools(dir, { tools: [...filler, ...(state.tools as object[])], pageSize: 2 });
    await waitFor(() => chosen(host, 'play checkers') === 'play_game({"game":"Checkers"})', 'Checkers from page 4');
    expect(chosen(host, 'set the difficulty to hard')).toBe('set_level({"level":"hard"})');
    expect(statusOf(host)?.intents).toEqual({ active: 3, omitted: 0 });
  });

  it('answers a refresh with the intents after a new listing', async () => {
    writeTools(dir, gamesTools(['Tennis']));
    const intents = await host.refresh(APP_ID);
    expect(intents?.find((i) => i.name === 'play_game')?.slots.game?.values).toEqual(['Tennis']);
    expect(await host.refresh('com.unknown')).toBeUndefined();
  });
});

describe('untrusted metadata from the server', () => {
  const cases: [string, unknown, string][] = [
    ['a non-array', 'Chess', 'slot "game": live values must be a list of 1 to 30 strings'],
    ['non-strings', ['Chess', 42], 'slot "game": live values[1] must be a string'],
    ['duplicates', ['Chess', 'chess'], 'slot "game": live values[1] repeats "Chess"'],
    ['31 items', Array.from({ length: 31 }, (_, i) => `Game ${i}`), 'slot "game": live values must hold 1 to 30 strings'],
    ['a 201-character string', ['x'.repeat(201)], 'slot "game": live values[0] must be at most 200 characters'],
    ['a control character', ['Che\u001bss'], 'slot "game": live values[0] contains U+001B ESCAPE'],
    ['an invisible character', ['Che\u200Bss'], 'slot "game": live values[0] contains U+200B ZERO WIDTH SPACE'],
    ['an empty list', [], 'slot "game": live values must hold 1 to 30 strings'],
  ];
  for (const [name, games, reason] of cases) {
    it(`omits the live intent for ${name}; the other intents keep serving`, async () => {
      writeTools(dir, gamesTools(games));
      const intent = await waitFor(() => {
        const i = liveIntent();
        return i?.status === 'omitted' && i.reason === reason ? i : undefined;
      }, `the reason "${reason}"`);
      expect(intent.reason).toBe(reason);
      expect(chosen(host, 'play chess')).not.toMatch(/^play_game/);
      expect(chosen(host, 'stop the game')).toBe('stop_game({})');
      expect(statusOf(host)).toMatchObject({ status: 'ready', intents: { active: 2, omitted: 1 } });
      // The next good listing brings the intent back.
      writeTools(dir, gamesTools(['Chess']));
      await waitFor(() => liveIntent()?.status === 'active', 'the intent to come back');
    });
  }

  it('omits the intent for a non-object _meta', async () => {
    const state = gamesTools(['Chess']);
    (state.tools as Record<string, unknown>[])[0]!._meta = ['not', 'an', 'object'];
    writeTools(dir, state);
    await waitFor(() => liveIntent()?.reason === 'slot "game": _meta of tool "play_game" is not an object', '_meta reason');
    expect(chosen(host, 'stop the game')).toBe('stop_game({})');
  });

  it('omits only the intents of a tool whose live inputSchema is not an object schema', async () => {
    const state = gamesTools(['Chess']);
    (state.tools as Record<string, unknown>[])[2]!.inputSchema = { type: 'string' };
    writeTools(dir, state);
    await waitFor(() => host.intents(APP_ID)?.find((i) => i.name === 'set_level')?.status === 'omitted', 'set_level omitted');
    expect(chosen(host, 'play chess')).toBe('play_game({"game":"Chess"})');
    expect(chosen(host, 'set the difficulty to hard')).not.toMatch(/^set_level/);
  });

  it('falls back to the live schema enum when the metadata has no entry, intersecting otherwise', async () => {
    const state = gamesTools(['Chess', 'Go', 'Poker']);
    const play = (state.tools as Record<string, unknown>[])[0]!;
    play.inputSchema = { type: 'object', properties: { game: { type: 'string', enum: ['Go', 'Poker', 'Bridge'] } } };
    writeTools(dir, state);
    await waitFor(() => liveIntent()?.slots.game?.values?.join() === 'Go,Poker', 'the intersection');
    expect(liveIntent()?.slots.game?.intersected).toEqual(['live', 'schema']);
    expect(chosen(host, 'play chess')).not.toMatch(/^play_game/);
    delete play._meta;
    writeTools(dir, state);
    await waitFor(() => liveIntent()?.slots.game?.values?.join() === 'Go,Poker,Bridge', 'the schema fallback');
    expect(liveIntent()?.slots.game?.sources).toEqual({ schema: ['Go', 'Poker', 'Bridge'] });
    expect(chosen(host, 'play bridge')).toBe('play_game({"game":"Bridge"})');
  });
});
