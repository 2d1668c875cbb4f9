// The one-shot commands (`select`, `inspect`) load the apps in-process exactly as the service
// does, servers included so live values count, answer, then stop every server again.
import fs from 'node:fs';
import { createAppHost } from '../../refresh/host.js';
import type { AppHost } from '../../refresh/types.js';
import { resolveAppsDir } from '../config.js';

export class UsageError extends Error {}

/** Loads the apps folder, runs `use`, and always stops the app servers afterwards. */
export async function withLoadedApps<T>(appsFlag: string | undefined, use: (host: AppHost, appsDir: string) => T | Promise<T>): Promise<T> {
  const appsDir = resolveAppsDir(appsFlag, process.env);
  if (!fs.existsSync(appsDir) || !fs.statSync(appsDir).isDirectory()) {
    throw new UsageError(`apps folder not found: ${appsDir}`);
  }
  const host = createAppHost({ appsDir, watch: false });
  try {
    await host.start();
    return await use(host, appsDir);
  } finally {
    await host.stop();
  }
}

/** One stderr line per app that is not fully serving, so a surprising answer has its reason. */
export function appWarnings(host: AppHost): string[] {
  return host
    .apps()
    .filter((app) => app.status !== 'ready')
    .map((app) => `${app.id}: ${app.status}${app.errors.length > 0 ? ` (${app.errors[0]}${app.errors.length > 1 ? `, +${app.errors.length - 1} more` : ''})` : ''}`);
}
