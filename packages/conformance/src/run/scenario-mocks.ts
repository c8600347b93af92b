/**
 * The servers a scenario's run talks to: the model API mock with the scenario's script (either
 * API, with what its log says of the model requests it answered), and the scenario's MCP servers
 * (the stdio mock each logging its start, the streamable HTTP mock counting its requests).
 */
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mcpStdioMockCommand, readMcpStdioLog, startMcpHttpMock } from '@mwh/mock-servers';
import type { McpHttpMock } from '@mwh/mock-servers';
import type { McpServer } from '@mwh/protocol-core';
import { mcpAnswer, type RoundScenario, type ScenarioCues } from '../scenarios/round-scenarios.js';
import { defaultCliCacheDir } from '../sweep/cli-spec.js';
import type { ScenarioMock } from '../kit/cli-kit.js';
import { scenarioKit } from '../kit/kits.js';
import { createScratchDir, type ScratchDir } from '../support/scratch-dir.js';
import type { UserExpectation } from '../scenarios/user-expectations.js';

/** The scenario's MCP servers, each `lookup` answering `answer-from-<name>`, and which of them the CLI never started. */
export interface ScenarioMcp {
  servers?: Record<string, McpServer>;
  notStarted: () => string[];
  close(): Promise<void>;
}

export async function startMcpMocks(scenario: RoundScenario, logDir: string): Promise<ScenarioMcp> {
  const servers: Record<string, McpServer> = {};
  const started: Record<string, () => boolean> = {};
  const https: McpHttpMock[] = [];
  const close = async () => void (await Promise.allSettled(https.map((http) => http.close())));
  for (const [name, kind] of Object.entries(scenario.mcpServers ?? {})) {
    const answer = mcpAnswer(name);
    if (kind === 'http') {
      const http = await startMcpHttpMock({ answer }).catch(async (error: unknown) => {
        await close();
        throw error;
      });
      https.push(http);
      servers[name] = { type: 'http', url: http.url };
      started[name] = () => http.requests > 0;
    } else {
      const logFile = join(logDir, `mcp-${name}.jsonl`);
      servers[name] = { type: 'stdio', ...mcpStdioMockCommand({ answer, logFile, fail: kind === 'failing' }) };
      started[name] = () => readMcpStdioLog(logFile).starts > 0;
    }
  }
  return {
    ...(Object.keys(servers).length > 0 ? { servers } : {}),
    notStarted: () => Object.keys(started).filter((name) => !started[name]!()),
    close,
  };
}

/** What the mock and the working directory say of a run, as the expectation asks: facts no capture holds. */
export async function mockAndWorkspaceFacts(
  expect: UserExpectation,
  mock: ScenarioMock,
  cwd: string,
): Promise<{ modelRequests: number; unservedReplies: number; lastRequestIncludes?: boolean; files?: Record<string, boolean | string> }> {
  const facts: { modelRequests: number; unservedReplies: number; lastRequestIncludes?: boolean; files?: Record<string, boolean | string> } = { modelRequests: mock.modelRequests(), unservedReplies: mock.unservedReplies() };
  if (expect.lastRequestIncludes !== undefined) {
    const body = mock.lastMainBody();
    if (body !== undefined) facts.lastRequestIncludes = body.includes(expect.lastRequestIncludes);
  }
  if (expect.files) {
    const files: Record<string, boolean | string> = {};
    for (const [name, wanted] of Object.entries(expect.files)) {
      const path = join(cwd, name);
      files[name] = typeof wanted === 'string' ? await readFile(path, 'utf8').catch(() => false) : await access(path).then(() => true, () => false);
    }
    facts.files = files;
  }
  return facts;
}

/** A run's scratch folders, the cue of its first text, its mock and MCP servers. */
export interface ScenarioServers {
  dirs: ScratchDir<'home' | 'configHome' | 'cwd'>;
  cues: ScenarioCues;
  /** Tells the script the user was shown this text (the first of it, then each piece). */
  shownText: (text: string) => void;
  /** Tells the script the user was shown an MCP server's failure. */
  shownMcpFailure: () => void;
  mock: ScenarioMock;
  mcp: ScenarioMcp;
  /** Stops the servers and removes the folders. */
  close(): Promise<void>;
}

/**
 * Where scenarios make their HOME and working folders: `conformance-runs` in the CLI cache folder
 * the user chose (MWH_CLI_CACHE_DIR, else ~/.cache/mwh/clis), never /tmp (codex refuses a
 * CODEX_HOME there); each is removed when its scenario ends.
 */
export function scenarioScratchRoot(cacheDir: string = defaultCliCacheDir()): string {
  return join(cacheDir, 'conformance-runs');
}

/**
 * Fresh HOME, config home and cwd (under `scratchRoot`, `scenarioScratchRoot()` by default), then the scenario's mock and MCP servers. What started is stopped again when
 * the next start fails: no server or scratch folder outlives the run.
 */
export async function startScenarioServers(scenario: RoundScenario, options: { scratchRoot?: string | undefined; prefix: string; createConfigHome: boolean }): Promise<ScenarioServers> {
  const dirs = await createScratchDir({
    parent: options.scratchRoot ?? scenarioScratchRoot(),
    prefix: options.prefix,
    folders: { home: 'home', configHome: 'config', cwd: 'work' },
    ...(options.createConfigHome ? {} : { leaveOut: ['configHome' as const] }),
  });
  const shown = textShownCues();
  let shownMcpFailure!: () => void;
  const cues = { firstText: shown.firstText, textShown: shown.textShown, mcpFailed: new Promise<void>((resolve) => (shownMcpFailure = resolve)), cwd: dirs.cwd };
  const mock = await scenarioKit(scenario).startMock(scenario, cues).catch(async (error: unknown) => {
    await dirs.dispose();
    throw error;
  });
  const mcp = await startMcpMocks(scenario, dirs.home).catch(async (error: unknown) => {
    await Promise.allSettled([mock.close()]);
    await dirs.dispose();
    throw error;
  });
  return {
    dirs,
    cues,
    shownText: shown.shownText,
    shownMcpFailure,
    mock,
    mcp,
    close: async () => {
      await Promise.allSettled([mock.close(), mcp.close()]);
      await dirs.dispose();
    },
  };
}

/** How much of the text shown the cues keep: above the catalogue's largest answer (large-output's 500 KB). */
const SHOWN_KEPT = 4 * 1024 * 1024;

/** The cues of the text a scenario's user was shown: its first, and each piece a script waits for. */
export function textShownCues(): { firstText: Promise<void>; textShown: (piece: string) => Promise<void>; shownText: (text: string) => void } {
  let first!: () => void;
  const firstText = new Promise<void>((resolve) => (first = resolve));
  let shown = '';
  const waiting: { piece: string; resolve: () => void }[] = [];
  return {
    firstText,
    textShown: (piece) => (shown.includes(piece) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ piece, resolve }))),
    shownText(text) {
      first();
      // Kept to a bound, as any text from a CLI: a piece is looked for in the last SHOWN_KEPT characters.
      shown = (shown + text).slice(-SHOWN_KEPT);
      // Only the new text and a piece's length before it can complete a piece: no rescan of all that was shown.
      for (const [index, wait] of [...waiting.entries()].reverse()) {
        if (!shown.slice(Math.max(0, shown.length - text.length - wait.piece.length)).includes(wait.piece)) continue;
        waiting.splice(index, 1);
        wait.resolve();
      }
    },
  };
}
