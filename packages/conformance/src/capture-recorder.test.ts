import { describe, expect, it } from 'vitest';
import { parseCapture, serializeCapture, streamBytes } from '@mwh/protocol-core';
import { recordProcess } from './capture-recorder.js';

const node = process.execPath;

describe('recordProcess', () => {
  it('records stdin, stdout and stderr byte-exact, and the exit', async () => {
    const capture = await recordProcess({
      harness: 'claude',
      cli: { name: 'echo', version: '0' },
      command: node,
      argv0: 'echo',
      args: ['-e', 'process.stdin.on("data", d => { process.stdout.write(d); process.stderr.write("é\\n"); }); process.stdin.on("end", () => process.exit(3));'],
      env: { PATH: process.env.PATH ?? '' },
      cwd: process.cwd(),
      async drive(io) {
        await io.write('{"a":"ü"}\n');
        expect(await io.nextLine()).toBe('{"a":"ü"}');
        io.endStdin();
      },
    });
    expect(Buffer.from(streamBytes(capture, 'stdout')).toString()).toBe('{"a":"ü"}\n');
    expect(Buffer.from(streamBytes(capture, 'stderr')).toString()).toBe('é\n');
    expect(capture.exit).toMatchObject({ code: 3, signal: null });
    const again = parseCapture(serializeCapture(capture));
    expect(again.ok && again.value.chunks.map((c) => Buffer.from(c.bytes).toString())).toEqual(capture.chunks.map((c) => Buffer.from(c.bytes).toString()));
    expect(capture.header.env).toEqual(['PATH']);
    expect(capture.header.argv[0]).toBe('echo');
  });

  it('keeps a broken stdin pipe and a spawn failure', async () => {
    const early = await recordProcess({
      harness: 'claude',
      cli: { name: 'early', version: '0' },
      command: node,
      args: ['-e', 'process.exit(1)'],
      env: {},
      cwd: process.cwd(),
      async drive(io) {
        await io.closed;
        await io.write('x'.repeat(1 << 20)).catch(() => {});
      },
    });
    expect(early.exit?.code).toBe(1);
    expect(early.exit?.stdinError?.code).toMatch(/EPIPE|ERR_STREAM_DESTROYED|ERR_STREAM_WRITE_AFTER_END/);

    const missing = await recordProcess({
      harness: 'claude',
      cli: { name: 'missing', version: '0' },
      command: '/nonexistent/claude',
      args: [],
      env: {},
      cwd: process.cwd(),
      async drive() {},
    });
    expect(missing.exit?.spawnError?.code).toBe('ENOENT');
  });
});
