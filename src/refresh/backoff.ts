// Reconnect delays: capped exponential backoff with jitter, so a crashing server costs little
// and many apps whose servers died together do not all retry in the same instant.

export interface BackoffOptions {
  /** Delay ceiling of the first retry, ms. */
  initialMs: number;
  /** Largest delay ceiling, ms. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 500, maxMs: 30_000 };

/** The delay before retry number `attempt` (0-based): uniformly in [ceiling/2, ceiling]. */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number = Math.random): number {
  const ceiling = Math.min(options.maxMs, options.initialMs * 2 ** Math.min(Math.max(0, attempt), 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
