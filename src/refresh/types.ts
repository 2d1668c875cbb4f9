// CONTRACT between refresh/ (which owns apps, their MCP servers and snapshots) and server/
// (which only reads). Implemented by createAppHost() in refresh/host.ts.
import type { Snapshot } from '../selector/index.js';
import type { ResolvedIntent } from '../selector/types.js';

export type AppStatus = 'loading' | 'ready' | 'degraded' | 'error';

/** One row of GET /apps. */
export interface AppSummary {
  id: string;
  name: string | null;
  version: string | null;
  /** The runtime kind (`local-mcp`, `remote-mcp`, `hosted`), null when the manifest is unreadable. */
  runtime: string | null;
  status: AppStatus;
  /** Flat `path: message` strings: validation errors, connection errors. */
  errors: string[];
  intents: { active: number; omitted: number };
}

/** Everything the host reports, for logs and /metrics. */
export type HostEvent =
  | { type: 'load'; app: string; ok: boolean; durationMs: number; error?: string }
  | { type: 'refresh'; app: string; ok: boolean; durationMs: number; trigger: string; error?: string }
  | { type: 'status'; app: string; status: AppStatus }
  | { type: 'snapshot'; generation: number; apps: number; durationMs: number };

export interface AppHostOptions {
  /** The apps folder: every direct sub-folder holding a voiceos.integration.json is an app. */
  appsDir: string;
  /** Watch the folder for added, changed and removed manifests (default true). */
  watch?: boolean;
  /** Per-request timeout towards app servers, ms (default 10 000). */
  requestTimeoutMs?: number;
  /** Starting or reaching a server and its `initialize` handshake, ms (default 30 000: `npx` may install first). */
  connectTimeoutMs?: number;
  /**
   * Start or connect app servers (default true). false: no server is started or reached; every app
   * serves the intents that need no live values and is `ready` (offline tools, benchmarks).
   */
  connect?: boolean;
  /** Reconnect delays: capped exponential backoff with jitter (defaults 500 ms doubling to 30 s). */
  backoff?: { initialMs?: number; maxMs?: number };
  /** A burst of file events about one app folder is reloaded once it has been quiet this long (default 150 ms). */
  watchDebounceMs?: number;
  /** A local server still running this long after it was asked to stop is killed (default 1500 ms). */
  stopGraceMs?: number;
  logger?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

export interface AppHost {
  /** Scan the folder and start every app; resolves once every app finished its first load attempt. */
  start(): Promise<void>;
  /** Stop watching and stop every app server (no orphan processes). */
  stop(): Promise<void>;
  /** The current immutable snapshot; a new one replaces it atomically. */
  snapshot(): Snapshot;
  /** True once every installed app has finished its first load attempt (ready or failed). */
  ready(): boolean;
  apps(): AppSummary[];
  /** GET /apps/:id/intents; undefined for an unknown app. */
  intents(id: string): ResolvedIntent[] | undefined;
  /** List the app's tools now and recompile it; undefined for an unknown app. */
  refresh(id: string): Promise<ResolvedIntent[] | undefined>;
  /** Send notifications/voiceos/refresh_intent_values; returns the ids notified, without waiting. */
  trigger(ids?: string[]): string[];
  onEvent(listener: (event: HostEvent) => void): () => void;
}
