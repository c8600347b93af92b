/**
 * Where a codex schema bundle describes each message: the params definition of every method per
 * direction, and the response definition of a request (`FooParams` -> `FooResponse`, the
 * schema's own naming).
 */
import { CODEX_UNIONS, unionMethods, type CodexUnion } from './codex-schema-surface.js';
import { resolveRef } from '../surface/schema-walk.js';

export interface CodexSchemaIndex {
  /** The params `$ref` of a method in one union; null for a method without params; undefined for an unknown method. */
  params(union: CodexUnion, method: string): string | null | undefined;
  /** The `$ref` of the result that answers a request, when the schema has one. */
  response(union: 'ClientRequest' | 'ServerRequest', method: string): string | undefined;
}

export function indexCodexSchema(bundle: unknown): CodexSchemaIndex {
  const byUnion = new Map<CodexUnion, Map<string, string | null>>();
  for (const union of CODEX_UNIONS) byUnion.set(union, new Map(unionMethods(bundle, union).map((m) => [m.method, m.paramsRef])));
  return {
    params: (union, method) => byUnion.get(union)?.get(method),
    response(union, method) {
      const params = byUnion.get(union)?.get(method);
      if (!params || !params.endsWith('Params')) return undefined;
      const ref = params.replace(/Params$/, 'Response');
      return resolveRef(bundle, ref) ? ref : undefined;
    },
  };
}
