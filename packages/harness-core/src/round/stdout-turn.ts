/**
 * One process a turn whose events come on its stdout and that takes nothing on its stdin (codex
 * exec and the like): spawned, its stdout handed to the reader as it comes, its verdict
 * decided when it ends, through the round end every round goes through. Such a CLI has no request
 * to interrupt a turn with: a stop (a cancel, the idle bound) is SIGTERM, then SIGKILL to its group.
 */
import type { ContentPart, Verdict } from '@mwh/protocol-core';
import { sayIfUnsaved, type CaptureRecorder } from '../capture/capture-sink.js';
import { CliProcess, type ProcessResult } from '../process/process-runner.js';
import { captureStop, endRound, roundStop, type RoundEnd } from '../verdict/round-end.js';
import { streamHandlerFailure } from '../verdict/verdict-causes.js';
import { DEFAULT_IDLE_TIMEOUT_MS, type HomedOptions } from './round-options.js';
import type { RoundControl, RoundOutput } from './round.js';

/** What reads such a CLI's stdout: parts as chunks come, the verdict once the process ended. */
export interface StdoutTurnReader {
  push(chunk: Uint8Array): ContentPart[];
  /** `intentional`: the round ended the process itself. */
  conclude(outcome: ProcessResult & { intentional: boolean }): Pick<RoundEnd, 'verdict' | 'parts'>;
}

export interface StdoutTurn {
  invocation: { command: string; args: readonly string[]; env: Record<string, string> };
  recorder: CaptureRecorder | undefined;
  /** The reader, loaded right after the spawn: its code compiles while the CLI boots. */
  reader(): Promise<StdoutTurnReader>;
  /** Where the turn's parts go (the caller notes its session part there). */
  emit(parts: readonly ContentPart[]): void;
}

export async function runStdoutTurn(options: HomedOptions, output: RoundOutput, control: RoundControl, turn: StdoutTurn): Promise<Verdict> {
  const { invocation, recorder } = turn;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  let stopped = false;
  const stop = () => {
    stopped = true;
    void proc.stop();
  };
  const proc = new CliProcess({
    command: invocation.command,
    args: [...invocation.args],
    env: invocation.env,
    cwd: options.cwd,
    secrets: output.secrets,
    ...(options.exitGraceMs !== undefined ? { exitGraceMs: options.exitGraceMs } : {}),
    idleTimeoutMs,
    onIdle: stop,
    holdStdout: true,
    ...(recorder ? { onChunk: (stream, bytes) => recorder.chunk(stream, bytes) } : {}),
  });
  // Such a CLI reads more of its prompt from an open stdin: there is none.
  proc.endStdin();
  const unregister = control.onStop(stop);
  try {
    const reader = await turn.reader().catch(async (error: unknown) => {
      const result = await proc.stop();
      const ended = roundStop(proc.idleFired, idleTimeoutMs, control.signal);
      await sayIfUnsaved(recorder?.end(result, { stop: ended && captureStop(ended), intentional: true }), output);
      throw error;
    });
    proc.readStdout({ onStdout: (chunk) => turn.emit(reader.push(chunk)) });
    const result = await proc.done;
    if (result.handlerError) {
      await sayIfUnsaved(recorder?.end(result), output);
      return streamHandlerFailure(result.handlerError, { exitCode: result.exitCode, signal: result.signal, stderrTail: result.stderr });
    }
    const ended = roundStop(proc.idleFired, idleTimeoutMs, control.signal);
    await sayIfUnsaved(recorder?.end(result, { stop: ended && captureStop(ended), ...(stopped ? { intentional: true } : {}) }), output);
    const end = endRound({ ...reader.conclude({ ...result, intentional: stopped }), ...(ended ? { stop: ended } : {}) });
    turn.emit(end.parts);
    return end.verdict;
  } finally {
    unregister();
  }
}
