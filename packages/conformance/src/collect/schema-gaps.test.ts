import { describe, expect, it } from 'vitest';
import { claudeDefinitionsByKey, observeClaude } from '../claude/claude-surface.js';
import { observeCodex } from '../codex/codex-surface.js';
import { loadClaudeSchemas, loadVendoredCodexSchema } from '../surface/schema-sources.js';
import { schemaValidator } from '../surface/schema-validator.js';
import { captureOf, fixtureCaptures } from '../test-support/captures.js';

describe('observeClaude', async () => {
  const { output } = await loadClaudeSchemas();

  it("finds no gap at all in any committed fixture, the round catalogue's included: protocol-claude's schemas describe every field the CLIs wrote", () => {
    for (const [version, folder] of [['2.1.269', ''], ['2.1.269', 'rounds'], ['2.1.290', ''], ['2.1.332', ''], ['2.1.332', 'rounds']] as const) {
      const gaps = observeClaude(fixtureCaptures('claude', version, folder), output);
      expect(gaps, `${version} ${folder}: add them to packages/protocol-claude/schemas/claude-output.schema.json, then pnpm gen`).toEqual({ unknownEvents: [], unknownFields: [], unknownEnumValues: [], invalidLines: [] });
    }
  });

  it('counts unknown types, fields and invalid lines, one example each', () => {
    const capture = captureOf('claude', [
      ['stdout', { type: 'system', subtype: 'brand_new', session_id: 's' }],
      ['stdout', { type: 'system', subtype: 'brand_new', session_id: 's' }],
      ['stdout', { type: 'result', subtype: 'success', is_error: false, session_id: 's', shiny: 1 }],
      ['stdout', { type: 'result', subtype: 'success', is_error: 'no', session_id: 's' }],
      ['stdout', 'not json at all'],
    ]);
    const drift = observeClaude([capture], output);
    expect(drift.unknownEvents).toEqual([{ key: 'system/brand_new', count: 2, example: '{"type":"system","subtype":"brand_new","session_id":"s"}' }]);
    expect(drift.unknownFields.map((e) => e.key)).toContain('result shiny');
    expect(drift.invalidLines).toEqual([expect.objectContaining({ key: 'result', count: 1, error: expect.stringContaining('is_error') })]);
  });

  it('knows each definition by its lookup key', () => {
    const keys = claudeDefinitionsByKey(output);
    expect(keys.get('system/init')).toBe('#/$defs/SystemInitMessage');
    expect(keys.get('stream_event/message_start')).toBe('#/$defs/MessageStartEvent');
    expect(keys.get('result')).toBe('#/$defs/ResultMessage');
  });
});

describe('observeCodex', async () => {
  const bundle = await loadVendoredCodexSchema();
  const validator = schemaValidator(bundle as object);

  it("finds no gap at all in any committed fixture, the round catalogue's included: the vendored (experimental) schema describes every field", () => {
    for (const version of ['0.154.0', '0.171.0']) for (const folder of ['', 'rounds']) {
      const gaps = observeCodex(fixtureCaptures('codex', version, folder), bundle, validator);
      expect(gaps, `${version} ${folder}: the vendored schema is stale: pnpm gen in packages/protocol-codex`).toEqual({ unknownEvents: [], unknownFields: [], unknownEnumValues: [], invalidLines: [] });
    }
  });

  it('reports an unknown notification, a new enum value and a result field, pairing responses with requests', () => {
    const capture = captureOf('codex', [
      ['stdin', { id: 1, method: 'turn/start', params: { threadId: 't', input: [] } }],
      ['stdout', { method: 'thread/daydream', params: {} }],
      ['stdout', { method: 'turn/started', params: { threadId: 't', turn: { id: 'u', items: [], status: 'napping', error: null } } }],
      ['stdout', { id: 1, result: { turn: { id: 'u', items: [], status: 'inProgress', error: null }, novel: true } }],
    ]);
    const drift = observeCodex([capture], bundle, validator);
    expect(drift.unknownEvents.map((e) => e.key)).toEqual(['notification thread/daydream']);
    expect(drift.unknownEnumValues.map((e) => e.key)).toContain('turn/started turn.status=napping');
    expect(drift.unknownFields.map((e) => e.key)).toContain('turn/start result novel');
    expect(drift.invalidLines.map((e) => e.key)).toContain('turn/started');
  });

  it('reports a line nested far deeper than any stack as a finding, without throwing', () => {
    let deep = '"leaf"';
    for (let i = 0; i < 100_000; i += 1) deep = `{"a":${deep}}`;
    const line = `{"method":"item/completed","params":{"threadId":"t","turnId":"u","item":{"type":"mcpToolCall","id":"i","server":"s","tool":"x","status":"completed","arguments":${deep}}}}`;
    const capture = captureOf('codex', [['stdout', line]]);
    const drift = observeCodex([capture], bundle, validator);
    expect(drift.invalidLines.map((e) => e.key)).toEqual(['item/completed']);
    expect(drift.invalidLines[0]!.example.length).toBeLessThan(400);
  });
});

