/** `mwh replay`: shows a recorded round, from a capture or a CLI's raw stdout. */
import { resolve } from 'node:path';
import { RoundList, RoundSummarizer, serializeCapture, summarizeRound, type Capture, type ContentPart, type StreamKind, type Verdict } from '@mwh/protocol-core';
import { UsageError } from './cli-error.js';
import { defineCommand, EXIT_CODES, type Io } from './command-line.js';
import { checkNewFile, createNewFile } from './new-file.js';
import { harnessOption, ONE_OF_HARNESSES } from './harness-option.js';
import { loadRoundInput, openRoundInput } from './load-round-input.js';
import { printJson, RoundPrinter, worstVerdict } from './render-round.js';
import { mwhLine } from './mwh-line.js';
import { paint, safeText } from './safe-text.js';
import { judgementJson, judgementLine, ReplayJudge } from './replay-judgement.js';
// The replay entry only: a replay loads its capture's protocol package, not both and not the rest of harness-core.
import { CaptureReplay, loadProtocol } from '@mwh/harness-core/replay';
import { REDACT_OPTIONS, secretsToRedact } from './redact-options.js';
import { readRounds } from './round-chunks.js';

export const replayCommand = defineCommand({
  name: 'replay',
  synopsis: '<file|-> [options]',
  summary: `Reads a capture (from mwh run --capture or mwh capture) or the raw stdout of ${ONE_OF_HARNESSES},
and prints the round as a person reads it, or as one JSON object. "-" reads standard input.`,
  options: {
    json: { type: 'boolean', help: 'one JSON object instead of the readable round' },
    harness: { type: 'string', value: 'NAME', help: `${ONE_OF_HARNESSES} (recognised from the content otherwise)` },
    stdin: { type: 'string', value: 'FILE', help: "for a raw file: what was written to the CLI's stdin" },
    stderr: { type: 'string', value: 'FILE', help: "for a raw file: the CLI's stderr" },
    'exit-code': { type: 'string', value: 'N', help: "for a raw file: the CLI's exit code, 0-255 (default 0)" },
    locale: { type: 'string', value: 'LOCALE', help: 'language of failure texts, as for mwh run (default: $LANG; de* is German)' },
    ...REDACT_OPTIONS,
    html: { type: 'string', value: 'FILE', help: 'also write the round as one self-contained HTML page (FILE must not exist)' },
    sanitize: {
      type: 'string',
      value: 'FILE',
      help: "write a capture to share (FILE must not exist): the values of secret-looking environment variables and tokens of known formats (sk-ant-..., ghp_..., AKIA...) masked, this machine's user, home, host, temp and working folders, e-mail and IP addresses and ports replaced by placeholders, and what was left said; the round printed is that capture's",
    },
  },
  notes: EXIT_CODES,
  async run({ values, positionals }, io) {
    if (positionals.length !== 1) throw new UsageError('replay takes exactly one file (or - for standard input); see mwh replay --help.');
    const harness = harnessOption(values.harness);
    const exitText = values['exit-code'];
    if (exitText !== undefined && (!/^\d{1,3}$/.test(exitText) || Number(exitText) > 255)) {
      throw new UsageError(`--exit-code must be a whole number from 0 to 255, not "${exitText}".`);
    }
    const input = {
      file: positionals[0]!,
      ...(harness ? { harness } : {}),
      ...(values.stdin ? { stdinFile: values.stdin } : {}),
      ...(values.stderr ? { stderrFile: values.stderr } : {}),
      ...(exitText !== undefined ? { exitCode: Number(exitText) } : {}),
    };
    const secrets = await secretsToRedact(values, io);
    // A failure is worded as mwh run words it, in the same language by the same default.
    const locale = values.locale ?? io.env.LANG;
    for (const option of ['html', 'sanitize'] as const) {
      const file = values[option];
      if (file === '' || file === '-') throw new UsageError(`--${option} writes a file; give it a file name${file === '-' ? ', not - (standard output)' : ''}.`);
    }
    if (values.html !== undefined && values.sanitize !== undefined) {
      // Both files are refused before either is written.
      if (resolve(io.cwd, values.html) === resolve(io.cwd, values.sanitize)) throw new UsageError('--html and --sanitize name the same file; give each its own.');
      checkNewFile(resolve(io.cwd, values.html), values.html, '--html');
    }
    if (values.html !== undefined || values.sanitize !== undefined) {
      // The page renders the whole round at once, and a capture is sanitised whole: only here is a capture read whole (and bounded).
      const loaded = await loadRoundInput(input, io);
      // A capture made of a transcript would be replayed as a stdout: it is read, never shared as one.
      if (values.sanitize !== undefined && loaded.kind !== 'mwh-capture' && !loaded.verdicts) throw new UsageError(`--sanitize writes a capture of a CLI's output; ${positionals[0] === '-' ? 'standard input' : positionals[0]} is ${loaded.title}, which is none.`);
      const capture = values.sanitize === undefined ? loaded.capture : await writeSanitized(loaded.capture, values.sanitize, io, secrets);
      const protocol = await loadProtocol(capture.header.harness);
      const { parts, rounds: list, captures } = readRounds(capture, new CaptureReplay(protocol, { secrets, kind: loaded.kind, ...(capture.header.withoutClientLines ? { withoutClientLines: true } : {}), ...(capture.header.outputMode !== undefined ? { outputMode: capture.header.outputMode } : {}) }));
      const judge = new ReplayJudge(secrets, Infinity);
      for (const chunk of capture.chunks) judge.chunk(chunk);
      for (const part of parts) judge.part(part);
      const judgement = judge.judge(capture.header, capture.exit, capture.expect);
      if (values.html !== undefined) {
        // A section a round, with its own lines and prompt; what the capture was recorded to show is said of the last.
        const pages = list.map((round, index) => ({ capture: captures[index]!, parts: round.parts!, ...(round.prompt !== undefined ? { prompt: round.prompt } : {}), judgement: index === list.length - 1 ? judgement : undefined }));
        await (await import('./replay-html.js')).writeReplayHtml({ rounds: pages, verdicts: loaded.verdicts, file: values.html, cwd: io.cwd, source: positionals[0]!, secrets });
      }
      if (loaded.kind !== 'mwh-capture') for (const warning of loaded.warnings) io.stderr(mwhLine(`warning: ${warning}`));
      if (values.json) printJson(capture.header.harness, summarizeRound(parts), io, judgement && judgementJson(judgement), { kind: loaded.kind, rounds: list, warnings: loaded.warnings });
      else {
        const printer = new RoundPrinter({ colour: io.colour, ...(locale ? { locale } : {}) });
        let out = kindLine(loaded.kind, loaded.title, loaded.verdicts, io.colour);
        for (const part of parts) out += printer.write(part);
        io.stdout(out + printer.end() + (judgement ? judgementLine(judgement, io.colour) : ''));
      }
      return exitCode(loaded.verdicts, list.map((one) => one.summary.verdict));
    }
    // A capture or a raw stdout (of any size) is replayed as it is read, and printed as it goes;
    // the printed text is checked through first, so a damaged capture file prints nothing.
    const round = await openRoundInput(input, io, { checkFirst: !values.json });
    const replay = new CaptureReplay(await loadProtocol(round.harness), { secrets, kind: round.kind, ...(round.withoutClientLines ? { withoutClientLines: true } : {}), ...(round.outputMode !== undefined ? { outputMode: round.outputMode } : {}) });
    const printer = new RoundPrinter({ colour: io.colour, ...(locale ? { locale } : {}) });
    // Only --json folds the round (it prints the whole answer); the text is printed and let go,
    // but for each round's verdict, which decides the exit code.
    const summary = values.json ? new RoundSummarizer() : undefined;
    const rounds = new RoundList();
    const verdicts: Verdict[] = [];
    if (!values.json) io.stdout(kindLine(round.kind, round.title, round.verdicts, io.colour));
    // A capture a scenario recorded is judged against its expectation at the end (bounded); one
    // that names no scenario (every capture of mwh run or mwh capture) keeps nothing for it.
    const judge = round.header?.scenario !== undefined ? new ReplayJudge(secrets) : undefined;
    const print = (parts: ContentPart[]) => {
      let out = '';
      for (const part of parts) {
        judge?.part(part);
        if (summary) {
          summary.add(part);
          rounds.add(part);
        } else {
          if (part.type === 'finish') verdicts.push(part.verdict);
          out += printer.write(part);
        }
      }
      if (out) io.stdout(out);
    };
    for await (const chunk of round.chunks) {
      judge?.chunk(chunk);
      print(replay.chunk(chunk));
    }
    print(replay.end(round.exit()));
    const judgement = round.header && judge?.judge(round.header, round.exit(), round.expect());
    const warnings = round.kind === 'mwh-capture' ? [] : round.warnings();
    // A capture's cut-off line was said as it was read; a raw file's is said here.
    for (const warning of warnings) io.stderr(mwhLine(`warning: ${warning}`));
    if (summary) {
      const list = rounds.list();
      printJson(round.harness, summary.summary(), io, judgement && judgementJson(judgement), { kind: round.kind, rounds: list, warnings: round.warnings() });
      return exitCode(round.verdicts, list.map((one) => one.summary.verdict));
    }
    io.stdout(printer.end() + (judgement ? judgementLine(judgement, io.colour) : ''));
    return exitCode(round.verdicts, verdicts);
  },
});

