import { describe, expect, it } from 'vitest';
import { answerControlRequest } from './claude-answers.js';
import { decodeStreamJsonLine } from './stream-json-decoder.js';

const canUseTool = { request_id: 'r1', request: { subtype: 'can_use_tool', tool_name: 'Bash', input: { command: 'ls' } } };

function answer(line: string): unknown {
  expect(line.endsWith('\n')).toBe(true);
  return JSON.parse(line);
}

describe('answerControlRequest', () => {
  it('allows a permission prompt with the input the CLI asked about when autoApprove is on', () => {
    expect(answer(answerControlRequest(canUseTool, { autoApprove: true }))).toEqual({
      type: 'control_response',
      response: { subtype: 'success', request_id: 'r1', response: { behavior: 'allow', updatedInput: { command: 'ls' } } },
    });
    const noInput = { request_id: 'r2', request: { subtype: 'can_use_tool' } };
    expect(answer(answerControlRequest(noInput, { autoApprove: true }))).toMatchObject({ response: { response: { updatedInput: {} } } });
  });

  it('denies it by default, naming the tool', () => {
    expect(answer(answerControlRequest(canUseTool))).toEqual({
      type: 'control_response',
      response: {
        subtype: 'success',
        request_id: 'r1',
        response: { behavior: 'deny', message: 'Bash needs approval, and this harness does not approve tools automatically.' },
      },
    });
  });

  it('refuses any other request with an error answer, so the CLI never waits', () => {
    const line = answerControlRequest({ request_id: 'r3', request: { subtype: 'elicitation' } }, { autoApprove: true });
    expect(answer(line)).toEqual({
      type: 'control_response',
      response: { subtype: 'error', request_id: 'r3', error: 'Unsupported control request: elicitation' },
    });
  });

  it('answers a request exactly as the decoder hands it over', () => {
    const decoded = decodeStreamJsonLine(JSON.stringify({ type: 'control_request', ...canUseTool }));
    if (decoded.kind !== 'event' || decoded.key !== 'control_request') throw new Error('not decoded as a control_request');
    expect(answerControlRequest(decoded.message, { autoApprove: true })).toContain('"behavior":"allow"');
  });
});
