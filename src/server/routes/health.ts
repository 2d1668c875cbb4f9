// Liveness and readiness, for process supervisors and the pipeline's start-up wait.
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness: the server listens',
        tags: ['health'],
        response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } },
      },
    },
    async () => ({ ok: true }),
  );

  const readiness = {
    type: 'object',
    properties: {
      ready: { type: 'boolean' },
      loading: { type: 'array', items: { type: 'string' }, description: 'Apps still on their first load attempt.' },
    },
    required: ['ready', 'loading'],
  } as const;

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: every installed app finished its first load attempt',
        description: 'An app that failed to load counts as finished: readiness is about not answering from a half-loaded catalog, not about every app being healthy.',
        tags: ['health'],
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      const ready = app.host.ready();
      const loading = ready ? [] : app.host.apps().filter((a) => a.status === 'loading').map((a) => a.id);
      return reply.code(ready ? 200 : 503).send({ ready, loading });
    },
  );
}
