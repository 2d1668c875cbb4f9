// CONTRACT for every benchmark module: bench/<name>.ts exports
//   export async function run(opts: BenchOptions): Promise<BenchSection>
// and bench/run.ts gathers the sections into bench/results/latest.json and one Markdown table.

export interface BenchOptions {
  /** CI smoke: small sizes, short runs, no thresholds enforced. */
  quick: boolean;
}

export interface BenchFigure {
  /** e.g. "select p99 @ 1000 apps" */
  name: string;
  value: number;
  /** e.g. "µs", "ms", "MB", "req/s", "ratio" */
  unit: string;
  /** The target this figure is judged against, when there is one, e.g. "≤ 20 µs". */
  target?: string;
  /** true/false when a target exists and was met or missed. */
  met?: boolean;
  note?: string;
}

export interface BenchSection {
  id: string;
  title: string;
  figures: BenchFigure[];
  /** A Markdown table for a person (the figures, perhaps laid out by size). */
  table: string;
  /** Anything worth recording beside the figures (machine load, settings). */
  context?: Record<string, unknown>;
}

export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
