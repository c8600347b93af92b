/**
 * What one CLI version shows of itself to a harness, as a small serializable value: the lines it
 * wrote (types, fields with their JSON types, discriminating values), the requests it made to
 * the model server, its own protocol description (codex's printed JSON Schema, the agent SDK's
 * `sdk.d.ts` for Claude), how it is started (flags, tools, where its program lives) and how the
 * catalogue's scenarios ended. A run computes one per version; drift between two versions is a
 * pure diff of two surfaces (`surface-diff.ts`), so a saved sweep can be compared offline.
 */
import { isHarness, isRecord, type Harness } from '@mwh/protocol-core';
import { packageChannel, type CliChannel } from '../sweep/cli-channel.js';
import { readMwhDocument } from '../support/mwh-document.js';
import { VERSION } from '../support/version-range.js';

export const SURFACE_FORMAT = 'mwh-cli-surface';
export const SURFACE_VERSION = 1;

/** Examples are cut to this many characters: enough to recognise a line, not to carry it. */
export const EXAMPLE_CHARS = 300;

export interface CliSurface {
  format: typeof SURFACE_FORMAT;
  version: typeof SURFACE_VERSION;
  harness: Harness;
  cliVersion: string;
  channel: CliChannel;
  /** The scenarios whose runs the surface was read from; two surfaces of other catalogues differ by that too. */
  scenarios: string[];
  /** Each scenario's status (the worst of its repeats) and, when not a pass, why. */
  outcomes: Record<string, ScenarioOutcomeSurface>;
  /** What the CLI wrote, per line type: Claude `type/subtype`, codex the method or `<method> result`. */
  lines: Record<string, LineSurface>;
  /** What the CLI asked the model server, per route (`POST /v1/messages`). */
  requests: Record<string, RouteSurface>;
  /** The CLI's own description of its protocol; null when it could not be read (`notes` say why). */
  schema: SchemaSurface | null;
  invocation: InvocationSurface;
  /** What could not be read, and why. */
  notes: string[];
}

export interface ScenarioOutcomeSurface {
  status: string;
  reason?: string;
}

export interface LineSurface {
  count: number;
  /** Field path (`message.content[].type`) -> the JSON types seen there, `|`-joined (`string|null`). */
  fields: Record<string, string>;
  /** Field path -> the values seen, for fields that discriminate (`type`, `subtype`, `status`...). */
  values: Record<string, string[]>;
  /** The first line seen, cut to EXAMPLE_CHARS. */
  example: string;
}

export interface RouteSurface {
  count: number;
  /** Header names, lower case; never values. */
  headers: string[];
  /** Body field path -> JSON types, down to a few levels (deeper is content). */
  body: Record<string, string>;
  /** The tool names the requests offered the model. */
  tools: string[];
  /**
   * Tools announced for search and loaded later (Claude Code's tool search: named in a
   * "deferred tools" list of the prompt, not offered with a schema): a tool that moves here is
   * deferred, not gone. Absent in surfaces kept before mwh read it.
   */
  deferred?: string[];
  /** Per tool offered, the names of its input's properties, sorted and `,`-joined: what tells a renamed tool from a new one. */
  shapes?: Record<string, string>;
}

export interface SchemaSurface {
  /** Where it was read: `codex app-server generate-json-schema --experimental`, `@anthropic-ai/claude-agent-sdk@0.3.332 sdk.d.ts`. */
  source: string;
  /** Group -> member -> the definition that describes it ('' for none): codex's four unions of methods, the SDK's message unions. */
  methods: Record<string, Record<string, string>>;
  definitions: Record<string, DefinitionSurface>;
}

export interface DefinitionSurface {
  /** Property path -> its type as the source writes it (`string|null`, `→v2.ThreadItem`, `?number`: `?` for optional). */
  fields: Record<string, string>;
  /** Property path ('' for the definition itself) -> its closed set of string values. */
  enums: Record<string, string[]>;
}

export interface InvocationSurface {
  /** Where the program lives inside the package it was installed from; null for a path the user gave. */
  binary: string | null;
  /** Per help page (`claude --help`, `codex app-server --help`). */
  help: Record<string, HelpSurface>;
  /** Claude: the tools `system/init` lists. */
  tools: string[];
}

