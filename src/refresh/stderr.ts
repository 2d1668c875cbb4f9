// A local server's stderr, line by line into the service log, bounded per app: a chatty or
// looping server cannot flood the log or grow memory. The last lines are kept to explain a
// server that exits (e.g. "server exited: Error: Cannot find module …").
import type { Stream } from 'node:stream';

export interface StderrOptions {
  /** Longer lines are cut to this many characters. */
  maxLineChars: number;
  /** Lines logged per window; the rest are counted and reported as dropped. */
  maxLinesPerWindow: number;
  windowMs: number;
  /** Lines kept for `recent()`. */
  keep: number;
}

export const DEFAULT_STDERR: StderrOptions = { maxLineChars: 1000, maxLinesPerWindow: 100, windowMs: 10_000, keep: 30 };

export interface StderrCapture {
  recent(): string[];
}

export function captureStderr(
  stream: Stream,
  log: (line: string) => void,
  options: StderrOptions = DEFAULT_STDERR,
): StderrCapture {
  const recent: string[] = [];
  let partial = '';
  let windowStart = Date.now();
  let logged = 0;
  let dropped = 0;

  const emit = (raw: string) => {
    const line = raw.length > options.maxLineChars ? `${raw.slice(0, options.maxLineChars)}…` : raw;
    if (line.trim() === '') return;
    recent.push(line);
    if (recent.length > options.keep) recent.shift();
    const now = Date.now();
    if (now - windowStart >= options.windowMs) {
      if (dropped > 0) log(`(${dropped} stderr lines dropped)`);
      windowStart = now;
      logged = 0;
      dropped = 0;
    }
    if (logged < options.maxLinesPerWindow) {
      logged++;
      log(line);
    } else {
      dropped++;
    }
  };

  stream.on('data', (chunk: Buffer | string) => {
    partial += chunk.toString();
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    // A line without an end is cut here rather than buffered without bound.
    if (partial.length > options.maxLineChars) {
      lines.push(partial);
      partial = '';
    }
    for (const line of lines) emit(line.replace(/\r$/, ''));
  });
  stream.on('end', () => {
    if (partial !== '') emit(partial);
    partial = '';
  });
  stream.on('error', () => {});
  return { recent: () => [...recent] };
}

const STACK_FRAME = /^\s*at\s/;
const NODE_BANNER = /^Node\.js v\d/;
const ERROR_LINE = /\b[A-Za-z]*Error\b|\bexception\b|\bfatal\b/i;

/**
 * The stderr line that best explains why a server exited. Node ends a crash with a stack and
 * its version banner ("Node.js v20.20.2"), so the last line alone says nothing: prefer the last
 * line that names an error, else the last line that is neither a stack frame nor the banner.
 */
export function explainExit(lines: readonly string[]): string | undefined {
  const telling = lines.filter((line) => !STACK_FRAME.test(line) && !NODE_BANNER.test(line.trim()));
  return telling.findLast((line) => ERROR_LINE.test(line))?.trim() ?? telling.at(-1)?.trim();
}
