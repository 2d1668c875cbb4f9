// POST /select end to end: the three example apps, their intents in en, es and ja, through a
// real server with the apps' real MCP servers running.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestService, type TestService } from './helpers.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});

afterAll(async () => {
  await service?.close();
});

const select = (body: unknown) => request(`${service.url}/select`, { json: body });

async function expectMatch(text: string, lang: string, expected: { app: string; intent: string; arguments: object; response?: string }) {
  const { status, body } = await select({ text, lang });
  expect(status).toBe(200);
  expect(body.reason, `${lang}: "${text}" → ${JSON.stringify(body)}`).toBe('matched');
  expect(body.match).toMatchObject({ app: expected.app, intent: expected.intent });
  expect(body.match.arguments).toEqual(expected.arguments);
  expect(body.match.qualifiedTool).toBe(`${expected.app}.${body.match.tool}`);
  expect(body.match.confidence).toBeGreaterThan(0);
  expect(body.match.confidence).toBeLessThanOrEqual(1);
  if (expected.response) expect(body.match.response).toBe(expected.response);
  return body;
}

describe('the music app (live playlists)', () => {
  it('plays a live playlist by name, canonical case, in English', async () => {
    const body = await expectMatch('play focus', 'en', {
      app: 'com.example.music',
      intent: 'play_playlist',
      arguments: { playlist: 'Focus', shuffle: false },
      response: 'Playing Focus.',
    });
    expect(body.match).toMatchObject({ tool: 'play_playlist', slots: { playlist: 'Focus' }, lang: 'en', requiresConfirmation: false, confirmation: null });
    expect(body.tookMicros).toBeGreaterThan(0);
    expect(Array.isArray(body.candidates)).toBe(true);
  });

  it('shuffles with the fixed argument', async () => {
    await expectMatch('shuffle my workout playlist', 'en', {
      app: 'com.example.music',
      intent: 'shuffle_playlist',
      arguments: { playlist: 'Workout', shuffle: true },
    });
  });

  it('sets the volume to an integer and refuses a value the tool schema would refuse', async () => {
    await expectMatch('set the volume to 40', 'en', { app: 'com.example.music', intent: 'set_volume', arguments: { level: 40 }, response: 'Volume 40.' });
    const { body } = await select({ text: 'set the volume to 140', lang: 'en' });
    expect(body.match).toBeNull();
  });

  it('understands Spanish and Japanese', async () => {
    await expectMatch('pon la lista chill', 'es', { app: 'com.example.music', intent: 'play_playlist', arguments: { playlist: 'Chill', shuffle: false }, response: 'Reproduciendo Chill.' });
    await expectMatch('pausa la música', 'es', { app: 'com.example.music', intent: 'pause', arguments: { action: 'pause' }, response: 'En pausa.' });
    await expectMatch('次の曲', 'ja', { app: 'com.example.music', intent: 'next_track', arguments: { direction: 'next' }, response: '次の曲です。' });
    await expectMatch('Focusを再生して', 'ja', { app: 'com.example.music', intent: 'play_playlist', arguments: { playlist: 'Focus', shuffle: false } });
  });

  it('falls back from a regional tag to its language, case-insensitively', async () => {
    const body = await expectMatch('pause the music', 'en-US', { app: 'com.example.music', intent: 'pause', arguments: { action: 'pause' } });
    expect(body.match.lang).toBe('en');
    await expectMatch('pausa la música', 'ES-mx', { app: 'com.example.music', intent: 'pause', arguments: { action: 'pause' } });
  });

  it('defaults to English when lang is absent', async () => {
    const { body } = await select({ text: 'next song' });
    expect(body.match).toMatchObject({ intent: 'next_track', lang: 'en' });
  });
});

