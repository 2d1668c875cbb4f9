// `fastintent serve` as a process: it listens on loopback, loads the example apps, and on
// SIGTERM stops accepting, stops every app server and exits 0, leaving no orphans.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { descendants } from '../../src/refresh/process-tree.js';
import { EXAMPLE_APPS, REPO_ROOT, request, waitFor } from './helpers.js';

let serve: ChildProcess | undefined;

afterAll(() => {
  if (serve && serve.exitCode === null) serve.kill('SIGKILL');
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('fastintent serve', () => {
  it('stops its app servers and exits 0 on SIGTERM', async () => {
    serve = spawn(process.execPath, [path.join(REPO_ROOT, 'bin', 'fastintent.js'), 'serve', '--port', '0', '--apps', EXAMPLE_APPS], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'info', HOST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: any[] = [];
    readline.createInterface({ input: serve.stdout! }).on('line', (line) => {
      try {
        lines.push(JSON.parse(line));
      } catch {
        lines.push({ msg: line });
      }
    });
    let stderr = '';
    serve.stderr!.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => serve!.on('exit', (code) => resolve(code)));

    const listening = await waitFor(() => lines.find((l) => l.msg === 'listening'), 15_000, `"listening" (stderr: ${stderr})`);
    expect(listening.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await waitFor(() => lines.find((l) => l.msg === 'apps loaded'), 15_000, '"apps loaded"');
    // One log line per app load.
    expect(lines.filter((l) => l.msg === 'app loaded').map((l) => l.app).sort()).toEqual(['com.example.home', 'com.example.lists', 'com.example.music']);

    expect((await request(`${listening.url}/readyz`)).status).toBe(200);
    const { body } = await request(`${listening.url}/select`, { json: { text: 'pause the music' } });
    expect(body.match?.intent).toBe('pause');
    // Request logging is off by default.
    expect(lines.some((l) => l.req !== undefined)).toBe(false);

    const children = descendants(serve.pid!);
    expect(children.length).toBeGreaterThanOrEqual(3);
    expect(children.every(alive)).toBe(true);

    serve.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(lines.some((l) => l.msg === 'stopped')).toBe(true);
    await waitFor(() => (children.some(alive) ? undefined : true), 5_000, 'the app servers to exit');
  });
});
