import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Validator } from '@mwh/protocol-core';
import { inputValidators } from './generated/claude-validators.js';
import * as encoder from './stream-json-encoder.js';
import {
  SENT_CONTROL_REQUESTS,
  encodeContextUsageSummary,
  encodeControlError,
  encodeInterrupt,
  encodeInitialize,
  encodePermissionResponse,
  encodeUserMessage,
} from './stream-json-encoder.js';

/** One line ending in `\n`, valid against the stdin schema of its type. */
function parseLine(line: string): Record<string, unknown> {
  expect(line.endsWith('\n')).toBe(true);
  expect(line.slice(0, -1)).not.toContain('\n');
  const value = JSON.parse(line) as Record<string, unknown>;
  const validate = inputValidators[value.type as keyof typeof inputValidators] as Validator<unknown>;
  expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
  return value;
}

describe('encodeUserMessage', () => {
  it('writes the prompt as the Agent SDK does', () => {
    expect(parseLine(encodeUserMessage('hi'))).toEqual({
      type: 'user',
      message: { role: 'user', content: [{ type: 'text', text: 'hi' }] },
      parent_tool_use_id: null,
      session_id: '',
    });
  });

  it('sends images before the text, as base64 image blocks', () => {
    expect(parseLine(encodeUserMessage('what is this?', { images: [{ mediaType: 'image/png', data: 'iVBOR' }] }))).toMatchObject({
      message: { role: 'user', content: [{ type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBOR' } }, { type: 'text', text: 'what is this?' }] },
    });
  });

  it('takes a session id and a parent tool use', () => {
    expect(parseLine(encodeUserMessage('hi', { sessionId: 's1', parentToolUseId: 't1' }))).toMatchObject({
      session_id: 's1',
      parent_tool_use_id: 't1',
    });
  });

  it('keeps any text on one line and reads it back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const value = parseLine(encodeUserMessage(`${text}\n\r\u2028end`)) as {
          message: { content: { text: string }[] };
        };
        expect(value.message.content[0]!.text).toBe(`${text}\n\r\u2028end`);
      }),
    );
  });
});

describe('control messages', () => {
  it('writes an interrupt control_request with the caller’s request id', () => {
    expect(parseLine(encodeInterrupt('req_1'))).toEqual({
      type: 'control_request',
      request_id: 'req_1',
      request: { subtype: 'interrupt' },
    });
  });

  it('writes the initialize control_request the Agent SDK opens with', () => {
    expect(parseLine(encodeInitialize('init_1'))).toEqual({ type: 'control_request', request_id: 'init_1', request: { subtype: 'initialize' } });
  });

  it('asks the context usage from local estimates, with no token-count calls', () => {
    expect(parseLine(encodeContextUsageSummary('ctx_1'))).toEqual({ type: 'control_request', request_id: 'ctx_1', request: { subtype: 'get_context_usage', detail: 'summary' } });
  });

  it('names in SENT_CONTROL_REQUESTS every control request it writes, and no other', () => {
    // Every encoder of a request takes the request id alone (the subtype is typed by the list,
    // so none can write another); the others take a decision or an error and are not requests.
    const requests = Object.values(encoder)
      .filter((f): f is (id: string) => string => typeof f === 'function' && f.length === 1)
      .map((encode) => parseLine(encode('r')))
      .filter((line) => line.type === 'control_request')
      .map((line) => (line.request as { subtype: string }).subtype);
    expect(requests.sort()).toEqual([...SENT_CONTROL_REQUESTS].sort());
  });

  it('allows a tool with the input to run it with', () => {
    expect(parseLine(encodePermissionResponse('r2', { behavior: 'allow', updatedInput: { file_path: '/x' } }))).toEqual(
      {
        type: 'control_response',
        response: {
          subtype: 'success',
          request_id: 'r2',
          response: { behavior: 'allow', updatedInput: { file_path: '/x' } },
        },
      },
    );
  });

  it('denies a tool with a message', () => {
    expect(parseLine(encodePermissionResponse('r3', { behavior: 'deny', message: 'Not allowed' }))).toEqual({
      type: 'control_response',
      response: { subtype: 'success', request_id: 'r3', response: { behavior: 'deny', message: 'Not allowed' } },
    });
  });

  it('answers a request it cannot handle with an error, so the CLI does not wait for ever', () => {
    expect(parseLine(encodeControlError('r4', 'unsupported: elicitation'))).toEqual({
      type: 'control_response',
      response: { subtype: 'error', request_id: 'r4', error: 'unsupported: elicitation' },
    });
  });
});
