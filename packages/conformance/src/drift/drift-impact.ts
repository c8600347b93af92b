/**
 * Whether a change between two CLI versions touches mwh. Each protocol package says once what it
 * reads and sends (`CLAUDE_WIRE_USE`, `CODEX_WIRE_USE`: line types, fields, flags, held true by
 * their tests); a change is `reads` when it is about a line type or field the reader reads (its
 * removal, its type, its values), `sends` when it is about a message, field or flag mwh writes or
 * passes (or where mwh starts the program), and `unused` otherwise: added fields and line types
 * the reader does not read, fields passed on uninterpreted, anything of the protocol mwh does not touch. Requests to the
 * model server are mwh's business only where the loopback mocks read them (`MOCK_REQUEST_READS`).
 */
import { ANSWERED_CONTROL_REQUESTS, SENT_CONTROL_REQUESTS } from '@mwh/protocol-claude';
import { listsPath, type Harness, type WireUse } from '@mwh/protocol-core';
import { REGISTRY } from '@mwh/harness-core';
import type { SchemaSurface } from '../surface/cli-surface.js';
import { TOOL_SEARCH, type SurfaceChange } from './surface-diff.js';
import type { CliKit } from '../kit/cli-kit.js';
import { kitOf } from '../kit/kits.js';

type LineKeys = CliKit['drift']['lineKeys'];
type SchemaKind = CliKit['drift']['schemaKind'];

export type Impact = 'reads' | 'sends' | 'unused';

export interface ClassifiedChange extends SurfaceChange {
  impact: Impact;
  /** For `reads` and `sends`: what of mwh it touches. */
  why?: string;
}

export const WIRE_USE: Record<Harness, WireUse> = Object.fromEntries(REGISTRY.map(({ cli }) => [cli.harness, cli.wireUse])) as Record<Harness, WireUse>;

/**
 * What the loopback mock model servers read of the CLI's requests (`@mwh/mock-servers`): the
 * model asked, whether it streams, the conversation and tool results sent back, the tools offered.
 */
export const MOCK_REQUEST_READS: Record<string, readonly string[]> = {
  'POST /v1/messages': ['model', 'stream', 'messages', 'messages[].role', 'messages[].content', 'tools', 'tools[].name'],
  'POST /v1/responses': ['model', 'stream', 'input', 'input[].type', 'input[].call_id', 'input[].output', 'tools', 'tools[].name', 'tools[].type'],
};

/** Classifies each change; the two schemas (either may be null) tell where codex definitions are read. */
export function classifyChanges(harness: Harness, changes: readonly SurfaceChange[], schemas: readonly (SchemaSurface | null)[] = []): ClassifiedChange[] {
  const use = WIRE_USE[harness];
  const places = schemaUse(kitOf(harness).drift.schemaKind, schemas, use);
  return changes.map((change) => ({ ...change, ...changeImpact(harness, change, use, places) }));
}

/**
 * A deferred tool is still the CLI's: nothing to change. A rename touches what the old name
 * touched: whoever reads it by that name must use the new one.
 */
function changeImpact(harness: Harness, change: SurfaceChange, use: WireUse, places: SchemaUse): Verdict {
  if (change.kind === 'deferred') return UNUSED;
  // Tool search on or off (Claude Code 2.1.70 turns it off behind a custom ANTHROPIC_BASE_URL): every tool is offered either way.
  if (change.what === 'tool' && TOOL_SEARCH.has(change.item)) return UNUSED;
  if (change.kind !== 'renamed') return impactOf(harness, change, use, places);
  const verdict = impactOf(harness, { ...change, kind: 'removed' }, use, places);
  return verdict.impact === 'unused' ? verdict : { impact: verdict.impact, why: `${verdict.why}; renamed to ${change.to}` };
}

type Verdict = { impact: Impact; why?: string };
const UNUSED: Verdict = { impact: 'unused' };

function impactOf(harness: Harness, change: SurfaceChange, use: WireUse, places: SchemaUse): Verdict {
  switch (change.area) {
    case 'line':
      return lineImpact(kitOf(harness).drift.lineKeys, change, use);
    case 'request':
      return requestImpact(change);
    case 'schema':
      return schemaImpact(change, places);
    case 'invocation':
      return invocationImpact(harness, change, use);
  }
}

