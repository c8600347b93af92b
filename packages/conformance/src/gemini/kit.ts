/**
 * How the kit checks Gemini CLI: its catalogue, the Gemini API mock it talks to
 * (GOOGLE_GEMINI_BASE_URL), how its surface is read (its stream-json events and their fields:
 * gemini prints no protocol description, so the schema area stays empty), and what drift and the
 * changelog call its parts. `kits.ts` lists it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROTOCOLS } from '@mwh/harness-core';
import { geminiMockEnv, startGeminiMock } from '@mwh/mock-servers/gemini';
import { GEMINI_CONFIG_FOLDER, GEMINI_HOME_VARIABLE, geminiSettings } from '@mwh/protocol-gemini';
import type { CliKit } from '../kit/cli-kit.js';
import type { GeminiRoundScenario } from '../scenarios/round-scenarios.js';
import { geminiRoundScenarios } from './gemini-round-scenarios.js';
import { geminiLineSurface, observeGemini } from './gemini-surface.js';
import { installedCli } from '../sweep/cli-spec.js';

// Never a real key: the mock checks none, and the rounds redact it anyway.
const FAKE_GEMINI_KEY = 'mwh-conformance-gemini-fake-key';

export const GEMINI_KIT: CliKit<GeminiRoundScenario> = {
  harness: 'gemini',
  roundScenarios: geminiRoundScenarios,
  // A round of gemini is one process, its capture all of it: its fixtures are its round
  // catalogue's (`pnpm fixtures:record-rounds`), with no catalogue below the round to record.
  fixtures: {
    scenarios: [],
    async record(outDir, options) {
      const version = (options.binary ?? installedCli('gemini')).version;
      options.log?.(`gemini ${version}: no fixtures below the round; its round catalogue is recorded by pnpm fixtures:record-rounds`);
      return { harness: 'gemini', version, dir: outDir ?? '', fixtures: [], differences: [] };
    },
  },
  async startMock(scenario, cues) {
    const script = scenario.script(cues);
    const mock = await startGeminiMock(script);
    // The chat turns take the scripted replies; the CLI's side requests (its router, its checks) are answered apart.
    const queued = () => mock.chatRequests().filter((request) => request.answeredBy === 'script' || request.answeredBy === 'fallback');
    return {
      ...mock,
      close: () => mock.close(),
      modelRequests: () => mock.chatRequests().length,
      lastMainBody: () => queued().at(-1)?.rawBody,
      unservedReplies: () => Math.max(0, script.replies.length - mock.chatRequests().filter((request) => request.answeredBy === 'script').length),
    };
  },
  // The round's own key (an api-key credential), which the round hands to the CLI and redacts.
  roundOptions: (_scenario, url) => ({ credential: { type: 'api-key', apiKey: FAKE_GEMINI_KEY }, env: { GOOGLE_GEMINI_BASE_URL: url }, secrets: [FAKE_GEMINI_KEY] }),
  // An agent starts gemini in its own way: its home gets the settings a round writes (the API key's auth type).
  async agentEnv(_scenario, url, configHome, secrets) {
    secrets.push(FAKE_GEMINI_KEY);
    const settings = geminiSettings();
    const path = join(configHome, GEMINI_CONFIG_FOLDER, 'settings.json');
    await mkdir(join(configHome, GEMINI_CONFIG_FOLDER), { recursive: true, mode: 0o700 });
    await writeFile(path, settings, { mode: 0o600 });
    return { [GEMINI_HOME_VARIABLE]: configHome, ...geminiMockEnv(url, FAKE_GEMINI_KEY) };
  },
  acpNotApplicable: () => undefined,
  // Headless gemini decides each tool by its approval mode beforehand (mwh acp's default mode refuses
  // what would ask); gemini --acp asks live and offers no config option, so its requests are answered.
  acpApprovingMode: 'yolo',
  surface: {
    helpPages: [['--help']],
    // Its launch variables (no relaunch) the collector adds for every CLI, from its protocol.
    helpEnv: (home) => ({ [GEMINI_HOME_VARIABLE]: home }),
    lines: geminiLineSurface,
    // Its init event names no tools.
    tools: () => [],
    async schema({ captures, notes }) {
      notes.push("gemini prints no protocol description: its events' types and fields are its surface");
      return { gaps: observeGemini(captures), sent: { checked: 0, failures: [] }, schema: null };
    },
    handledKinds: Object.keys(PROTOCOLS.gemini.wireUse.reads).filter((key) => key !== '*' && !key.includes(' ')),
    declaredGroups: [],
    kindByValue: {},
  },
  drift: {
    lineKeys: 'type/subtype',
    // Its description would be its core's TypeScript declarations; none is read yet (the schema surface is null).
    schemaKind: 'sdk-types',
    subjects: { line: 'event type', request: 'route', schema: 'declaration', invocation: 'help page' },
    schemaNouns: { source: 'declarations', definition: 'declared type', method: 'event' },
    lineType: 'event type',
  },
  changelog: {
    protocol: "Gemini CLI's stream-json output",
    description: "its events as written (gemini prints no description of them)",
    wireUse: '`GEMINI_WIRE_USE` in @mwh/protocol-gemini',
    // Measured on each release's --help: --skip-trust came in 0.39.1, --session-id in 0.41.0, and
    // before them the CLI refuses the round's arguments and never asks the model.
    oldest: "0.41.0 is the first gemini taking --session-id, which every round mwh starts passes (stream-json output came in 0.11, --skip-trust in 0.39.1)",
    skipped: [],
    olderSweeps: ['0.41.0..0.60.0'],
  },
};
