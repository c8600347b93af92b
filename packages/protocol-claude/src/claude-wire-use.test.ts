/**
 * CLAUDE_WIRE_USE against the code: every fixture is replayed through the reader (and its
 * control requests through the answers) with each line a view that reports what is read of it,
 * and the encoders' lines are taken apart; the lists must say exactly that.
 */
import { describe, expect, it } from 'vitest';
import { exitOutcome, fieldPaths, listsPath, recordReads, streamBytes, TextTail } from '@mwh/protocol-core';
import { answerControlRequest } from './claude-answers.js';
import { claudeInvocation } from './claude-invocation.js';
import { ClaudeRoundReader } from './claude-round-reader.js';
import { CLAUDE_WIRE_USE } from './claude-wire-use.js';
import { inputValidators, outputValidators } from './generated/claude-validators.js';
import { encodeContextUsageSummary, encodeControlError, encodeInitialize, encodeInterrupt, encodePermissionResponse, encodeUserMessage } from './stream-json-encoder.js';
import { decodeStreamJsonLine } from './stream-json-decoder.js';
import { fixtureFiles, readCaptureFile } from './test-support/fixtures.js';

/** Read above the reader, so no replay here sees it: harness-core records the version a round ran. */
const READ_ABOVE_THE_READER: Record<string, string[]> = { 'system/init': ['claude_code_version'] };

const reads: Record<string, readonly string[]> = CLAUDE_WIRE_USE.reads;
const sends: Record<string, readonly string[]> = CLAUDE_WIRE_USE.sends;

/** What the reader read of each line key over every fixture of every version. */
function readsOfFixtures(): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  // Reads count while the reader runs, for the line the value came from: usage kept from a
  // message_start and read at its message_delta is message_start's.
  let reading = false;
  const noter = (key: string) => {
    const set = seen.get(key) ?? new Set<string>();
    seen.set(key, set);
    // JSON.stringify asks every object for a toJSON: not a field.
    return (path: string) => {
      if (reading && !path.endsWith('.toJSON')) set.add(path);
    };
  };
  for (const file of fixtureFiles({ rounds: true })) {
    const capture = readCaptureFile(file);
    const reader = new ClaudeRoundReader();
    for (const raw of new TextDecoder().decode(streamBytes(capture, 'stdout')).split('\n')) {
      if (raw.trim() === '') continue;
      const line = decodeStreamJsonLine(raw);
      reading = true;
      if (line.kind !== 'event') {
        reader.accept(line);
      } else {
        const message = recordReads(line.message, noter(line.key));
        reader.accept({ ...line, message } as typeof line);
        if (line.key === 'control_request') answerControlRequest(message as typeof line.message & { request_id: string }, { autoApprove: true });
      }
      reading = false;
    }
    const stderr = new TextTail();
    stderr.push(streamBytes(capture, 'stderr'));
    reading = true;
    reader.finish(exitOutcome(capture.exit, stderr.end()));
    reading = false;
  }
  return seen;
}

describe('CLAUDE_WIRE_USE', () => {
  const seen = readsOfFixtures();

  it('lists every field the reader reads of every line of every fixture', () => {
    const unlisted = [...seen].flatMap(([key, paths]) => [...paths].filter((path) => !listsPath(reads[key], path) && !listsPath(reads['*'], path)).map((path) => `${key} ${path}`));
    expect(unlisted, 'add them to CLAUDE_WIRE_USE.reads').toEqual([]);
  });

  it('lists nothing the reader does not read', () => {
    const stale = Object.entries(reads).flatMap(([key, paths]) =>
      paths.filter((path) => !READ_ABOVE_THE_READER[key]?.includes(path) && !(key === '*' ? [...seen.values()].some((s) => s.has(path)) : seen.get(key)?.has(path))).map((path) => `${key} ${path}`),
    );
    expect(stale, 'remove them from CLAUDE_WIRE_USE.reads, or record a fixture that reads them').toEqual([]);
  });

  it('names only lines the decoder knows', () => {
    expect(Object.keys(reads).filter((key) => key !== '*' && !Object.hasOwn(outputValidators, key))).toEqual([]);
    expect(Object.keys(sends).filter((key) => !Object.hasOwn(inputValidators, key))).toEqual([]);
  });

  it('lists exactly the fields the encoders write', () => {
    const lines = [
      encodeUserMessage('hello', { sessionId: 's', parentToolUseId: 'p', images: [{ mediaType: 'image/png', data: 'AAAA' }] }),
      encodeInterrupt('r1'),
      encodeInitialize('r0'),
      encodeContextUsageSummary('r5'),
      encodePermissionResponse('r2', { behavior: 'allow', updatedInput: { command: 'ls' }, updatedPermissions: [{ type: 'addRules' }] }),
      encodePermissionResponse('r3', { behavior: 'deny', message: 'no', interrupt: true }),
      encodeControlError('r4', 'unsupported'),
    ];
    const written = new Map<string, Set<string>>();
    for (const line of lines) {
      const value = JSON.parse(line) as { type: string };
      const set = written.get(value.type) ?? new Set<string>();
      written.set(value.type, set);
      for (const path of fieldPaths(value)) set.add(path);
    }
    const unlisted = [...written].flatMap(([key, paths]) => [...paths].filter((path) => !listsPath(sends[key], path)).map((path) => `${key} ${path}`));
    expect(unlisted).toEqual([]);
    const stale = Object.entries(sends).flatMap(([key, paths]) => paths.filter((path) => !path.endsWith('.*') && !written.get(key)?.has(path)).map((path) => `${key} ${path}`));
    expect(stale).toEqual([]);
  });

  it('lists exactly the flags claudeInvocation passes', () => {
    const full = claudeInvocation({
      sessionId: 's',
      resume: false,
      model: 'm',
      appendSystemPrompt: 'p',
      allowedTools: ['Bash'],
      permissionMode: 'default',
      permissionPromptTool: 'stdio',
      mcpServers: { a: { type: 'http', url: 'http://x' } },
      mcpConfigPath: '/tmp/x.json',
    });
    const resumed = claudeInvocation({ sessionId: 's', resume: true });
    const flags = new Set([...full.args, ...resumed.args].filter((arg) => arg.startsWith('--')));
    expect([...flags].sort()).toEqual([...CLAUDE_WIRE_USE.flags].sort());
  });
});
