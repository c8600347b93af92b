/**
 * Checks what mwh itself wrote to a CLI's stdin against the tested version's own schema. A method
 * the version removed, a field it does not know (a rename) or an enum value it retired is a
 * failure, not drift: the CLI would reject or ignore what the harness relies on. Each CLI reads
 * its own stdin lines (its folder's `*-surface.ts`) and checks them with `checkAgainst` here.
 */
import { isRecord } from '@mwh/protocol-core';
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

/** Checks one message against its definition: invalid, and each field or enum value the schema does not know. */
export function checkAgainst(
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

type Reporter = ReturnType<typeof sentReporter>;

/** Keeps one failure per message, problem and detail: a broken request repeats in every scenario. */
export function sentReporter() {
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
