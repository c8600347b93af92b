/** A report with hostile text in every place a capture can put it, for the page's tests. */
import { replayClaudeCapture } from '@mwh/protocol-claude';
import { replayCodexCapture } from '@mwh/protocol-codex';
import type { ReportInput } from '../report-html.js';
import { captureOf, fixtureCaptures } from './captures.js';

export const HOSTILE = '</script><script>window.pwned=1</script><img src=x onerror="window.pwned=2">\u001b[31mred\u0007';

export function sampleReport(): ReportInput {
  const claude = fixtureCaptures('claude', '2.1.332').slice(0, 3);
  const codex = fixtureCaptures('codex', '0.171.0').slice(0, 2);
  const hostile = captureOf('claude', [
    ['stdin', { type: 'user', message: { role: 'user', content: HOSTILE } }],
    ['stdout', HOSTILE],
    ['stderr', `token sk-secret-123 ${HOSTILE}`],
  ], HOSTILE);
  return {
    title: `mwh conformance ${HOSTILE}`,
    secrets: ['sk-secret-123'],
    runs: [
      {
        harness: 'claude',
        cliVersion: '2.1.332',
        spec: 'pinned',
        scenarios: [
          ...claude.map((capture) => ({ name: capture.header.scenario!, status: 'pass', verdict: { kind: 'success' }, durationMs: 1234, capture, parts: replayClaudeCapture(capture) })),
          { name: HOSTILE, status: 'fail', reason: `expected text "hi" once, got ${HOSTILE}`, capture: hostile, parts: replayClaudeCapture(hostile) },
        ],
        drift: null,
      },
      {
        harness: 'codex',
        cliVersion: '0.171.0',
        scenarios: codex.map((capture, i) => ({ name: capture.header.scenario!, status: i === 0 ? 'expected-fail' : 'fixed', reason: 'baselined: the CLI does it', capture, parts: replayCodexCapture(capture) })),
        drift: {
          harness: 'codex',
          cliVersion: '0.171.0',
          unknownEvents: [{ key: `notification ${HOSTILE}`, count: 2, example: HOSTILE }],
          unknownFields: [],
          unknownEnumValues: [],
          invalidLines: [{ key: 'turn/started', count: 1, example: '{}', error: HOSTILE }],
          requests: { routesAdded: ['GET /v1/models'], routesRemoved: [], changed: [] },
          schema: { methods: { ClientRequest: { added: ['a/b'], removed: [] }, ClientNotification: { added: [], removed: [] }, ServerNotification: { added: [], removed: [] }, ServerRequest: { added: [], removed: [] } }, definitions: { added: [], removed: [] }, fields: [], enums: [] },
          sent: { checked: 3, failures: [{ scenario: 's', message: 'thread/start', problem: 'unknown-enum', detail: 'approvalPolicy="on-failure" is not an allowed value', line: HOSTILE }] },
          notes: ['a note'],
        },
      },
    ],
  };
}
