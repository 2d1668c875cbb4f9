import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/manifest/types.js';
import { type BuildInfo, createPublisher } from '../../src/refresh/publisher.js';
import { type CompiledApp, compileApp, select } from '../../src/selector/index.js';
import { gamesManifest } from './helpers.js';

const games = compileApp({ manifest: gamesManifest() as unknown as Manifest, liveTools: null });

function setup(collect: () => CompiledApp[] = () => [games]) {
  const built: BuildInfo[] = [];
  const errors: unknown[] = [];
  const publisher = createPublisher(collect, (b) => built.push(b), (e) => errors.push(e));
  return { publisher, built, errors };
}

describe('createPublisher', () => {
  it('starts with an empty snapshot and swaps a new one in, leaving the old one intact', async () => {
    const { publisher, built } = setup();
    const before = publisher.current();
    expect(select(before, { text: 'stop the game' }).reason).toBe('no_eligible_intents');
    await publisher.publish();
    expect(publisher.current()).not.toBe(before);
    expect(select(publisher.current(), { text: 'stop the game' }).match?.intent).toBe('stop_game');
    expect(select(before, { text: 'stop the game' }).reason).toBe('no_eligible_intents');
    expect(built).toEqual([{ generation: 1, apps: 1, durationMs: expect.any(Number) }]);
  });

  it('builds once for many changes in one turn', async () => {
    const { publisher, built } = setup();
    await Promise.all(Array.from({ length: 20 }, () => publisher.publish()));
    expect(built).toHaveLength(1);
  });

  it('holds builds while loading and builds once afterwards', async () => {
    const { publisher, built } = setup();
    await publisher.hold(async () => {
      for (let i = 0; i < 5; i++) {
        await publisher.publish();
        await new Promise((r) => setImmediate(r));
      }
      expect(built).toHaveLength(0);
    });
    expect(built).toHaveLength(1);
    expect(publisher.current().generation).toBe(1);
  });

  it('keeps the previous snapshot when a build fails', async () => {
    let fail = false;
    const { publisher, built, errors } = setup(() => {
      if (fail) throw new Error('boom');
      return [games];
    });
    await publisher.publish();
    const good = publisher.current();
    fail = true;
    await publisher.publish();
    expect(publisher.current()).toBe(good);
    expect(errors).toHaveLength(1);
    fail = false;
    await publisher.publish();
    expect(publisher.current().generation).toBe(2);
    expect(built.map((b) => b.generation)).toEqual([1, 2]);
  });
});
