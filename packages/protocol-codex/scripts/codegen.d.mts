/** Types of the code generator's parts (scripts/codegen.mjs) that tests call. */
import type Ajv from 'ajv';

export function withShortcuts<T>(node: T): T;
export function withBranchFunctions<T>(schema: T): T;
export function validatorAjv(
  bundle: unknown,
  options?: { shortcuts?: boolean },
): { ajv: Ajv; entries: { kind: string; method: string; ref: string; exportName: string; id: string }[] };
