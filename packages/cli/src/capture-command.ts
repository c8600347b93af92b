/** `mwh capture`: runs the user's own command line of a CLI mwh drives and saves it as a capture. */
import { unlink } from 'node:fs/promises';
import { constants } from 'node:os';
import { basename, resolve } from 'node:path';
import { CaptureCollector, captureCommand, locateCli, REGISTRY } from '@mwh/harness-core';
import { serializeCapture, type Harness } from '@mwh/protocol-core';
import { UsageError } from './cli-error.js';
import { createNewFile } from './new-file.js';
import { defineCommand } from './command-line.js';
import { harnessOption, ONE_OF_HARNESSES } from './harness-option.js';
import { pathKind } from './path-kind.js';
import { redactOptions, secretsToRedact } from './redact-options.js';
import { shareCapture } from './share-capture.js';

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export const captureCommandLine = defineCommand({
  name: 'capture',
  synopsis: '--out FILE [options] -- <command> [args...]',
  summary: `Runs the command exactly as given, passes stdin, stdout and stderr through unchanged, and
writes every byte to FILE in the capture format mwh replay reads. FILE must not exist. The
values of secret-looking environment variables (…KEY, …TOKEN, …SECRET…) are never written, those
of 8 characters or more: a shorter one is no key (name it with --redact).`,
  options: {
    out: { type: 'string', value: 'FILE', help: 'the capture to write (a new file)' },
    harness: { type: 'string', value: 'NAME', help: `${ONE_OF_HARNESSES} (recognised from the command name otherwise)` },
    // The command's own output passes through unchanged: only the capture is redacted.
    ...redactOptions('the capture file'),
    share: { type: 'boolean', help: "a capture to attach to a bug report: tokens of known formats (sk-ant-..., ghp_..., AKIA...) masked too, this machine's user, home, host, temp and working folders, e-mail and IP addresses and ports replaced by placeholders, and what was left said" },
  },
  notes: `A capturable round:
  mwh capture --out round.jsonl -- claude -p --verbose --output-format stream-json --include-partial-messages "your message"
  mwh replay round.jsonl

codex app-server needs a client that reads the thread id from the thread/start reply before it
sends turn/start, so a file of requests on stdin cannot complete a turn. Record a codex round with
  mwh run --harness codex --capture round.jsonl "your message"

Exit code: the command's own (128 + the signal number when a signal ended it); 2 when mwh could
not start it or was used wrongly.`,
  async run({ values, positionals }, io) {
    if (!values.out) throw new UsageError('capture needs --out FILE, a new file for the capture.');
    if (positionals.length === 0) throw new UsageError('capture needs the command to run after --, e.g. mwh capture --out x.jsonl -- claude -p ...');
    const [given, ...args] = positionals as [string, ...string[]];
    const harness = harnessOption(values.harness) ?? recognise(given);
    const secrets = await secretsToRedact(values, io);
    const command = commandPath(given, harness, io.cwd, io.env);
    const outPath = resolve(io.cwd, values.out);
    // Opened before the command runs, so an existing file is never overwritten.
    const file = await createNewFile(outPath, values.out, '--out');
    const collector = new CaptureCollector();
    const forwarders: Array<[NodeJS.Signals, () => void]> = [];
    try {
      const result = await captureCommand({
        harness,
        command,
        args,
        cwd: io.cwd,
        env: io.env,
        stdin: process.stdin,
        stdout: process.stdout,
        stderr: process.stderr,
        sink: collector,
        secrets,
        onChild: (kill) => {
          for (const signal of FORWARDED) {
            const forward = () => kill(signal);
            forwarders.push([signal, forward]);
            process.on(signal, forward);
          }
        },
      });
      if (result.spawnError) {
        await file.close();
        await unlink(outPath);
        const code = (result.spawnError as NodeJS.ErrnoException).code;
        throw new UsageError(`Cannot run ${given}: ${code === 'ENOENT' ? 'there is no such command' : code === 'EACCES' ? 'permission denied' : result.spawnError.message}.`);
      }
      const recorded = collector.captures.at(-1);
      const shared = recorded && values.share ? await shareCapture(recorded, io.cwd, values.out, io.env, secrets) : undefined;
      const capture = shared?.capture ?? recorded;
      if (capture) await file.writeFile(serializeCapture(capture));
      await file.close();
      if (shared) io.stderr(shared.note);
      if (result.signal) return 128 + (constants.signals[result.signal] ?? 0);
      return result.exitCode ?? 1;
    } finally {
      for (const [signal, forward] of forwarders) process.off(signal, forward);
    }
  },
});

function recognise(command: string): Harness {
  const name = basename(command).toLowerCase();
  const named = REGISTRY.find((registration) => name.includes(registration.install.program));
  if (named) return named.cli.harness;
  throw new UsageError(`${command} is no CLI mwh knows by its name; give --harness ${ONE_OF_HARNESSES}.`);
}

/** A CLI's bare program name (`claude`) is found as mwh run finds it; anything else runs as given. */
function commandPath(given: string, harness: Harness, cwd: string, env: Record<string, string | undefined>): string {
  if (given.includes('/')) {
    const path = resolve(cwd, given);
    // spawn says only EACCES for a folder, which reads as a permission the user lacks.
    if (pathKind(path) === 'folder') throw new UsageError(`Cannot run ${given}: it is a folder.`);
    return path;
  }
  if (given !== harness) return given;
  const found = locateCli(harness, { cwd, env, from: import.meta.url });
  return found.ok ? found.value.command : given;
}
