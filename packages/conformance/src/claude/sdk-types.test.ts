import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../support/repo-root.js';
import { readSdkTypes, typeText } from './sdk-types.js';

// protocol-claude's pinned SDK (a devDependency there): the types of Claude Code 2.1.332.
const SDK_DTS = join(findRepoRoot(), 'packages', 'protocol-claude', 'node_modules', '@anthropic-ai', 'claude-agent-sdk', 'sdk.d.ts');

describe.skipIf(!existsSync(SDK_DTS))("the agent SDK's sdk.d.ts as a protocol description", () => {
  it('reads the messages by the key the decoder uses, the control requests by subtype, and what a harness writes', async () => {
    const read = await readSdkTypes(SDK_DTS, 'pinned sdk.d.ts');
    if (!read.ok) throw new Error(read.error);
    const { methods, definitions } = read.schema;
    expect(Object.keys(methods.messages!)).toEqual(expect.arrayContaining(['system/init', 'result/success', 'result/error_during_execution', 'stream_event', 'assistant', 'user', 'control_response', 'keep_alive']));
    // The result's error subtypes are one type: one definition for all of them.
    expect(methods.messages!['result/error_max_turns']).toBe(methods.messages!['result/error_during_execution']);
    expect(Object.keys(methods['control requests']!)).toEqual(expect.arrayContaining(['can_use_tool', 'interrupt', 'initialize']));
    expect(definitions['system/init']!.fields).toMatchObject({ session_id: 'string', model: 'string' });
    expect(definitions['control_request/can_use_tool']!.fields).toMatchObject({ subtype: "'can_use_tool'", tool_name: 'string' });
    expect(definitions.PermissionResult!.enums.behavior).toEqual(['allow', 'deny']);
    expect(definitions.PermissionResult!.fields.updatedInput).toBe('?Record<string, unknown>');
    expect(definitions['system/control_request_progress']!.enums.status).toEqual(['api_retry', 'started']);
  });

  it('says in one sentence what it could not read', async () => {
    expect(await readSdkTypes('/nonexistent/sdk.d.ts', 'nothing')).toEqual({ ok: false, error: 'nothing declares neither StdoutMessage nor SDKMessage' });
  });
});

describe('typeText', () => {
  it('drops comments and writes object types in place as {…}', () => {
    expect(typeText("{ /** The file. */ path: string; nested: { a: 1 } } | null")).toBe('{…} | null');
    expect(typeText("'a' | 'b' // the two\n")).toBe("'a' | 'b'");
  });
});
