import { describe, expect, it } from 'vitest';
import { PROTOCOLS } from '@mwh/harness-core';
import { kitOf, roundScenarios } from '../kit/kits.js';
import { GEMINI_KIT } from './kit.js';
import { readHelpPages } from '../collect/surface-invocation.js';
import { PINNED_VERSIONS, installedCli } from '../sweep/cli-spec.js';

const cues = { firstText: new Promise<void>(() => undefined), textShown: () => new Promise<void>(() => undefined), mcpFailed: new Promise<void>(() => undefined), cwd: '/nowhere' };

describe("Gemini CLI's kit", () => {
  it('is the kit of gemini, and its catalogue is the one mwh conformance runs for it', () => {
    expect(kitOf('gemini')).toBe(GEMINI_KIT);
    expect(roundScenarios('gemini')).toBe(GEMINI_KIT.roundScenarios);
  });

  it('has the situations the issue asks of a CLI, each proving its set-up, none asking what headless gemini cannot do', () => {
    const names = GEMINI_KIT.roundScenarios.map((scenario) => scenario.name);
    expect(names).toEqual(expect.arrayContaining(['text-answer', 'tool-approved', 'tool-needs-approval', 'auth-required', 'server-error', 'resume', 'several-turns']));
    expect(new Set(names).size).toBe(names.length);
    for (const scenario of GEMINI_KIT.roundScenarios) {
      expect(scenario.harness).toBe('gemini');
      expect(scenario.setUp.length, scenario.name).toBeGreaterThan(0);
      // Headless gemini asks nothing: no scenario waits for a request answered, an image or an MCP server.
      expect(scenario.setUp.map((check) => check.kind), scenario.name).not.toContain('request-answered');
      expect(scenario.rounds.some((step) => step.images), scenario.name).toBe(false);
      expect(scenario.mcpServers, scenario.name).toBeUndefined();
    }
  });

  it("a needed approval is what the user must see: the call refused while the turn goes on, told as a warning, nothing run", () => {
    const scenario = GEMINI_KIT.roundScenarios.find((s) => s.name === 'tool-needs-approval')!;
    expect(scenario.rounds.every((step) => !step.autoApprove)).toBe(true);
    expect(scenario.expect).toMatchObject({ verdict: 'success', toolResults: [{ isError: true }], warnings: ['tool-unavailable'], files: { 'declined.txt': false } });
  });

  it("large-output's answer repeats no 50 characters ten times: gemini's loop detection would cut it short", () => {
    const text = GEMINI_KIT.roundScenarios.find((s) => s.name === 'large-output')!.expect.text!;
    expect(text.length).toBe(100_000);
    const seen = new Map<string, number>();
    for (let at = 0; at + 50 <= text.length; at += 50) seen.set(text.slice(at, at + 50), (seen.get(text.slice(at, at + 50)) ?? 0) + 1);
    expect(Math.max(...seen.values())).toBeLessThan(10);
  });

  it('points a round at the mock with a key of its own, which the round redacts', () => {
    const options = GEMINI_KIT.roundOptions(GEMINI_KIT.roundScenarios[0]!, 'http://127.0.0.1:1');
    expect(options.credential).toMatchObject({ type: 'api-key' });
    const key = (options.credential as { apiKey: string }).apiKey;
    expect(options.secrets).toContain(key);
    expect(options.env).toEqual({ GOOGLE_GEMINI_BASE_URL: 'http://127.0.0.1:1' });
    expect(JSON.stringify(options.args ?? [])).not.toContain(key);
  });

  it("counts the chat requests that took a scripted reply: one not asked for is the set-up's failure", async () => {
    const scenario = GEMINI_KIT.roundScenarios.find((s) => s.name === 'tool-approved')!;
    const mock = await GEMINI_KIT.startMock(scenario, cues);
    try {
      expect(mock.unservedReplies()).toBe(2);
      const response = await fetch(`${mock.url}/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse`, { method: 'POST', body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'MARK-ASKED' }] }] }) });
      await response.text();
      expect(mock.modelRequests()).toBe(1);
      expect(mock.unservedReplies()).toBe(1);
      expect(mock.lastMainBody()).toContain('MARK-ASKED');
    } finally {
      await mock.close();
    }
  });

  it("its help is read as a gemini process needs it (one Node, no relaunch): the pinned CLI's --help lists its flags", async () => {
    const cli = installedCli('gemini');
    expect(cli.version).toBe(PINNED_VERSIONS.gemini);
    expect(GEMINI_KIT.surface.helpEnv('/h')).toEqual({ GEMINI_CLI_HOME: '/h' });
    expect(PROTOCOLS.gemini.launchEnv).toEqual({ GEMINI_CLI_NO_RELAUNCH: 'true' });
    const notes: string[] = [];
    const pages = await readHelpPages('gemini', GEMINI_KIT.surface, cli, notes);
    expect(notes).toEqual([]);
    expect(Object.keys(pages)).toEqual(['gemini --help']);
    const page = pages['gemini --help']!;
    expect(Object.keys(page.flags)).toEqual(expect.arrayContaining(['--output-format', '--session-id', '--skip-trust', '--resume']));
    expect(page.choices['--output-format']).toContain('stream-json');
    expect(page.commands).toEqual(expect.arrayContaining(['mcp', 'extensions']));
  });
});