/** The read lists a line key is held to: its own, its type's (`result` for `result/success`), and what is read of every line or answer. */
function readLists(lineKeys: LineKeys, key: string, use: WireUse): readonly string[][] {
  const lists: string[][] = [];
  const add = (k: string) => {
    const listed = use.reads[k];
    if (listed) lists.push([...listed]);
  };
  add(key);
  if (lineKeys === 'type/subtype') {
    const slash = key.indexOf('/');
    if (slash > 0) add(key.slice(0, slash));
    add('*');
  } else {
    const kind = / (result|error)$/.exec(key)?.[1];
    if (kind) add(`* ${kind}`);
  }
  return lists;
}

function lineImpact(lineKeys: LineKeys, change: SurfaceChange, use: WireUse): Verdict {
  const lists = readLists(lineKeys, change.subject, use);
  const own = use.reads[change.subject] ?? (lineKeys === 'type/subtype' ? use.reads[change.subject.split('/')[0]!] : undefined);
  if (change.what === 'line type') return own ? { impact: 'reads', why: `the reader reads ${change.subject} lines` } : UNUSED;
  // A field the reader reads touches it whether it goes, changes or appears: the reader is written
  // against the pinned version, so one appearing says the versions before it lacked what is read
  // (gemini's tool_result output, absent before 0.44.0: those versions show no command output).
  if (!lists.some((list) => listsPath(list, change.item))) return UNUSED;
  return { impact: 'reads', why: `the reader reads ${change.subject} ${change.item}${change.kind === 'added' ? ', absent before' : ''}` };
}

function requestImpact(change: SurfaceChange): Verdict {
  const read = MOCK_REQUEST_READS[change.subject];
  if (change.what === 'route') return change.kind === 'removed' && read ? { impact: 'reads', why: `the loopback mocks answer ${change.subject}` } : UNUSED;
  if (change.what === 'tool') return change.kind === 'removed' ? { impact: 'reads', why: `tool ${change.item} is no longer offered: tool calls, scripts and users name it` } : UNUSED;
  if (change.what !== 'body field' || change.kind === 'added') return UNUSED;
  return read && listsPath(read, change.item) ? { impact: 'reads', why: `the loopback mocks read ${change.item} of ${change.subject}` } : UNUSED;
}

function invocationImpact(harness: Harness, change: SurfaceChange, use: WireUse): Verdict {
  if (change.subject === 'binary') return { impact: 'sends', why: `mwh finds the program in the package by the ${harness} package layouts it knows` };
  if (change.subject === 'tools') return change.kind === 'removed' ? { impact: 'reads', why: `tool ${change.item} is no longer listed: tool calls and users name it` } : UNUSED;
  const passed = (flag: string) => use.flags.includes(flag);
  if (change.what === 'help page') return change.kind === 'removed' ? { impact: 'sends', why: `mwh runs the CLI's ${change.subject.replace(/ --help$/, '')}` } : UNUSED;
  switch (change.what) {
    case 'flag':
      return change.kind !== 'added' && passed(change.item) ? { impact: 'sends', why: `mwh passes ${change.item}` } : UNUSED;
    case 'choices':
      return passed(change.item) && (change.removed?.length ?? 0) > 0 ? { impact: 'sends', why: `mwh passes ${change.item}` } : UNUSED;
    case 'required flag':
      return change.kind === 'added' && !passed(change.item) ? { impact: 'sends', why: `mwh does not pass ${change.item}, which is now required` } : UNUSED;
    case 'command':
      return change.kind === 'removed' && passed(change.item) ? { impact: 'sends', why: `mwh runs ${change.item}` } : UNUSED;
    default:
      return UNUSED;
  }
}

/** Per schema member (`group\0member`) and per definition, what of it mwh reads and sends. */
interface SchemaUse {
  members: Map<string, Verdict>;
  /** Per definition, the paths read and written in it, each with the message field that leads there. */
  definitions: Map<string, { reads: Map<string, string>; sends: Map<string, string> }>;
  /** Definitions of requests mwh writes whole from its encoders: a field they come to require is one mwh does not write. */
  written: Set<string>;
}

/** The message field a listed path of a definition stands for, if one does. */
function originOf(paths: Map<string, string>, item: string): string | undefined {
  for (const [path, origin] of paths) if (listsPath([path], item)) return origin;
  return undefined;
}

