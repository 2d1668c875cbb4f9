// One app folder → its validated manifest, or the flat `path: message` errors saying why not.
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { Manifest } from '../manifest/types.js';
import { MAX_MANIFEST_BYTES, validateManifest } from '../manifest/validate.js';
import { MANIFEST_FILE } from './scan.js';

export type LoadResult = { ok: true; manifest: Manifest; text: string } | { ok: false; errors: string[] };

export async function loadManifest(dir: string): Promise<LoadResult> {
  const path = join(dir, MANIFEST_FILE);
  let text: string;
  try {
    // Larger manifests are refused unread: no real one comes near, and parsing is not free.
    const file = await open(path, 'r');
    try {
      const { size } = await file.stat();
      if (size > MAX_MANIFEST_BYTES) {
        return { ok: false, errors: [`${MANIFEST_FILE}: is ${size} bytes, more than the limit of ${MAX_MANIFEST_BYTES}`] };
      }
      text = await file.readFile({ encoding: 'utf8' });
    } finally {
      await file.close();
    }
  } catch (err) {
    return { ok: false, errors: [`${MANIFEST_FILE}: cannot be read: ${(err as Error).message}`] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, errors: [`${MANIFEST_FILE}: is not JSON: ${(err as Error).message}`] };
  }
  const result = validateManifest(json);
  return result.ok ? { ok: true, manifest: result.value, text } : { ok: false, errors: result.errors };
}
