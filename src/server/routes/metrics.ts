// GET /metrics in the Prometheus text format, from this server's own registry.
import type { FastifyInstance } from 'fastify';

export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics',
        description: 'Selection latency and reasons, per-app status and intent counts, loads and refreshes.',
        tags: ['health'],
        produces: ['text/plain'],
        response: { 200: { type: 'string' } },
      },
    },
    async (_request, reply) => {
      const { registry } = app.metrics;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