function schemaImpact(change: SurfaceChange, places: SchemaUse): Verdict {
  if (change.what === 'method') {
    const member = places.members.get(`${change.subject}\u0000${change.item}`);
    if (change.kind === 'removed') return member ?? UNUSED;
    // A message mwh sends that appears: the versions before it do not know it.
    return change.kind === 'added' && member?.impact === 'sends' ? { impact: 'sends', why: `${member.why}, absent before` } : UNUSED;
  }
  const used = places.definitions.get(change.subject);
  if (!used) return UNUSED;
  if (change.what === 'definition') {
    if (change.kind !== 'removed') return UNUSED;
    const read = used.reads.values().next().value;
    const sent = used.sends.values().next().value;
    return read ? { impact: 'reads', why: `the reader reads ${read}` } : sent ? { impact: 'sends', why: `mwh writes ${sent}` } : UNUSED;
  }
  if (change.kind === 'added' && change.what === 'field') return addedFieldImpact(change, used, places.written.has(change.subject));
  // An enum's values matter where its field is read or written: a value mwh sends retired, one a reader switches on added.
  const read = originOf(used.reads, change.item);
  if (read) return { impact: 'reads', why: `the reader reads ${read}` };
  const sent = originOf(used.sends, change.item);
  if (sent) return { impact: 'sends', why: `mwh writes ${sent}` };
  return UNUSED;
}

/**
 * A field that appears touches what mwh sends when mwh writes it (named, not under a `.*`: the
 * versions before it do not know it, as `detail` of get_context_usage before 2.1.257), or when a
 * request mwh writes whole now requires it (its type not optional, `?`), as mwh does not write it.
 */
