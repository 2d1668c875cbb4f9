// buildServer on its own: logging switches and closing with a request in flight. The host is
// real, over an empty apps folder, with no app servers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHost } from '../../src/refresh/host.js';
import type { AppHost } from '../../src/refresh/types.js';
import { buildServer } from '../../src/server/app.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyHost(): Promise<AppHost> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fastintent-empty-'));
  const host = createAppHost({ appsDir: dir, watch: false, connect: false });
  await host.start();
  cleanups.push(async () => {
    await host.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return host;
}

function capturedLogger() {
  const lines: any[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('request logging', () => {
  it('is off by default', async () => {
    const { logger, lines } = capturedLogger();
    const app = buildServer({ host: await emptyHost(), logger });
    cleanups.push(() => app.close());
    await app.inject({ method: 'POST', url: '/select', payload: { text: 'pause' } });
    expect(lines.filter((l) => l.req || l.res)).toEqual([]);
  });

  it('logs each request when asked', async () => {
    const { logger, lines } = capturedLogger();
    const app = buildServer({ host: await emptyHost(), logger, logRequests: true });
    cleanups.push(() => app.close());
    await app.inject({ method: 'POST', url: '/select', payload: { text: 'pause' } });
    expect(lines.some((l) => l.req?.url === '/select')).toBe(true);
    expect(lines.some((l) => l.res?.statusCode === 200)).toBe(true);
  });
});

describe('an empty catalog', () => {
  it('declines with no eligible intents and is ready', async () => {
    const app = buildServer({ host: await emptyHost() });
    cleanups.push(() => app.close());
    const res = await app.inject({ method: 'POST', url: '/select', payload: { text: 'pause' } });
    expect(res.json()).toMatchObject({ match: null, reason: 'no_eligible_intents', candidates: [] });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/apps' })).json()).toEqual([]);
  });
});

describe('closing', () => {
  it('finishes the request in flight and refuses new ones', async () => {
    const app = buildServer({ host: await emptyHost() });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    // A stand-in for a slow request; the routes of API.md answer in microseconds.
    app.get('/held', async () => {
      entered();
      await held;
      return { done: true };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${url}/held`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await inHandler;
    const closed = app.close();
    await new Promise((r) => setTimeout(r, 50));
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    release();
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    // The client keeps its connection alive; close() must not wait for the keep-alive timeout.
    const outcome = await Promise.race([closed.then(() => 'closed'), new Promise((r) => setTimeout(() => r('still open after 3 s'), 3_000))]);
    expect(outcome).toBe('closed');
  });
});
