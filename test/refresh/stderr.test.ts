import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { captureStderr, explainExit } from '../../src/refresh/stderr.js';

const options = { maxLineChars: 10, maxLinesPerWindow: 3, windowMs: 60_000, keep: 2 };

describe('captureStderr', () => {
  it('logs whole lines across chunks and keeps the last few', () => {
    const stream = new PassThrough();
    const logged: string[] = [];
    const capture = captureStderr(stream, (l) => logged.push(l), options);
    stream.write('one\ntw');
    stream.write('o\r\nthree\n');
    expect(logged).toEqual(['one', 'two', 'three']);
    expect(capture.recent()).toEqual(['two', 'three']);
  });

  it('cuts long lines and bounds the lines logged per window', () => {
    const stream = new PassThrough();
    const logged: string[] = [];
    captureStderr(stream, (l) => logged.push(l), options);
    stream.write(`${'x'.repeat(25)}\n`);
    for (let i = 0; i < 100; i++) stream.write(`line ${i}\n`);
    expect(logged).toEqual([`${'x'.repeat(10)}…`, 'line 0', 'line 1']);
  });

  it('does not buffer an endless line without bound', () => {
    const stream = new PassThrough();
    const logged: string[] = [];
    captureStderr(stream, (l) => logged.push(l), options);
    stream.write('y'.repeat(50));
    expect(logged).toEqual([`${'y'.repeat(10)}…`]);
  });
});

describe('explainExit', () => {
  it("names Node's error line, not the stack or the version banner that end a crash", () => {
    const crash = [
      "node:internal/modules/esm/resolve:873",
      "  throw new ERR_MODULE_NOT_FOUND(packageName, fileURLToPath(base), null);",
      "        ^",
      "",
      "Error [ERR_MODULE_NOT_FOUND]: Cannot find package '@modelcontextprotocol/sdk' imported from /apps/music/server.mjs",
      "    at packageResolve (node:internal/modules/esm/resolve:873:9)",
      "    at moduleResolve (node:internal/modules/esm/resolve:946:18) {",
      "  code: 'ERR_MODULE_NOT_FOUND'",
      "}",
      "",
      "Node.js v20.20.2",
    ];
    expect(explainExit(crash)).toBe("Error [ERR_MODULE_NOT_FOUND]: Cannot find package '@modelcontextprotocol/sdk' imported from /apps/music/server.mjs");
  });

  it('falls back to the last line that is not a stack frame or the banner', () => {
    expect(explainExit(['starting', 'missing config file ~/.musicrc', '    at main (server.mjs:3:1)', 'Node.js v20.20.2'])).toBe('missing config file ~/.musicrc');
    expect(explainExit(['Node.js v20.20.2'])).toBeUndefined();
    expect(explainExit([])).toBeUndefined();
  });
});
