/**
 * What the conformance kit knows of one CLI it checks, in one object: each CLI's folder has a
 * `kit.ts` giving one, and `kits.ts` lists them. Every piece is required, so a kit with one left
 * out does not compile; the kit's shared code (running, surfaces, drift, changelog, ACP, fixture
 * recording) reads these instead of asking a CLI's name. What mwh can drive is harness-core's
 * registry; this is what the kit checks of it.
 */
import type { RoundOptions } from '@mwh/harness-core';
import type { Capture, Harness } from '@mwh/protocol-core';
import type { SchemaGaps } from '../collect/schema-gaps.js';
import type { SentMessagesCheck } from '../collect/sent-messages.js';
import type { RecordedFixtures, RecordFixturesOptions } from '../recorder/record-fixture-set.js';
import type { RoundScenario, ScenarioCues } from '../scenarios/round-scenarios.js';
import type { LineSurface, SchemaSurface } from '../surface/cli-surface.js';
import type { SchemaValidator } from '../surface/schema-validator.js';
import type { CliBinary } from '../sweep/cli-spec.js';
import type { SdkTypesContext } from '../claude/sdk-types.js';

/** A scenario's mock, either API, and what its log says of the model requests it answered. */
export interface ScenarioMock {
  url: string;
  requests: readonly { method: string; path: string; headers: Record<string, string>; body: unknown }[];
  close(): Promise<void>;
  /** Requests to the model endpoint: main turns and the CLI's side requests. */
  modelRequests: () => number;
  /** The body of the last main-turn request (the one a scripted reply answers), as text. */
  lastMainBody: () => string | undefined;
  /** Scripted replies no request took. */
  unservedReplies: () => number;
}

/** What a round of a scenario takes to reach the mock: the credential, the CLI's environment and arguments, the secrets to redact. */
export type MockRoundOptions = Pick<RoundOptions, 'credential' | 'env' | 'args' | 'secrets' | 'codexMode'>;

/** What collecting one version's surface hands the kit of a CLI, to read its protocol description and check mwh's own schemas. */
export interface SchemaInput {
  /** The scenarios' captures, each header naming its scenario. */
  captures: readonly Capture[];
  /** mwh's own schemas, loaded once per run (`SurfaceSources`). */
  sources: {
    claudeSchemas(): Promise<{ output: unknown; input: unknown; inputValidator: SchemaValidator }>;
    vendoredCodex(): Promise<{ bundle: unknown; validator: SchemaValidator }>;
  };
  cliVersion: string;
  /** The program, when given. */
  command?: { command: string; prefixArgs: string[] };
  /** Where the agent SDK's types are fetched and kept; without it they are not read. */
  sdk?: SdkTypesContext;
  /** Sentences for the surface's notes. */
  notes: string[];
}

/** A change area of a surface (`SurfaceChange['area']`). */
export type SurfaceArea = 'line' | 'request' | 'schema' | 'invocation';

export interface CliKit<S extends RoundScenario = RoundScenario> {
  readonly harness: Harness & S['harness'];
  /** The catalogue `mwh conformance` runs for it. */
  readonly roundScenarios: readonly S[];
  /** The fixture recorder (`pnpm fixtures:record`): its catalogue and the recording of it into `outDir`. */
  readonly fixtures: {
    readonly scenarios: readonly { name: string }[];
    record(outDir: string | undefined, options: RecordFixturesOptions<CliBinary>): Promise<RecordedFixtures>;
  };
  /** The model API mock the CLI talks to, with the scenario's script. */
  startMock(scenario: S, cues: ScenarioCues): Promise<ScenarioMock>;
  /** How a round (`startRound`) of the scenario is pointed at the mock at `mockUrl`. */
  roundOptions(scenario: S, mockUrl: string): MockRoundOptions;
  /** The environment an ACP agent gets so that the CLI it starts talks to the mock; what is secret is pushed on `secrets`. */
  agentEnv(scenario: S, mockUrl: string, configHome: string, secrets: string[]): Promise<Record<string, string>>;
  /** Why the scenario cannot run through an ACP agent at all whatever the agent, or undefined. */
  acpNotApplicable(scenario: S): string | undefined;
  /**
   * For a CLI that cannot ask while it runs: the value of the session's `mode` config option
   * (ACP's session config, as `mwh acp` offers it) that a step approving every tool chooses before
   * its prompt, where the agent offers it. An editor's user says "allow" so; there is no request to answer.
   */
  readonly acpApprovingMode: string | undefined;
  /** How a version's surface is read. */
  readonly surface: {
    /** The help pages read, by the arguments that print them. */
    readonly helpPages: readonly (readonly string[])[];
    /**
     * What the CLI's help is run with besides a fresh empty `home` as HOME: its config home put
     * there, and whatever else a process of it needs to print its help in time.
     */
    helpEnv(home: string): Record<string, string>;
    /** The lines part, from the captures. */
    lines(captures: readonly Capture[]): Record<string, LineSurface>;
    /** The tools the CLI lists of itself in its lines. */
    tools(captures: readonly Capture[]): string[];
    /** Its own protocol description, mwh's schema gaps, and what mwh sent checked against its schema. */
    schema(input: SchemaInput): Promise<{ gaps: SchemaGaps; sent: SentMessagesCheck; schema: SchemaSurface | null }>;
    /** The kinds of message mwh's reader handles or answers. */
    readonly handledKinds: readonly string[];
    /** The groups of its protocol description that declare the kinds it writes. */
    readonly declaredGroups: readonly string[];
    /** Line types whose kinds are told apart by a value (`control_request` by `request.subtype`): the line type, then the field. */
    readonly kindByValue: Readonly<Record<string, string>>;
  };
  /** How drift between two versions is read and said. */
  readonly drift: {
    /**
     * How its line keys stand: `type/subtype` (a key is read also as its type's, and `*` is
     * read of every line), or `method` (`<method> result` and `<method> error` answers read as `* result`, `* error`).
     */
    readonly lineKeys: 'type/subtype' | 'method';
    /** What its protocol description is: the agent SDK's TypeScript types, or a JSON Schema bundle. */
    readonly schemaKind: 'sdk-types' | 'json-schema';
    /** What one subject of each area is called, counted (`3 line types`). */
    readonly subjects: Readonly<Record<SurfaceArea, string>>;
    /** What the schema area's items are called. */
    readonly schemaNouns: { readonly source: string; readonly definition: string; readonly method: string };
    /** What a line type is called. */
    readonly lineType: string;
  };
  /** The sentences of its protocol changelog. */
  readonly changelog: {
    /** `Claude Code's stream-json protocol`. */
    readonly protocol: string;
    /** What its own protocol description is. */
    readonly description: string;
    /** Where its protocol package lists what mwh uses. */
    readonly wireUse: string;
    /** How far back the kit can start it, in brackets after the sentence. */
    readonly oldest: string;
    /** Versions inside the swept ranges that the kit could not start at all, and why. */
    readonly skipped: readonly string[];
    /**
     * What the sweep before the claimed range takes, as `--<harness>` SPECs (inclusive ranges): from
     * the oldest version the kit starts up to the one before the claimed range, the `skipped` left
     * out between them. The regenerating commands are built from these and the claimed range.
     */
    readonly olderSweeps: readonly string[];
  };
}
