/**
 * How the kit checks codex: its catalogue (the app-server's, and `codex exec --json`'s run only
 * when named), the Responses mock it talks to as a model provider, how its surface is read (the
 * JSON Schema it prints is its protocol description), and what drift and the changelog call its
 * parts. `kits.ts` lists it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ANSWERED_SERVER_REQUESTS } from '@mwh/protocol-codex';
import { PROTOCOLS } from '@mwh/harness-core';
import { codexMockProviderArgs, MOCK_KEY_ENV, startResponsesMock } from '@mwh/mock-servers';
import type { CliKit } from '../kit/cli-kit.js';
import { checkCodexSentMessages, codexLineSurface, observeCodex } from './codex-surface.js';
import type { CodexRoundScenario } from '../scenarios/round-scenarios.js';
import { codexExecRoundScenarios, codexRoundScenarios } from './codex-round-scenarios.js';
import type { SchemaSurface } from '../surface/cli-surface.js';
import { printCodexSchema } from '../surface/schema-sources.js';
import { schemaValidator } from '../surface/schema-validator.js';
import type { SentMessagesCheck } from '../collect/sent-messages.js';
import { codexScenarios } from './codex-scenarios.js';
import { codexSchemaSurface } from './codex-schema-surface.js';
import { recordCodexFixtures } from './record-codex-fixtures.js';

const CODEX_SCHEMA_SOURCE = 'codex app-server generate-json-schema --experimental';

/** A key for the mock provider, new for each run: the mock does not check it, the round redacts it. */
const mockKey = () => `mwh-conformance-${randomBytes(12).toString('hex')}`;

export const CODEX_KIT: CliKit<CodexRoundScenario> = {
  harness: 'codex',
  // The app-server's scenarios, then the same situations through `codex exec --json`.
  roundScenarios: [...codexRoundScenarios, ...codexExecRoundScenarios],
  fixtures: { scenarios: codexScenarios, record: recordCodexFixtures },
  async startMock(scenario, cues) {
    const script = scenario.script(cues);
    const mock = await startResponsesMock(script);
    const asked = () => mock.responseRequests();
    const queued = () => asked().filter((request) => request.answeredBy !== 'route');
    return { ...mock, close: () => mock.close(), modelRequests: () => asked().length, lastMainBody: () => queued().at(-1)?.rawBody, unservedReplies: () => Math.max(0, script.replies.length - queued().length) };
  },
  roundOptions(scenario, url) {
    const key = mockKey();
    return {
      credential: { type: 'cli-login' },
      args: [...codexMockProviderArgs(url, scenario.config)],
      env: { [MOCK_KEY_ENV]: key },
      secrets: [key],
      ...(scenario.codexMode ? { codexMode: scenario.codexMode } : {}),
    };
  },
  // codex takes the mock provider from its config home as it does from `-c` overrides.
  async agentEnv(scenario, url, configHome, secrets) {
    const key = mockKey();
    secrets.push(key);
    const args = codexMockProviderArgs(url, scenario.config);
    const toml = args.filter((_, index) => index % 2 === 1).join('\n');
    await mkdir(configHome, { recursive: true });
    await writeFile(join(configHome, 'config.toml'), `${toml}\n`);
    return { CODEX_HOME: configHome, [MOCK_KEY_ENV]: key };
  },
  acpNotApplicable: (scenario) => (scenario.codexMode === 'exec' ? 'codex exec --json is a way to run codex, not an agent: an ACP agent runs codex its own way' : undefined),
  // codex asks for each approval while it runs: the ACP client answers it.
  acpApprovingMode: undefined,
  surface: {
    helpPages: [['--help'], ['app-server', '--help']],
    helpEnv: (home) => ({ CODEX_HOME: home }),
    lines: codexLineSurface,
    tools: () => [],
    async schema({ captures, sources, cliVersion, command, notes }) {
      const vendored = await sources.vendoredCodex();
      const gaps = observeCodex(captures, vendored.bundle, vendored.validator);
      let schema: SchemaSurface | null = null;
      let sent: SentMessagesCheck = { checked: 0, failures: [] };
      if (command) {
        // Experimental, as mwh asks for `experimentalApi`: what mwh sends is checked against it, and it is what the CLI offers mwh.
        const printed = await printCodexSchema(command, { experimental: true });
        if (printed.ok) {
          schema = codexSchemaSurface(printed.bundle, CODEX_SCHEMA_SOURCE);
          sent = checkCodexSentMessages(captures, printed.bundle, schemaValidator(printed.bundle as object), cliVersion);
        } else {
          notes.push(printed.error, 'what mwh sent was not checked: the CLI printed no schema');
        }
      } else {
        notes.push('codex schema not printed: no program given');
      }
      return { gaps, sent, schema };
    },
    handledKinds: [...Object.keys(PROTOCOLS.codex.wireUse.reads).filter((key) => key !== '*' && !key.includes(' ')), ...ANSWERED_SERVER_REQUESTS],
    declaredGroups: ['ServerNotification', 'ServerRequest'],
    kindByValue: {},
  },
  drift: {
    lineKeys: 'method',
    schemaKind: 'json-schema',
    subjects: { line: 'message type', request: 'route', schema: 'definition', invocation: 'help page' },
    schemaNouns: { source: 'schema', definition: 'schema definition', method: 'method' },
    lineType: 'message type',
  },
  changelog: {
    protocol: "codex's app-server protocol",
    description: 'the JSON Schema it prints with --experimental',
    wireUse: '`CODEX_WIRE_USE` in @mwh/protocol-codex',
    oldest: '0.44.0 is the first codex with an app-server',
    skipped: ['0.142.1 (its npm package holds no native binary for linux-x64: no layout mwh knows, nothing to start)'],
    // Around 0.142.1 (`skipped`).
    olderSweeps: ['0.44.0..0.142.0', '0.142.2..0.153.4'],
  },
};
