// Every route of API.md other than the selection itself, and every 400/404, end to end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppHost } from '../../src/refresh/host.js';
import { buildServer } from '../../src/server/app.js';
import { EXAMPLE_APPS, request, startTestService, type TestService } from './helpers.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});

afterAll(async () => {
  await service?.close();
});

const url = (p: string) => `${service.url}${p}`;

describe('health', () => {
  it('GET /healthz answers ok', async () => {
    expect(await request(url('/healthz'))).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('GET /readyz is 200 once every app finished its first load attempt', async () => {
    expect(await request(url('/readyz'))).toMatchObject({ status: 200, body: { ready: true, loading: [] } });
  });

  it('GET /readyz is 503 before the apps loaded', async () => {
    // A host that was never started: nothing loaded, no process spawned.
    const host = createAppHost({ appsDir: EXAMPLE_APPS, watch: false });
    const app = buildServer({ host });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false });
    } finally {
      await app.close();
      await host.stop();
    }
  });
});

describe('GET /apps', () => {
  it('lists the three example apps, ready, with their intent counts', async () => {
    const { status, body } = await request(url('/apps'));
    expect(status).toBe(200);
    const byId = Object.fromEntries(body.map((a: any) => [a.id, a]));
    expect(Object.keys(byId).sort()).toEqual(['com.example.home', 'com.example.lists', 'com.example.music']);
    expect(byId['com.example.music']).toEqual({
      id: 'com.example.music',
      name: 'Music Player',
      version: '1.0.0',
      runtime: 'local-mcp',
      status: 'ready',
      errors: [],
      intents: { active: 7, omitted: 0 },
    });
    expect(byId['com.example.home'].intents).toEqual({ active: 3, omitted: 0 });
    expect(byId['com.example.lists'].intents).toEqual({ active: 3, omitted: 0 });
  });
});

describe('GET /apps/:id/intents', () => {
  it('shows live enum values with their sources', async () => {
    const { status, body } = await request(url('/apps/com.example.music/intents'));
    expect(status).toBe(200);
    const play = body.find((i: any) => i.name === 'play_playlist');
    expect(play).toMatchObject({ name: 'play_playlist', tool: 'play_playlist', status: 'active' });
    expect(play.languages.sort()).toEqual(['en', 'es', 'ja']);
    const slot = play.slots.playlist;
    expect(slot).toMatchObject({ type: 'enum', required: true });
    expect(slot.values).toEqual(expect.arrayContaining(['Focus', 'Chill', 'Workout', 'Road Trip', 'Jazz Classics']));
    expect(slot.sources.live).toEqual(slot.values);
    expect(slot.sources.static).toBeUndefined();
    expect(Array.isArray(slot.intersected)).toBe(true);
    const volume = body.find((i: any) => i.name === 'set_volume');
    expect(volume.slots.level).toMatchObject({ type: 'number', required: true });
  });

  it('shows static enum values', async () => {
    const { body } = await request(url('/apps/com.example.home/intents'));
    const on = body.find((i: any) => i.name === 'lights_on');
    expect(on.slots.room.values).toContain('living room');
    expect(on.slots.room.values).toHaveLength(12);
    expect(on.slots.room.sources.static).toHaveLength(12);
  });

  it('is 404 with an error for an unknown app', async () => {
    const res = await request(url('/apps/com.nobody.app/intents'));
    expect(res.status).toBe(404);
    expect(res.body.error).toContain('com.nobody.app');
  });
});

describe('POST /apps/:id/refresh', () => {
  it('lists the tools again and answers like GET /apps/:id/intents', async () => {
    const refreshed = await request(url('/apps/com.example.music/refresh'), { method: 'POST' });
    expect(refreshed.status).toBe(200);
    const current = await request(url('/apps/com.example.music/intents'));
    expect(refreshed.body).toEqual(current.body);
  });

  it('is 404 for an unknown app', async () => {
    const res = await request(url('/apps/com.nobody.app/refresh'), { method: 'POST' });
    expect(res.status).toBe(404);
    expect(typeof res.body.error).toBe('string');
  });

  it('takes an id, never a path: folder names and traversals are unknown apps', async () => {
    for (const id of ['music', '..%2Fmusic', '..%2F..%2Fexamples%2Fapps%2Fmusic', '%2Fbin%2Fsh']) {
      const res = await request(url(`/apps/${id}/refresh`), { method: 'POST' });
      expect(res.status, id).toBe(404);
    }
  });
});

describe('POST /trigger', () => {
  it('notifies the apps with live values and answers 202 at once', async () => {
    const res = await request(url('/trigger'), { json: {} });
    expect(res).toMatchObject({ status: 202, body: { notified: ['com.example.music'] } });
  });

  it('takes no body as all apps', async () => {
    const res = await request(url('/trigger'), { method: 'POST' });
    expect(res).toMatchObject({ status: 202, body: { notified: ['com.example.music'] } });
  });

  it('notifies only the listed apps that have live values', async () => {
    expect((await request(url('/trigger'), { json: { apps: ['com.example.home'] } })).body).toEqual({ notified: [] });
    expect((await request(url('/trigger'), { json: { apps: ['com.example.music', 'com.nobody'] } })).body).toEqual({ notified: ['com.example.music'] });
  });

  it('is 400 naming the field for a bad apps list', async () => {
    const res = await request(url('/trigger'), { json: { apps: 'com.example.music' } });
    expect(res).toMatchObject({ status: 400, body: { error: 'body.apps must be an array of app id strings' } });
  });
});

