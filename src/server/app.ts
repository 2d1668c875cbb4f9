// buildServer: the fastify instance that serves API.md over an AppHost it does not own.
// The caller starts and stops the host (serve.ts); this file only reads it.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { compileSchema } from '../manifest/json-schema.js';
import type { AppHost } from '../refresh/types.js';
import { registerErrorHandlers } from './errors.js';
import { createMetrics, type ServerMetrics } from './metrics.js';
import { appsRoutes } from './routes/apps.js';
import { healthRoutes } from './routes/health.js';
import { metricsRoutes } from './routes/metrics.js';
import { selectRoutes } from './routes/select.js';
import { triggerRoutes } from './routes/trigger.js';

declare module 'fastify' {
  interface FastifyInstance {
    host: AppHost;
    metrics: ServerMetrics;
  }
}

/** A request body is a transcript and a few ids; 64 KiB is generous and bounds the parser. */
export const BODY_LIMIT = 64 * 1024;

export interface BuildServerOptions {
  host: AppHost;
  /** A pino logger; none means silent. */
  logger?: FastifyBaseLogger;
  /** One log line per request. Off by default: on the hot path it costs about half the throughput. */
  logRequests?: boolean;
}

export function buildServer(options: BuildServerOptions): FastifyInstance {
  const app: FastifyInstance = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    logController: new LogController({ disableRequestLogging: options.logRequests !== true }),
    bodyLimit: BODY_LIMIT,
    // Closing: refuse new requests with 503 while in-flight ones finish.
    return503OnClosing: true,
  });

  // Validate with the project's one ajv (no coercion: `"text": 5` is an error, not "5").
  app.setValidatorCompiler(({ schema }) => {
    const compiled = compileSchema(schema);
    if (!compiled.ok) throw new Error(`route schema ${compiled.error}`);
    return compiled.validate;
  });

  // An empty JSON body reaches validation as "no body", so it is reported like any other
  // missing field instead of as a parser failure; /trigger treats it as "all apps".
  // Every body is JSON; anything else is a 415 rather than a string that fails validation.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // The regex stops at the first non-space character: no copy of a large body.
    if (typeof body !== 'string' || /^\s*$/.test(body)) return done(null, undefined);
    jsonParser(request, body, done);
  });

  app.decorate('host', options.host);
  const metrics = createMetrics(options.host);
  app.decorate('metrics', metrics);
  // Graceful close: fastify stops accepting and lets in-flight requests finish, but a keep-alive
  // connection whose request finishes after close() began would then idle until its timeout
  // (72 s). Reaping idle connections while draining lets close() end as soon as the work does,
  // without a check on the hot path.
  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    reaper = setInterval(() => app.server.closeIdleConnections(), 50);
  });
  app.addHook('onClose', async () => {
    clearInterval(reaper);
    metrics.close();
  });

  registerErrorHandlers(app, BODY_LIMIT);

  // OpenAPI from the route schemas; the browsable page and /docs/json come with it.
  app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'fastintent',
        version: '1',
        description: 'Fast intents for voice pipelines: POST /select returns the tool call to make for a short command, or declines so the agent answers. The contract is docs/API.md.',
      },
      tags: [
        { name: 'select', description: 'The hot path' },
        { name: 'live values', description: 'Keeping live slot values current' },
        { name: 'apps', description: 'Installed apps and their intents' },
        { name: 'health', description: 'Liveness, readiness and metrics' },
      ],
    },
  });
  app.register(swaggerUi, { routePrefix: '/docs' });

  app.register(selectRoutes);
  app.register(triggerRoutes);
  app.register(healthRoutes);
  app.register(appsRoutes);
  app.register(metricsRoutes);
  return app;
}
