// Every committed fixture leaves the machine: none may hold a key, a token or a machine path
// on its command line, whoever recorded it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCapture } from '@mwh/protocol-core';
import { FAKE_ANTHROPIC_API_KEY } from './claude-scenario-runner.js';
import { findRepoRoot } from './repo-root.js';

const fixtures = join(findRepoRoot(), 'fixtures');
const files = readdirSync(fixtures, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.capture.jsonl'))
  .map((name) => join(fixtures, name));

describe('committed fixtures', () => {
  it('exist for both CLIs', () => {
    expect(files.some((f) => f.includes('/claude/'))).toBe(true);
    expect(files.some((f) => f.includes('/codex/'))).toBe(true);
  });

  it.each(files.map((f) => [f.slice(fixtures.length + 1), f]))('%s holds no secret and names its CLI, not a path', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(FAKE_ANTHROPIC_API_KEY);
    expect(text).not.toMatch(/mwh-fake-[0-9a-f]{8}/);
    expect(text).not.toMatch(/Bearer [A-Za-z0-9._-]{8,}/);
    const parsed = parseCapture(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(['claude', 'codex']).toContain(parsed.value.header.argv[0]);
    expect(parsed.value.header.argv.join(' ')).not.toMatch(/sk-|Bearer/);
    expect(parsed.value.header.env.every((name) => /^[A-Z_][A-Z0-9_]*$/.test(name))).toBe(true);
    expect(parsed.value.expect).toBeDefined();
  });
});
