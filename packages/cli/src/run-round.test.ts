import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedCli } from '@mwh/conformance';
import { codexMockProviderArgs, errorResponse, isMainTurn, startAnthropicMock, startResponsesMock, textMessage, textReply } from '@mwh/mock-servers';
import { parseCapture } from '@mwh/protocol-core';
import { main } from './main.js';
import { runRound } from './run-round.js';

// Real CLIs against the loopback mocks; each run gets its own empty home, outside /tmp for codex.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(homedir(), '.cache-mwh-cli-run-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function collect() {
  const io = { out: '', err: '', stdout: (t: string) => void (io.out += t), stderr: (t: string) => void (io.err += t) };
  return io;
}

describe('mwh run', () => {
  it('streams a live claude round and saves it as a capture that replays the same', async () => {
    const mock = await startAnthropicMock({ replies: [textMessage(['Live ', 'answer ', 'from the mock.'])] });
    const claude = installedCli('claude');
    const io = collect();
    const capture = join(dir, 'claude.capture.jsonl');
    const code = await runRound(
      {
        harness: 'claude',
        message: 'Say something.',
        command: claude.command,
        cwd: dir,
        configHome: join(dir, 'claude-home'),
        credential: 'environment',
        captureFile: capture,
        env: {
          PATH: process.env.PATH,
          HOME: dir,
          ANTHROPIC_BASE_URL: mock.url,
          ANTHROPIC_API_KEY: 'sk-ant-mwh-run-test',
          CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
          CLAUDE_CODE_MAX_RETRIES: '0',
        },
      },
      io,
    );
    await mock.close();
    expect(io.out).toContain('Live answer from the mock.\n');
    expect(io.out).toContain('── verdict: success (the CLI exited with code 0)');
    expect(code).toBe(0);
    const text = await readFile(capture, 'utf8');
    expect(text).not.toContain('sk-ant-mwh-run-test');
    expect(parseCapture(text).ok).toBe(true);
    const replayed = collect();
    expect(await main(['replay', capture, '--json'], replayed)).toBe(0);
    expect(JSON.parse(replayed.out)).toMatchObject({ harness: 'claude', text: 'Live answer from the mock.', verdict: { kind: 'success' } });
  });

  it("leaves the user's configuration where Claude Code looks for it: no config home given, none set (a user-scoped MCP server in ~/.claude.json is seen)", async () => {
    const home = await mkdtemp(join(dir, 'home-'));
    // Claude Code reads ~/.claude.json only while CLAUDE_CONFIG_DIR is unset; setting it to ~/.claude hid this server.
    await writeFile(join(home, '.claude.json'), JSON.stringify({ mcpServers: { 'user-scoped': { type: 'stdio', command: 'true', args: [] } } }));
    const mock = await startAnthropicMock({ replies: [textMessage('Configured as by hand.')] });
    const capture = join(home, 'run.capture.jsonl');
    const io = collect();
    const code = await runRound(
      {
        harness: 'claude',
        message: 'Hello?',
        command: installedCli('claude').command,
        cwd: home,
        credential: 'environment',
        captureFile: capture,
        env: { PATH: process.env.PATH, HOME: home, ANTHROPIC_BASE_URL: mock.url, ANTHROPIC_API_KEY: 'sk-ant-mwh-run-test', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' },
      },
      io,
    );
    await mock.close();
    expect(code).toBe(0);
    const parsed = parseCapture(await readFile(capture, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.header.env).not.toContain('CLAUDE_CONFIG_DIR');
    const stdout = Buffer.concat(parsed.value.chunks.filter((chunk) => chunk.stream === 'stdout').map((chunk) => chunk.bytes)).toString('utf8');
    const init = stdout.split('\n').map((line) => (line.startsWith('{') ? (JSON.parse(line) as { type?: string; subtype?: string; mcp_servers?: { name: string }[] }) : {})).find((line) => line.type === 'system' && line.subtype === 'init');
    expect(init?.mcp_servers?.map((server) => server.name)).toContain('user-scoped');
    // mwh's own record of the session went where the CLI keeps its files when it is told nothing: ~/.claude.
    expect(existsSync(join(home, '.claude', 'mwh', 'claude-sessions'))).toBe(true);
  });

  it('replays a CLI that died at start-up (empty stdout, its stderr and exit code) to the verdict its live round gave', async () => {
    const home = await mkdtemp(join(dir, 'dead-'));
    const io = collect();
    const capture = join(home, 'dead.capture.jsonl');
    const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'sk-ant-mwh-run-test' };
    const code = await runRound({ harness: 'claude', message: 'Hello?', command: installedCli('claude').command, cliArgs: ['--bogus-flag'], cwd: home, credential: 'environment', captureFile: capture, json: true, env }, io);
    expect(code).toBe(1);
    const live = (JSON.parse(io.out) as { verdict: Record<string, unknown> }).verdict;
    expect(live).toMatchObject({ kind: 'failed', exitCode: 1 });
    expect(live.stderrTail).toContain('--bogus-flag');
    // What a user has who ran the CLI by hand: its stdout (empty), its stderr and its exit code.
    const parsed = parseCapture(await readFile(capture, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    const stream = (name: string) => Buffer.concat(parsed.value.chunks.filter((chunk) => chunk.stream === name).map((chunk) => chunk.bytes));
    expect(stream('stdout').length).toBe(0);
    await writeFile(join(home, 'out.jsonl'), '');
    await writeFile(join(home, 'err.txt'), stream('stderr'));
    const replayed = collect();
    const args = ['replay', join(home, 'out.jsonl'), '--harness', 'claude', '--stderr', join(home, 'err.txt'), '--exit-code', String(parsed.value.exit?.code)];
    expect(await main([...args, '--json'], { ...replayed, cwd: home })).toBe(1);
    expect((JSON.parse(replayed.out) as { verdict: unknown }).verdict).toEqual(live);
    // codex given a CODEX_HOME that does not exist dies the same way.
    await writeFile(join(home, 'codex-err.txt'), 'Error: CODEX_HOME points to "/nope", but that path does not exist\n');
    const codex = collect();
    expect(await main(['replay', join(home, 'out.jsonl'), '--harness', 'codex', '--stderr', join(home, 'codex-err.txt'), '--exit-code', '1', '--json'], { ...codex, cwd: home })).toBe(1);
    expect((JSON.parse(codex.out) as { verdict: unknown }).verdict).toMatchObject({ kind: 'failed', exitCode: 1, stderrTail: expect.stringContaining('CODEX_HOME points to') });
    // Without --harness, or with neither stderr nor exit code, an empty stdout is still no round.
    const refused = collect();
    expect(await main(['replay', join(home, 'out.jsonl'), '--stderr', join(home, 'err.txt')], { ...refused, cwd: home })).toBe(2);
    expect(refused.err).toBe(`mwh: ${join(home, 'out.jsonl')} is empty: give --harness to replay the CLI's stderr alone.\n`);
  });

  it('runs a codex round and prints the verdict as JSON; a failure exits 1 with the rendered failure', async () => {
    const mock = await startResponsesMock([textReply('Codex says hi.'), { kind: 'http-error', status: 401, message: 'bad key' }]);
    const codex = installedCli('codex');
    const env = { PATH: process.env.PATH, HOME: dir, MWH_RUN_KEY: 'sk-mwh-run-codex' };
    const cliArgs = codexMockProviderArgs(mock.url, {}, 'MWH_RUN_KEY');
    const request = { harness: 'codex' as const, command: codex.command, cliArgs, cwd: dir, configHome: join(dir, 'codex-home'), credential: 'environment' as const, env };
    const io = collect();
    expect(await runRound({ ...request, message: 'Hello?', json: true }, io)).toBe(0);
    expect(JSON.parse(io.out)).toMatchObject({ harness: 'codex', text: 'Codex says hi.', verdict: { kind: 'success' } });

    const failed = collect();
    expect(await runRound({ ...request, message: 'Again?', locale: 'de-DE' }, failed)).toBe(1);
    await mock.close();
    // The verdict line names the CLI's exit as mwh replay's does.
    expect(failed.out).toMatch(/── verdict: auth-required \(the CLI (exited with code \d+|was ended by SIG\w+)\)\n/);
    // The failure in the viewer's language, the CLI's own account fenced below it.
    expect(failed.out).toMatch(/anmelden|Anmeldung/i);
    expect(failed.out).toContain('```');
  });

  it('says truthfully which processes a round ran and which one its capture holds', async () => {
    const mock = await startAnthropicMock({
      routes: [{ name: 'side', match: (r) => !isMainTurn(r), reply: textMessage('side') }],
      replies: [textMessage('First answer.')],
      fallback: errorResponse(529),
    });
    const claude = installedCli('claude');
    const configHome = join(dir, 'attempts-home');
    const request = {
      harness: 'claude' as const,
      command: claude.command,
      cwd: dir,
      configHome,
      credential: 'environment' as const,
      threadKey: 'attempts',
      env: { PATH: process.env.PATH, HOME: dir, ANTHROPIC_BASE_URL: mock.url, ANTHROPIC_API_KEY: 'sk-ant-attempts', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' },
    };
    expect(await runRound({ ...request, message: 'Hi.' }, collect())).toBe(0);
    // The CLI lost the conversation (a pruned session, a new volume); the model now fails too.
    await rm(join(configHome, 'projects'), { recursive: true, force: true });
    const lost = collect();
    const lostCapture = join(dir, 'attempts-lost.jsonl');
    expect(await runRound({ ...request, message: 'Again.', captureFile: lostCapture }, lost)).toBe(1);
    expect(lost.err).toBe(
      `mwh: claude ${claude.version} from ${request.command}\nmwh: the round ran claude twice: a resume, which found no conversation, then a fresh start, which failed; ${lostCapture} holds the fresh start, which decided the verdict.\n`,
    );
    const saved = parseCapture(await readFile(lostCapture, 'utf8'));
    expect(saved.ok && saved.value.header.argv).toContain('--session-id');

    // A new thread whose start the CLI refuses (an argument it does not know): the round tries a
    // resume, which the CLI refuses the same way.
    const refused = collect();
    const refusedCapture = join(dir, 'attempts-refused.jsonl');
    expect(await runRound({ ...request, threadKey: 'attempts-refused', cliArgs: ['--no-such-option'], message: 'Hi.', captureFile: refusedCapture }, refused)).toBe(1);
    await mock.close();
    expect(refused.err).toBe(
      `mwh: claude ${claude.version} from ${request.command}\nmwh: the round ran claude twice: a fresh start, which failed, then a resume, which failed; ${refusedCapture} holds the resume, which decided the verdict.\n`,
    );
  });

  it('refuses to overwrite a capture file and explains bad arguments in one sentence', async () => {
    const existing = join(dir, 'keep.jsonl');
    await writeFile(existing, 'mine');
    const io = collect();
    expect(await main(['run', '--harness', 'claude', '--capture', existing, 'hi'], io)).toBe(2);
    expect(io.err).toBe(`mwh: ${existing} exists already; give --capture a new file.\n`);
    expect(await readFile(existing, 'utf8')).toBe('mine');
    // Input refused: no capture file is left to refuse the corrected command.
    const unmade = join(dir, 'unmade.jsonl');
    expect(await main(['run', '--harness', 'claude', '--credential', 'token', '--capture', unmade, 'hi'], collect())).toBe(2);
    expect(existsSync(unmade)).toBe(false);
    for (const [argv, message] of [
      [['run', 'hi'], 'mwh: run needs --harness claude, codex or gemini.\n'],
      [['run', '--harness', 'claude'], 'mwh: run takes exactly one message; quote it.\n'],
      [['run', '--harness', 'codex', '--idle-timeout', 'soon', 'hi'], 'mwh: --idle-timeout must be a number of seconds, not "soon".\n'],
      [['run', '--harness', 'codex', '--idle-timeout', '-5', 'hi'], 'mwh: --idle-timeout must be a number of seconds, not "-5".\n'],
      [['run', '--harness', 'codex', '--retry-bound=-5', 'hi'], 'mwh: --retry-bound must be a number of seconds, not "-5".\n'],
      [['run', '--harness', 'codex', '--idle-timeout', '9999999', 'hi'], 'mwh: --idle-timeout must be at most 2147483 seconds (about 24 days), not 9999999; 0 turns the bound off.\n'],
      [['run', '--harness', 'codex', '-v'], "mwh: Unknown option '-v'; to give an argument that starts with -, put -- before it; see mwh run --help.\n"],
      [['run', '--harness', 'codex', '-hello there'], "mwh: Unknown option '-hello there'; to give an argument that starts with -, put -- before it; see mwh run --help.\n"],
      // After --, the message is the message: the next check is reached.
      [['run', '--harness', 'codex', '--credential', 'token', '--', '-v'], 'mwh: --credential token would need the secret on the command line; store it with the login functions, or use --credential environment.\n'],
      [['run', '--harness', 'codex', '--capture', '--json', 'hi'], 'mwh: --capture needs a value; write one that starts with a dash as --capture=-VALUE; see mwh run --help.\n'],
      [['run', '--harness', 'codex', '--credential', 'api-key', 'hi'], 'mwh: --credential api-key would need the secret on the command line; store it with the login functions, or use --credential environment.\n'],
      [['run', '--harness', 'claude', '--command', '/nonexistent/claude', 'hi'], 'mwh: --command /nonexistent/claude: no such file.\n'],
      [['run', '--harness', 'claude', '--command', 'no-such-claude-on-path', 'hi'], 'mwh: --command no-such-claude-on-path: no such program on PATH.\n'],
      [['run', '--harness', 'codex', '--command', '/etc/passwd', 'hi'], 'mwh: --command /etc/passwd is not executable.\n'],
    ] as const) {
      const bad = collect();
      expect(await main([...argv], bad)).toBe(2);
      expect(bad.err).toBe(message);
    }
  });

  it('prints the warning of a success the CLI spoiled by its exit code once', async () => {
    // No real claude exits non-zero after a successful result on demand: a stand-in does.
    const fake = join(dir, 'claude-exits-3.mjs');
    const lines = [
      { type: 'system', subtype: 'init', session_id: 'exit-3', model: 'fake-model' },
      { type: 'assistant', message: { id: 'msg_1', role: 'assistant', content: [{ type: 'text', text: 'Done.' }] } },
      { type: 'result', subtype: 'success', is_error: false, result: 'Done.', session_id: 'exit-3', num_turns: 1 },
    ];
    await writeFile(fake, `#!${process.execPath}\nprocess.stdin.resume();\nprocess.stdout.write(${JSON.stringify(lines.map((l) => JSON.stringify(l) + '\n').join(''))}, () => process.exit(3));\n`);
    await chmod(fake, 0o755);
    const io = collect();
    const code = await runRound({ harness: 'claude', message: 'hi', command: fake, cwd: dir, configHome: join(dir, 'exit-3-home'), credential: 'environment', env: { PATH: process.env.PATH, HOME: dir } }, io);
    expect(io.out).toContain('── verdict: success (the CLI exited with code 3)');
    // The verdict line names the exit too; the warning itself is said once.
    expect(io.out.match(/Claude Code exited with code 3 after a successful result/g)).toHaveLength(1);
    expect(code).toBe(0);
  });

  it("shows a failed CLI's stderr with its colours stripped and its other escapes visible", async () => {
    const fake = join(dir, 'claude-retitles.mjs');
    await writeFile(fake, `#!${process.execPath}\nprocess.stderr.write('\\x1b]0;pwned\\x07\\x1b[31mred\\x1b[0m\\n', () => process.exit(1));\n`);
    await chmod(fake, 0o755);
    const io = collect();
    const code = await runRound({ harness: 'claude', message: 'hi', command: fake, cwd: dir, configHome: join(dir, 'retitle-home'), credential: 'environment', env: { PATH: process.env.PATH, HOME: dir } }, io);
    expect(code).toBe(1);
    expect(io.out).toContain('\\e]0;pwned\\ared');
    expect(io.out).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
  });

  it("keeps the values of the environment's secret-looking variables out of the terminal, --json and the capture", async () => {
    // A tool the CLI runs may print its environment; a stand-in prints it as the answer and on stderr.
    const fake = join(dir, 'claude-prints-env.mjs');
    const text = '`${process.env.GITHUB_TOKEN} ${process.env.AWS_SECRET_ACCESS_KEY}`';
    await writeFile(
      fake,
      `#!${process.execPath}
process.stdin.resume();
const text = ${text};
const lines = [
  { type: 'system', subtype: 'init', session_id: 'env', model: 'fake-model' },
  { type: 'assistant', message: { id: 'msg_1', role: 'assistant', content: [{ type: 'text', text }] } },
  { type: 'result', subtype: 'success', is_error: false, result: text, session_id: 'env', num_turns: 1 },
];
process.stderr.write('env: ' + text + '\\n');
process.stdout.write(lines.map((l) => JSON.stringify(l) + '\\n').join(''), () => process.exit(0));
`,
    );
    await chmod(fake, 0o755);
    const env = { PATH: process.env.PATH, HOME: dir, GITHUB_TOKEN: 'ghp_FAKEtoken1234567890', AWS_SECRET_ACCESS_KEY: 'awsFAKEsecret0987654321' };
    const request = { harness: 'claude' as const, message: 'env?', command: fake, cwd: dir, configHome: join(dir, 'env-home'), env };
    const capture = join(dir, 'env.capture.jsonl');
    const io = collect();
    expect(await runRound({ ...request, captureFile: capture }, io)).toBe(0);
    const json = collect();
    expect(await runRound({ ...request, json: true }, json)).toBe(0);
    const saved = await readFile(capture, 'utf8');
    for (const shown of [io.out, io.err, json.out, json.err, saved]) {
      expect(shown).not.toContain('ghp_FAKEtoken1234567890');
      expect(shown).not.toContain('awsFAKEsecret0987654321');
    }
    expect(saved).toContain('env: ');
    expect(JSON.parse(json.out)).toMatchObject({ verdict: { kind: 'success' } });
  });

  it('reports a CLI that is not installed as not started', async () => {
    const io = collect();
    const code = await runRound({ harness: 'claude', message: 'hi', command: join(dir, 'no-such-claude'), cwd: dir, configHome: join(dir, 'h'), env: { PATH: '' } }, io);
    expect(code).toBe(1);
    expect(io.out).toContain('── verdict: not-started');
  });
});
