import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCapture, summarizeRound } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { haveChromium, replayInChromium } from '../../../scripts/test-support/browser-replay.js';
import { replayClaudeCapture } from './index.js';

// The package as a browser gets it: its built dist bundled by vite for the browser platform.
const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const core = fileURLToPath(new URL('../node_modules/@mwh/protocol-core/dist/index.js', import.meta.url));
const fixtures = fileURLToPath(new URL('../../../fixtures/claude/', import.meta.url));
const version = readdirSync(fixtures).sort().at(-1)!;
const NAMES = ['text-streamed.capture.jsonl', 'bash-tool.capture.jsonl', 'api-401.capture.jsonl'];
const captures = NAMES.map((name) => readFileSync(`${fixtures}${version}/${name}`, 'utf8'));

function inNode(text: string) {
  const parsed = parseCapture(text);
  if (!parsed.ok) throw new Error(parsed.error);
  const summary = summarizeRound(replayClaudeCapture(parsed.value));
  return { verdict: summary.verdict?.kind, text: summary.text };
}

describe.skipIf(!haveChromium)('protocol-claude in headless Chromium', () => {
  it('replays recorded captures to the same verdict and text as Node', async () => {
    const entry = [
      `import { parseCapture, summarizeRound } from ${JSON.stringify(core)};`,
      `import { replayClaudeCapture } from ${JSON.stringify(dist)};`,
      'globalThis.replay = (text) => {',
      '  const parsed = parseCapture(text);',
      "  if (!parsed.ok) throw new Error(parsed.error);",
      '  const summary = summarizeRound(replayClaudeCapture(parsed.value));',
      '  return { verdict: summary.verdict?.kind, text: summary.text };',
      '};',
    ].join('\n');
    const { results, problems, externals } = await replayInChromium(entry, captures);
    expect(externals).toEqual([]);
    expect(problems).toEqual([]);
    const node = captures.map(inNode);
    expect(node.map((r) => r.verdict)).toEqual(['success', 'success', 'auth-required']);
    expect(node[0]!.text).not.toBe('');
    expect(results).toEqual(node);
  });
});
