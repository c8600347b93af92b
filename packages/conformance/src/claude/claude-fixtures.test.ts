// The recorded Claude fixtures are the oracle for the reader: each must still parse, match the
// scenario that made it, and replay through protocol-claude to the verdict and text it expects.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayClaudeCapture } from '@mwh/protocol-claude';
import { parseCapture, summarizeRound } from '@mwh/protocol-core';
import type { Capture } from '@mwh/protocol-core';
import { claudeScenarios } from './claude-scenarios.js';
import { findRepoRoot } from '../support/repo-root.js';

const root = join(findRepoRoot(), 'fixtures', 'claude');
const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+\.\d+\.\d+/.test(name)) : [];
const installed = (JSON.parse(readFileSync(join(findRepoRoot(), 'packages', 'conformance', 'package.json'), 'utf8')) as { devDependencies: Record<string, string> })
  .devDependencies['@anthropic-ai/claude-code'];

function load(version: string, file: string): Capture {
  const parsed = parseCapture(readFileSync(join(root, version, file), 'utf8'));
  if (!parsed.ok) throw new Error(`${version}/${file}: ${parsed.error}`);
  return parsed.value;
}

describe.each(versions)('fixtures/claude/%s', (version) => {
  const files = readdirSync(join(root, version)).filter((name) => name.endsWith('.capture.jsonl'));

  it('holds captures of that version, each named after its scenario and ending in an expectation', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const capture = load(version, file);
      expect(capture.header.cli).toEqual({ name: 'claude', version });
      expect(`${capture.header.scenario}.capture.jsonl`).toBe(file);
      expect(capture.exit).toBeDefined();
      expect(capture.expect?.verdict).toBeTruthy();
    }
  });

  it.each(files)('%s replays to the verdict and text it expects', (file) => {
    const capture = load(version, file);
    const summary = summarizeRound(replayClaudeCapture(capture));
    expect({ verdict: summary.verdict?.kind, text: summary.text }).toEqual({ verdict: capture.expect?.verdict, text: capture.expect?.text });
  });
});

describe.skipIf(!versions.includes(installed ?? ''))('fixtures of the installed claude', () => {
  it('cover every scenario, with the expectation the scenario states today', () => {
    for (const scenario of claudeScenarios) {
      const file = `${scenario.name}.capture.jsonl`;
      expect(existsSync(join(root, installed!, file)), `${file} is missing: run the recorder`).toBe(true);
      expect(load(installed!, file).expect, `${file} was recorded with another expectation: re-record it`).toEqual(
        JSON.parse(JSON.stringify(scenario.expect)),
      );
    }
  });
});
