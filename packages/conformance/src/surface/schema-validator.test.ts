import { describe, expect, it } from 'vitest';
import { schemaValidator } from './schema-validator.js';

const root = {
  definitions: {
    v2: {
      AskForApproval: { type: 'string', enum: ['never', 'on-request'] },
      ThreadStartParams: {
        type: 'object',
        required: ['cwd'],
        properties: { cwd: { type: 'string', format: 'path' }, approvalPolicy: { $ref: '#/definitions/v2/AskForApproval' } },
      },
    },
  },
};

describe('schemaValidator', () => {
  const validator = schemaValidator(root);

  it('accepts a value that fits the definition, ignoring unknown formats', () => {
    expect(validator.check('#/definitions/v2/ThreadStartParams', { cwd: '/w', approvalPolicy: 'never' })).toEqual({ ok: true });
  });

  it('says where a value does not fit: a retired enum value, a missing field', () => {
    const retired = validator.check('#/definitions/v2/ThreadStartParams', { cwd: '/w', approvalPolicy: 'on-failure' });
    expect(retired).toMatchObject({ ok: false, error: expect.stringContaining('/approvalPolicy') });
    expect(validator.check('#/definitions/v2/ThreadStartParams', {})).toMatchObject({ ok: false, error: expect.stringContaining('cwd') });
  });

  it('reports a definition the schema does not have instead of throwing', () => {
    expect(validator.check('#/definitions/v2/Gone', {})).toMatchObject({ ok: false, error: expect.stringContaining('could not be compiled') });
  });

  it('reports a value nested deeper than the stack instead of throwing', () => {
    const recursive = schemaValidator({ definitions: { Json: { anyOf: [{ type: 'string' }, { type: 'array', items: { $ref: '#/definitions/Json' } }] } } });
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(recursive.check('#/definitions/Json', deep)).toMatchObject({ ok: false, error: expect.stringContaining('could not be checked') });
  });
});
