// Prometheus metrics, one Registry per server instance (no prom-client global state), so two
// servers in one process (tests, benchmarks) never mix their figures.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppHost, AppStatus, HostEvent } from '../refresh/types.js';
import type { SelectReason } from '../selector/types.js';

const STATUSES: readonly AppStatus[] = ['loading', 'ready', 'degraded', 'error'];

export interface ServerMetrics {
  registry: Registry;
  /** One /select answered: its selection time and why it matched or declined. */
  observeSelection(tookMicros: number, reason: SelectReason): void;
  /** Stops listening to the host. */
  close(): void;
}

export function createMetrics(host: AppHost): ServerMetrics {
  const registry = new Registry();

  // Selections take microseconds; the buckets resolve that range and still catch a slow tail.
  const selectDuration = new Histogram({
    name: 'fastintent_select_duration_seconds',
    help: 'Time spent selecting, from parsed body to result.',
    buckets: [2e-6, 5e-6, 1e-5, 2e-5, 5e-5, 1e-4, 2.5e-4, 1e-3, 5e-3, 2.5e-2],
    registers: [registry],
  });
  const selections = new Counter({
    name: 'fastintent_selections_total',
    help: 'Selections answered, by reason.',
    labelNames: ['reason'],
    registers: [registry],
  });
  // Read from the host at scrape time: the host is the one source of app state.
  new Gauge({
    name: 'fastintent_app_status',
    help: 'Current status of each installed app (1 for the status it is in).',
    labelNames: ['app', 'status'],
    registers: [registry],
    collect() {
      this.reset();
      for (const app of host.apps()) {
        for (const status of STATUSES) this.set({ app: app.id, status }, app.status === status ? 1 : 0);
      }
    },
  });
  new Gauge({
    name: 'fastintent_app_intents',
    help: 'Intents of each installed app, active or omitted.',
    labelNames: ['app', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const app of host.apps()) {
        this.set({ app: app.id, state: 'active' }, app.intents.active);
        this.set({ app: app.id, state: 'omitted' }, app.intents.omitted);
      }
    },
  });
  new Gauge({
    name: 'fastintent_ready',
    help: '1 once every installed app finished its first load attempt.',
    registers: [registry],
    collect() {
      this.set(host.ready() ? 1 : 0);
    },
  });
  const generation = new Gauge({
    name: 'fastintent_snapshot_generation',
    help: 'Generation of the compiled catalog currently serving.',
    registers: [registry],
  });
  const loads = new Counter({
    name: 'fastintent_app_loads_total',
    help: 'App load attempts, by result.',
    labelNames: ['app', 'result'],
    registers: [registry],
  });
  const refreshes = new Counter({
    name: 'fastintent_refreshes_total',
    help: 'App refreshes (tools listed again and recompiled), by what triggered them.',
    labelNames: ['app', 'trigger'],
    registers: [registry],
  });
  const refreshFailures = new Counter({
    name: 'fastintent_refresh_failures_total',
    help: 'App refreshes that failed.',
    labelNames: ['app', 'trigger'],
    registers: [registry],
  });
  // No per-app label: with a thousand apps a histogram per app would swamp the scrape.
  const refreshDuration = new Histogram({
    name: 'fastintent_refresh_duration_seconds',
    help: 'Duration of app loads and refreshes.',
    labelNames: ['kind'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // Bound once: on the hot path an increment is then a field update, not a label lookup.
  const byReason: Record<SelectReason, { inc(): void }> = {
    matched: selections.labels({ reason: 'matched' }),
    no_match: selections.labels({ reason: 'no_match' }),
    ambiguous: selections.labels({ reason: 'ambiguous' }),
    no_eligible_intents: selections.labels({ reason: 'no_eligible_intents' }),
  };

  const onEvent = (event: HostEvent): void => {
    switch (event.type) {
      case 'load':
        loads.inc({ app: event.app, result: event.ok ? 'ok' : 'failed' });
        refreshDuration.observe({ kind: 'load' }, event.durationMs / 1000);
        break;
      case 'refresh':
        refreshes.inc({ app: event.app, trigger: event.trigger });
        if (!event.ok) refreshFailures.inc({ app: event.app, trigger: event.trigger });
        refreshDuration.observe({ kind: 'refresh' }, event.durationMs / 1000);
        break;
      case 'snapshot':
        generation.set(event.generation);
        break;
      case 'status':
        break;
    }
  };
  const unsubscribe = host.onEvent(onEvent);

  return {
    registry,
    observeSelection(tookMicros, reason) {
      selectDuration.observe(tookMicros / 1e6);
      byReason[reason].inc();
    },
    close: unsubscribe,
  };
}
