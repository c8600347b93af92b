import { describe, expect, it } from 'vitest';
import { findInstalledCli } from '@mwh/harness-core/internals';
import { collectSurface, SurfaceSources, withOutcomes } from './collect-surface.js';
import { fixtureCaptures } from '../test-support/captures.js';

const scenarios = (harness: 'claude' | 'codex', version: string) => fixtureCaptures(harness, version).map((capture) => ({ name: capture.header.scenario!, captures: [capture] }));

describe('collectSurface', () => {
  const sources = new SurfaceSources();

  it('codex: the pinned version prints its schema (with --experimental), its help, and takes what mwh sent', async () => {
    const findings = await collectSurface({ harness: 'codex', cliVersion: '0.171.0', channel: 'codex', scenarios: scenarios('codex', '0.171.0'), requests: [], binary: findInstalledCli('codex', import.meta.url)!, sources });
    const { surface } = findings;
    expect(surface.schema?.source).toBe('codex app-server generate-json-schema --experimental');
    expect(Object.keys(surface.schema!.methods.ClientRequest!)).toEqual(expect.arrayContaining(['thread/start', 'turn/start']));
    expect(Object.keys(surface.invocation.help)).toEqual(['codex --help', 'codex app-server --help']);
    expect(surface.invocation.binary).toMatch(/^@openai\/codex(-linux-x64)?: vendor\//);
    expect(surface.lines['turn/completed']!.fields).toMatchObject({ 'turn.status': 'string' });
    expect(findings.sent.failures).toEqual([]);
    expect(surface.notes).toEqual([]);
  });

  it('codex: says why when the schema cannot be printed, and still reads the lines', async () => {
    const findings = await collectSurface({ harness: 'codex', cliVersion: '0.0.0', channel: 'path', scenarios: scenarios('codex', '0.171.0'), binary: '/nonexistent/codex', sources });
    expect(findings.surface.schema).toBeNull();
    expect(findings.sent.checked).toBe(0);
    expect(findings.surface.notes.join('\n')).toMatch(/^codex app-server generate-json-schema failed: /m);
    expect(Object.keys(findings.surface.lines).length).toBeGreaterThan(5);
  });

  it('claude: the lines, tools from system/init, what mwh sent; no SDK types unless asked', async () => {
    const findings = await collectSurface({ harness: 'claude', cliVersion: '2.1.332', channel: 'claude-code', scenarios: scenarios('claude', '2.1.332'), requests: [{ method: 'POST', path: '/v1/messages', headers: { 'x-api-key': 'k' }, body: { model: 'm' } }], sources });
    expect(findings.surface.requests).toEqual({ 'POST /v1/messages': { count: 1, headers: ['x-api-key'], body: { model: 'string' }, tools: [], deferred: [], shapes: {} } });
    expect(findings.surface.invocation.tools).toEqual(expect.arrayContaining(['Bash', 'Read']));
    expect(findings.sent.failures).toEqual([]);
    expect(findings.surface.schema).toBeNull();
    expect(findings.surface.notes).toEqual(['no program given: its help was not read', "the agent SDK's types were not read: not asked for"]);
  });

  it('adds the outcomes once judged: a scenario that did not pass says why, with its verdict', async () => {
    const { surface } = await collectSurface({ harness: 'claude', cliVersion: '2.1.332', channel: 'claude-code', scenarios: [], requests: [], sources });
    const judged = withOutcomes(surface, [
      { name: 'a', status: 'pass', reason: '' },
      { name: 'b', status: 'inconclusive', reason: 'not tested: the CLI never asked', verdict: { kind: 'failed', message: 'method not found: thread/start' } },
    ]);
    expect(judged.outcomes).toEqual({ a: { status: 'pass' }, b: { status: 'inconclusive', reason: 'not tested: the CLI never asked [verdict failed: method not found: thread/start]' } });
  });
});
