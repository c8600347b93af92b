/**
 * The public shape of a generated message validator. The generated ajv code is typed only by
 * this, so a user's declarations never see ajv's internals (which fail `skipLibCheck: false`).
 */

/** Where a value failed its schema: a JSON pointer into the value and the keyword that failed. */
export interface ValidationProblem {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params?: Record<string, unknown>;
}

/** True when `value` fits the schema; otherwise `errors` says where it does not. */
export interface Validator<T> {
  (value: unknown): value is T;
  errors?: ValidationProblem[] | null;
}

/** A validator for each message of a protocol, by its lookup key. */
export type ValidatorTable<M> = { readonly [K in keyof M]: Validator<M[K]> };
