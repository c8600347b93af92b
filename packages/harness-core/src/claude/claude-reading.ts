/**
 * What reads a Claude Code process, loaded by a round (claude-round.ts) right after its spawn so
 * protocol-claude's decoder, reader and generated validators compile while the CLI boots: those,
 * and what the harness does with a line besides reading it.
 */
import { answerControlRequest, type DecodedLine } from '@mwh/protocol-claude';
import type { CliProcess } from '../process/process-runner.js';

export { ClaudeRoundReader, StreamJsonDecoder } from '@mwh/protocol-claude';

/**
 * What the harness does with a line besides reading it: a control request is answered (the
 * reader leaves control traffic out, live as in replay); the init line tells the CLI's version;
 * a `result` ends the turn.
 */
export function harnessLine(line: DecodedLine, proc: CliProcess, autoApprove: boolean, onVersion: (version: string) => void): 'result' | 'read' {
  if (line.kind !== 'event') return 'read';
  if (line.key === 'control_request') void proc.write(answerControlRequest(line.message, { autoApprove }));
  else if (line.key === 'system/init' && line.message.claude_code_version) onVersion(line.message.claude_code_version);
  return line.key === 'result' ? 'result' : 'read';
}

