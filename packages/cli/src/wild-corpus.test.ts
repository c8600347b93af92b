/**
 * The corpus of real files from other public projects (fixtures/wild): each replayed with
 * `mwh replay FILE --json` and compared, round by round, with the reading checked by hand
 * against the file (fixtures/wild/manifest.json).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from './main.js';

const wild = join(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/wild');

interface ExpectedRound {
  sessionId: string | null;
  prompt: string | null;
  /** The round's assistant texts in order; the round's text holds each once, in this order, and ends with the last. */
  texts: string[];
  /** The names of the round's own tool calls (not a sub-agent's), in order. */
  toolCalls: string[];
  /** The names of the calls made inside sub-agents, in order, where the file has any. */
  subagentToolCalls?: string[];
  /** As the CLI counts them; null where the file states no total for the round (then not compared). */
  usage: { inputTokens: number; outputTokens: number } | null;
  verdict: string | null;
  verdictMessageIncludes?: string;
}

interface Entry {
  path: string;
  kind: string;
  harness: 'claude' | 'codex';
  rounds: ExpectedRound[];
}

/** A round of `mwh replay --json`, as far as the corpus looks at it. */
interface ReadRound {
  verdict?: { kind: string; message?: string } | null;
  sessionId?: string | null;
  prompt?: string | null;
  text?: string;
  toolCalls?: { name: string; parentId?: string }[];
  usage?: { inputTokens?: number; outputTokens?: number } | null;
}

const manifest = JSON.parse(readFileSync(join(wild, 'manifest.json'), 'utf8')) as { files: Entry[] };

/**
 * The files today's readers still get wrong (fixtures/wild/before.md says how; 30 were on this
 * list before the stream kinds, the exec reader and usage as the CLI counts it). Each is expected
 * to fail until a reader reads it right; then it fails here, and its name comes off this list.
 */
const readWrongToday = new Set<string>([]);

