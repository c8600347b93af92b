import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Validator } from '@mwh/protocol-core';
import { LineFramer, parseCapture } from '@mwh/protocol-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as validators from './generated/protocol-validators.js';
import { parseJsonRpcLine } from './json-rpc-message.js';
import * as schemas from './zod.js';

type Kind = 'clientRequestParams' | 'clientResponse' | 'serverNotificationParams' | 'serverRequestParams' | 'serverRequestResponse';
const KINDS: Kind[] = ['clientRequestParams', 'clientResponse', 'serverNotificationParams', 'serverRequestParams', 'serverRequestResponse'];
interface ZodLike {
  safeParse(value: unknown): { success: boolean };
}
const ajvTable = (kind: Kind) => (validators as unknown as Record<string, Record<string, Validator<unknown>>>)[`${kind}Validators`]!;
const zodTable = (kind: Kind) => (schemas as unknown as Record<string, Record<string, ZodLike>>)[`${kind}Schemas`]!;

// Every validated message of every recorded Codex fixture, all versions, by the method it answers.
const fixtures = fileURLToPath(new URL('../../../fixtures/codex/', import.meta.url));
const samples: { kind: Kind; method: string; value: unknown }[] = [];
for (const version of readdirSync(fixtures)) {
  for (const name of readdirSync(`${fixtures}${version}`).filter((n) => n.endsWith('.capture.jsonl'))) {
    const parsed = parseCapture(readFileSync(`${fixtures}${version}/${name}`, 'utf8'));
    if (!parsed.ok) continue;
    const clientRequests = new Map<unknown, string>();
    const serverRequests = new Map<unknown, string>();
    const add = (kind: Kind, method: string | undefined, value: unknown) => {
      if (method !== undefined && Object.hasOwn(ajvTable(kind), method)) samples.push({ kind, method, value });
    };
    const framers = { stdin: new LineFramer(), stdout: new LineFramer() };
    for (const chunk of parsed.value.chunks) {
      if (chunk.stream === 'stderr') continue;
      for (const framed of framers[chunk.stream].push(chunk.bytes)) {
        if (!framed.ok) continue;
        const line = parseJsonRpcLine(framed.text);
        if (!line.ok) continue;
        const m = line.message;
        const [requests, answered] = chunk.stream === 'stdin' ? [clientRequests, serverRequests] : [serverRequests, clientRequests];
        if (m.kind === 'request') {
          requests.set(m.id, m.method);
          add(chunk.stream === 'stdin' ? 'clientRequestParams' : 'serverRequestParams', m.method, m.params);
        } else if (m.kind === 'notification' && chunk.stream === 'stdout') add('serverNotificationParams', m.method, m.params);
        else if (m.kind === 'response') add(chunk.stream === 'stdin' ? 'serverRequestResponse' : 'clientResponse', answered.get(m.id), m.result);
      }
    }
  }
}

/** How often ajv accepted and refused, so a property that only ever saw one outcome shows. */
const outcomes = { accepted: 0, refused: 0 };
const agree = ({ kind, method, value }: { kind: Kind; method: string; value: unknown }): void => {
  outcomes[ajvTable(kind)[method]!(value) ? 'accepted' : 'refused'] += 1;
  expect({ kind, method, zod: zodTable(kind)[method]!.safeParse(value).success }).toEqual({ kind, method, zod: ajvTable(kind)[method]!(value) });
};

/** A copy of `value` with the member at a path of keys replaced (or added). */
function replaced(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as unknown as Record<string, unknown>) : { ...(value as Record<string, unknown>) };
  const [head, ...rest] = path;
  copy[head!] = replaced(copy[head!], rest, replacement);
  return copy;
}

/** A copy of `value` without the member at a path of keys. */
function removed(value: unknown, path: string[]): unknown {
  if (!value || typeof value !== 'object' || path.length === 0) return value;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as unknown as Record<string, unknown>) : { ...(value as Record<string, unknown>) };
  const [head, ...rest] = path;
  if (rest.length === 0) delete copy[head!];
  else copy[head!] = removed(copy[head!], rest);
  return copy;
}

/** The paths of every member of `value`, breadth first, bounded. */
function paths(value: unknown): string[][] {
  const out: string[][] = [];
  const queue: [unknown, string[]][] = [[value, []]];
  while (queue.length && out.length < 300) {
    const [node, path] = queue.shift()!;
    if (!node || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node)) {
      out.push([...path, key]);
      queue.push([child, [...path, key]]);
    }
  }
  return out;
}

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
        const all = paths(sample.value);
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
        const all = paths(sample.value);
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