function addedFieldImpact(change: SurfaceChange, used: { sends: Map<string, string> }, written: boolean): Verdict {
  const sent = used.sends.get(change.item);
  if (sent) return { impact: 'sends', why: `mwh writes ${sent}, absent before` };
  const top = !/[.[{]/.test(change.item);
  if (written && top && change.to !== undefined && !change.to.startsWith('?')) return { impact: 'sends', why: `mwh does not write ${change.subject} ${change.item}, which is now required` };
  return UNUSED;
}

function schemaUse(schemaKind: SchemaKind, schemas: readonly (SchemaSurface | null)[], use: WireUse): SchemaUse {
  const out: SchemaUse = { members: new Map(), definitions: new Map(), written: new Set() };
  for (const schema of schemas) {
    if (!schema) continue;
    if (schemaKind === 'json-schema') codexSchemaUse(schema, use, out);
    else claudeSchemaUse(schema, use, out);
  }
  return out;
}

function placeOf(out: SchemaUse, definition: string) {
  let place = out.definitions.get(definition);
  if (!place) {
    place = { reads: new Map<string, string>(), sends: new Map<string, string>() };
    out.definitions.set(definition, place);
  }
  return place;
}

/**
 * Codex: each listed message's params (or answer) definition, and the definitions its listed
 * paths lead to through `$ref`s: reading `item.type` of item/completed reads `ItemCompletedNotification.item`
 * and `v2.ThreadItem.type`.
 */
function codexSchemaUse(schema: SchemaSurface, use: WireUse, out: SchemaUse): void {
  const params = (group: string, method: string) => schema.methods[group]?.[method];
  const answer = (group: string, method: string) => {
    const p = params(group, method);
    const response = p ? p.replace(/Params$/, 'Response') : undefined;
    return response && schema.definitions[response] ? response : undefined;
  };
  const mark = (direction: 'reads' | 'sends', key: string, paths: readonly string[]) => {
    const result = / result$/.exec(key);
    const method = result ? key.slice(0, result.index) : key;
    let start: string | undefined;
    if (direction === 'reads') {
      start = result ? answer('ClientRequest', method) : (params('ServerNotification', method) ?? params('ServerRequest', method));
      for (const group of ['ServerNotification', 'ServerRequest']) {
        if (!result && params(group, method) !== undefined) out.members.set(`${group}\u0000${method}`, { impact: 'reads', why: `the reader reads ${method}` });
      }
    } else {
      start = result ? answer('ServerRequest', method) : (params('ClientRequest', method) ?? params('ClientNotification', method));
      for (const group of result ? ['ServerRequest'] : ['ClientRequest', 'ClientNotification']) {
        if (params(group, method) !== undefined) out.members.set(`${group}\u0000${method}`, result ? { impact: 'reads', why: `mwh answers ${method}` } : { impact: 'sends', why: `mwh sends ${method}` });
      }
    }
    if (!start) return;
    for (const path of paths) {
      walkPath(schema, start, path, (definition, at) => {
        const place = placeOf(out, definition)[direction];
        if (!place.has(at)) place.set(at, `${key} ${path}`);
      });
    }
  };
  for (const [key, paths] of Object.entries(use.reads)) if (!key.startsWith('* ') && !key.endsWith(' error')) mark('reads', key, paths);
  for (const [key, paths] of Object.entries(use.sends)) mark('sends', key, paths);
}

// A walk that meets more places than this is going round a schema's cycle.
const MAX_WALK = 10_000;

/** Every (definition, path) a field path of `start` passes through, `$ref`s followed. */
function walkPath(schema: SchemaSurface, start: string, path: string, place: (definition: string, path: string) => void): void {
  const queue: { definition: string; rest: string }[] = [{ definition: start, rest: path }];
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < MAX_WALK) {
    const { definition, rest } = queue.shift()!;
    const key = `${definition}\u0000${rest}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const shape = schema.definitions[definition];
    if (!shape) continue;
    place(definition, rest);
    for (const [field, type] of Object.entries(shape.fields)) {
      if (rest !== field && !rest.startsWith(`${field}.`) && !rest.startsWith(`${field}[]`)) continue;
      place(definition, field);
      const remainder = rest.slice(field.length).replace(/^\./, '');
      for (const ref of type.matchAll(/→([\w.]+)/g)) queue.push({ definition: ref[1]!, rest: remainder });
    }
    // A `.*` reads everything below: every field under the prefix is a place.
    if (rest.endsWith('.*')) {
      const prefix = rest.slice(0, -1);
      for (const [field, type] of Object.entries(shape.fields)) {
        if (!field.startsWith(prefix)) continue;
        place(definition, field);
        for (const ref of type.matchAll(/→([\w.]+)/g)) queue.push({ definition: ref[1]!, rest: '*' });
      }
    }
  }
}

/**
 * Claude: the SDK's definitions are keyed as the decoder keys lines (`system/init`, `result/success`,
 * `stream_event`), control requests as `control_request/<subtype>` (describing the `request`
 * object: those mwh answers it reads, those it sends it writes), and what mwh writes as
 * `control_response` and `PermissionResult`.
 */
function claudeSchemaUse(schema: SchemaSurface, use: WireUse, out: SchemaUse): void {
  const readKeys = Object.keys(use.reads);
  for (const definition of Object.keys(schema.definitions)) {
    const place = placeOf(out, definition);
    const type = definition.split('/')[0]!;
    const lists: [string, string][] = [];
    // Of control requests, mwh reads those it answers (any other gets the same error answer) and writes those it sends.
    if (definition.startsWith('control_request/')) {
      const subtype = definition.slice('control_request/'.length);
      if ((ANSWERED_CONTROL_REQUESTS as readonly string[]).includes(subtype)) lists.push(['control_request', 'request.']);
      if ((SENT_CONTROL_REQUESTS as readonly string[]).includes(subtype)) sentRequestUse(schema, definition, subtype, use, out);
    }
    else if (definition === 'stream_event') for (const key of readKeys.filter((k) => k.startsWith('stream_event/'))) lists.push([key, '']);
    else lists.push([definition, ''], [type, '']);
    for (const [key, prefix] of lists) {
      for (const path of use.reads[key] ?? []) if (path.startsWith(prefix)) place.reads.set(path.slice(prefix.length), `${key} ${path}`);
    }
    if (definition === 'PermissionResult') for (const path of use.sends.control_response ?? []) if (path.startsWith('response.response.')) place.sends.set(path.slice('response.response.'.length), `control_response ${path}`);
    for (const path of use.sends[definition] ?? []) place.sends.set(path, `${definition} ${path}`);
    if (lists.some(([key]) => use.reads[key])) {
      for (const group of Object.keys(schema.methods)) {
        const member = definition.startsWith('control_request/') ? definition.slice('control_request/'.length) : definition;
        if (schema.methods[group]?.[member] !== undefined) out.members.set(`${group}\u0000${member}`, { impact: 'reads', why: `the reader reads ${definition}` });
      }
    }
  }
}

/**
 * A control request mwh sends: what it writes of the `request` object (one list for every request
 * it sends: a field only another one has is listed too, which can only say a change touches mwh
 * where it does not), and the request itself in the SDK's union of control requests.
 */
function sentRequestUse(schema: SchemaSurface, definition: string, subtype: string, use: WireUse, out: SchemaUse): void {
  const place = placeOf(out, definition);
  for (const path of use.sends.control_request ?? []) if (path.startsWith('request.')) place.sends.set(path.slice('request.'.length), `${definition} ${path}`);
  out.written.add(definition);
  for (const group of Object.keys(schema.methods)) {
    if (schema.methods[group]?.[subtype] !== undefined) out.members.set(`${group}\u0000${subtype}`, { impact: 'sends', why: `mwh sends ${definition}` });
  }
}
