/**
 * Checks what mwh itself wrote to a CLI's stdin against the tested version's own schema. A method
 * the version removed, a field it does not know (a rename) or an enum value it retired is a
 * failure, not drift: the CLI would reject or ignore what the harness relies on.
 */
import { isRecord, type Capture } from '@mwh/protocol-core';
import { captureJsonLines, codexRpcLines } from '../surface/capture-lines.js';
import { indexCodexSchema } from '../codex/codex-schema-index.js';
import { claudeDefinitionsByKey, claudeKeyOf } from './schema-gaps.js';
import type { SchemaValidator } from '../surface/schema-validator.js';
import { findUnknowns } from '../surface/schema-walk.js';
import type { ExpectationFailure } from '../scenarios/user-expectations.js';

export interface SentMessageFailure {
  /** The scenario whose capture holds the line. */
  scenario: string;
  /** The method (codex) or `type` (claude) of the message. */
  message: string;
  problem: 'unknown-method' | 'invalid' | 'unknown-field' | 'unknown-enum' | 'not-json';
  detail: string;
  /** The line as written, cut to a readable length. */
  line: string;
}

export interface SentMessagesCheck {
  /** Lines checked. */
  checked: number;
  failures: SentMessageFailure[];
}

const LINE_CHARS = 1000;

/** Codex: against the bundle the tested binary printed (with `--experimental`, as mwh asks for it). */
export function checkCodexSentMessages(captures: readonly Capture[], printed: unknown, validator: SchemaValidator, cliVersion: string): SentMessagesCheck {
  const index = indexCodexSchema(printed);
  const report = reporter();
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

/** Claude: every stdin line against protocol-claude's input schema, by its `type`. */
export function checkClaudeSentMessages(captures: readonly Capture[], inputSchema: unknown, validator: SchemaValidator): SentMessagesCheck {
  const defs = claudeDefinitionsByKey(inputSchema);
  const report = reporter();
  for (const capture of captures) {
    const scenario = capture.header.scenario ?? '(capture)';
    for (const line of captureJsonLines(capture, 'stdin')) {
      report.checked();
      if (!line.json) {
        report.fail({ scenario, message: '(line)', problem: 'not-json', detail: 'not JSON', line: line.raw });
        continue;
      }
      const key = claudeKeyOf(line.value) ?? '(no type)';
      const ref = defs.get(key) ?? defs.get(key.split('/')[0]!);
      if (!ref) {
        report.fail({ scenario, message: key, problem: 'unknown-method', detail: `the input schema has no message ${key}`, line: line.raw });
        continue;
      }
      checkAgainst(report, inputSchema, validator, ref, line.value, { scenario, message: key, line: line.raw });
    }
  }
  return report.result();
}

function checkAgainst(
  report: Reporter,
  root: unknown,
  validator: SchemaValidator,
  ref: string,
  value: unknown,
  where: { scenario: string; message: string; line: string },
): void {
  const checked = validator.check(ref, value);
  if (!checked.ok) report.fail({ ...where, problem: 'invalid', detail: checked.error });
  for (const found of findUnknowns(root, { $ref: ref }, value)) {
    if (found.kind === 'field') report.fail({ ...where, problem: 'unknown-field', detail: `${found.path} is not in the schema` });
    else report.fail({ ...where, problem: 'unknown-enum', detail: `${found.path}=${JSON.stringify(found.value)} is not an allowed value` });
  }
}

type Reporter = ReturnType<typeof reporter>;

/** Keeps one failure per message, problem and detail: a broken request repeats in every scenario. */
function reporter() {
  let checked = 0;
  const failures = new Map<string, SentMessageFailure>();
  return {
    checked: () => {
      checked += 1;
    },
    fail(failure: SentMessageFailure) {
      const key = `${failure.message}\u0000${failure.problem}\u0000${failure.detail}`;
      if (failures.has(key)) return;
      const line = failure.line.length > LINE_CHARS ? `${failure.line.slice(0, LINE_CHARS)}…` : failure.line;
      failures.set(key, { ...failure, line });
    },
    result: (): SentMessagesCheck => ({ checked, failures: [...failures.values()] }),
  };
}

/**
 * The sent-message failures of a run's drift as expectation failures of the scenarios they came
 * from: mwh sending what the version no longer takes fails the scenario, it is not drift.
 */
export function sentFailuresByScenario(drift: unknown): Map<string, ExpectationFailure[]> {
  const out = new Map<string, ExpectationFailure[]>();
  const sent = isRecord(drift) && isRecord(drift.sent) && Array.isArray(drift.sent.failures) ? (drift.sent.failures as SentMessageFailure[]) : [];
  const version = isRecord(drift) && typeof drift.cliVersion === 'string' ? ` ${drift.cliVersion}` : '';
  for (const failure of sent) {
    const list = out.get(failure.scenario) ?? [];
    list.push({ expectation: `what mwh sends fits the CLI${version}'s own schema`, expected: `${failure.message} accepted`, got: `${failure.problem}: ${failure.detail}` });
    out.set(failure.scenario, list);
  }
  return out;
}