export interface HelpSurface {
  /** Long flag (or the short one alone) -> its value placeholder, '' for a switch. */
  flags: Record<string, string>;
  /** Flag -> the values the help says it takes. */
  choices: Record<string, string[]>;
  /** Flags the usage lines require (outside brackets), and the subcommands listed. */
  required: string[];
  commands: string[];
}

/** A surface that holds nothing yet: where a surface is built by parts (a collector, a test), the parts go on it. */
export function emptySurface(harness: Harness, cliVersion: string, channel: CliChannel = packageChannel(harness)): CliSurface {
  return { format: SURFACE_FORMAT, version: SURFACE_VERSION, harness, cliVersion, channel, scenarios: [], outcomes: {}, lines: {}, requests: {}, schema: null, invocation: { binary: null, help: {}, tools: [] }, notes: [] };
}

/** One line of a text, cut to `limit` characters with how much was left out. */
export function cutExample(text: string, limit = EXAMPLE_CHARS): string {
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} chars)` : text;
}

export type SurfaceRead = { ok: true; surface: CliSurface } | { ok: false; error: string };

/**
 * A surface read back from JSON (a file `--surfaces` wrote), checked enough that a diff of it
 * cannot throw: every part a record of the expected kind. One sentence when it is not one.
 */
export function readSurface(text: string, name = 'the file'): SurfaceRead {
  const read = readMwhDocument(text, name, { format: SURFACE_FORMAT, version: SURFACE_VERSION, what: 'a CLI surface' });
  if (!read.ok) return read;
  const value = read.value;
  const { harness, cliVersion, channel } = value;
  if (!isHarness(harness) || typeof cliVersion !== 'string' || !VERSION.test(cliVersion) || typeof channel !== 'string') {
    return { ok: false, error: `${name} names no harness, version and channel.` };
  }
  const records = ['outcomes', 'lines', 'requests', 'invocation'] as const;
  for (const part of records) if (!isRecord(value[part])) return { ok: false, error: `${name} has no ${part}.` };
  if (!Array.isArray(value.scenarios) || !Array.isArray(value.notes)) return { ok: false, error: `${name} has no scenarios or notes.` };
  if (value.schema !== null && !isRecord(value.schema)) return { ok: false, error: `${name} has a schema that is not an object.` };
  if (!isWellFormed(value)) return { ok: false, error: `${name} holds a part of the wrong shape.` };
  return { ok: true, surface: value as unknown as CliSurface };
}

/** Every map of the surface holds what its type says: strings, string lists, records. */
function isWellFormed(value: Record<string, unknown>): boolean {
  const strings = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');
  const map = (x: unknown, each: (v: unknown) => boolean) => isRecord(x) && Object.values(x).every(each);
  const text = (x: unknown) => typeof x === 'string';
  const lines = map(value.lines, (l) => isRecord(l) && typeof l.count === 'number' && map(l.fields, text) && map(l.values, strings) && typeof l.example === 'string');
  const requests = map(value.requests, (r) => isRecord(r) && typeof r.count === 'number' && strings(r.headers) && map(r.body, text) && strings(r.tools) && (r.deferred === undefined || strings(r.deferred)) && (r.shapes === undefined || map(r.shapes, text)));
  const outcomes = map(value.outcomes, (o) => isRecord(o) && typeof o.status === 'string');
  const inv = value.invocation as Record<string, unknown>;
  const help = map(inv.help, (h) => isRecord(h) && map(h.flags, text) && map(h.choices, strings) && strings(h.required) && strings(h.commands));
  const invocation = (inv.binary === null || typeof inv.binary === 'string') && help && strings(inv.tools);
  const schema = value.schema === null || (isRecord(value.schema) && typeof value.schema.source === 'string' && map(value.schema.methods, (m) => map(m, text)) && map(value.schema.definitions, (d) => isRecord(d) && map(d.fields, text) && map(d.enums, strings)));
  return lines && requests && outcomes && invocation && schema && strings(value.scenarios) && strings(value.notes);
}

/** The same surface with its keys in order, so two runs that saw the same write the same text. */
export function surfaceJson(surface: CliSurface): string {
  return `${JSON.stringify(sortKeys(surface), null, 1)}\n`;
}

// A surface is five levels deep; anything deeper is not one of its parts and is left out.
const MAX_SURFACE_DEPTH = 8;

function sortKeys(value: unknown, depth = 0): unknown {
  if (depth > MAX_SURFACE_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((item) => sortKeys(item, depth + 1));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = sortKeys(value[key], depth + 1);
  return out;
}