async function replay(path: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(['replay', join(wild, path), '--json'], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

/** The rounds of the answer: `rounds` where the reader gives them, else the one round at top level. */
function roundsOf(json: Record<string, unknown>): ReadRound[] {
  return Array.isArray(json.rounds) ? (json.rounds as ReadRound[]) : [json as ReadRound];
}

/** Every way a round's reading differs from the expected one, in words. */
function differences(expected: ExpectedRound, read: ReadRound): string[] {
  const out: string[] = [];
  const verdict = read.verdict?.kind ?? null;
  if (verdict !== expected.verdict) out.push(`verdict ${JSON.stringify(verdict)}, expected ${JSON.stringify(expected.verdict)}`);
  if (expected.verdictMessageIncludes !== undefined && !(read.verdict?.message ?? '').includes(expected.verdictMessageIncludes)) {
    out.push(`verdict message ${JSON.stringify(read.verdict?.message)} does not hold ${JSON.stringify(expected.verdictMessageIncludes)}`);
  }
  if (expected.sessionId !== null && read.sessionId !== expected.sessionId) out.push(`sessionId ${JSON.stringify(read.sessionId)}, expected ${expected.sessionId}`);
  if (expected.prompt !== null && read.prompt !== expected.prompt) out.push(`prompt ${JSON.stringify(read.prompt)}, expected ${JSON.stringify(expected.prompt)}`);
  out.push(...textDifferences(expected.texts, read.text ?? ''));
  const calls = read.toolCalls ?? [];
  const own = calls.filter((call) => call.parentId === undefined).map((call) => call.name);
  if (JSON.stringify(own) !== JSON.stringify(expected.toolCalls)) out.push(`tool calls ${JSON.stringify(own)}, expected ${JSON.stringify(expected.toolCalls)}`);
  const inner = calls.filter((call) => call.parentId !== undefined).map((call) => call.name);
  if (JSON.stringify(inner) !== JSON.stringify(expected.subagentToolCalls ?? [])) {
    out.push(`sub-agent tool calls ${JSON.stringify(inner)}, expected ${JSON.stringify(expected.subagentToolCalls ?? [])}`);
  }
  if (expected.usage) {
    const usage = { inputTokens: read.usage?.inputTokens, outputTokens: read.usage?.outputTokens };
    if (usage.inputTokens !== expected.usage.inputTokens || usage.outputTokens !== expected.usage.outputTokens) {
      out.push(`usage ${JSON.stringify(usage)}, expected ${JSON.stringify(expected.usage)}`);
    }
  }
  return out;
}

/** The text holds each expected text once, in order, ending with the last, and nothing else but separators. */
function textDifferences(texts: string[], text: string): string[] {
  let at = 0;
  for (const part of texts) {
    const found = text.indexOf(part, at);
    if (found < 0) return [`text ${JSON.stringify(text.slice(0, 200))} does not hold ${JSON.stringify(part.slice(0, 200))} (in order)`];
    at = found + part.length;
  }
  if (texts.length > 0 && text.trimEnd().length !== at) return [`text goes on after the last expected text: ${JSON.stringify(text.slice(at, at + 200))}`];
  // Separators between the texts (a blank line each) and nothing more: no text said twice.
  const expectedLength = texts.reduce((sum, part) => sum + part.length, 0);
  if (text.trim().length > expectedLength + 2 * Math.max(0, texts.length - 1)) return [`text is longer than the expected texts: ${JSON.stringify(text.slice(0, 200))}`];
  return [];
}

describe('the wild corpus (fixtures/wild)', () => {
  it('lists only files the manifest has', () => {
    const paths = manifest.files.map((entry) => entry.path);
    for (const name of readWrongToday) expect(paths).toContain(name);
  });

  it('has every file the manifest names, from a named source at a commit, and each reading agrees with the CLI or says why not', () => {
    const kinds = ['claude-stdout', 'claude-transcript', 'codex-app-server', 'codex-exec', 'codex-rollout'];
    const problems: string[] = [];
    for (const entry of manifest.files as (Entry & { source: { repo: string; path: string; commit: string; licence: string } })[]) {
      if (!entry.path.startsWith(`${entry.kind}/`) || !kinds.includes(entry.kind)) problems.push(`${entry.path}: kind ${entry.kind}`);
      if (!/^[0-9a-f]{40}$/.test(entry.source.commit) || !entry.source.repo || !entry.source.path || !entry.source.licence) problems.push(`${entry.path}: source incomplete`);
      if (readFileSync(join(wild, entry.path)).length === 0 || entry.rounds.length === 0) problems.push(`${entry.path}: empty`);
      for (const [i, round] of entry.rounds.entries()) {
        const cli = (round as { cli?: { isError?: boolean; result?: unknown; usage?: { input_tokens?: number; output_tokens?: number } } }).cli;
        const explained = 'disagreement' in round;
        // Where the CLI states its own final text or usage, the expected reading is the same unless the entry says why.
        if (cli?.isError === false && typeof cli.result === 'string' && cli.result !== (round.texts.at(-1) ?? '') && !explained) problems.push(`${entry.path} round ${i + 1}: text differs from the CLI's result`);
        if (cli?.usage?.input_tokens !== undefined && round.usage && (cli.usage.input_tokens !== round.usage.inputTokens || cli.usage.output_tokens !== round.usage.outputTokens) && !explained) problems.push(`${entry.path} round ${i + 1}: usage differs from the CLI's`);
      }
    }
    expect(problems).toEqual([]);
  });

  for (const entry of manifest.files) {
    const test = readWrongToday.has(entry.path) ? it.fails : it;
    test(`reads ${entry.path} (${entry.kind}) as checked by hand`, async () => {
      const { code, stdout, stderr } = await replay(entry.path);
      expect.soft(stdout, `mwh replay did not read it (exit ${code}): ${stderr.trim()}`).not.toBe('');
      if (!stdout) return;
      const json = JSON.parse(stdout) as Record<string, unknown>;
      const problems: string[] = [];
      if (json.kind !== entry.kind) problems.push(`kind ${JSON.stringify(json.kind)}, expected ${entry.kind}`);
      if (json.harness !== entry.harness) problems.push(`harness ${JSON.stringify(json.harness)}, expected ${entry.harness}`);
      const rounds = roundsOf(json);
      if (rounds.length !== entry.rounds.length) problems.push(`${rounds.length} round(s), expected ${entry.rounds.length}`);
      entry.rounds.forEach((expected, i) => {
        const read = rounds[i];
        if (read) for (const problem of differences(expected, read)) problems.push(`round ${i + 1}: ${problem}`);
      });
      expect(problems).toEqual([]);
    });
  }
});
