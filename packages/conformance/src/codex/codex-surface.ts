/**
 * How a codex version's surface is read from its captures: the app-server's messages keyed by
 * method (answers as `<method> result` or `<method> error`), mwh's schema gaps against the
 * vendored schema bundle, and what mwh wrote to it against the bundle the tested binary printed.
 */
import type { Capture } from '@mwh/protocol-core';
import { GapTally, type SchemaGaps } from '../collect/schema-gaps.js';
import { checkAgainst, sentReporter, type SentMessagesCheck } from '../collect/sent-messages.js';
import { LineTally } from '../collect/surface-lines.js';
import { codexRpcLines } from '../surface/capture-lines.js';
import type { LineSurface } from '../surface/cli-surface.js';
import type { SchemaValidator } from '../surface/schema-validator.js';
import { indexCodexSchema } from './codex-schema-index.js';

export function codexLineSurface(captures: readonly Capture[]): Record<string, LineSurface> {
  const tally = new LineTally();
  for (const capture of captures) {
    for (const line of codexRpcLines(capture)) {
      if (line.direction !== 'received' || line.kind === 'other') continue;
      const key = line.kind === 'notification' || line.kind === 'request' ? line.method! : `${line.method ?? '(unmatched)'} ${line.kind === 'error' ? 'error' : 'result'}`;
      tally.add(key, line.payload ?? {}, line.raw);
    }
  }
  return tally.result();
}

/** Codex: every message the app-server wrote, against the vendored schema bundle. */
export function observeCodex(captures: readonly Capture[], bundle: unknown, validator: SchemaValidator): SchemaGaps {
  const index = indexCodexSchema(bundle);
  const tally = new GapTally();
  for (const capture of captures) {
    for (const line of codexRpcLines(capture)) {
      if (line.direction !== 'received' || !line.method) continue;
      let ref: string | null | undefined;
      let label = line.method;
      if (line.kind === 'notification' || line.kind === 'request') {
        const union = line.kind === 'notification' ? 'ServerNotification' : 'ServerRequest';
        ref = index.params(union, line.method);
        if (ref === undefined) {
          tally.add('unknownEvents', `${line.kind} ${line.method}`, line.raw);
          continue;
        }
      } else if (line.kind === 'response') {
        ref = index.response('ClientRequest', line.method);
        label = `${line.method} result`;
      }
      if (!ref) continue;
      const checked = validator.check(ref, line.payload);
      if (!checked.ok) tally.add('invalidLines', label, line.raw, checked.error);
      tally.addUnknowns(label, bundle, { $ref: ref }, line.payload, line.raw);
    }
  }
  return tally.result();
}

/** Codex: against the bundle the tested binary printed (with `--experimental`, as mwh asks for it). */
export function checkCodexSentMessages(captures: readonly Capture[], printed: unknown, validator: SchemaValidator, cliVersion: string): SentMessagesCheck {
  const index = indexCodexSchema(printed);
  const report = sentReporter();
  for (const capture of captures) {
    const scenario = capture.header.scenario ?? '(capture)';
    for (const line of codexRpcLines(capture)) {
      if (line.direction !== 'sent') continue;
      report.checked();
      if (line.kind === 'error') continue;
      const message = line.method ?? '(answer)';
      let ref: string | null | undefined;
      if (line.kind === 'request' || line.kind === 'notification') {
        ref = index.params(line.kind === 'request' ? 'ClientRequest' : 'ClientNotification', message);
        if (ref === undefined) {
          report.fail({ scenario, message, problem: 'unknown-method', detail: `codex ${cliVersion} has no client ${line.kind} ${message}`, line: line.raw });
          continue;
        }
      } else if (line.kind === 'response') {
        // An answer to a request the capture does not show cannot be placed; nothing to check.
        ref = line.method ? index.response('ServerRequest', line.method) : undefined;
      } else {
        report.fail({ scenario, message, problem: 'not-json', detail: 'not a JSON-RPC message', line: line.raw });
        continue;
      }
      if (ref) checkAgainst(report, printed, validator, ref, line.payload, { scenario, message, line: line.raw });
    }
  }
  return report.result();
}