describe('the smart-home app (static rooms, brightness)', () => {
  it('switches lights on and off by room', async () => {
    await expectMatch('turn on the kitchen lights', 'en', { app: 'com.example.home', intent: 'lights_on', arguments: { room: 'kitchen', on: true }, response: 'Lights on in the kitchen.' });
    await expectMatch('turn off the bedroom lights', 'en', { app: 'com.example.home', intent: 'lights_off', arguments: { room: 'bedroom', on: false } });
  });

  it('sets the brightness as a number within the schema bounds', async () => {
    await expectMatch('set the office lights to 30 percent', 'en', { app: 'com.example.home', intent: 'set_brightness', arguments: { room: 'office', level: 30 } });
    const { body } = await select({ text: 'set the office lights to 0 percent', lang: 'en' });
    expect(body.match).toBeNull();
  });

  it('understands Spanish and Japanese room names', async () => {
    await expectMatch('enciende la luz de la cocina', 'es', { app: 'com.example.home', intent: 'lights_on', arguments: { room: 'cocina', on: true }, response: 'Luz encendida: cocina.' });
    await expectMatch('キッチンの電気をつけて', 'ja', { app: 'com.example.home', intent: 'lights_on', arguments: { room: 'キッチン', on: true } });
  });
});

describe('the lists app (free text, confirmation card)', () => {
  it('keeps the free-text item as spoken and fills the confirmation card', async () => {
    const body = await expectMatch('add oat milk to my shopping list', 'en', {
      app: 'com.example.lists',
      intent: 'add_to_shopping_list',
      arguments: { list: 'shopping', item: 'oat milk' },
      response: 'Added oat milk to your shopping list.',
    });
    expect(body.match.requiresConfirmation).toBe(true);
    const card = body.match.confirmation;
    expect(card.schemaVersion).toBe(1);
    expect(card.root.title).toBe('Add to your shopping list');
    expect(card.root.children[0]).toEqual({ type: 'text', text: 'Add “oat milk” to your shopping list?' });
    // Input blocks keep their binding: the user edits the argument itself.
    expect(card.root.children[1]).toMatchObject({ type: 'textField', bind: '{{item}}' });
    expect(card.root.footer[0].items[1].label).toBe('Add oat milk');
  });

  it('works in Spanish and Japanese', async () => {
    await expectMatch('añade pan integral a la lista de la compra', 'es', { app: 'com.example.lists', intent: 'add_to_shopping_list', arguments: { list: 'shopping', item: 'pan integral' } });
    await expectMatch('買い物リストを読んで', 'ja', { app: 'com.example.lists', intent: 'read_shopping_list', arguments: { list: 'shopping' } });
  });

  it('needs no confirmation for a read', async () => {
    const body = await expectMatch("what's on my shopping list", 'en', { app: 'com.example.lists', intent: 'read_shopping_list', arguments: { list: 'shopping' } });
    expect(body.match.requiresConfirmation).toBe(false);
    expect(body.match.confirmation).toBeNull();
  });
});

describe('declining and enabling apps', () => {
  it('declines what no app declares, so the agent answers', async () => {
    const { status, body } = await select({ text: 'what is the capital of Australia and why is it not Sydney', lang: 'en' });
    expect(status).toBe(200);
    expect(body.match).toBeNull();
    expect(['no_match', 'ambiguous']).toContain(body.reason);
    expect(Array.isArray(body.candidates)).toBe(true);
  });

  it('enables only the listed apps; `apps: []` enables none', async () => {
    const onlyHome = await select({ text: 'pause the music', apps: ['com.example.home'] });
    expect(onlyHome.body.match).toBeNull();
    const none = await select({ text: 'pause the music', apps: [] });
    expect(none.body).toMatchObject({ match: null, reason: 'no_eligible_intents' });
    const unknown = await select({ text: 'pause the music', apps: ['com.nobody.app', 'com.example.music'] });
    expect(unknown.body.match).toMatchObject({ app: 'com.example.music', intent: 'pause' });
  });

  it('declines near misses rather than guess', async () => {
    for (const text of ['turn on the garage lights', 'set an alarm for 7', 'play the next episode of my podcast', 'add a meeting to my calendar', 'dim the lights']) {
      const { body } = await select({ text, lang: 'en' });
      expect(body.match, text).toBeNull();
    }
  });

  it('has no eligible intents in a language no app speaks', async () => {
    const { body } = await select({ text: 'mets la musique en pause', lang: 'fr' });
    expect(body).toMatchObject({ match: null, reason: 'no_eligible_intents' });
  });
});
