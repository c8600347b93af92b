/**
 * Runtime checks of the messages the harness sends and reads against the pinned schema, looked
 * up by method. The validators are ajv standalone code (src/generated), so no ajv at run time.
 * They are tolerant of members a newer CLI adds; a method without a validator is `unchecked`.
 */
import type { ValidationProblem, Validator } from '@mwh/protocol-core';
import {
  clientRequestParamsValidators,
  clientResponseValidators,
  serverNotificationParamsValidators,
  serverRequestParamsValidators,
  serverRequestResponseValidators,
} from './generated/codex-validators.js';

export type MessageKind =
  | 'clientRequestParams'
  | 'clientResponse'
  | 'serverNotificationParams'
  | 'serverRequestParams'
  | 'serverRequestResponse';

export type ValidationResult = { ok: true; checked: boolean } | { ok: false; error: string };

// Maps, not the generated objects: a method read off the wire is a fresh string each time, and a
// Map finds it by its hash where an object property lookup first looks the string up to intern it.
const tables: Record<MessageKind, ReadonlyMap<string, Validator<unknown>>> = {
  clientRequestParams: new Map(Object.entries(clientRequestParamsValidators)),
  clientResponse: new Map(Object.entries(clientResponseValidators)),
  serverNotificationParams: new Map(Object.entries(serverNotificationParamsValidators)),
  serverRequestParams: new Map(Object.entries(serverRequestParamsValidators)),
  serverRequestResponse: new Map(Object.entries(serverRequestResponseValidators)),
};

// Shared, as a reader checks every line: a passing check allocates nothing.
const CHECKED: ValidationResult = Object.freeze({ ok: true, checked: true });
const UNCHECKED: ValidationResult = Object.freeze({ ok: true, checked: false });

/** Checks one message part (params of a request or notification, or a result) by its method. */
export function validateMessage(kind: MessageKind, method: string, value: unknown): ValidationResult {
  const validator = tables[kind].get(method);
  if (!validator) return UNCHECKED;
  if (validator(value)) return CHECKED;
  return { ok: false, error: describe(validator.errors) };
}

/** The methods that have a validator of `kind`. */
export function validatedMethods(kind: MessageKind): string[] {
  return [...tables[kind].keys()];
}

function describe(errors: ValidationProblem[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return 'does not match the schema';
  const where = first.instancePath || '(root)';
  const detail = first.params ? ` ${JSON.stringify(first.params)}` : '';
  return `${where}: ${first.keyword ?? 'invalid'}${detail}`;
}
