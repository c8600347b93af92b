/** A report with hostile text in every place a capture can put it, for the page's tests. */
import { replayClaudeCapture } from '@mwh/protocol-claude';
import { replayCodexCapture } from '@mwh/protocol-codex';
import type { ReportInput } from '../report/report-html.js';
import { comparePair } from '../drift/version-drift.js';
import { captureOf, fixtureCaptures } from './captures.js';
import { surface } from './surfaces.js';

export const HOSTILE = '</script><script>window.pwned=1</script><img src=x onerror="window.pwned=2">\u001b[31mred\u0007';

export function sampleReport(): ReportInput {
  const claude = fixtureCaptures('claude', '2.1.332').slice(0, 3);
  const codex = fixtureCaptures('codex', '0.171.0').slice(0, 2);
  const hostile = captureOf('claude', [
    ['stdin', { type: 'user', message: { role: 'user', content: HOSTILE } }],
    ['stdout', HOSTILE],
    ['stderr', `token sk-secret-123 ${HOSTILE}`],
  ], HOSTILE);
  const line = (fields: Record<string, string>) => ({ count: 1, fields, values: {}, example: HOSTILE });
  const older = surface({ harness: 'codex', cliVersion: '0.165.0', lines: { 'turn/completed': line({ 'turn.status': 'string', 'turn.id': 'string' }) } });
  const newer = surface({
    harness: 'codex',
    cliVersion: '0.171.0',
    outcomes: { 'text-answer': { status: 'fail', reason: HOSTILE } },
    lines: { 'turn/completed': line({ 'turn.status': 'string', [HOSTILE]: 'string', extra: 'number' }) },
  });
  return {
    title: `mwh conformance ${HOSTILE}`,
    pairs: [comparePair(older, newer)],
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
          channel: 'codex',
          surface: surface({ harness: 'codex', cliVersion: '0.171.0', notes: ['a note'] }),
          gaps: {
            unknownEvents: [{ key: `notification ${HOSTILE}`, count: 2, example: HOSTILE }],
            unknownFields: [],
            unknownEnumValues: [],
            invalidLines: [{ key: 'turn/started', count: 1, example: '{}', error: HOSTILE }],
          },
          sent: { checked: 3, failures: [{ scenario: 's', message: 'thread/start', problem: 'unknown-enum', detail: 'approvalPolicy="on-failure" is not an allowed value', line: HOSTILE }] },
        },
      },
    ],
  };
}
