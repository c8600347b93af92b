import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths, removed, replaced } from '../../../scripts/test-support/json-mutation.js';
import { validatorAjv, withBranchFunctions, withShortcuts } from '../scripts/codegen.mjs';
import { recordedMessages } from './test-support/captured-messages.js';

// The generated validators check a tagged `oneOf` (ThreadItem, UserInput, ThreadStatus, ...) by
// ajv's `discriminator`, one branch instead of all, and a nullable member (`anyOf: [X, null]`) as
// `if null else X`: they must accept exactly what the schema as written does. Both are compiled
// here from the vendored schema and run side by side.
const bundle = JSON.parse(readFileSync(new URL('../schemas/codex_app_server_protocol.schemas.json', import.meta.url), 'utf8')) as {
  definitions: { v2: Record<string, unknown> };
};
const fast = validatorAjv(bundle);
const plain = validatorAjv(bundle, { shortcuts: false });
const validator = (set: typeof fast, kind: string, method: string) => {
  const entry = set.entries.find((e) => e.kind === kind && e.method === method);
  return entry ? set.ajv.getSchema(entry.id) : undefined;
};
const samples = recordedMessages().filter((m) => validator(fast, m.kind, m.method));

const outcomes = { accepted: 0, refused: 0 };
const agree = ({ kind, method, value }: { kind: string; method: string; value: unknown }): void => {
  const expected = validator(plain, kind, method)!(value);
  outcomes[expected ? 'accepted' : 'refused'] += 1;
  expect({ kind, method, accepted: validator(fast, kind, method)!(value) }).toEqual({ kind, method, accepted: expected });
};

// The tags of the discriminated unions, and values they cannot be, so mutations switch branches.
const vocabulary = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('agentMessage', 'userMessage', 'reasoning', 'commandExecution', 'fileChange', 'mcpToolCall', 'webSearch', 'dynamicToolCall', 'text', 'image', 'idle', 'active', 'notLoaded', 'systemError', 'read', 'search', 'add', 'delete', 'update', null, 0, {}, []),
);

describe('the generated validators agree with the schema as written', () => {
  it('take the shortcuts on what the recorded lines go through', () => {
    const defs = withShortcuts(bundle).definitions.v2 as Record<string, { discriminator?: { propertyName: string }; properties?: Record<string, unknown> }>;
    for (const name of ['ThreadItem', 'UserInput', 'ThreadStatus']) expect(defs[name]?.discriminator).toEqual({ propertyName: 'type' });
    expect(defs.Turn?.properties?.error).toMatchObject({ if: { type: 'null' }, else: { $ref: '#/definitions/v2/TurnError' } });
    // One-string branches as one enum; a name or an object told apart by its type first.
    expect(defs.TurnItemsView).toEqual({ type: 'string', enum: ['notLoaded', 'summary', 'full'] });
    expect(defs.SubAgentSource).toMatchObject({ if: { type: 'string' }, then: { type: 'string' }, else: { oneOf: [{ type: 'object' }, { type: 'object' }] } });
  });

  it('check each branch of a discriminated union in a function of its own', () => {
    // A union's branches inline made one function V8 compiled whole again after every full GC.
    const split = withBranchFunctions(withShortcuts(bundle)) as { definitions: Record<string, unknown> & { v2: Record<string, { oneOf?: { $ref?: string }[] }> } };
    const branches = split.definitions.v2.ThreadItem?.oneOf ?? [];
    expect(branches.length).toBeGreaterThan(10);
    for (const branch of branches) expect(split.definitions[branch.$ref!.replace('#/definitions/', '')]).toBeTypeOf('object');
  });

  it('on every recorded message of every version', () => {
    expect(samples.length).toBeGreaterThan(100);
    for (const sample of samples) agree(sample);
  });

  it('on recorded messages with a member replaced (tags included) or removed', () => {
    Object.assign(outcomes, { accepted: 0, refused: 0 });
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.nat(), vocabulary, fc.boolean(), (sample, pick, replacement, remove) => {
        const all = paths(sample.value, 300);
        const path = all[pick % Math.max(all.length, 1)];
        const value = !path ? replacement : remove ? removed(sample.value, path) : replaced(sample.value, path, replacement);
        agree({ ...sample, value });
      }),
      { seed: 2221, numRuns: 4000 },
    );
    expect(outcomes.accepted).toBeGreaterThan(400);
    expect(outcomes.refused).toBeGreaterThan(400);
  });

  it('on values generated from nothing', () => {
    const targets = fast.entries.map(({ kind, method }) => ({ kind, method }));
    fc.assert(
      fc.property(fc.constantFrom(...targets), fc.jsonValue({ maxDepth: 4 }), (target, value) => agree({ ...target, value })),
      { seed: 2222, numRuns: 1000 },
    );
  });
});
