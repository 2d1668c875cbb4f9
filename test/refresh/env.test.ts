import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/manifest/types.js';
import { serverEnv } from '../../src/refresh/env.js';

describe('serverEnv', () => {
  const manifest = {
    preferences: [
      { name: 'CITY', title: 'City', type: 'text', default: 'Paris' },
      { name: 'UNITS', title: 'Units', type: 'number', default: 2 },
      { name: 'DEBUG', title: 'Debug', type: 'boolean', default: false },
      { name: 'TOKEN', title: 'Token', type: 'password' },
    ],
  } as unknown as Manifest;

  it('adds each preference default under its name, as a string', () => {
    expect(serverEnv(manifest, { PATH: '/bin' })).toEqual({ PATH: '/bin', CITY: 'Paris', UNITS: '2', DEBUG: 'false' });
  });

  it('lets the environment win over a default', () => {
    expect(serverEnv(manifest, { CITY: 'Lyon' }).CITY).toBe('Lyon');
  });
});
