import { describe, expect, it } from 'vitest';
import { turnStart, type ContentPart, type Verdict } from '@mwh/protocol-core';
import { renderRoundJson, renderRoundText } from './render-round.js';

describe('rendering hostile parts', () => {
  it('prints a tool input 100,000 deep as text and as --json, where JSON.stringify overflows', () => {
    const input = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    const parts: ContentPart[] = [{ type: 'tool-call', toolCallId: 't1', toolName: 'Bash', input }];
    expect(() => JSON.stringify(input)).toThrow(RangeError);
    expect(renderRoundText(parts)).toContain(`▶ Bash [[[[`);
    const json = JSON.parse(renderRoundJson('claude', parts)) as { toolCalls: { arguments: unknown }[] };
    expect(json.toolCalls).toHaveLength(1);
  });

  it('says what the passed-over lines were: unknown events, lines not JSON, lines failing their schema or too deep', () => {
    const unknown = (reason: 'unknown-event' | 'not-json' | 'invalid'): ContentPart => ({ type: 'unknown', reason, raw: '' });
    const parts = [unknown('unknown-event'), unknown('unknown-event'), unknown('not-json'), unknown('invalid')];
    expect(renderRoundText(parts)).toContain('(2 events this mwh does not know; 1 line not JSON, passed over; 1 line failing the schema or nested too deep to check, read only for what could be trusted)');
    expect(renderRoundText([unknown('invalid')])).not.toContain('does not know');
  });
});

describe('the text of two messages', () => {
  it('keeps the blank line between two messages, and adds none under a tool call', () => {
    const parts: ContentPart[] = [
      { type: 'text-delta', id: 'm1', text: 'Let me look' },
      { type: 'text-delta', id: 'm2', text: '\n\nat the docs.' },
      { type: 'tool-call', toolCallId: 'c1', toolName: 'shell', input: {} },
      { type: 'tool-result', toolCallId: 'c1', output: 'ok', isError: false },
      { type: 'text-delta', id: 'm3', text: '\n\nDone, all tests pass.' },
    ];
    expect(renderRoundText(parts)).toBe('Let me look\n\nat the docs.\n▶ shell {}  [c1]\n◀ result [c1]\n  ok\nDone, all tests pass.\n');
    expect(JSON.parse(renderRoundJson('codex', parts)).text).toBe('Let me look\n\nat the docs.\n\nDone, all tests pass.');
  });
});

describe('MCP servers and subagents', () => {
  it("indents a subagent's call and result under the call that started it; says a server that started, leaves a failed one to its warning", () => {
    const parts: ContentPart[] = [
      { type: 'mcp-server', name: 'local', status: 'ready' },
      { type: 'mcp-server', name: 'broken', status: 'failed', message: 'exited' },
      { type: 'warning', code: 'mcp-server-failed', message: 'MCP server broken failed to start: exited' },
      { type: 'tool-call', toolCallId: 't', toolName: 'Agent', input: {} },
      { type: 'tool-call', toolCallId: 'b', toolName: 'Bash', input: {}, parentToolCallId: 't' },
      { type: 'tool-result', toolCallId: 'b', output: 'hello', isError: false, parentToolCallId: 't' },
      { type: 'tool-result', toolCallId: 't', output: 'done', isError: false },
    ];
    expect(renderRoundText(parts)).toBe(
      '── MCP server local: ready\n⚠ mcp-server-failed: MCP server broken failed to start: exited\n▶ Agent {}  [t]\n  ▶ Bash {}  [b]\n  ◀ result [b]\n    hello\n◀ result [t]\n  done\n',
    );
    const json = JSON.parse(renderRoundJson('claude', parts)) as { mcpServers: unknown; toolCalls: { parentId?: string }[] };
    expect(json.mcpServers).toEqual([
      { name: 'local', status: 'ready' },
      { name: 'broken', status: 'failed', message: 'exited' },
    ]);
    expect(json.toolCalls.map((call) => call.parentId)).toEqual([undefined, 't']);
  });
});

describe('the verdict line', () => {
  const finish = (over: Partial<Verdict>): ContentPart => ({
    type: 'finish',
    verdict: { kind: 'incomplete', message: '', exitCode: null, signal: null, stderrTail: '', ...over },
  });

  it("names the exit as the CLI's, not as mwh's own exit code", () => {
    expect(renderRoundText([finish({ kind: 'success', exitCode: 0 })])).toBe('── verdict: success (the CLI exited with code 0)\n');
    expect(renderRoundText([finish({ exitCode: 1 })])).toMatch(/^── verdict: incomplete \(the CLI exited with code 1\)\n\nThe assistant CLI stopped/);
    expect(renderRoundText([finish({ signal: 'SIGINT' })])).toMatch(/^── verdict: incomplete \(the CLI was ended by SIGINT\)\n/);
    expect(renderRoundText([finish({})])).toMatch(/^── verdict: incomplete \(no exit of the CLI recorded\)\n/);
  });

  it("strips the colours of the CLI's stderr from the --json verdict as from the terminal, and keeps its other escapes", () => {
    const stderrTail = '\x1b[2m2026-12-04T03:48:19Z\x1b[0m \x1b[31mERROR\x1b[0m failed \x1b]0;title\x07\n';
    const json = JSON.parse(renderRoundJson('codex', [finish({ kind: 'failed', exitCode: 1, stderrTail })])) as { verdict: { stderrTail: string } };
    expect(json.verdict.stderrTail).toBe('2026-12-04T03:48:19Z ERROR failed \x1b]0;title\x07\n');
  });
});

describe('turn headings', () => {
  it("prints the prompt a stdout echoes after its init line (the session, an MCP server, a warning) under the same turn, no heading of another", () => {
    const parts: ContentPart[] = [
      { type: 'session', sessionId: 's' },
      { type: 'mcp-server', name: 'github', status: 'ready' },
      { type: 'warning', code: 'mcp-server-failed', message: 'sentry failed' },
      turnStart('List the files.'),
      { type: 'text-delta', id: 'm', text: 'Done.' },
    ];
    const printed = renderRoundText(parts);
    expect(printed).not.toMatch(/── turn/);
    expect(printed).toContain('› List the files.\nDone.');
  });
});
