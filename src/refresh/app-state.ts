// What the host knows about one installed app, and the pure rules that turn it into the
// status, errors and intents that GET /apps and GET /apps/:id/intents show.
import type { Manifest } from '../manifest/types.js';
import type { CompiledApp } from '../selector/index.js';
import type { LiveTool, ResolvedIntent } from '../selector/types.js';
import { resolveApp } from '../slots/resolve.js';
import type { AppConnection } from './connection.js';
import type { AppStatus, AppSummary } from './types.js';

export const HOSTED_ERROR = 'runtime.kind: hosted is reserved';

export interface AppState {
  /** The folder's name in the apps folder; the key of the app, since ids can change on reload. */
  folder: string;
  dir: string;
  /** The manifest id, or the folder name while there has never been a valid manifest. */
  id: string;
  /** The last valid manifest: it keeps serving while a reload fails. */
  manifest: Manifest | null;
  manifestText: string | null;
  /** Errors of the latest load attempt ([] when it succeeded). */
  loadErrors: string[];
  connection: AppConnection | null;
  connectionError: string | null;
  listError: string | null;
  /** The server's latest full listing; null while there is no connected server. */
  liveTools: LiveTool[] | null;
  compiled: CompiledApp | null;
  intents: ResolvedIntent[];
  /** The first load attempt (manifest, and server start and listing where there is one) finished. */
  loaded: boolean;
  status: AppStatus;
}

export function newAppState(folder: string, dir: string): AppState {
  return {
    folder,
    dir,
    id: folder,
    manifest: null,
    manifestText: null,
    loadErrors: [],
    connection: null,
    connectionError: null,
    listError: null,
    liveTools: null,
    compiled: null,
    intents: [],
    loaded: false,
    status: 'loading',
  };
}

export function isHosted(manifest: Manifest | null): boolean {
  return manifest?.runtime.kind === 'hosted';
}

/** Whether the app has a slot whose values come from its server (the refresh hint is for these). */
export function hasLiveSlots(manifest: Manifest): boolean {
  return (manifest.intents ?? []).some((intent) =>
    Object.values(intent.slots ?? {}).some((slot) => slot.valuesFrom === 'tool'),
  );
}

/** What a manifest change must restart the server for: how it is started and what it is given. */
export function connectionKey(manifest: Manifest): string {
  return JSON.stringify([manifest.id, manifest.runtime, manifest.preferences ?? []]);
}

/** Hosted apps show their intents, every one omitted: nothing of theirs serves. */
export function hostedIntents(manifest: Manifest): ResolvedIntent[] {
  return resolveApp({ manifest, liveTools: null }).intents.map((intent) => ({
    ...intent,
    status: 'omitted' as const,
    reason: HOSTED_ERROR,
  }));
}

export function deriveStatus(app: AppState, connecting: boolean): AppStatus {
  if (!app.loaded) return 'loading';
  if (app.manifest === null || isHosted(app.manifest)) return 'error';
  if (!connecting) return 'ready';
  const up = app.connection?.connected === true && app.liveTools !== null && app.listError === null;
  return up ? 'ready' : 'degraded';
}

export function appErrors(app: AppState): string[] {
  const errors = [...app.loadErrors];
  if (isHosted(app.manifest)) errors.push(HOSTED_ERROR);
  if (app.connectionError !== null) errors.push(app.connectionError);
  if (app.listError !== null) errors.push(app.listError);
  return errors;
}

export function summarize(app: AppState): AppSummary {
  const active = app.intents.filter((i) => i.status === 'active').length;
  return {
    id: app.id,
    name: app.manifest?.name ?? null,
    version: app.manifest?.version ?? null,
    runtime: app.manifest?.runtime.kind ?? null,
    status: app.status,
    errors: appErrors(app),
    intents: { active, omitted: app.intents.length - active },
  };
}
