import { describe, expect, it } from 'vitest';
import { codexSchemaSurface } from '../codex/codex-schema-surface.js';
import { classifyChanges } from './drift-impact.js';
import { loadVendoredCodexSchema } from '../surface/schema-sources.js';
import { realSurface } from '../test-support/surfaces.js';
import type { SurfaceChange } from './surface-diff.js';

const change = (c: Partial<SurfaceChange> & Pick<SurfaceChange, 'area' | 'subject' | 'what' | 'kind'>): SurfaceChange => ({ item: '', ...c });
const impacts = (harness: 'claude' | 'codex' | 'gemini', changes: SurfaceChange[], schemas = [] as Parameters<typeof classifyChanges>[2]) =>
  classifyChanges(harness, changes, schemas).map((c) => [c.impact, c.why ?? '']);

describe('classifyChanges', () => {
  it('Claude lines: a field the reader reads that goes or changes touches what mwh reads; one it does not read that appears does not', () => {
    expect(
      impacts('claude', [
        change({ area: 'line', subject: 'system/init', what: 'field', item: 'session_id', kind: 'removed' }),
        change({ area: 'line', subject: 'result/success', what: 'field', item: 'usage.input_tokens', kind: 'retyped', from: 'number', to: 'string' }),
        change({ area: 'line', subject: 'result/success', what: 'field', item: 'ttft_ms', kind: 'removed' }),
        change({ area: 'line', subject: 'system/init', what: 'field', item: 'memory_paths', kind: 'added' }),
        change({ area: 'line', subject: 'stream_event/content_block_delta', what: 'values', item: 'event.delta.type', kind: 'values', added: ['citations_delta'] }),
        change({ area: 'line', subject: 'system/informational', what: 'line type', kind: 'added' }),
        change({ area: 'line', subject: 'system/api_retry', what: 'line type', kind: 'removed' }),
        change({ area: 'line', subject: 'tool_progress', what: 'field', item: 'uuid', kind: 'removed' }),
      ]),
    ).toEqual([
      ['reads', 'the reader reads system/init session_id'],
      ['reads', 'the reader reads result/success usage.input_tokens'],
      ['unused', ''],
      ['unused', ''],
      ['reads', 'the reader reads stream_event/content_block_delta event.delta.type'],
      ['unused', ''],
      ['reads', 'the reader reads system/api_retry lines'],
      // Every line's uuid is read: a repeated line is read once.
      ['reads', 'the reader reads tool_progress uuid'],
    ]);
  });

  it('a field the reader reads that appears touches what mwh reads: the versions before it lacked it', () => {
    expect(
      impacts('gemini', [
        change({ area: 'line', subject: 'tool_result', what: 'field', item: 'output', kind: 'added', to: 'string' }),
        change({ area: 'line', subject: 'tool_result', what: 'field', item: 'duration_ms', kind: 'added', to: 'number' }),
      ]),
    ).toEqual([
      ['reads', 'the reader reads tool_result output, absent before'],
      ['unused', ''],
    ]);
  });

  it('invocation: a flag mwh passes that goes, a value it passes retired, a flag now required; tools gone; the program moved', () => {
    expect(
      impacts('claude', [
        change({ area: 'invocation', subject: 'claude --help', what: 'flag', item: '--verbose', kind: 'removed' }),
        change({ area: 'invocation', subject: 'claude --help', what: 'flag', item: '--chrome', kind: 'removed' }),
        change({ area: 'invocation', subject: 'claude --help', what: 'choices', item: '--permission-mode', kind: 'values', added: ['manual'], removed: ['default'] }),
        change({ area: 'invocation', subject: 'claude --help', what: 'required flag', item: '--verbose', kind: 'added' }),
        change({ area: 'invocation', subject: 'claude --help', what: 'required flag', item: '--bare', kind: 'added' }),
        change({ area: 'invocation', subject: 'tools', what: 'tool', item: 'Bash', kind: 'removed' }),
        change({ area: 'invocation', subject: 'tools', what: 'tool', item: 'Shell', kind: 'added' }),
        change({ area: 'invocation', subject: 'binary', what: 'program', kind: 'moved', from: 'a', to: 'b' }),
      ]).map(([impact]) => impact),
    ).toEqual(['sends', 'unused', 'sends', 'unused', 'sends', 'reads', 'unused', 'sends']);
  });

  it('requests: what the loopback mocks read of them, and the tools offered', () => {
    expect(
      impacts('codex', [
        change({ area: 'request', subject: 'POST /v1/responses', what: 'body field', item: 'stream', kind: 'removed' }),
        change({ area: 'request', subject: 'POST /v1/responses', what: 'body field', item: 'prompt_cache_key', kind: 'removed' }),
        change({ area: 'request', subject: 'POST /v1/responses', what: 'tool', item: 'exec_command', kind: 'removed' }),
        change({ area: 'request', subject: 'POST /v1/responses', what: 'header', item: 'accept-encoding', kind: 'added' }),
        change({ area: 'request', subject: 'POST /v1/responses', what: 'route', kind: 'removed' }),
      ]).map(([impact]) => impact),
    ).toEqual(['reads', 'unused', 'reads', 'unused', 'reads']);
  });

  it('a deferred tool, a rename and tool search on or off: deferred and tool search touch nothing, a rename what the old name touched', () => {
    expect(
      impacts('claude', [
        change({ area: 'request', subject: 'POST /v1/messages', what: 'tool', item: 'WebFetch', kind: 'deferred', from: 'offered', to: 'deferred' }),
        change({ area: 'request', subject: 'POST /v1/messages', what: 'tool', item: 'ToolSearch', kind: 'removed' }),
        change({ area: 'invocation', subject: 'tools', what: 'tool', item: 'ToolSearch', kind: 'removed' }),
        change({ area: 'request', subject: 'POST /v1/messages', what: 'tool', item: 'Task', kind: 'renamed', from: 'Task', to: 'Agent' }),
      ]),
    ).toEqual([
      ['unused', ''],
      ['unused', ''],
      ['unused', ''],
      ['reads', 'tool Task is no longer offered: tool calls, scripts and users name it; renamed to Agent'],
    ]);
  });

  it("codex's schema: follows what mwh reads and sends through the definitions, to the enum or field that changed", async () => {
    const schema = codexSchemaSurface(await loadVendoredCodexSchema(), 'vendored');
    expect(
      impacts(
        'codex',
        [
          change({ area: 'schema', subject: 'v2.CodexErrorInfo', what: 'enum', kind: 'values', added: ['newKind'] }),
          change({ area: 'schema', subject: 'v2.AskForApproval', what: 'enum', kind: 'values', removed: ['untrusted'] }),
          change({ area: 'schema', subject: 'v2.ThreadItem', what: 'field', item: 'aggregatedOutput', kind: 'removed' }),
          change({ area: 'schema', subject: 'v2.ThreadItem', what: 'field', item: 'memoryCitation', kind: 'removed' }),
          change({ area: 'schema', subject: 'ClientRequest', what: 'method', item: 'thread/start', kind: 'removed' }),
          change({ area: 'schema', subject: 'ClientRequest', what: 'method', item: 'thread/rollback', kind: 'removed' }),
          change({ area: 'schema', subject: 'ServerNotification', what: 'method', item: 'turn/completed', kind: 'removed' }),
          change({ area: 'schema', subject: 'ServerNotification', what: 'method', item: 'brand/new', kind: 'added' }),
          change({ area: 'schema', subject: 'ServerRequest', what: 'method', item: 'item/commandExecution/requestApproval', kind: 'removed' }),
        ],
        [schema],
      ),
    ).toEqual([
      ['reads', 'the reader reads turn/completed turn.error.codexErrorInfo'],
      ['sends', 'mwh writes thread/start approvalPolicy'],
      ['reads', 'the reader reads item/completed item.aggregatedOutput'],
      ['unused', ''],
      ['sends', 'mwh sends thread/start'],
      ['unused', ''],
      ['reads', 'the reader reads turn/completed'],
      ['unused', ''],
      ['reads', 'mwh answers item/commandExecution/requestApproval'],
    ]);
  });

  it("Claude's schema: the control requests mwh sends are held to what it writes of them; one it neither sends nor answers touches nothing", () => {
    const schema = realSurface('claude-2.1.332').schema;
    const usage = 'control_request/get_context_usage';
    expect(
      impacts(
        'claude',
        [
          change({ area: 'schema', subject: usage, what: 'field', item: 'detail', kind: 'removed', from: "?'summary' | 'full'" }),
          change({ area: 'schema', subject: usage, what: 'enum', item: 'detail', kind: 'values', added: [], removed: ['summary'] }),
          change({ area: 'schema', subject: usage, what: 'definition', kind: 'removed' }),
          change({ area: 'schema', subject: 'control requests', what: 'method', item: 'get_context_usage', kind: 'removed' }),
          // As 2.1.257 added it: mwh sending it to the versions before is sending what they do not know.
          change({ area: 'schema', subject: usage, what: 'field', item: 'detail', kind: 'added', to: "?'summary' | 'full'" }),
          change({ area: 'schema', subject: 'control requests', what: 'method', item: 'get_context_usage', kind: 'added' }),
          change({ area: 'schema', subject: 'control_request/initialize', what: 'field', item: 'subtype', kind: 'retyped', from: "'initialize'", to: "'init'" }),
          change({ area: 'schema', subject: 'control_request/initialize', what: 'field', item: 'protocolVersion', kind: 'added', to: 'number' }),
          change({ area: 'schema', subject: 'control_request/initialize', what: 'field', item: 'systemPromptSnapshot', kind: 'added', to: '?boolean' }),
          change({ area: 'schema', subject: 'control requests', what: 'method', item: 'interrupt', kind: 'removed' }),
          change({ area: 'schema', subject: 'control_request/set_model', what: 'field', item: 'model', kind: 'removed', from: '?string' }),
          change({ area: 'schema', subject: 'control_request/set_model', what: 'definition', kind: 'removed' }),
          change({ area: 'schema', subject: 'control requests', what: 'method', item: 'set_model', kind: 'removed' }),
          change({ area: 'schema', subject: 'control_request/can_use_tool', what: 'field', item: 'input', kind: 'removed', from: 'Record<string, unknown>' }),
        ],
        [schema],
      ),
    ).toEqual([
      ['sends', 'mwh writes control_request/get_context_usage request.detail'],
      ['sends', 'mwh writes control_request/get_context_usage request.detail'],
      ['sends', 'mwh writes control_request/get_context_usage request.subtype'],
      ['sends', 'mwh sends control_request/get_context_usage'],
      ['sends', 'mwh writes control_request/get_context_usage request.detail, absent before'],
      ['sends', 'mwh sends control_request/get_context_usage, absent before'],
      ['sends', 'mwh writes control_request/initialize request.subtype'],
      ['sends', 'mwh does not write control_request/initialize protocolVersion, which is now required'],
      ['unused', ''],
      ['sends', 'mwh sends control_request/interrupt'],
      ['unused', ''],
      ['unused', ''],
      ['unused', ''],
      ['reads', 'the reader reads control_request request.input'],
    ]);
  });
});
