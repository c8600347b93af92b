/**
 * Checks values against definitions of one JSON Schema document at run time (ajv), for schemas
 * only known when a CLI version prints them. Lenient on what ajv cannot know (unknown formats and
 * keywords); each definition is compiled once, on first use.
 */
import { Ajv, type ValidateFunction } from 'ajv';

export type SchemaCheck = { ok: true } | { ok: false; error: string };

export interface SchemaValidator {
  /** Checks `value` against the definition at `ref` (`#/definitions/v2/X`, `#/$defs/X`). */
  check(ref: string, value: unknown): SchemaCheck;
}

// Absolute, so a definition name with a colon or slash never reads as a URI scheme or path.
const BASE_ID = 'https://mwh.invalid/schema.json';

export function schemaValidator(root: object): SchemaValidator {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  // ajv rejects an `$id` of its own inside the document; the id is only ours to address it.
  ajv.addSchema({ ...root, $id: BASE_ID });
  const compiled = new Map<string, ValidateFunction | string>();
  return {
    check(ref, value) {
      let validate = compiled.get(ref);
      if (validate === undefined) {
        try {
          validate = ajv.compile({ $ref: `${BASE_ID}${ref}` });
        } catch (error) {
          validate = `the schema's ${ref} could not be compiled: ${error instanceof Error ? error.message : String(error)}`;
        }
        compiled.set(ref, validate);
      }
      if (typeof validate === 'string') return { ok: false, error: validate };
      let fits: boolean;
      try {
        fits = validate(value) as boolean;
      } catch (error) {
        // ajv's code recurses on the value: a line nested deeper than the stack allows is a
        // finding to report, never an exception out of the run.
        return { ok: false, error: `could not be checked: ${error instanceof Error ? error.message : String(error)}` };
      }
      if (fits) return { ok: true };
      const first = validate.errors?.[0];
      if (!first) return { ok: false, error: 'does not fit its schema' };
      const where = first.instancePath || 'the message';
      return { ok: false, error: `${where} ${first.message ?? `fails ${first.keyword}`} ${JSON.stringify(first.params ?? {})}` };
    },
  };
}
