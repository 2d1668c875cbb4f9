// A real service for end-to-end tests: the real AppHost over an apps folder (real MCP child
// processes) and the real fastify server on an ephemeral loopback port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createAppHost } from '../../src/refresh/host.js';
import type { AppHost } from '../../src/refresh/types.js';
import { buildServer } from '../../src/server/app.js';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const EXAMPLE_APPS = path.join(REPO_ROOT, 'examples', 'apps');

export interface TestService {
  app: FastifyInstance;
  host: AppHost;
  url: string;
  close(): Promise<void>;
}

export async function startTestService(appsDir = EXAMPLE_APPS): Promise<TestService> {
  const host = createAppHost({ appsDir, watch: false, requestTimeoutMs: 5_000 });
  const app = buildServer({ host });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  await host.start();
  return {
    app,
    host,
    url,
    async close() {
      await app.close();
      await host.stop();
    },
  };
}

export interface JsonReply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function request<T = any>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<JsonReply<T>> {
  const { json, ...rest } = init;
  const res = await fetch(url, {
    ...rest,
    ...(json !== undefined
      ? { method: rest.method ?? 'POST', body: JSON.stringify(json), headers: { 'content-type': 'application/json', ...rest.headers } }
      : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('application/json')) body = JSON.parse(text);
  return { status: res.status, body: body as T, headers: res.headers };
}

/** A throwaway apps folder (removed by the caller) whose servers still resolve the repo's packages. */
export function tempAppsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fastintent-apps-'));
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Copies one example app into `dir` (as `folder`, default its own name), letting the test edit its manifest. */
export function copyExampleApp(name: string, dir: string, edit?: (manifest: any) => void, folder = name): string {
  const target = path.join(dir, folder);
  fs.cpSync(path.join(EXAMPLE_APPS, name), target, { recursive: true });
  if (edit) {
    const file = path.join(target, 'voiceos.integration.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    edit(manifest);
    fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
  }
  return target;
}

export async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
