/** Types of the code generator's parts (scripts/codegen.mjs) that tests call. */
import type Ajv from 'ajv';

export function withDiscriminators<T>(node: T): T;
export function validatorAjv(
  bundle: unknown,
  options?: { discriminators?: boolean },
): { ajv: Ajv; entries: { kind: string; method: string; ref: string; exportName: string; id: string }[] };
