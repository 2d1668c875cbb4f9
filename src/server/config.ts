// Where the service reads its apps and where it listens: flags first, then the environment,
// then the defaults of API.md. Pure, so the precedence is testable without starting anything.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bundled example apps, found from this file rather than the working directory. */
export const DEFAULT_APPS_DIR = fileURLToPath(new URL('../../examples/apps', import.meta.url));
export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

export interface ServeFlags {
  apps?: string;
  port?: string;
  host?: string;
  logRequests?: boolean;
}

export interface ServeConfig {
  appsDir: string;
  port: number;
  host: string;
  logRequests: boolean;
}

type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value : undefined);

export function parsePort(value: string, from: string): number {
  if (!/^\d{1,5}$/.test(value.trim()) || Number(value) > 65535) {
    throw new Error(`${from} must be a port number from 0 to 65535, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

/** The apps folder: a relative path counts from the working directory, like any CLI path. */
export function resolveAppsDir(flag: string | undefined, env: Env, cwd = process.cwd()): string {
  const given = nonEmpty(flag) ?? nonEmpty(env.FASTINTENT_APPS);
  return given === undefined ? DEFAULT_APPS_DIR : path.resolve(cwd, given);
}

export function resolveServeConfig(flags: ServeFlags, env: Env = process.env, cwd = process.cwd()): ServeConfig {
  const portFlag = nonEmpty(flags.port);
  const port = portFlag !== undefined
    ? parsePort(portFlag, '--port')
    : nonEmpty(env.PORT) !== undefined ? parsePort(env.PORT as string, 'PORT') : DEFAULT_PORT;
  const logEnv = nonEmpty(env.FASTINTENT_LOG_REQUESTS);
  return {
    appsDir: resolveAppsDir(flags.apps, env, cwd),
    port,
    host: nonEmpty(flags.host) ?? nonEmpty(env.HOST) ?? DEFAULT_HOST,
    logRequests: flags.logRequests === true || (logEnv !== undefined && !['0', 'false', 'no', 'off'].includes(logEnv.toLowerCase())),
  };
}
