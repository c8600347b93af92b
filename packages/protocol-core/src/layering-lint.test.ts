import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/check-layering.mjs', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'mwh-layering-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the layering lint on a pretend protocol-core holding one source file. */
async function lint(source: string): Promise<{ ok: boolean; output: string }> {
  const dir = mkdtempSync(join(scratch, 'case-'));
  const pkg = join(dir, 'protocol-core');
  mkdirSync(join(pkg, 'src'), { recursive: true });
  writeFileSync(join(pkg, 'src', 'x.ts'), source);
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script], { cwd: pkg });
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr) };
  }
}

describe('the layering lint keeps the protocol packages free of Node', () => {
  it.each([
    ["import { Buffer } from 'node:buffer';", 'node:buffer'],
    ["export { EventEmitter } from 'events';", 'events'],
    ["type S = import('node:stream').Readable;", 'node:stream'],
    ['export const n = Buffer.byteLength("x");', 'uses Buffer'],
    ['export const env = process.env;', 'uses process'],
    ["export const m = require('x');", 'uses require'],
    ['export type B = typeof Buffer;', 'uses Buffer'],
  ])('rejects %s', async (source, said) => {
    const { ok, output } = await lint(source);
    expect(ok).toBe(false);
    expect(output).toContain(said);
  });

  it('ignores the words in comments, strings and property names', async () => {
    const source = [
      '// Buffer, process and require are named here only in a comment.',
      "export const said = 'process.env and Buffer';",
      'export const options = { process: 1, Buffer: 2 };',
      'export function read(o: { process: number }) { return o.process; }',
    ].join('\n');
    expect(await lint(source)).toEqual({ ok: true, output: 'layering ok: protocol-core\n' });
  });
});
