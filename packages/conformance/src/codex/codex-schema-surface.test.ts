import { describe, expect, it } from 'vitest';
import { codexSchemaSurface } from './codex-schema-surface.js';
import { diffSurfaces } from '../drift/surface-diff.js';
import { surface } from '../test-support/surfaces.js';

function bundle(options: { notifications: string[]; statuses: string[]; variants: string[]; startFields: Record<string, unknown> }) {
  return {
    definitions: {
      ClientRequest: { oneOf: [{ properties: { method: { enum: ['initialize'] }, params: { $ref: '#/definitions/InitializeParams' } } }] },
      ClientNotification: { oneOf: [{ properties: { method: { enum: ['initialized'] } } }] },
      ServerNotification: { oneOf: options.notifications.map((m) => ({ properties: { method: { enum: [m] } } })) },
      ServerRequest: { oneOf: [] },
      InitializeParams: { type: 'object', properties: { clientInfo: { type: 'object' } } },
      v2: {
        TurnStatus: { enum: options.statuses, type: 'string' },
        ThreadItem: { oneOf: options.variants.map((v) => ({ type: 'object', properties: { type: { type: 'string', enum: [v] }, id: { type: 'string' } } })) },
        ThreadStartParams: { type: 'object', properties: options.startFields },
      },
    },
  };
}

describe('codexSchemaSurface', () => {
  const before = codexSchemaSurface(
    bundle({ notifications: ['error', 'old/gone'], statuses: ['completed', 'failed'], variants: ['agentMessage', 'plan'], startFields: { cwd: { type: 'string' }, sandbox: { type: ['string', 'null'] }, approvalPolicy: { $ref: '#/definitions/v2/AskForApproval' } } }),
    'before',
  );
  const after = codexSchemaSurface(
    bundle({ notifications: ['error', 'brand/new'], statuses: ['completed', 'failed', 'inProgress'], variants: ['plan', 'agentMessage', 'sleep'], startFields: { cwd: { type: 'string' }, sandbox: { type: 'string' }, model: { type: ['string', 'null'] } } }),
    'after',
  );

  it('holds each union with the definition of its params, and each definition with its fields and enums', () => {
    expect(before.methods).toEqual({ ClientRequest: { initialize: 'InitializeParams' }, ClientNotification: { initialized: '' }, ServerNotification: { error: '', 'old/gone': '' }, ServerRequest: {} });
    expect(before.definitions['v2.ThreadStartParams']).toEqual({ fields: { approvalPolicy: '→v2.AskForApproval', cwd: 'string', sandbox: 'null|string' }, enums: {} });
    expect(before.definitions['v2.ThreadItem']!.enums).toEqual({ type: ['agentMessage', 'plan'] });
  });

  it('compares as a surface: methods, enum values (ignoring branch order) and fields', () => {
    const diff = diffSurfaces(surface({ harness: 'codex', cliVersion: '0.1.0', schema: before }), surface({ harness: 'codex', cliVersion: '0.2.0', schema: after }));
    expect(diff.changes.map((c) => `${c.subject} ${c.what} ${c.item} ${c.kind} ${[...(c.added ?? []), ...(c.removed ?? [])].join(',')}${c.from ?? ''}>${c.to ?? ''}`)).toEqual([
      'ServerNotification method brand/new added >',
      'ServerNotification method old/gone removed >',
      'v2.ThreadItem enum type values sleep>',
      'v2.ThreadStartParams field approvalPolicy removed →v2.AskForApproval>',
      'v2.ThreadStartParams field model added >null|string',
      'v2.ThreadStartParams field sandbox retyped null|string>string',
      'v2.TurnStatus enum  values inProgress>',
    ]);
  });

  it('reads nothing into a bundle that is not one', () => {
    expect(codexSchemaSurface(null, 'x')).toEqual({ source: 'x', methods: { ClientRequest: {}, ClientNotification: {}, ServerNotification: {}, ServerRequest: {} }, definitions: {} });
  });
});
