/**
 * Drift of one CLI version, gathered from the captures of a conformance run: what the version
 * wrote that our schemas do not know, how its requests to the model server changed, for codex the
 * schema the version prints against the vendored one, and whether what mwh sent still fits that
 * version's own schema. Drift is reported, never a failure; `sent.failures` are failures.
 */
import type { Capture, Harness } from '@mwh/protocol-core';
import { observeClaude, observeCodex, type ObservedDrift } from './drift-observed.js';
import { diffRequestShapes, requestShapes, type RequestDrift, type RequestRecord, type RequestShapes } from './drift-requests.js';
import { diffCodexSchemas, type CodexSchemaDiff } from './schema-diff.js';
import { loadClaudeSchemas, loadReferenceRequestShapes, loadVendoredCodexSchema, printCodexSchema, type CodexCommand } from './schema-sources.js';
import { schemaValidator, type SchemaValidator } from './schema-validator.js';
import { checkClaudeSentMessages, checkCodexSentMessages, type SentMessagesCheck } from './sent-messages.js';

export interface VersionDrift extends ObservedDrift {
  harness: Harness;
  cliVersion: string;
  /** Requests to the model server against the committed reference; null without a reference. */
  requests: RequestDrift | null;
  /** Codex: the schema this version prints against the vendored one; null for claude or when it could not be printed. */
  schema: CodexSchemaDiff | null;
  /** What mwh wrote to the CLI, checked against this version's schema. */
  sent: SentMessagesCheck;
  /** What could not be checked, and why. */
  notes: string[];
}

export interface CollectDriftOptions {
  harness: Harness;
  cliVersion: string;
  /** The captures of every scenario run against this version... */
  captures?: readonly Capture[];
  /** ...or the scenarios with their captures, so what mwh sent wrong is traced to its scenario. */
  scenarios?: readonly { name: string; captures: readonly Capture[] }[];
  /** Codex: the binary, to print its schema. */
  binary?: CodexCommand;
  /** Every request the mock model servers got while this version ran. */
  requests?: readonly RequestRecord[];
  /** What the requests are compared with; the committed reference of the pinned version by default. */
  referenceRequests?: RequestShapes;
  /** Schemas already loaded, shared across the versions of one run. */
  cache?: DriftSchemaCache;
}

/** Loads each schema once per run; a matrix of versions reuses them. */
export class DriftSchemaCache {
  private claude?: Promise<{ output: unknown; input: unknown; outputValidator: SchemaValidator; inputValidator: SchemaValidator }>;
  private codex?: Promise<{ bundle: unknown; validator: SchemaValidator }>;

  claudeSchemas() {
    this.claude ??= loadClaudeSchemas().then((s) => ({
      ...s,
      outputValidator: schemaValidator(s.output as object),
      inputValidator: schemaValidator(s.input as object),
    }));
    return this.claude;
  }

  vendoredCodex() {
    this.codex ??= loadVendoredCodexSchema().then((bundle) => ({ bundle, validator: schemaValidator(bundle as object) }));
    return this.codex;
  }
}

export async function collectDrift(options: CollectDriftOptions): Promise<VersionDrift> {
  const cache = options.cache ?? new DriftSchemaCache();
  const captures = [
    ...(options.captures ?? []),
    ...(options.scenarios ?? []).flatMap((scenario) => scenario.captures.map((capture) => ({ ...capture, header: { ...capture.header, scenario: scenario.name } }))),
  ];
  const notes: string[] = [];
  let requests: RequestDrift | null = null;
  if (options.requests) {
    const reference = options.referenceRequests ? { routes: options.referenceRequests, cliVersion: undefined } : await loadReferenceRequestShapes(options.harness);
    if (reference) {
      requests = diffRequestShapes(reference.routes, requestShapes(options.requests));
      if (reference.cliVersion) notes.push(`request shapes compared with those of ${options.harness} ${reference.cliVersion} over the whole catalogue`);
    } else {
      notes.push(`request shapes not compared: no reference for ${options.harness} (scripts/request-shapes.mjs writes it)`);
    }
  } else {
    notes.push('request shapes not compared: the requests the mocks got were not given');
  }
  if (options.harness === 'claude') {
    const schemas = await cache.claudeSchemas();
    notes.push(
      "claude: lines compared with protocol-claude's schemas (written from sdk.d.ts of @anthropic-ai/claude-agent-sdk 0.3.332); this version's own sdk.d.ts is not fetched",
    );
    return {
      harness: 'claude',
      cliVersion: options.cliVersion,
      ...observeClaude(captures, schemas.output),
      requests,
      schema: null,
      sent: checkClaudeSentMessages(captures, schemas.input, schemas.inputValidator),
      notes,
    };
  }
  const vendored = await cache.vendoredCodex();
  const observed = observeCodex(captures, vendored.bundle, vendored.validator);
  let schema: CodexSchemaDiff | null = null;
  let sent: SentMessagesCheck = { checked: 0, failures: [] };
  if (!options.binary) {
    notes.push('codex schema not printed: no binary given');
  } else {
    const [plain, experimental] = await Promise.all([
      printCodexSchema(options.binary),
      printCodexSchema(options.binary, { experimental: true }),
    ]);
    if (plain.ok) schema = diffCodexSchemas(vendored.bundle, plain.bundle);
    else notes.push(plain.error);
    if (experimental.ok) sent = checkCodexSentMessages(captures, experimental.bundle, schemaValidator(experimental.bundle as object), options.cliVersion);
    else notes.push(`what mwh sent was not checked: ${experimental.error}`);
  }
  return { harness: 'codex', cliVersion: options.cliVersion, ...observed, requests, schema, sent, notes };
}
