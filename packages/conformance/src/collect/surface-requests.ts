/**
 * The requests part of a CLI surface: per route the CLI called on the mock model server
 * (`POST /v1/messages`), how often, the header names, the body's field paths with their JSON
 * types (down to a few levels: deeper is content, a tool's input schema, a message's text), and
 * the tools offered to the model. Values are never kept, only names, so a surface holds no secret.
 */
import type { RouteSurface } from '../surface/cli-surface.js';
import { jsonType } from './surface-lines.js';
import { isRecord } from '@mwh/protocol-core';

/** One request as a mock logged it; only the names in `headers` are read. */
export interface RequestRecord {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

// Field paths deeper than this are content (tool schemas, message text), not the request's shape.
const BODY_DEPTH = 3;

export function requestSurface(requests: readonly RequestRecord[]): Record<string, RouteSurface> {
  const routes = new Map<string, { count: number; headers: Set<string>; body: Map<string, Set<string>>; tools: Set<string>; deferred: Set<string>; shapes: Map<string, string> }>();
  for (const request of requests) {
    const route = `${request.method} ${request.path}`;
    const shape = routes.get(route) ?? { count: 0, headers: new Set<string>(), body: new Map<string, Set<string>>(), tools: new Set<string>(), deferred: new Set<string>(), shapes: new Map<string, string>() };
    routes.set(route, shape);
    shape.count += 1;
    for (const name of Object.keys(request.headers)) shape.headers.add(name.toLowerCase());
    for (const [path, type] of bodyFields(request.body)) {
      const types = shape.body.get(path) ?? new Set<string>();
      types.add(type);
      shape.body.set(path, types);
    }
    const tools = isRecord(request.body) && Array.isArray(request.body.tools) ? request.body.tools : [];
    for (const tool of tools) {
      // Anthropic and function tools have a name; a Responses built-in (web_search) only a type.
      const name = isRecord(tool) ? (typeof tool.name === 'string' ? tool.name : typeof tool.type === 'string' ? tool.type : undefined) : undefined;
      if (!name) continue;
      shape.tools.add(name);
      const properties = toolProperties(tool);
      if (properties !== undefined) shape.shapes.set(name, properties);
    }
    for (const name of deferredTools(request.body)) shape.deferred.add(name);
  }
  const out: Record<string, RouteSurface> = {};
  for (const route of [...routes.keys()].sort()) {
    const shape = routes.get(route)!;
    out[route] = {
      count: shape.count,
      headers: [...shape.headers].sort(),
      body: Object.fromEntries([...shape.body].sort(([a], [b]) => a.localeCompare(b)).map(([path, types]) => [path, [...types].sort().join('|')])),
      tools: [...shape.tools].sort(),
      deferred: [...shape.deferred].sort(),
      shapes: Object.fromEntries([...shape.shapes].sort(([a], [b]) => a.localeCompare(b))),
    };
  }
  return out;
}

/** `model`, `messages[].role`, `tools[].input_schema`: object keys down to BODY_DEPTH, arrays as `[]`, with the JSON type there. */
function bodyFields(body: unknown): [string, string][] {
  const out: [string, string][] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (depth >= BODY_DEPTH) continue;
    if (Array.isArray(value)) {
      for (const element of value) stack.push({ value: element, path: `${path}[]`, depth });
    } else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        out.push([childPath, jsonType(child)]);
        stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return out;
}

/** The property names of a tool's input (Anthropic `input_schema`, Responses `parameters`), sorted and joined. */
function toolProperties(tool: Record<string, unknown>): string | undefined {
  const schema = isRecord(tool.input_schema) ? tool.input_schema : isRecord(tool.parameters) ? tool.parameters : undefined;
  if (!schema || !isRecord(schema.properties)) return undefined;
  return Object.keys(schema.properties).sort().join(',');
}

// A tool name as the deferred list writes one a line: `WebFetch`, `mcp__local__lookup`.
const TOOL_NAME = /^[A-Za-z][\w.:-]{0,127}$/;
// Text scanned for the list: a prompt is some hundred kilobytes; a body past this is not read further.
const MAX_SCANNED = 4_000_000;

/**
 * The tools a request announces for search instead of offering them: Claude Code's tool search
 * writes "The following deferred tools are now available via ToolSearch. ...:" (older builds an
 * `<available-deferred-tools>` block) and then one name a line. Read from every string of the
 * body, without recursion.
 */
export function deferredTools(body: unknown): string[] {
  const names = new Set<string>();
  const stack: unknown[] = [body];
  let scanned = 0;
  while (stack.length > 0 && scanned < MAX_SCANNED) {
    const value = stack.pop();
    if (typeof value === 'string') {
      scanned += value.length;
      if (/deferred[ -]tools/i.test(value)) for (const name of namesAfterAnnouncement(value)) names.add(name);
    } else if (Array.isArray(value)) {
      for (const element of value) stack.push(element);
    } else if (isRecord(value)) {
      for (const child of Object.values(value)) stack.push(child);
    }
  }
  return [...names].sort();
}

function namesAfterAnnouncement(text: string): string[] {
  const out: string[] = [];
  let listing = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (/deferred[ -]tools/i.test(line) && (line.endsWith(':') || line.endsWith('>'))) {
      listing = true;
      continue;
    }
    if (!listing) continue;
    if (TOOL_NAME.test(line)) out.push(line);
    else listing = false;
  }
  return out;
}
