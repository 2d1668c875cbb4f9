// Small statistics and machine facts shared by the bench modules.
import { cpus, loadavg } from 'node:os';

/** Nearest-rank quantile of an ascending array. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

export function median(xs: readonly number[]): number {
  return quantile(
    xs.slice().sort((a, b) => a - b),
    0.5,
  );
}

/** Rounds to a few significant digits for tables and JSON. */
export function round(x: number, digits = 3): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const scale = 10 ** Math.max(0, digits - 1 - Math.floor(Math.log10(Math.abs(x))));
  return Math.round(x * scale) / scale;
}

export interface MachineInfo {
  node: string;
  cpu: string;
  cores: number;
  loadavg1: number;
  date: string;
}

export function machineInfo(): MachineInfo {
  return {
    node: process.version,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    loadavg1: round(loadavg()[0] ?? 0),
    date: new Date().toISOString(),
  };
}
