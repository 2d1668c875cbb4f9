// The environment of a local app server: the service's environment plus each preference's
// `default` under the preference's name; a value already set in the environment wins, so the
// user (or the service's launcher) can override any default.
import type { Manifest } from '../manifest/types.js';

export function serverEnv(manifest: Manifest, base: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const preference of manifest.preferences ?? []) {
    if (preference.default !== undefined) env[preference.name] = String(preference.default);
  }
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined) env[name] = value;
  }
  return env;
}
