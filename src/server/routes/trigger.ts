// POST /trigger: the user pressed the voice trigger. Hint the apps with live values to refresh
// while the transcript is still being finalised; answer at once, never wait for an app.
import type { FastifyInstance } from 'fastify';
import { fieldErrorFormatter } from '../errors.js';
import { errorBody, triggerBody } from '../schemas.js';

export async function triggerRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { apps?: string[] } }>(
    '/trigger',
    {
      schema: {
        summary: 'Send the refresh hint to the apps with live values',
        description: 'Sends notifications/voiceos/refresh_intent_values to the server of every enabled app with a `valuesFrom: "tool"` slot. No reply is awaited.',
        tags: ['live values'],
        body: triggerBody,
        response: {
          202: {
            type: 'object',
            properties: { notified: { type: 'array', items: { type: 'string' } } },
            required: ['notified'],
          },
          400: errorBody,
        },
      },
      schemaErrorFormatter: fieldErrorFormatter({ body: triggerBody }),
      // The body is optional: no body means every app.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
    },
    async (request, reply) => {
      const notified = app.host.trigger(request.body.apps);
      return reply.code(202).send({ notified });
    },
  );
}
