import { describe, expect, it } from 'vitest';
import { findInstalledCli } from '@mwh/harness-core/internals';
import { collectDrift, DriftSchemaCache } from './drift.js';
import { countSchemaDiff } from './schema-diff.js';
import { fixtureCaptures } from './test-support/captures.js';

describe('collectDrift', () => {
  const cache = new DriftSchemaCache();

  it('codex: the pinned version prints the vendored schema and accepts what mwh sent', async () => {
    const drift = await collectDrift({ harness: 'codex', cliVersion: '0.171.0', captures: fixtureCaptures('codex', '0.171.0'), binary: findInstalledCli('codex', import.meta.url)!, cache });
    expect(drift.schema).not.toBeNull();
    expect(countSchemaDiff(drift.schema!)).toEqual({ methodsAdded: 0, methodsRemoved: 0, definitionsAdded: 0, definitionsRemoved: 0, fieldsAdded: 0, fieldsRemoved: 0, fieldsRetyped: 0, enumPlaces: 0 });
    expect(drift.sent.failures).toEqual([]);
    expect(drift.unknownEvents).toEqual([]);
    expect(drift.notes).toEqual(['request shapes not compared: the requests the mocks got were not given']);
  });

  it('codex: says why when the schema cannot be printed, and still reports what it read', async () => {
    const drift = await collectDrift({ harness: 'codex', cliVersion: '0.0.0', captures: fixtureCaptures('codex', '0.171.0'), binary: '/nonexistent/codex', cache });
    expect(drift.schema).toBeNull();
    expect(drift.sent.checked).toBe(0);
    expect(drift.notes.join('\n')).toContain('/nonexistent/codex');
    expect(drift.invalidLines).toEqual([]);
  });

  it('claude: compares with protocol-claude and the requests with a reference', async () => {
    const requests = [{ method: 'POST', path: '/v1/messages', headers: { 'x-api-key': 'k' }, body: { model: 'm' } }];
    const drift = await collectDrift({
      harness: 'claude',
      cliVersion: '2.1.332',
      captures: fixtureCaptures('claude', '2.1.332'),
      requests,
      referenceRequests: { 'POST /v1/messages': { headers: ['x-api-key'], body: ['model'] }, 'HEAD /api/hello': { headers: [], body: [] } },
      cache,
    });
    expect(drift.requests).toEqual({ routesAdded: [], routesRemoved: ['HEAD /api/hello'], changed: [] });
    expect(drift.sent.failures).toEqual([]);
    expect(drift.schema).toBeNull();
    expect(drift.notes.join('\n')).toContain('sdk.d.ts');
  });
});
