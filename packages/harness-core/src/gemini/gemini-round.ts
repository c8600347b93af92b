/**
 * Rounds with Gemini CLI's headless mode (`gemini --output-format stream-json --prompt=…`): one
 * process a turn, the message in its arguments, its events on stdout, its stdin closed (what it
 * holds would be put before the prompt). A thread is one CLI session whose id is derived from
 * the thread key: its first turn starts it (`--session-id`), later turns continue it in a new
 * process (`--resume`), as the thread record says it exists. A record the CLI does not know (a
 * pruned session, another home) is forgotten and the session starts again with the thread's
 * transcript; a session the CLI has that no record names (a lost record) is resumed. Both in the
 * same round, unseen, as the Claude round does (`threadRetry: false` tries once).
 *
 * Headless gemini asks nothing while it runs: its approval mode decides each tool beforehand, and
 * a tool that would need approval fails (`tool_not_registered`, the reader's `tool-unavailable`
 * warning) while the turn goes on. So `autoApprove` runs it with `--approval-mode yolo`, `approve`
 * is never asked, and a mode of `args` (`--approval-mode plan`) decides over both.
 *
 * The round's config home is the home gemini keeps its `.gemini` folder in (GEMINI_CLI_HOME's
 * meaning). One the caller gives is the CLI's: with an API key, the auth type and usage statistics
 * off are written to its settings when it has none. Without one the CLI uses the user's own home,
 * whose settings mwh never writes; mwh's thread records go in `.gemini/mwh/gemini-sessions` of
 * either, as Claude's go in `~/.claude/mwh`. The invocation keeps the CLI
 * from relaunching itself in a child process, so a stop's signal reaches the CLI itself. Parsing
 * is protocol-gemini's; this module owns the process, the files and the records.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { ContentPart, Verdict } from '@mwh/protocol-core';
import { GEMINI_CONFIG_FOLDER, geminiInvocation, type GeminiInvocation } from '@mwh/protocol-gemini/invocation';
import { roundRecorder } from '../capture/capture-sink.js';
import { outsideRangeWarning } from '../installed/checked-range.js';
import { programVersionAt } from '../installed/installed-cli.js';
import { programOnPath } from '../installed/program-on-path.js';
import { roundMcpServers, type HomedOptions } from '../round/round-options.js';
import type { RoundControl, RoundOutput } from '../round/round.js';
import { uuidV5 } from '../round/session-id.js';
import { ThreadRecordStore } from '../round/thread-record-store.js';
import { withTranscript } from '../round/transcript.js';
import { CredentialStore } from '../secrets/credential-store.js';
import { isFoundSecret } from '../secrets/found-secrets.js';
import { runStdoutTurn } from '../round/stdout-turn.js';
import { cancelledBeforeStart, unsupportedOption } from '../verdict/verdict-causes.js';
import { GEMINI_INSTALL } from './gemini-install.js';
import { geminiLaunch } from './gemini-launch.js';
import { GEMINI_MCP_SERVERS_REFUSED } from './gemini-mcp-servers.js';

/** Where a thread's session record lives, relative to the round's config home. */
export const GEMINI_SESSION_RECORD_DIR = join(GEMINI_CONFIG_FOLDER, 'mwh', 'gemini-sessions');

/**
 * The namespace of mwh's Gemini sessions: `uuidV5('urn:mwh:gemini-session', URL_NAMESPACE)`.
 * Fixed forever, as Claude's is: changing it would orphan every thread's session.
 */
export const GEMINI_SESSION_NAMESPACE = '5fb2cba3-33c2-5e4d-b7f3-8b2a0d68923a';

/** The CLI's exit for input it refused: a `--session-id` it has already, a `--resume` id it has not (0.61.0). */
const INPUT_REFUSED = 'input';

/** The Gemini session id of a thread. */
export function geminiSessionId(threadKey: string): string {
  return uuidV5(threadKey, GEMINI_SESSION_NAMESPACE);
}

/** A round's attempts once it is created (what its registration loads when the round starts). */
export async function runGeminiRound(options: HomedOptions, output: RoundOutput, control: RoundControl): Promise<Verdict> {
  const refused = refusedOptions(options, options.images?.length ?? 0);
  if (refused) return refused;
  return new GeminiThread(options).turn(options.message, options.history, output, control);
}

/** The refusal of what headless gemini cannot take, before anything starts; undefined when it can. */
export function refusedOptions(options: HomedOptions, images: number): Verdict | undefined {
  if (images > 0) return unsupportedOption("Gemini CLI's headless mode takes a text prompt only: send the images' paths in the message (gemini reads a file named with @path).");
  if (options.credential?.type === 'token') return unsupportedOption('Gemini CLI takes an API key (--credential api-key) or its own sign-in, not a token.');
  if (roundMcpServers(options)) return unsupportedOption(GEMINI_MCP_SERVERS_REFUSED);
  return undefined;
}

