// The current snapshot, and the building of the next one. Readers take current() and keep it for
// the whole of one selection; a build replaces the reference, never the object.
//
// Builds are deferred to the next turn of the event loop, so that apps changing together (a
// burst of listings, many servers failing at once) cost one build. A build runs on the thread
// that answers /select, so under a stream of changes builds are spaced to take at most
// BUILD_SHARE of the time: with a large catalogue an app refreshing many times a second delays
// its own new values a little instead of starving selection.
import { buildSnapshot, type CompiledApp, type Snapshot } from '../selector/index.js';

/** The most of the main thread's time that snapshot builds may take under a stream of changes. */
const BUILD_SHARE = 0.25;
/** …but a change never waits longer than this for its build to start. */
const MAX_BUILD_SPACING_MS = 1000;

export interface BuildInfo {
  generation: number;
  apps: number;
  durationMs: number;
}

export interface Publisher {
  current(): Snapshot;
  /** Schedules a build from `collect()`; settles once the new snapshot is in place. */
  publish(): Promise<void>;
  /** Holds builds while `work` runs (loading many apps), then builds once if any was asked for. */
  hold<T>(work: () => Promise<T>): Promise<T>;
}

export function createPublisher(
  collect: () => CompiledApp[],
  onBuilt: (info: BuildInfo) => void,
  onError: (err: unknown) => void,
): Publisher {
  let generation = 0;
  let current: Snapshot = buildSnapshot([], generation);
  let pending: Promise<void> | null = null;
  let holds = 0;
  let asked = false;
  let lastBuildEnd = 0;
  let typicalBuildMs = 0;

  const build = () => {
    pending = null;
    asked = false;
    const started = performance.now();
    let apps: CompiledApp[] | null = null;
    try {
      apps = collect();
      current = buildSnapshot(apps, generation + 1, current);
      generation++;
    } catch (err) {
      apps = null;
      onError(err); // the previous snapshot keeps serving
    }
    lastBuildEnd = performance.now();
    const took = lastBuildEnd - started;
    // Smoothed, so that one slow build (a GC pause, a busy machine) does not hold the next back.
    typicalBuildMs = typicalBuildMs === 0 ? took : 0.7 * typicalBuildMs + 0.3 * took;
    if (apps !== null) onBuilt({ generation, apps: apps.length, durationMs: took });
  };

  const publish = (): Promise<void> => {
    if (holds > 0) {
      asked = true;
      return Promise.resolve();
    }
    pending ??= new Promise<void>((resolve) => {
      const run = () => {
        build();
        resolve();
      };
      const spacing = Math.min(MAX_BUILD_SPACING_MS, typicalBuildMs * (1 / BUILD_SHARE - 1));
      const wait = lastBuildEnd + spacing - performance.now();
      if (wait > 1) setTimeout(run, wait);
      else setImmediate(run);
    });
    return pending;
  };

  return {
    current: () => current,
    publish,
    async hold(work) {
      holds++;
      try {
        return await work();
      } finally {
        holds--;
        if (holds === 0 && asked) await publish();
      }
    },
  };
}
