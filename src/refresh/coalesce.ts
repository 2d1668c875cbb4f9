// At most one run in flight and one queued: a burst of requests while a run is in flight all
// share the single queued run, which starts after the current one and so sees every change
// that prompted the burst. A flood of N notifications costs at most two runs.

export function coalesce<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;

  const start = (): Promise<T> => {
    const run = Promise.resolve().then(task).finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };

  return () => {
    if (running === null) return start();
    if (queued === null) {
      const next = running.then(
        () => undefined,
        () => undefined,
      ).then(() => {
        queued = null;
        return start();
      });
      queued = next;
    }
    return queued;
  };
}
