import { describe, expect, it } from 'vitest';
import { findInstalledCli } from '@mwh/harness-core/internals';
import { loadClaudeSchemas, loadVendoredCodexSchema, printCodexSchema } from '../surface/schema-sources.js';
import { schemaValidator } from '../surface/schema-validator.js';
import { checkClaudeSentMessages } from '../claude/claude-surface.js';
import { checkCodexSentMessages } from '../codex/codex-surface.js';
import { sentFailuresByScenario } from './sent-messages.js';
import { captureOf, fixtureCaptures } from '../test-support/captures.js';

describe('checkCodexSentMessages', async () => {
  const bundle = await loadVendoredCodexSchema();
  const validator = schemaValidator(bundle as object);

  it('passes what mwh sent in the pinned fixtures against the schema the pinned codex prints', async () => {
    // mwh asks for experimentalApi and sends experimental fields (collaborationMode), so the
    // check is against the --experimental print, not the vendored stable bundle.
    const printed = await printCodexSchema(findInstalledCli('codex', import.meta.url)!, { experimental: true });
    if (!printed.ok) throw new Error(printed.error);
    const check = checkCodexSentMessages(fixtureCaptures('codex', '0.171.0'), printed.bundle, schemaValidator(printed.bundle as object), '0.171.0');
    expect(check.failures).toEqual([]);
    expect(check.checked).toBeGreaterThan(20);
  });

  it('fails a removed method, a retired enum value, a renamed field and a bad answer', () => {
    const capture = captureOf('codex', [
      ['stdin', { id: 0, method: 'thread/rollback', params: {} }],
      ['stdin', { id: 1, method: 'thread/start', params: { cwd: '/w', approvalPolicy: 'on-failure-retired' } }],
      ['stdin', { id: 2, method: 'thread/start', params: { cwd: '/w', sandboxMode: 'read-only' } }],
      ['stdout', { id: 7, method: 'item/commandExecution/requestApproval', params: { threadId: 't', turnId: 'u', itemId: 'i' } }],
      ['stdin', { id: 7, result: { decision: 'sure' } }],
      ['stdin', { id: 3, method: 'thread/start', params: { cwd: '/w' } }],
    ]);
    const { failures, checked } = checkCodexSentMessages([capture, capture], bundle, validator, '9.9.9');
    expect(checked).toBe(10);
    expect(failures.map((f) => [f.message, f.problem])).toEqual([
      ['thread/rollback', 'unknown-method'],
      ['thread/start', 'invalid'],
      ['thread/start', 'unknown-enum'],
      ['thread/start', 'unknown-field'],
      ['item/commandExecution/requestApproval', 'invalid'],
      ['item/commandExecution/requestApproval', 'unknown-enum'],
    ]);
    expect(failures[0]).toMatchObject({ scenario: 'made-up', detail: 'codex 9.9.9 has no client request thread/rollback' });
    expect(failures[3]!.detail).toBe('sandboxMode is not in the schema');
  });
});

describe('checkClaudeSentMessages', async () => {
  const { input } = await loadClaudeSchemas();
  const validator = schemaValidator(input as object);

  it('passes what mwh sent in the pinned fixtures', () => {
    const check = checkClaudeSentMessages(fixtureCaptures('claude', '2.1.332'), input, validator);
    expect(check.failures).toEqual([]);
    expect(check.checked).toBeGreaterThan(10);
  });

  it('fails a message type the input schema does not have and a line that is not JSON', () => {
    const capture = captureOf('claude', [
      ['stdin', { type: 'telepathy', session_id: 's' }],
      ['stdin', '{oops'],
    ]);
    const { failures } = checkClaudeSentMessages([capture], input, validator);
    expect(failures.map((f) => f.problem)).toEqual(['unknown-method', 'not-json']);
  });
});

describe('sentFailuresByScenario', () => {
  it('turns sent-message failures into expectation failures of their scenario', () => {
    const drift = { cliVersion: '0.154.0', sent: { checked: 2, failures: [{ scenario: 'text-deltas', message: 'thread/start', problem: 'unknown-enum', detail: 'approvalPolicy="x" is not an allowed value', line: '{}' }] } };
    expect([...sentFailuresByScenario(drift)]).toEqual([
      ['text-deltas', [{ expectation: "what mwh sends fits the CLI 0.154.0's own schema", expected: 'thread/start accepted', got: 'unknown-enum: approvalPolicy="x" is not an allowed value' }]],
    ]);
    expect(sentFailuresByScenario({}).size).toBe(0);
    expect(sentFailuresByScenario(null).size).toBe(0);
  });
});