/**
 * The same rule as mwh run: a script tells a failed round (1) from unusable input (2); of several
 * rounds, the worst decides. A file whose format records no verdict (a transcript) was read: 0.
 */
function exitCode(verdicts: boolean, rounds: readonly (Verdict | null)[]): number {
  if (!verdicts) return 0;
  return worstVerdict(rounds)?.kind === 'success' ? 0 : 1;
}

/** The first line of a replay on the terminal: what the file is, and for a transcript why no verdict follows. */
function kindLine(kind: StreamKind, title: string, verdicts: boolean, colour: boolean): string {
  const why = verdicts ? '' : ': it records what was said, not how each turn ended, so no verdict is given';
  return paint(colour).dim(`── ${kind}: ${safeText(title)}${why}`) + '\n';
}

/** The capture with this machine's names replaced, written to a new file; the sanitised capture is replayed from here on. */
async function writeSanitized(capture: Capture, file: string, io: Io, secrets: readonly string[]): Promise<Capture> {
  const handle = await createNewFile(resolve(io.cwd, file), file, '--sanitize');
  const shared = await (await import('./share-capture.js')).shareCapture(capture, io.cwd, file, io.env, secrets);
  try {
    await handle.writeFile(serializeCapture(shared.capture));
  } finally {
    await handle.close();
  }
  io.stderr(shared.note);
  return shared.capture;
}
