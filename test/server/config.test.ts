import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APPS_DIR, parsePort, resolveServeConfig } from '../../src/server/config.js';

describe('resolveServeConfig', () => {
  it('defaults to the bundled example apps on 127.0.0.1:8787 without request logs', () => {
    const config = resolveServeConfig({}, {}, '/somewhere/else');
    expect(config).toEqual({ appsDir: DEFAULT_APPS_DIR, port: 8787, host: '127.0.0.1', logRequests: false });
    expect(DEFAULT_APPS_DIR.endsWith(path.join('examples', 'apps'))).toBe(true);
  });

  it('takes the environment when no flag is given', () => {
    const env = { FASTINTENT_APPS: 'my-apps', PORT: '9000', HOST: '127.0.0.2', FASTINTENT_LOG_REQUESTS: '1' };
    expect(resolveServeConfig({}, env, '/work')).toEqual({ appsDir: '/work/my-apps', port: 9000, host: '127.0.0.2', logRequests: true });
  });

  it('prefers flags over the environment', () => {
    const env = { FASTINTENT_APPS: 'env-apps', PORT: '9000', HOST: '127.0.0.2' };
    const config = resolveServeConfig({ apps: '/abs/apps', port: '0', host: '127.0.0.1', logRequests: true }, env, '/work');
    expect(config).toEqual({ appsDir: '/abs/apps', port: 0, host: '127.0.0.1', logRequests: true });
  });

  it('reads FASTINTENT_LOG_REQUESTS=0 as off', () => {
    expect(resolveServeConfig({}, { FASTINTENT_LOG_REQUESTS: 'false' }).logRequests).toBe(false);
  });
});

describe('parsePort', () => {
  it('accepts 0 to 65535', () => {
    expect(parsePort('0', '--port')).toBe(0);
    expect(parsePort('65535', '--port')).toBe(65535);
  });

  it('names the source of a bad port', () => {
    expect(() => parsePort('65536', '--port')).toThrow('--port must be a port number from 0 to 65535, got "65536"');
    expect(() => parsePort('80a', 'PORT')).toThrow(/^PORT must be/);
    expect(() => parsePort('-1', '--port')).toThrow(/--port/);
  });
});
