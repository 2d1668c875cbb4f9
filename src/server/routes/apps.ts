// The installed apps: their status and errors, and each intent's resolved slot values.
import type { FastifyInstance } from 'fastify';
import { fieldErrorFormatter } from '../errors.js';
import { appList, appParams, errorBody, intentList } from '../schemas.js';

type WithId = { Params: { id: string } };

const unknownApp = (id: string) => ({ error: `no installed app with id ${JSON.stringify(id)}` });

export async function appsRoutes(app: FastifyInstance): Promise<void> {
  const formatter = fieldErrorFormatter({ params: appParams });
  /** The options of a route on one app (`/apps/:id/…`) that answers with its intent list. */
  const intentsRoute = (summary: string, description?: string) => ({
    schema: {
      summary,
      ...(description === undefined ? {} : { description }),
      tags: ['apps'],
      params: appParams,
      response: { 200: intentList, 400: errorBody, 404: errorBody },
    },
    schemaErrorFormatter: formatter,
  });

  app.get(
    '/apps',
    {
      schema: {
        summary: 'Installed apps with their status, errors and intent counts',
        tags: ['apps'],
        response: { 200: appList },
      },
    },
    async () => app.host.apps(),
  );

  app.get<WithId>(
    '/apps/:id/intents',
    intentsRoute("One app's intents: status, languages and resolved slot values with their sources"),
    async (request, reply) => {
      const intents = app.host.intents(request.params.id);
      return intents ? intents : reply.code(404).send(unknownApp(request.params.id));
    },
  );

  app.post<WithId>(
    '/apps/:id/refresh',
    intentsRoute(
      "List the app's tools now and recompile it",
      'Answers with the same body as GET /apps/:id/intents, after the refresh. A refresh that fails leaves the previous state serving; the error shows on GET /apps.',
    ),
    async (request, reply) => {
      const { id } = request.params;
      if (!app.host.intents(id)) return reply.code(404).send(unknownApp(id));
      let intents;
      try {
        intents = await app.host.refresh(id);
      } catch (err) {
        // The app's server misbehaved; the host keeps the last good state, which is the answer.
        request.log.warn({ app: id, err }, 'refresh failed');
        intents = app.host.intents(id);
      }
      return intents ? intents : reply.code(404).send(unknownApp(id));
    },
  );
}
