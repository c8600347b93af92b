import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate } from '../scripts/gen.mjs';

const packageDir = new URL('../', import.meta.url);
// Generating takes a couple of seconds (prettier formats the types): once for all tests.
const generated = generate();

describe('generated codecs', () => {
  it('are what `pnpm gen` makes of the schemas now (regenerate when this fails)', async () => {
    const files = await generated;
    expect(Object.keys(files).length).toBeGreaterThan(0);
    for (const [path, content] of Object.entries(files)) {
      expect(readFileSync(new URL(path, packageDir), 'utf8'), `${path} is stale: run pnpm gen`).toBe(content);
    }
  });

  it('carry a header naming their source, the SDK version, "do not edit" and the command', async () => {
    const sdk = JSON.parse(
      readFileSync(new URL('node_modules/@anthropic-ai/claude-agent-sdk/package.json', packageDir), 'utf8'),
    ) as {
      version: string;
    };
    for (const content of Object.values(await generated)) {
      const head = content.split('\n').slice(0, 4).join('\n');
      expect(head).toContain('schemas/claude-');
      expect(head).toContain(`@anthropic-ai/claude-agent-sdk ${sdk.version}`);
      expect(head).toContain('Do not edit');
      expect(head).toContain('pnpm gen');
    }
  });

  it('run without ajv: the validators import nothing at run time', () => {
    const code = readFileSync(new URL('src/generated/claude-validators.ts', packageDir), 'utf8');
    expect(code).not.toMatch(/require\(/);
    expect(code.match(/^import .*$/gm)?.every((line) => line.startsWith('import type '))).toBe(true);
  });
});
