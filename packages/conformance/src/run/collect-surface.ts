/**
 * What a conformance run learns of one CLI version from its scenarios' captures and requests, its
 * help and its own protocol description: its surface (what it shows of itself, compared with other
 * versions' by `version-drift.ts`), mwh's schema gaps it reveals (fields our schemas do not
 * describe), and whether what mwh sent fits its own schema. Only `sent.failures` fail scenarios;
 * the rest is reported.
 */
import type { Capture, Harness } from '@mwh/protocol-core';
import type { CliChannel } from '../sweep/cli-channel.js';
import { SURFACE_FORMAT, SURFACE_VERSION, cutExample, type CliSurface } from '../surface/cli-surface.js';
import type { SchemaGaps } from '../collect/schema-gaps.js';
import { loadClaudeSchemas, loadVendoredCodexSchema, type CodexCommand } from '../surface/schema-sources.js';
import { schemaValidator, type SchemaValidator } from '../surface/schema-validator.js';
import type { SdkTypesContext } from '../claude/sdk-types.js';
import type { SentMessagesCheck } from '../collect/sent-messages.js';
import { requestSurface, type RequestRecord } from '../collect/surface-requests.js';
import { binaryInPackage, readHelpPages } from '../collect/surface-invocation.js';
import { kitOf } from '../kit/kits.js';

export interface VersionFindings {
  harness: Harness;
  cliVersion: string;
  channel: CliChannel;
  /** What this version shows of itself; its `outcomes` are filled once the run is judged (`withOutcomes`). */
  surface: CliSurface;
  /** What it wrote that mwh's schemas do not describe. */
  gaps: SchemaGaps;
  /** What mwh wrote to it, checked against its own schema. */
  sent: SentMessagesCheck;
}

export interface CollectSurfaceOptions {
  harness: Harness;
  cliVersion: string;
  channel: CliChannel;
  /** The scenarios run against this version, with their captures, so what mwh sent wrong is traced to its scenario. */
  scenarios: readonly { name: string; captures: readonly Capture[] }[];
  /** Every request the mock model servers got while this version ran. */
  requests?: readonly RequestRecord[];
  /** The program: its help is read, codex prints its schema. */
  binary?: CodexCommand;
  /** Claude: where the agent SDK's types are fetched and kept; without it they are not read. */
  sdk?: SdkTypesContext;
  /** Schemas already loaded, shared across the versions of one run. */
  sources?: SurfaceSources;
}

/** mwh's own schemas, loaded once per run: a matrix of versions reuses them. */
export class SurfaceSources {
  private claude?: Promise<{ output: unknown; input: unknown; inputValidator: SchemaValidator }>;
  private codex?: Promise<{ bundle: unknown; validator: SchemaValidator }>;

  claudeSchemas() {
    this.claude ??= loadClaudeSchemas().then((s) => ({ ...s, inputValidator: schemaValidator(s.input as object) }));
    return this.claude;
  }

  vendoredCodex() {
    this.codex ??= loadVendoredCodexSchema().then((bundle) => ({ bundle, validator: schemaValidator(bundle as object) }));
    return this.codex;
  }
}

export async function collectSurface(options: CollectSurfaceOptions): Promise<VersionFindings> {
  const sources = options.sources ?? new SurfaceSources();
  const captures = options.scenarios.flatMap((scenario) => scenario.captures.map((capture) => ({ ...capture, header: { ...capture.header, scenario: scenario.name } })));
  const notes: string[] = [];
  const command = options.binary === undefined ? undefined : typeof options.binary === 'string' ? { command: options.binary, prefixArgs: [] as string[] } : { command: options.binary.command, prefixArgs: [...(options.binary.prefixArgs ?? [])] };
  const kit = kitOf(options.harness);
  const help = command ? await readHelpPages(options.harness, kit.surface, command, notes) : {};
  if (!command) notes.push('no program given: its help was not read');
  if (!options.requests) notes.push('the requests the mocks got were not given');
  const { gaps, sent, schema } = await kit.surface.schema({ captures, sources, cliVersion: options.cliVersion, ...(command ? { command } : {}), ...(options.sdk ? { sdk: options.sdk } : {}), notes });
  const surface: CliSurface = {
    format: SURFACE_FORMAT,
    version: SURFACE_VERSION,
    harness: options.harness,
    cliVersion: options.cliVersion,
    channel: options.channel,
    scenarios: options.scenarios.map((scenario) => scenario.name).filter((name, index, all) => all.indexOf(name) === index).sort(),
    outcomes: {},
    lines: kit.surface.lines(captures),
    requests: requestSurface(options.requests ?? []),
    schema,
    invocation: {
      binary: command ? binaryInPackage(command.command, command.prefixArgs) : null,
      help,
      tools: kit.surface.tools(captures),
    },
    notes,
  };
  return { harness: options.harness, cliVersion: options.cliVersion, channel: options.channel, surface, gaps, sent };
}

/**
 * A surface with the run's outcomes: each scenario's status and, when not a pass, why (cut
 * short), with the verdict the round came to: an older CLI that lacks a method or a flag says so there.
 */
export function withOutcomes(surface: CliSurface, scenarios: readonly { name: string; status: string; reason: string; verdict?: { kind: string; message: string } | null }[]): CliSurface {
  const outcomes: CliSurface['outcomes'] = {};
  for (const scenario of scenarios) {
    const verdict = scenario.verdict ? ` [verdict ${scenario.verdict.kind}: ${scenario.verdict.message}]` : '';
    outcomes[scenario.name] = { status: scenario.status, ...(scenario.status !== 'pass' ? { reason: cutExample(`${scenario.reason}${verdict}`) } : {}) };
  }
  return { ...surface, outcomes };
}
