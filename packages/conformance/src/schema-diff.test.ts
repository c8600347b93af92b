import { describe, expect, it } from 'vitest';
import { countSchemaDiff, diffCodexSchemas, formatSchemaDiff } from './schema-diff.js';

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

describe('diffCodexSchemas', () => {
  const before = bundle({
    notifications: ['error', 'old/gone'],
    statuses: ['completed', 'failed'],
    variants: ['agentMessage', 'plan'],
    startFields: { cwd: { type: 'string' }, sandbox: { type: ['string', 'null'] }, approvalPolicy: { $ref: '#/definitions/v2/AskForApproval' } },
  });
  const after = bundle({
    notifications: ['error', 'brand/new'],
    statuses: ['completed', 'failed', 'inProgress'],
    variants: ['plan', 'agentMessage', 'sleep'],
    startFields: { cwd: { type: 'string' }, sandbox: { type: 'string' }, model: { type: ['string', 'null'] } },
  });
  const diff = diffCodexSchemas(before, after);

  it('lists methods and enum values added and removed, ignoring branch order', () => {
    expect(diff.methods.ServerNotification).toEqual({ added: ['brand/new'], removed: ['old/gone'] });
    expect(diff.methods.ClientRequest).toEqual({ added: [], removed: [] });
    expect(diff.enums).toEqual([
      { definition: 'v2.ThreadItem', path: 'type', added: ['sleep'], removed: [] },
      { definition: 'v2.TurnStatus', path: '', added: ['inProgress'], removed: [] },
    ]);
  });

  it('goes down to the fields inside each definition', () => {
    expect(diff.fields).toEqual([
      { definition: 'v2.ThreadStartParams', path: 'approvalPolicy', change: 'removed', from: '→v2.AskForApproval' },
      { definition: 'v2.ThreadStartParams', path: 'model', change: 'added', to: 'null|string' },
      { definition: 'v2.ThreadStartParams', path: 'sandbox', change: 'type', from: 'null|string', to: 'string' },
    ]);
    expect(countSchemaDiff(diff)).toMatchObject({ methodsAdded: 1, methodsRemoved: 1, fieldsAdded: 1, fieldsRemoved: 1, fieldsRetyped: 1, enumPlaces: 2 });
  });

  it('formats the diff for a terminal', () => {
    const text = formatSchemaDiff(diff, 'vendored', '0.154.0');
    expect(text).toContain('Server notifications: 1 added, 1 removed\n  + brand/new\n  - old/gone');
    expect(text).toContain('  v2.ThreadItem.type: +sleep\n');
    expect(text).toContain('  ~ v2.ThreadStartParams.sandbox: null|string -> string\n');
  });

  it('reads nothing into a bundle that is not one', () => {
    const empty = diffCodexSchemas(null, 'nope');
    expect(countSchemaDiff(empty)).toEqual({ methodsAdded: 0, methodsRemoved: 0, definitionsAdded: 0, definitionsRemoved: 0, fieldsAdded: 0, fieldsRemoved: 0, fieldsRetyped: 0, enumPlaces: 0 });
  });
});
