// Log lines from the host's events that the host does not write itself. The host logs each
// load, status change and failure as it happens (it has the details); a successful refresh
// is only visible as an event, so it is logged here: one line per app refresh.
import type { Logger } from 'pino';
import type { AppHost, HostEvent } from '../refresh/types.js';

export function logRefreshes(host: AppHost, log: Logger): () => void {
  return host.onEvent((event: HostEvent) => {
    if (event.type === 'refresh' && event.ok) {
      log.info({ app: event.app, trigger: event.trigger, durationMs: event.durationMs }, 'app refreshed');
    }
  });
}
