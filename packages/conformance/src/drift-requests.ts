/**
 * The shape of what a CLI sends to the model server: per route (`POST /v1/messages`), the header
 * names and body field paths seen across a run, and how that changed against a committed
 * reference. Values are never kept, only names, so a shape holds no secret.
 */
import { isObject } from './schema-walk.js';

/** One request as a mock logged it; only the names in `headers` are read. */
export interface RequestRecord {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface RouteShape {
  headers: string[];
  body: string[];
}

/** Route -> the union of header names and body field paths its requests had. */
export type RequestShapes = Record<string, RouteShape>;

export interface RouteChange {
  route: string;
  headersAdded: string[];
  headersRemoved: string[];
  bodyAdded: string[];
  bodyRemoved: string[];
}

export interface RequestDrift {
  routesAdded: string[];
  routesRemoved: string[];
  changed: RouteChange[];
}

// Field paths deeper than this are content (tool schemas, message text), not the request's shape.
const BODY_DEPTH = 3;

export function requestShapes(requests: readonly RequestRecord[]): RequestShapes {
  const routes = new Map<string, { headers: Set<string>; body: Set<string> }>();
  for (const request of requests) {
    const route = `${request.method} ${request.path}`;
    const shape = routes.get(route) ?? { headers: new Set<string>(), body: new Set<string>() };
    routes.set(route, shape);
    for (const name of Object.keys(request.headers)) shape.headers.add(name.toLowerCase());
    for (const path of bodyPaths(request.body)) shape.body.add(path);
  }
  const out: RequestShapes = {};
  for (const route of [...routes.keys()].sort()) {
    const shape = routes.get(route)!;
    out[route] = { headers: [...shape.headers].sort(), body: [...shape.body].sort() };
  }
  return out;
}

/** `model`, `messages[].role`, `tools[].input_schema`: object keys down to BODY_DEPTH, arrays as `[]`. */
function bodyPaths(body: unknown): Set<string> {
  const paths = new Set<string>();
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (depth >= BODY_DEPTH) continue;
    if (Array.isArray(value)) {
      for (const element of value) stack.push({ value: element, path: `${path}[]`, depth });
    } else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        paths.add(childPath);
        stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return paths;
}

export function diffRequestShapes(reference: RequestShapes, observed: RequestShapes): RequestDrift {
  const before = Object.keys(reference);
  const after = Object.keys(observed);
  const changed: RouteChange[] = [];
  for (const route of after) {
    const a = reference[route];
    const b = observed[route]!;
    if (!a) continue;
    const headers = setChange(a.headers, b.headers);
    const body = setChange(a.body, b.body);
    if (headers.added.length + headers.removed.length + body.added.length + body.removed.length === 0) continue;
    changed.push({ route, headersAdded: headers.added, headersRemoved: headers.removed, bodyAdded: body.added, bodyRemoved: body.removed });
  }
  return {
    routesAdded: after.filter((r) => !Object.hasOwn(reference, r)).sort(),
    routesRemoved: before.filter((r) => !Object.hasOwn(observed, r)).sort(),
    changed,
  };
}

export function isEmptyRequestDrift(drift: RequestDrift): boolean {
  return drift.routesAdded.length === 0 && drift.routesRemoved.length === 0 && drift.changed.length === 0;
}

function setChange(a: readonly string[], b: readonly string[]): { added: string[]; removed: string[] } {
  const before = new Set(a);
  const after = new Set(b);
  return { added: b.filter((x) => !before.has(x)), removed: a.filter((x) => !after.has(x)) };
}