/** The API key the round hands to the CLI in GEMINI_API_KEY, if it is not the CLI's own sign-in. */
async function geminiApiKey(options: HomedOptions): Promise<string | undefined> {
  const credential = options.credential ?? { type: 'stored' };
  if (credential.type === 'api-key') return credential.apiKey;
  if (credential.type === 'stored') return new CredentialStore(join(options.configHome, GEMINI_CONFIG_FOLDER)).read('gemini-api-key');
  return undefined;
}

interface Attempt {
  verdict: Verdict;
  /** The CLI showed the session (its init event): it exists from now on. */
  started: boolean;
}

/**
 * One thread's turns, each a process: a round has one, a conversation one per `send`. `known`
 * says the session exists (a turn started or resumed it), so the next turn resumes it at once.
 */
export class GeminiThread {
  private readonly sessionId: string;
  private readonly records: ThreadRecordStore;
  private known = false;
  private versionTold = false;
  private apiKey: Promise<string | undefined> | undefined;

  constructor(private readonly options: HomedOptions) {
    this.sessionId = geminiSessionId(options.threadKey);
    this.records = new ThreadRecordStore(options.configHome, GEMINI_SESSION_RECORD_DIR, options.threadRecords !== false);
  }

  /** One turn: `history` goes with it when the session has to start (afresh) with a transcript. */
  async turn(message: string, history: HomedOptions['history'], output: RoundOutput, control: RoundControl): Promise<Verdict> {
    const { options, records } = this;
    // A stored key is read once, before anything streams: it is a secret too. A failed read is tried again next turn.
    this.apiKey ??= geminiApiKey(options).catch((error: unknown) => {
      this.apiKey = undefined;
      throw error;
    });
    const apiKey = await this.apiKey;
    if (apiKey !== undefined) output.addSecrets([apiKey]);
    const transcript = () => withTranscript(message, history, options.transcriptBudget);
    const retry = () => !control.stopRequested && options.threadRetry !== false;
    let start: Attempt | undefined;
    if (!this.known && (await records.read(options.threadKey)) !== this.sessionId) {
      // Held until the CLI shows the session began: an attempt that did not may not count.
      output.hold();
      start = await this.attempt(output, control, apiKey, { message: transcript(), resume: false });
      // The CLI refused the id as taken (a session no record names: an older mwh, a lost record): a resume finds it.
      if (start.started || !isInputRefusal(start.verdict) || !retry()) return this.settle(output, start);
      output.discard();
    }
    output.hold();
    const resumed = await this.attempt(output, control, apiKey, { message, resume: true });
    if (resumed.started || !isInputRefusal(resumed.verdict)) return this.settle(output, resumed);
    output.discard();
    this.known = false;
    await records.forget(options.threadKey).catch(() => undefined);
    // Neither a new session nor an old one: what stopped the start is the answer.
    if (start) return this.settle(output, start);
    const lost: Verdict = { ...resumed.verdict, kind: 'resume-not-found' };
    if (!retry()) return this.settle(output, { verdict: lost, started: false });
    // The CLI has no such session: it starts under the same id, once, with what the thread remembers.
    return this.settle(output, await this.attempt(output, control, apiKey, { message: transcript(), resume: false }));
  }

  /** The attempt's parts go out; a session it showed is recorded (a record not written costs a spawn, never the round). */
  private async settle(output: RoundOutput, attempt: Attempt): Promise<Verdict> {
    if (output.holding) output.release();
    if (attempt.started) {
      this.known = true;
      await this.records.write(this.options.threadKey, this.sessionId).catch(() => undefined);
    }
    return attempt.verdict;
  }

  private async attempt(output: RoundOutput, control: RoundControl, apiKey: string | undefined, turn: { message: string; resume: boolean }): Promise<Attempt> {
    const { options } = this;
    if (control.stopRequested) return { verdict: cancelledBeforeStart(control.signal.reason), started: false };
    const invocation = geminiRoundInvocation(options, apiKey, { sessionId: this.sessionId, ...turn });
    const tooLong = promptTooLong(invocation.args);
    if (tooLong) return { verdict: tooLong, started: false };
    await prepareHome(invocation);
    // Found, not named: too short a value is no key (a named one is in the options' secrets already).
    output.addSecrets(invocation.secrets.filter(isFoundSecret));
    // Its events never say its version: the one the caller gave, or its package's.
    const version = options.cliVersion ?? installedVersion(invocation.command, invocation.env.PATH, options.cwd);
    if (version !== undefined && !this.versionTold) {
      this.versionTold = true;
      const unchecked = outsideRangeWarning('gemini', version);
      if (unchecked) output.emit(unchecked);
    }
    return spawnGemini(options, output, control, invocation, version);
  }
}

/** A refusal of the input before the session showed: the CLI's exit 42, a `--resume` it has no session for or a `--session-id` it has one for. */
function isInputRefusal(verdict: Verdict): boolean {
  return verdict.kind === 'resume-not-found' || (verdict.kind === 'failed' && verdict.subtype === INPUT_REFUSED);
}

