// The app host: loads every app in the apps folder, keeps each one's MCP connection and tool
// listing, recompiles only the app that changed and swaps a new immutable snapshot in. Readers
// (the HTTP server) only ever call snapshot(); nothing here makes them wait for an app.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type CompiledApp, compileApp } from '../selector/index.js';
import type { ResolvedIntent } from '../selector/types.js';
import {
  type AppState,
  connectionKey,
  deriveStatus,
  hasLiveSlots,
  hostedIntents,
  isHosted,
  newAppState,
  summarize,
} from './app-state.js';
import { DEFAULT_BACKOFF, backoffDelay, type BackoffOptions } from './backoff.js';
import { coalesce } from './coalesce.js';
import { AppConnection, REFRESH_HINT_METHOD } from './connection.js';
import { listTools } from './listing.js';
import { loadManifest } from './load.js';
import { createPublisher } from './publisher.js';
import { MANIFEST_FILE, scanApps } from './scan.js';
import type { AppHost, AppHostOptions, AppSummary, HostEvent } from './types.js';
import { type AppsWatcher, watchApps } from './watch.js';

const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
const DEFAULT_CONNECT_TIMEOUT_MS = 30_000;

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Per app: the coalesced listing and its retry, which live beside the state, not in it. */
interface AppRuntime {
  state: AppState;
  list: () => Promise<void>;
  listTrigger: string;
  listAttempt: number;
  listRetry: NodeJS.Timeout | null;
  /** The last listing as JSON, to tell a changed listing from a repeated one. */
  liveToolsKey: string | null;
  firstLoad: { done: Promise<void>; resolve: () => void };
}

