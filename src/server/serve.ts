// The running service: an AppHost over the apps folder, the HTTP server over the host, and an
// orderly stop. The server listens before the apps load, so /healthz answers at once and
// /readyz tells a supervisor when the first load attempts are over.
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { createAppHost } from '../refresh/host.js';
import type { AppHost } from '../refresh/types.js';
import { buildServer } from './app.js';
import type { ServeConfig } from './config.js';
import { logRefreshes } from './host-log.js';

export interface RunningService {
  app: FastifyInstance;
  host: AppHost;
  /** The address it listens on, e.g. http://127.0.0.1:8787. */
  url: string;
  /** Stop accepting, let in-flight requests finish, then stop every app server. Idempotent. */
  stop(): Promise<void>;
}

export function createLogger(): Logger {
  return pino({ name: 'fastintent', level: process.env.LOG_LEVEL ?? 'info' });
}

export async function startService(config: ServeConfig, logger: Logger = createLogger()): Promise<RunningService> {
  const host = createAppHost({ appsDir: config.appsDir, logger: logger.child({ component: 'host' }) });
  const app = buildServer({ host, logger, logRequests: config.logRequests });
  const unlog = logRefreshes(host, logger);
  let url: string;
  try {
    url = await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close();
    throw err;
  }
  logger.info({ url, appsDir: config.appsDir }, 'listening');

  // Apps load in the background; one that fails is reported and the others serve.
  const started = host.start().then(
    () => logger.info({ apps: host.apps().length }, 'apps loaded'),
    (err: unknown) => logger.error({ err }, 'loading the apps failed'),
  );

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      await app.close();
      // host.stop() is safe during the first load and ends its waits, so a server hanging at
      // start does not hold the shutdown for the whole connect timeout.
      await host.stop();
      await started;
      unlog();
      logger.info('stopped');
    })();
    return stopping;
  };
  return { app, host, url, stop };
}

/** SIGINT/SIGTERM stop the service gracefully; a second signal exits at once. */
export function stopOnSignals(service: RunningService, logger: Logger): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (signalled) process.exit(130);
    signalled = true;
    logger.info({ signal }, 'shutting down');
    service.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
