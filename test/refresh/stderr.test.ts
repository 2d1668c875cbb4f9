import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { captureStderr } from '../../src/refresh/stderr.js';

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
