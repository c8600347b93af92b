/**
 * How the kit checks Claude Code: its catalogue, the Anthropic mock it talks to, how its surface
 * is read (the agent SDK's types are its protocol description), and what drift and the changelog
 * call its parts. `kits.ts` lists it.
 */
import { join } from 'node:path';
import { ANSWERED_CONTROL_REQUESTS } from '@mwh/protocol-claude';
import { PROTOCOLS } from '@mwh/harness-core';
import { isMainTurn, startAnthropicMock } from '@mwh/mock-servers';
import type { CliKit } from '../kit/cli-kit.js';
import { checkClaudeSentMessages, claudeLineSurface, initTools, observeClaude } from './claude-surface.js';
import type { ClaudeRoundScenario } from '../scenarios/round-scenarios.js';
import { claudeRoundScenarios } from './claude-round-scenarios.js';
import type { SchemaSurface } from '../surface/cli-surface.js';
import { claudeScenarios } from './claude-scenarios.js';
import { recordClaudeFixtures } from './record-claude-fixtures.js';
import { sdkSchemaSurface } from './sdk-types.js';

// Never real keys: the mocks do not check them, and the rounds redact them anyway.
const FAKE_ANTHROPIC_KEY = 'sk-ant-mwh-conformance-fake';

/** Claude Code pointed at the mock: its base URL and a fake key, no traffic but the model's, no retries of its own. */
const mockEnv = (url: string) => ({ ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' });

const readKinds = (reads: Record<string, unknown>) => Object.keys(reads).filter((key) => key !== '*' && !key.includes(' '));

export const CLAUDE_KIT: CliKit<ClaudeRoundScenario> = {
  harness: 'claude',
  roundScenarios: claudeRoundScenarios,
  fixtures: { scenarios: claudeScenarios, record: recordClaudeFixtures },
  async startMock(scenario, cues) {
    const mock = await startAnthropicMock(scenario.script(cues));
    // Claude's side requests (titles, topics) take no scripted reply; only main turns do.
    return { ...mock, close: () => mock.close(), modelRequests: () => mock.messageRequests().length, lastMainBody: () => mock.messageRequests().filter(isMainTurn).at(-1)?.rawBody, unservedReplies: () => mock.pending };
  },
  roundOptions: (scenario, url) => ({ credential: { type: 'environment' }, env: { ...mockEnv(url), ...scenario.env }, secrets: [FAKE_ANTHROPIC_KEY] }),
  async agentEnv(scenario, url, configHome, secrets) {
    secrets.push(FAKE_ANTHROPIC_KEY);
    return { CLAUDE_CONFIG_DIR: configHome, ...mockEnv(url), ...scenario.env };
  },
  acpNotApplicable: () => undefined,
  // Claude Code asks for each permission while it runs: the ACP client answers it.
  acpApprovingMode: undefined,
  surface: {
    helpPages: [['--help']],
    helpEnv: (home) => ({ CLAUDE_CONFIG_DIR: join(home, '.claude') }),
    lines: claudeLineSurface,
    tools: initTools,
    async schema({ captures, sources, cliVersion, sdk, notes }) {
      const schemas = await sources.claudeSchemas();
      const gaps = observeClaude(captures, schemas.output);
      const sent = checkClaudeSentMessages(captures, schemas.input, schemas.inputValidator);
      let schema: SchemaSurface | null = null;
      if (sdk) {
        const read = await sdkSchemaSurface(cliVersion, sdk);
        if (read.ok) schema = read.schema;
        else notes.push(`the agent SDK's types were not read: ${read.error}`);
      } else {
        notes.push("the agent SDK's types were not read: not asked for");
      }
      return { gaps, sent, schema };
    },
    handledKinds: [...readKinds(PROTOCOLS.claude.wireUse.reads).filter((key) => key !== 'control_request'), ...ANSWERED_CONTROL_REQUESTS.map((subtype) => `control_request/${subtype}`)],
    declaredGroups: ['messages'],
    kindByValue: { control_request: 'request.subtype' },
  },
  drift: {
    lineKeys: 'type/subtype',
    schemaKind: 'sdk-types',
    subjects: { line: 'line type', request: 'route', schema: 'SDK type', invocation: 'help page' },
    schemaNouns: { source: 'SDK', definition: 'SDK type', method: 'SDK message' },
    lineType: 'line type',
  },
  changelog: {
    protocol: "Claude Code's stream-json protocol",
    description: "the agent SDK's sdk.d.ts of the matching version",
    wireUse: '`CLAUDE_WIRE_USE` in @mwh/protocol-claude',
    oldest: 'before 2.1.113 Claude Code is a JavaScript CLI, run with Node',
    skipped: [],
    // From Claude Code's own package only (`code:`): before the claimed range the agent SDK's builds are not swept.
    olderSweeps: ['code:2.1.0..2.1.268'],
  },
};
