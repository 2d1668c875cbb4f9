import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests start real MCP servers and real fastify instances; 2-core CI needs headroom.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