export function createAppHost(options: AppHostOptions): AppHost {
  const connecting = options.connect ?? true;
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const backoff: BackoffOptions = { ...DEFAULT_BACKOFF, ...options.backoff };
  const stopGraceMs = options.stopGraceMs ?? 1500;
  const logger = options.logger;

  const apps = new Map<string, AppRuntime>(); // by folder
  const reloaders = new Map<string, () => Promise<void>>();
  const listeners = new Set<(event: HostEvent) => void>();
  let scanned = false;
  let stopped = false;
  let watcher: AppsWatcher | null = null;

  const emit = (event: HostEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        logger?.error({ err: message(err) }, 'host event listener failed');
      }
    }
  };

  const findById = (id: string): AppRuntime | undefined => {
    for (const app of apps.values()) if (app.state.id === id) return app;
    return undefined;
  };

  const publisher = createPublisher(
    () => {
      const compiled: CompiledApp[] = [];
      for (const app of apps.values()) if (app.state.compiled) compiled.push(app.state.compiled);
      return compiled;
    },
    (info) => emit({ type: 'snapshot', ...info }),
    (err) => logger?.error({ err: message(err) }, 'snapshot build failed'),
  );
  const publish = publisher.publish;

  const recompile = (state: AppState) => {
    const manifest = state.manifest;
    if (manifest === null) {
      state.compiled = null;
      state.intents = [];
    } else if (isHosted(manifest)) {
      state.compiled = null;
      state.intents = hostedIntents(manifest);
    } else {
      try {
        state.compiled = compileApp({ manifest, liveTools: state.liveTools });
        state.intents = state.compiled.intents;
      } catch (err) {
        // The compiler does not throw on app data; if it ever does, this app stops serving, not the host.
        state.compiled = null;
        state.intents = [];
        state.loadErrors = [...state.loadErrors, `intents: could not be compiled: ${message(err)}`];
        logger?.error({ app: state.id, err: message(err) }, 'compile failed');
      }
    }
  };

  const updateStatus = (app: AppRuntime) => {
    const status = deriveStatus(app.state, connecting);
    if (status === app.state.status) return;
    app.state.status = status;
    emit({ type: 'status', app: app.state.id, status });
    logger?.info({ app: app.state.id, status, errors: summarize(app.state).errors }, 'app status');
  };

  const markLoaded = (app: AppRuntime) => {
    if (!app.state.loaded) {
      app.state.loaded = true;
      app.firstLoad.resolve();
    }
    updateStatus(app);
  };

  // ── tool listings ───────────────────────────────────────────────────────────────────────
  const scheduleListRetry = (app: AppRuntime) => {
    if (app.listRetry !== null || stopped) return;
    app.listRetry = setTimeout(() => {
      app.listRetry = null;
      void requestList(app, 'retry');
    }, backoffDelay(app.listAttempt++, backoff));
    app.listRetry.unref();
  };

  const clearListRetry = (app: AppRuntime) => {
    if (app.listRetry !== null) clearTimeout(app.listRetry);
    app.listRetry = null;
  };

  const listOnce = async (app: AppRuntime): Promise<void> => {
    const { state } = app;
    const connection = state.connection;
    if (connection === null || !connection.connected) return;
    const epoch = connection.epoch;
    const trigger = app.listTrigger;
    const started = performance.now();
    try {
      const tools = await listTools(connection.requireClient(), { timeoutMs: requestTimeoutMs });
      if (state.connection !== connection || connection.epoch !== epoch || stopped) return;
      state.listError = null;
      app.listAttempt = 0;
      clearListRetry(app);
      // A listing equal to the last one (a hint answered with nothing new) costs no rebuild.
      const key = JSON.stringify(tools);
      if (state.liveTools === null || key !== app.liveToolsKey) {
        state.liveTools = tools;
        app.liveToolsKey = key;
        recompile(state);
        await publish();
      }
      emit({ type: 'refresh', app: state.id, ok: true, durationMs: performance.now() - started, trigger });
    } catch (err) {
      if (state.connection !== connection || connection.epoch !== epoch || stopped) return;
      // The previous listing (if any) keeps serving: the server is up, only this listing failed.
      state.listError = `tools/list: ${message(err)}`;
      emit({ type: 'refresh', app: state.id, ok: false, durationMs: performance.now() - started, trigger, error: message(err) });
      logger?.warn({ app: state.id, err: message(err), trigger }, 'tools/list failed');
      connection.checkAlive(err);
      scheduleListRetry(app);
    }
    markLoaded(app);
  };

  const requestList = (app: AppRuntime, trigger: string): Promise<void> => {
    app.listTrigger = trigger;
    return app.list();
  };

  // ── connections ─────────────────────────────────────────────────────────────────────────
  const startConnection = (app: AppRuntime) => {
    const { state } = app;
    const manifest = state.manifest;
    if (!connecting || manifest === null || isHosted(manifest)) {
      markLoaded(app);
      return;
    }
    const connection = new AppConnection({
      appId: state.id,
      dir: state.dir,
      manifest,
      requestTimeoutMs,
      connectTimeoutMs,
      backoff,
      stableMs: Math.max(backoff.maxMs, 1000),
      stopGraceMs,
      onStderr: (line) => logger?.info({ app: state.id, stderr: line }, 'app server stderr'),
      onUp: () => {
        if (state.connection !== connection) return;
        state.connectionError = null;
        void requestList(app, 'connect');
      },
      onDown: (error) => {
        if (state.connection !== connection) return;
        state.connectionError = `runtime: ${error}`;
        state.listError = null;
        app.listAttempt = 0;
        clearListRetry(app);
        // Without a listing before, the compiled app is already the one without live values.
        if (state.liveTools !== null) {
          state.liveTools = null;
          recompile(state);
          void publish();
        }
        logger?.warn({ app: state.id, err: error }, 'app server down');
        markLoaded(app);
      },
      onListHint: (trigger) => {
        if (state.connection === connection) void requestList(app, trigger);
      },
    });
    state.connection = connection;
    connection.start();
  };

  const stopConnection = async (app: AppRuntime) => {
    const connection = app.state.connection;
    app.state.connection = null;
    clearListRetry(app);
    if (connection) await connection.stop();
  };

  // ── the apps folder ─────────────────────────────────────────────────────────────────────
  const newRuntime = (folder: string): AppRuntime => {
    let resolve!: () => void;
    const done = new Promise<void>((r) => (resolve = r));
    const app: AppRuntime = {
      state: newAppState(folder, join(options.appsDir, folder)),
      list: async () => {},
      listTrigger: 'connect',
      listAttempt: 0,
      listRetry: null,
      liveToolsKey: null,
      firstLoad: { done, resolve },
    };
    app.list = coalesce(() => listOnce(app));
    return app;
  };

  const removeApp = async (app: AppRuntime) => {
    apps.delete(app.state.folder);
    app.firstLoad.resolve();
    logger?.info({ app: app.state.id, folder: app.state.folder }, 'app removed');
    await Promise.all([publish(), stopConnection(app)]);
  };

  const reloadFolder = async (folder: string): Promise<void> => {
    if (stopped) return;
    const dir = join(options.appsDir, folder);
    const existing = apps.get(folder);
    if (!existsSync(join(dir, MANIFEST_FILE))) {
      if (existing) await removeApp(existing);
      return;
    }
    const started = performance.now();
    let result = await loadManifest(dir);
    if (stopped) return;
    const app = apps.get(folder) ?? newRuntime(folder);
    apps.set(folder, app);
    const { state } = app;
    if (result.ok) {
      const id = result.manifest.id;
      const other = [...apps.values()].find((a) => a !== app && a.state.id === id && a.state.manifest !== null);
      if (other) result = { ok: false, errors: [`id: ${JSON.stringify(id)} is already installed from folder ${JSON.stringify(other.state.folder)}`] };
    }
    emit({
      type: 'load',
      app: result.ok ? result.manifest.id : state.id,
      ok: result.ok,
      durationMs: performance.now() - started,
      ...(result.ok ? {} : { error: result.errors.join('; ') }),
    });

    if (!result.ok) {
      // A manifest that breaks on reload leaves the last valid version serving.
      state.loadErrors = result.errors;
      logger?.warn({ app: state.id, folder, errors: result.errors }, 'manifest invalid');
      if (state.manifest === null) markLoaded(app);
      else updateStatus(app);
      return;
    }
    state.loadErrors = [];
    if (result.text === state.manifestText) {
      updateStatus(app);
      return;
    }
    const previous = state.manifest;
    const restart = previous === null || connectionKey(previous) !== connectionKey(result.manifest);
    if (restart) await stopConnection(app);
    if (stopped) return;
    state.manifest = result.manifest;
    state.manifestText = result.text;
    state.id = result.manifest.id;
    if (restart) {
      state.liveTools = null;
      state.listError = null;
      state.connectionError = null;
    }
    recompile(state);
    const published = publish();
    logger?.info({ app: state.id, folder, restart }, previous === null ? 'app loaded' : 'app reloaded');
    if (restart) startConnection(app);
    else updateStatus(app);
    // A reload is over once its version serves.
    await published;
  };

  /** One reload at a time per folder; events during a reload queue one more. */
  const reload = (folder: string): Promise<void> => {
    let run = reloaders.get(folder);
    if (!run) {
      run = coalesce(() => reloadFolder(folder));
      reloaders.set(folder, run);
    }
    return run().catch((err: unknown) => logger?.error({ folder, err: message(err) }, 'reload failed'));
  };

  const rescan = async (): Promise<void> => {
    const folders = new Set([...(await scanApps(options.appsDir)), ...apps.keys()]);
    await Promise.all([...folders].map(reload));
  };

  return {
    async start() {
      if (options.watch ?? true) {
        watcher = watchApps(options.appsDir, (folder) => void (folder === null ? rescan() : reload(folder)), options.watchDebounceMs ?? 150);
      }
      await publisher.hold(async () => {
        // In folder order, so that of two folders declaring one id the first one wins, every time.
        for (const folder of await scanApps(options.appsDir)) await reload(folder);
      });
      scanned = true;
      await Promise.all([...apps.values()].map((app) => app.firstLoad.done));
    },

    async stop() {
      stopped = true;
      watcher?.close();
      watcher = null;
      const all = [...apps.values()];
      for (const app of all) app.firstLoad.resolve();
      await Promise.all(all.map(stopConnection));
    },

    snapshot: publisher.current,

    ready: () => scanned && [...apps.values()].every((app) => app.state.loaded),

    apps(): AppSummary[] {
      return [...apps.values()].map((app) => summarize(app.state)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    },

    intents: (id: string): ResolvedIntent[] | undefined => findById(id)?.state.intents,

    async refresh(id: string) {
      const app = findById(id);
      if (!app) return undefined;
      if (app.state.connection?.connected) await requestList(app, 'manual');
      return app.state.intents;
    },

    trigger(ids?: string[]): string[] {
      const wanted = ids === undefined ? null : new Set(ids);
      const notified: string[] = [];
      for (const app of apps.values()) {
        const { state } = app;
        if (wanted !== null && !wanted.has(state.id)) continue;
        if (state.manifest === null || !hasLiveSlots(state.manifest)) continue;
        if (state.connection?.notify(REFRESH_HINT_METHOD)) notified.push(state.id);
      }
      return notified;
    },

    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
