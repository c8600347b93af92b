import type { Validator } from '@mwh/protocol-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths, removed, replaced } from '../../../scripts/test-support/json-mutation.js';
import * as validators from './generated/codex-validators.js';
import { recordedMessages } from './test-support/captured-messages.js';
import * as schemas from './zod.js';

type Kind = 'clientRequestParams' | 'clientResponse' | 'serverNotificationParams' | 'serverRequestParams' | 'serverRequestResponse';
const KINDS: Kind[] = ['clientRequestParams', 'clientResponse', 'serverNotificationParams', 'serverRequestParams', 'serverRequestResponse'];
interface ZodLike {
  safeParse(value: unknown): { success: boolean };
}
const ajvTable = (kind: Kind) => (validators as unknown as Record<string, Record<string, Validator<unknown>>>)[`${kind}Validators`]!;
const zodTable = (kind: Kind) => (schemas as unknown as Record<string, Record<string, ZodLike>>)[`${kind}Schemas`]!;

// Every validated message of every recorded Codex fixture, all versions, by the method it answers.
const samples = recordedMessages().filter((message) => Object.hasOwn(ajvTable(message.kind), message.method));

/** How often ajv accepted and refused, so a property that only ever saw one outcome shows. */
const outcomes = { accepted: 0, refused: 0 };
const agree = ({ kind, method, value }: { kind: Kind; method: string; value: unknown }): void => {
  outcomes[ajvTable(kind)[method]!(value) ? 'accepted' : 'refused'] += 1;
  expect({ kind, method, zod: zodTable(kind)[method]!.safeParse(value).success }).toEqual({ kind, method, zod: ajvTable(kind)[method]!(value) });
};


// Values from the schema's own vocabulary, so mutations reach enum branches and oneOf tags.
const vocabulary = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('accept', 'decline', 'cancel', 'acceptForSession', 'inProgress', 'completed', 'failed', 'interrupted', 'agentMessage', 'userMessage', 'reasoning', 'commandExecution', 'fileChange', 'text', 'never', 'on-request', 'untrusted', -1, 0, 1.5, 2 ** 60, null, {}, []),
);

describe('the codex zod schemas agree with the ajv validators', () => {
  it('has a zod schema for every validator', () => {
    for (const kind of KINDS) expect(Object.keys(zodTable(kind)).sort()).toEqual(Object.keys(ajvTable(kind)).sort());
  });

  it('on every recorded message of every version', () => {
    expect(samples.length).toBeGreaterThan(100);
    expect(new Set(samples.map((s) => s.kind)).size).toBe(KINDS.length);
    for (const sample of samples) agree(sample);
  });

  it('on recorded messages with a member replaced by another value', () => {
    Object.assign(outcomes, { accepted: 0, refused: 0 });
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.nat(), vocabulary, (sample, pick, replacement) => {
        const all = paths(sample.value, 300);
        agree({ ...sample, value: all.length ? replaced(sample.value, all[pick % all.length]!, replacement) : replacement });
      }),
      { seed: 1111, numRuns: 3000 },
    );
    // Both outcomes, each often: the mutations reach what the schemas decide.
    expect(outcomes.accepted).toBeGreaterThan(300);
    expect(outcomes.refused).toBeGreaterThan(300);
  });

  it('on recorded messages with a member removed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.nat(), (sample, pick) => {
        const all = paths(sample.value, 300);
        agree({ ...sample, value: all.length ? removed(sample.value, all[pick % all.length]!) : sample.value });
      }),
      { seed: 1112, numRuns: 1000 },
    );
  });

  it('on values generated from nothing', () => {
    const methods = KINDS.flatMap((kind) => Object.keys(ajvTable(kind)).map((method) => ({ kind, method })));
    fc.assert(
      fc.property(fc.constantFrom(...methods), fc.jsonValue({ maxDepth: 4 }), (target, value) => {
        agree({ ...target, value });
      }),
      { seed: 1113, numRuns: 1000 },
    );
  });
});
