// POST /select: the hot path. Reads the current snapshot, never waits on an app.
import type { FastifyInstance } from 'fastify';
import { select } from '../../selector/index.js';
import type { SelectRequest } from '../../selector/types.js';
import { fieldErrorFormatter } from '../errors.js';
import { errorBody, selectBody, selectResponse } from '../schemas.js';

export async function selectRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SelectRequest }>(
    '/select',
    {
      schema: {
        summary: 'Pick the tool call for a transcript, or decline',
        description: 'Matches the text against every eligible fast intent of the enabled apps. `match` is null when the service declines: the normal agent answers instead.',
        tags: ['select'],
        body: selectBody,
        response: { 200: selectResponse, 400: errorBody, 413: errorBody, 415: errorBody },
      },
      schemaErrorFormatter: fieldErrorFormatter({ body: selectBody }),
    },
    async (request) => {
      // select() measures tookMicros around the selection alone: what the caller waits for beyond HTTP.
      const result = select(app.host.snapshot(), request.body);
      app.metrics.observeSelection(result.tookMicros, result.reason);
      return result;
    },
  );
}