describe('POST /select: bodies that break the table', () => {
  const select = (body: string, contentType = 'application/json') =>
    request(url('/select'), { method: 'POST', body, headers: { 'content-type': contentType } });

  it.each([
    ['no text', {}, 'body.text is required; it must be a string of 1 to 2000 characters'],
    ['empty text', { text: '' }, 'body.text must be a string of 1 to 2000 characters'],
    ['text over 2000 characters', { text: 'a'.repeat(2001) }, 'body.text must be a string of 1 to 2000 characters'],
    ['text not a string', { text: 42 }, 'body.text must be a string of 1 to 2000 characters'],
    ['lang not a language tag', { text: 'pause', lang: 'en_US!' }, 'body.lang must be a BCP-47 language tag such as en, en-US or ja'],
    ['lang not a string', { text: 'pause', lang: 1 }, 'body.lang must be a BCP-47 language tag such as en, en-US or ja'],
    ['apps not an array', { text: 'pause', apps: 'com.example.music' }, 'body.apps must be an array of app id strings'],
    ['apps with a non-string', { text: 'pause', apps: [1] }, 'body.apps must be an array of app id strings'],
    ['a JSON array', ['pause'], 'body must be a JSON object'],
    ['a JSON string', 'pause', 'body must be a JSON object'],
  ])('%s → 400', async (_name, body, error) => {
    const res = await select(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
  });

  it('accepts exactly 2000 characters', async () => {
    const res = await select(JSON.stringify({ text: 'a'.repeat(2000) }));
    expect(res.status).toBe(200);
  });

  it('is 400 for invalid JSON', async () => {
    const res = await select('{"text": "pause"');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^body is not valid JSON/);
  });

  it('is 400 for an empty body', async () => {
    const res = await select('');
    expect(res).toMatchObject({ status: 400, body: { error: 'body must be a JSON object' } });
  });

  it('is 413 for a body over 64 KiB, and keeps serving', async () => {
    const res = await select(JSON.stringify({ text: 'pause', padding: 'x'.repeat(70_000) }));
    expect(res.status).toBe(413);
    expect(res.body.error).toContain('65536');
    expect((await select(JSON.stringify({ text: 'pause' }))).status).toBe(200);
  });

  it('is 415 for a body that is not JSON', async () => {
    const res = await select('pause', 'text/plain');
    expect(res).toMatchObject({ status: 415, body: { error: 'content-type must be application/json' } });
    expect((await select('text=pause', 'application/x-www-form-urlencoded')).status).toBe(415);
  });

  it('ignores fields it does not know', async () => {
    const res = await select(JSON.stringify({ text: 'pause the music', session: 'abc' }));
    expect(res.status).toBe(200);
    expect(res.body.match?.intent).toBe('pause');
  });
});

describe('anything else', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const res = await request(url('/nope'));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('no route GET /nope');
    expect((await request(url('/select'))).status).toBe(404);
  });

  it('serves the OpenAPI document and the browsable page at /docs', async () => {
    const doc = await request(url('/docs/json'));
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    for (const path of ['/select', '/trigger', '/healthz', '/readyz', '/apps', '/apps/{id}/intents', '/apps/{id}/refresh', '/metrics']) {
      expect(Object.keys(doc.body.paths)).toContain(path);
    }
    const selectBody = doc.body.paths['/select'].post.requestBody.content['application/json'].schema;
    expect(selectBody.properties.text.maxLength).toBe(2000);
    const page = await fetch(url('/docs'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });

  it('exports Prometheus metrics', async () => {
    await request(url('/select'), { json: { text: 'pause the music' } });
    const res = await fetch(url('/metrics'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/fastintent_select_duration_seconds_count [1-9]/);
    expect(text).toMatch(/fastintent_selections_total\{reason="matched"\} [1-9]/);
    expect(text).toContain('fastintent_app_status{app="com.example.music",status="ready"} 1');
    expect(text).toContain('fastintent_app_intents{app="com.example.music",state="active"} 7');
    expect(text).toMatch(/fastintent_app_loads_total\{app="com.example.music",result="ok"\} 1/);
    // The connection's first listing and the explicit refresh above are both refreshes.
    expect(text).toMatch(/fastintent_refreshes_total\{app="com\.example\.music",trigger="[a-z_]+"\} [1-9]/);
    expect(text).toMatch(/fastintent_refresh_duration_seconds_count\{kind="refresh"\} [1-9]/);
    expect(text).toContain('fastintent_ready 1');
  });
});
