// Watches the apps folder and every sub-folder in it, and reports which app folder changed,
// debounced per folder so that an editor's save (write a temp file, rename it over the manifest,
// touch metadata: several events) costs one reload.
import { type FSWatcher, watch } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_FILE } from './scan.js';

export interface AppsWatcher {
  close(): void;
}

/**
 * Calls `onChange(folder)` once a burst of events about that folder's manifest (or the folder
 * itself: added, removed, renamed) has been quiet for `debounceMs`. `onChange(null)`: events
 * without a file name, where only a full rescan can tell what changed.
 */
export function watchApps(appsDir: string, onChange: (folder: string | null) => void, debounceMs: number): AppsWatcher {
  const timers = new Map<string | null, NodeJS.Timeout>();
  const folderWatchers = new Map<string, FSWatcher>();
  let closed = false;

  const changed = (folder: string | null) => {
    if (closed) return;
    clearTimeout(timers.get(folder));
    const timer = setTimeout(() => {
      timers.delete(folder);
      if (!closed) onChange(folder);
    }, debounceMs);
    timers.set(folder, timer);
  };

  const watchFolder = (folder: string) => {
    if (closed || folderWatchers.has(folder)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(join(appsDir, folder), (_event, file) => {
        if (file === null || file === MANIFEST_FILE) changed(folder);
      });
    } catch {
      return; // not a folder, or already gone
    }
    watcher.on('error', () => unwatchFolder(folder));
    folderWatchers.set(folder, watcher);
  };

  const unwatchFolder = (folder: string) => {
    folderWatchers.get(folder)?.close();
    folderWatchers.delete(folder);
  };

  // Sub-folders come and go; keep one watcher per folder that exists.
  const syncFolders = async () => {
    let names: string[];
    try {
      names = (await readdir(appsDir, { withFileTypes: true })).filter((e) => e.isDirectory() || e.isSymbolicLink()).map((e) => e.name);
    } catch {
      names = [];
    }
    if (closed) return;
    const present = new Set(names);
    for (const folder of [...folderWatchers.keys()]) if (!present.has(folder)) unwatchFolder(folder);
    for (const folder of names) watchFolder(folder);
  };

  let root: FSWatcher | null = null;
  try {
    root = watch(appsDir, (_event, file) => {
      void syncFolders();
      changed(file === null ? null : file.split(/[\\/]/)[0] ?? null);
    });
    root.on('error', () => {});
  } catch {
    // A missing apps folder: nothing to watch; the service serves no apps.
  }
  void syncFolders();

  return {
    close() {
      closed = true;
      root?.close();
      for (const folder of [...folderWatchers.keys()]) unwatchFolder(folder);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
