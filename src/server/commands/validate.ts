// `fastintent validate FILE...` (API.md "Validating"): `ok` and exit 0, or one `path: message`
// line per error and exit 1; exit 2 when a file cannot be read or is not JSON, naming the
// line:column of the syntax error. With several files every line starts with `FILE: `.
import { readFile, stat } from 'node:fs/promises';
import type { Command } from 'commander';
import { MAX_MANIFEST_BYTES, validateManifest } from '../../manifest/validate.js';

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_UNREADABLE = 2;

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/** JSON.parse's complaint as `LINE:COLUMN: message`; V8 reports an offset, people read lines. */
export function syntaxProblem(text: string, error: Error): string {
  const match = /at position (\d+)/.exec(error.message);
  const offset = match ? Number(match[1]) : text.length; // "Unexpected end of JSON input"
  const { line, column } = lineColumn(text, offset);
  const reason = error.message
    .replace(/\s*in JSON at position \d+.*$/s, '')
    .replace(/^(.*?), "[\s\S]*" is not valid JSON$/, '$1')
    .replace(/^Unexpected end of JSON input$/, 'unexpected end of the file');
  return `${line}:${column}: not valid JSON: ${reason}`;
}

type FileResult = { kind: 'unreadable'; message: string } | { kind: 'checked'; errors: string[] };

async function checkFile(file: string): Promise<FileResult> {
  let text: string;
  try {
    const info = await stat(file);
    // One clear error for an oversized manifest, without reading all of a huge file.
    if (info.isFile() && info.size > MAX_MANIFEST_BYTES) {
      return {
        kind: 'checked',
        errors: [`manifest: is ${info.size.toLocaleString('en-US')} bytes; a manifest may be at most 1 MiB (${MAX_MANIFEST_BYTES.toLocaleString('en-US')} bytes)`],
      };
    }
    text = await readFile(file, 'utf8');
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const reason = e.code === 'ENOENT' ? 'no such file' : e.code === 'EISDIR' ? 'is a folder, not a file' : e.code === 'EACCES' ? 'permission denied' : e.message;
    return { kind: 'unreadable', message: `cannot read: ${reason}` };
  }
  // Editors on some systems write a byte-order mark; it is not part of the JSON.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { kind: 'unreadable', message: syntaxProblem(text, err as Error) };
  }
  const result = validateManifest(json);
  return { kind: 'checked', errors: result.ok ? [] : result.errors };
}

/** Checks the files in order and returns the exit code; output goes through `io`. */
export async function validateFiles(files: readonly string[], io: Output): Promise<number> {
  const prefix = (file: string) => (files.length > 1 ? `${file}: ` : '');
  let code = EXIT_OK;
  for (const file of files) {
    const result = await checkFile(file);
    if (result.kind === 'unreadable') {
      // Always named: on stderr the line has no other context.
      io.err(`${file}: ${result.message}`);
      code = EXIT_UNREADABLE;
    } else if (result.errors.length > 0) {
      for (const line of result.errors) io.out(`${prefix(file)}${line}`);
      if (code === EXIT_OK) code = EXIT_INVALID;
    }
  }
  if (code === EXIT_OK) io.out('ok');
  return code;
}

export function registerValidate(program: Command): void {
  program
    .command('validate')
    .description('Check voiceos.integration.json files: prints ok, or one "path: message" line per error')
    .argument('<files...>', 'manifest files to check')
    .addHelpText('after', '\nExit status: 0 all valid, 1 a manifest has errors, 2 a file cannot be read or is not JSON.')
    .action(async (files: string[]) => {
      process.exitCode = await validateFiles(files, {
        out: (line) => process.stdout.write(`${line}\n`),
        err: (line) => process.stderr.write(`${line}\n`),
      });
    });
}
