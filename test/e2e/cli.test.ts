// `fastintent select` and `fastintent inspect` as a user runs them: a real process that loads
// the example apps (their servers included), answers, and stops them again.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_APPS, REPO_ROOT } from './helpers.js';

const run = promisify(execFile);
const BIN = path.join(REPO_ROOT, 'bin', 'fastintent.js');

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { cwd: REPO_ROOT, timeout: 30_000 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

// Each case is its own process that starts three app servers: one at a time, with room to spare
// on a busy two-core machine.
describe('the fastintent CLI', { timeout: 45_000 }, () => {
  describe('fastintent select', () => {
    it('prints the /select JSON for a request in Spanish', async () => {
      const { code, stdout } = await cli('select', 'enciende la luz de la cocina', '--lang', 'es', '--apps', EXAMPLE_APPS);
      expect(code).toBe(0);
      const body = JSON.parse(stdout);
      expect(body).toMatchObject({ reason: 'matched', match: { app: 'com.example.home', intent: 'lights_on', arguments: { room: 'cocina', on: true } } });
      expect(typeof body.tookMicros).toBe('number');
    });

    it('counts live values, so the servers really ran', async () => {
      const { stdout } = await cli('select', 'play the jazz classics playlist');
      expect(JSON.parse(stdout).match).toMatchObject({ intent: 'play_playlist', slots: { playlist: 'Jazz Classics' } });
    });

    it('refuses a bad language tag before loading anything', async () => {
      const { code, stderr } = await cli('select', 'pause', '--lang', 'en_US');
      expect(code).toBe(2);
      expect(stderr).toContain('error: lang must be a BCP-47 language tag');
    });
  });

  describe('fastintent inspect', () => {
    it('prints the intents, their values by source and the omitted ones', async () => {
      const { code, stdout } = await cli('inspect', 'com.example.home');
      expect(code).toBe(0);
      expect(stdout).toMatch(/^com\.example\.home {2}Smart Home 1\.0\.0$/m);
      expect(stdout).toMatch(/^lights_on\s+set_lights\s+active\s+en es ja\s+room:enum\(12\)$/m);
      expect(stdout).toContain('  set_brightness.room: "kitchen", "living room"');
      expect(stdout).toContain('    static "kitchen"');
      expect(stdout).toContain('Omitted intents: none');
    });

    it('names the installed apps when the id is unknown', async () => {
      const { code, stderr } = await cli('inspect', 'com.nobody.app');
      expect(code).toBe(1);
      expect(stderr).toContain('installed: com.example.home, com.example.lists, com.example.music');
    });
  });

  describe('--help', () => {
    it.each(['serve', 'select', 'inspect'])('%s --help describes its options', async (command) => {
      const { code, stdout } = await cli(command, '--help');
      expect(code).toBe(0);
      expect(stdout).toContain(`Usage: fastintent ${command}`);
      expect(stdout).toContain('--apps <dir>');
    });
  });
});