/**
 * Linux takes no single argument over 128 KiB (MAX_ARG_STRLEN), and headless gemini's prompt is
 * one: a longer message (or transcript) is refused with a sentence before anything starts, not
 * left to fail the spawn. A NUL, which no argument can hold, likewise.
 */
const MAX_PROMPT_ARG_BYTES = 128 * 1024 - 1;
const encoder = new TextEncoder();

function promptTooLong(args: readonly string[]): Verdict | undefined {
  const prompt = args.at(-1) ?? '';
  if (prompt.includes('\0')) return unsupportedOption("Gemini CLI's prompt is a command-line argument, which cannot hold a NUL character: remove it from the message.");
  // Measured only past a bound it cannot reach in fewer UTF-16 units (at most 3 bytes each).
  if (prompt.length * 3 <= MAX_PROMPT_ARG_BYTES) return undefined;
  const bytes = encoder.encode(prompt).length;
  if (bytes <= MAX_PROMPT_ARG_BYTES) return undefined;
  return unsupportedOption(`Gemini CLI takes its prompt as one command-line argument, which Linux bounds at 128 KiB; this turn's prompt (with any transcript and instructions) is ${Math.ceil(bytes / 1024)} KiB: send less, or name files for gemini to read (@path).`);
}

/** The command line of one turn's process. */
export function geminiRoundInvocation(options: HomedOptions, apiKey: string | undefined, turn: { sessionId: string; message: string; resume: boolean }): GeminiInvocation {
  return geminiInvocation({
    message: options.instructions ? `${options.instructions}\n\n${turn.message}` : turn.message,
    ...(options.command ? { command: options.command } : {}),
    ...(options.setConfigHome ? { configDir: options.configHome } : {}),
    baseEnv: options.baseEnv ?? process.env,
    ...(options.env ? { env: options.env } : {}),
    // Unless the caller hands the environment over as is, credentials from the base environment
    // go: the round's own key (set here) or the CLI's sign-in decides.
    useCliLogin: options.credential?.type !== 'environment',
    ...(apiKey !== undefined ? { apiKey } : {}),
    ...(options.model ? { model: options.model } : {}),
    // A mode of the caller's args decides over autoApprove: the CLI takes one.
    ...(options.autoApprove && !options.args?.some((arg) => /^--(approval-mode|yolo)\b|^-y$/.test(arg)) ? { approvalMode: 'yolo' as const } : {}),
    ...(turn.resume ? { resumeSessionId: turn.sessionId } : { sessionId: turn.sessionId }),
    ...(options.args?.length ? { extraArgs: [...options.args] } : {}),
  });
}

/**
 * The home the CLI is given is made (0700) and gets the invocation's settings when it has none:
 * what is there is the home owner's, and never overwritten.
 */
async function prepareHome(invocation: GeminiInvocation): Promise<void> {
  if (!invocation.home) return;
  await mkdir(invocation.home, { recursive: true, mode: 0o700 });
  if (!invocation.settings) return;
  const path = join(invocation.home, invocation.settings.path);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, invocation.settings.text, { flag: 'wx', mode: 0o600 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
}

/** The version of the gemini package the round's command runs, where it is one mwh can see. */
function installedVersion(command: string, path: string | undefined, cwd: string): string | undefined {
  const program = command.includes('/') ? resolve(cwd, command) : programOnPath(command, path, cwd);
  return program === undefined ? undefined : programVersionAt(GEMINI_INSTALL, program);
}

/**
 * One process: spawned, read to its end, its verdict decided. A Node-script program is spawned
 * through its node with flags (`gemini-launch.ts` says why); the capture keeps the CLI's own
 * command line (the program as given or found: a fixture's recorder writes it as `gemini`), not
 * the node that ran it.
 */
async function spawnGemini(options: HomedOptions, output: RoundOutput, control: RoundControl, invocation: GeminiInvocation, version: string | undefined): Promise<Attempt> {
  if (control.stopRequested) return { verdict: cancelledBeforeStart(control.signal.reason), started: false };
  const launch = geminiLaunch(invocation.command, invocation.env.PATH, options.cwd);
  const spawned = launch ? { ...invocation, command: launch.command, args: [...launch.prefixArgs, ...invocation.args] } : invocation;
  let started = false;
  const emit = (parts: readonly ContentPart[]) => {
    if (output.emitAll(parts)) started = true;
  };
  // Headless gemini takes no request to interrupt its turn: SIGTERM ends it (0.61.0 exits at once, with no result).
  const verdict = await runStdoutTurn(options, output, control, {
    invocation: spawned,
    recorder: roundRecorder(options.capture, 'gemini', version, invocation, output.secrets),
    reader: async () => new (await import('@mwh/protocol-gemini')).GeminiRoundReader(),
    emit,
  });
  return { verdict, started };
}
