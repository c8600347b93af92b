import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCapture } from '@mwh/protocol-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ThreadStartParams, TurnCompletedNotification, CommandExecutionRequestApprovalResponse } from './generated/codex-types.js';
import type { ClientRequestParams, ServerNotificationParams, ServerRequestResponse } from './protocol-messages.js';
import { SERVER_NOTIFICATION_METHODS, SERVER_REQUEST_METHODS } from './generated/codex-methods.js';
import { validateMessage, validatedMethods } from './protocol-validators.js';
import { capturedMessages } from './test-support/captured-messages.js';

const manifest = JSON.parse(readFileSync(new URL('../schemas/manifest.json', import.meta.url), 'utf8')) as { codexVersion: string };
const dir = fileURLToPath(new URL(`../../../fixtures/codex/${manifest.codexVersion}/`, import.meta.url));
const fixtures = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.capture.jsonl')).sort() : [];

describe('protocol validators', () => {
  it('cover the messages the harness sends and reads', () => {
    expect(validatedMethods('clientRequestParams')).toEqual(expect.arrayContaining(['initialize', 'thread/start', 'thread/resume', 'thread/name/set', 'turn/start', 'turn/interrupt', 'account/login/start']));
    expect(validatedMethods('serverNotificationParams')).toEqual(expect.arrayContaining(['item/agentMessage/delta', 'item/reasoning/summaryPartAdded', 'item/completed', 'turn/completed', 'thread/tokenUsage/updated', 'error']));
    expect(validatedMethods('serverRequestResponse')).toHaveLength(4);
  });

  it('cover every message the server can send, so a line failing its schema is surfaced whether it is read or only passed on', () => {
    expect(validatedMethods('serverNotificationParams').sort()).toEqual([...SERVER_NOTIFICATION_METHODS].sort());
    expect(validatedMethods('serverRequestParams').sort()).toEqual([...SERVER_REQUEST_METHODS].sort());
  });

  it('accept members a newer CLI adds, reject a wrong type, and leave unknown methods unchecked', () => {
    const delta = { threadId: 't', turnId: 'u', itemId: 'i', delta: 'x' };
    expect(validateMessage('serverNotificationParams', 'item/agentMessage/delta', { ...delta, futureField: [1] })).toEqual({ ok: true, checked: true });
    expect(validateMessage('serverNotificationParams', 'item/agentMessage/delta', { ...delta, delta: 1 })).toEqual({ ok: false, error: '/delta: type {"type":"string"}' });
    expect(validateMessage('serverNotificationParams', 'item/agentMessage/delta', { delta: 'x' })).toMatchObject({ ok: false });
    expect(validateMessage('serverNotificationParams', 'future/method', {})).toEqual({ ok: true, checked: false });
    expect(validateMessage('serverNotificationParams', 'toString', {})).toEqual({ ok: true, checked: false });
  });

  it.each(fixtures)('every message of %s matches the pinned schema', (name) => {
    const parsed = parseCapture(readFileSync(dir + name, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    const problems: string[] = [];
    for (const { kind, method, value } of capturedMessages(parsed.value)) {
      const result = validateMessage(kind, method, value);
      if (!result.ok) problems.push(`${kind} ${method}: ${result.error}`);
    }
    expect(problems).toEqual([]);
  });

  it('the method-indexed types are the generated ones', () => {
    expectTypeOf<ClientRequestParams<'thread/start'>>().toEqualTypeOf<ThreadStartParams>();
    expectTypeOf<ServerNotificationParams<'turn/completed'>>().toEqualTypeOf<TurnCompletedNotification>();
    expectTypeOf<ServerRequestResponse<'item/commandExecution/requestApproval'>>().toEqualTypeOf<CommandExecutionRequestApprovalResponse>();
  });
});
