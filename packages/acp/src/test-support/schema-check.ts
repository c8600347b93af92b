/**
 * The ACP schema (v1, the JSON Schema the SDK ships) as a test oracle: every message the agent
 * writes is checked against the schema's Agent side, and every string in it for control
 * characters, so a test that talks to the agent also proves what it was sent is valid ACP.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';

const schema = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@agentclientprotocol/sdk/schema/v1/schema.json'), 'utf8')) as { anyOf: unknown[]; $defs: unknown };
// Only the Agent branch: a message the agent writes must be one of its requests, responses or notifications.
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
const validate = ajv.compile({ $defs: schema.$defs, ...(schema.anyOf[0] as object) });
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

export interface SchemaProblems {
  /** Messages checked so far. */
  checked: number;
  /** What failed, each with the message's start. */
  problems: string[];
}

export function schemaChecker(): SchemaProblems & { check(message: unknown): void } {
  const state: SchemaProblems = { checked: 0, problems: [] };
  return Object.assign(state, {
    check(message: unknown) {
      state.checked++;
      const text = JSON.stringify(message);
      if (!validate(message)) state.problems.push(`${ajv.errorsText(validate.errors?.slice(0, 3))}: ${text.slice(0, 300)}`);
      if (hasControl(message)) state.problems.push(`a control character: ${text.slice(0, 300)}`);
    },
  });
}

function hasControl(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string' && CONTROL.test(item)) return true;
    if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (CONTROL.test(key)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}
