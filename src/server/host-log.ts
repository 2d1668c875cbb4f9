// One log line per app load, refresh and failure, from the host's events.
import type { FastifyBaseLogger } from 'fastify';
import type { AppHost, HostEvent } from '../refresh/types.js';

export function logHostEvents(host: AppHost, log: FastifyBaseLogger): () => void {
  return host.onEvent((event: HostEvent) => {
    switch (event.type) {
      case 'load':
        if (event.ok) log.info({ app: event.app, durationMs: event.durationMs }, 'app loaded');
        else log.warn({ app: event.app, durationMs: event.durationMs, error: event.error }, 'app failed to load');
        break;
      case 'refresh':
        if (event.ok) log.info({ app: event.app, trigger: event.trigger, durationMs: event.durationMs }, 'app refreshed');
        else log.warn({ app: event.app, trigger: event.trigger, durationMs: event.durationMs, error: event.error }, 'app refresh failed');
        break;
      case 'status':
        // Only the changes an operator acts on; `ready` follows from the load line.
        if (event.status === 'degraded' || event.status === 'error') log.warn({ app: event.app, status: event.status }, 'app status');
        break;
      case 'snapshot':
        log.debug({ generation: event.generation }, 'catalog swapped');
        break;
    }
  });
}
