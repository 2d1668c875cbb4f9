// The apps folder → the app folders in it: every direct sub-folder holding a manifest.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export const MANIFEST_FILE = 'voiceos.integration.json';

/** Folder names (not paths) of the apps in `appsDir`, sorted; [] when the folder is missing. */
export async function scanApps(appsDir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(appsDir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => (e.isDirectory() || e.isSymbolicLink()) && existsSync(join(appsDir, e.name, MANIFEST_FILE)))
    .map((e) => e.name)
    .sort();
}
