import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/manifest/types.js';
import { type AppState, HOSTED_ERROR, connectionKey, deriveStatus, hasLiveSlots, newAppState, summarize } from '../../src/refresh/app-state.js';
import type { AppConnection } from '../../src/refresh/connection.js';
import { gamesManifest } from './helpers.js';

const manifest = gamesManifest() as unknown as Manifest;
const up = { connected: true } as AppConnection;
const down = { connected: false } as AppConnection;

function state(patch: Partial<AppState>): AppState {
  return { ...newAppState('games', '/apps/games'), loaded: true, manifest, ...patch };
}

describe('deriveStatus', () => {
  it('is loading until the first load attempt is over', () => {
    expect(deriveStatus(state({ loaded: false }), true)).toBe('loading');
  });

  it('is error without a valid manifest, and for hosted apps', () => {
    expect(deriveStatus(state({ manifest: null }), true)).toBe('error');
    expect(deriveStatus(state({ manifest: { ...manifest, runtime: { kind: 'hosted' } } }), true)).toBe('error');
  });

  it('is ready only with a connected server and a good listing', () => {
    expect(deriveStatus(state({ connection: up, liveTools: [] }), true)).toBe('ready');
    expect(deriveStatus(state({ connection: up, liveTools: [], listError: 'tools/list: timed out' }), true)).toBe('degraded');
    expect(deriveStatus(state({ connection: up, liveTools: null }), true)).toBe('degraded');
    expect(deriveStatus(state({ connection: down, liveTools: null }), true)).toBe('degraded');
  });

  it('is ready without connecting when the host does not connect', () => {
    expect(deriveStatus(state({ connection: null }), false)).toBe('ready');
  });
});

describe('summarize', () => {
  it('lists load, runtime, connection and listing errors, and counts intents', () => {
    const summary = summarize(state({
      manifest: { ...manifest, runtime: { kind: 'hosted' } },
      loadErrors: ['version: must be semver'],
      status: 'error',
      intents: [
        { name: 'a', tool: 't', status: 'active', languages: ['en'], slots: {} },
        { name: 'b', tool: 't', status: 'omitted', reason: 'x', languages: ['en'], slots: {} },
      ],
    }));
    expect(summary).toEqual({
      id: 'games',
      name: 'Games',
      version: '1.0.0',
      runtime: 'hosted',
      status: 'error',
      errors: ['version: must be semver', HOSTED_ERROR],
      intents: { active: 1, omitted: 1 },
    });
  });
});

describe('manifest questions', () => {
  it('knows which apps have live slots', () => {
    expect(hasLiveSlots(manifest)).toBe(true);
    expect(hasLiveSlots({ ...manifest, intents: manifest.intents!.slice(1) })).toBe(false);
  });

  it('restarts the server only for changes to id, runtime or preferences', () => {
    const key = connectionKey(manifest);
    expect(connectionKey({ ...manifest, intents: [] })).toBe(key);
    expect(connectionKey({ ...manifest, runtime: { kind: 'local-mcp', command: 'bun' } })).not.toBe(key);
    expect(connectionKey({ ...manifest, preferences: [{ name: 'X', title: 'X', type: 'text', default: '1' }] })).not.toBe(key);
  });
});
