/**
 * What a scenario must have made happen before its expectations mean anything, and the check of
 * it on what the run recorded: the CLI's own lines in the captures and what the mock was asked,
 * never what mwh's readers made of them (a misread must fail, not hide as "not set up"). A check
 * that does not hold makes the run inconclusive: retried, never a pass or a fail.
 */
import { field, isRecord, LineFramer, stringField, type Capture, type Harness } from '@mwh/protocol-core';
import type { ExpectationFailure } from './user-expectations.js';

export type SetUpCheck =
  /** The CLI sent the model a request at all (the scenarios whose model answers an error). */
  | { kind: 'model-asked' }
  /** The CLI asked the mock for every reply the scenario scripted (a retry, a tool's second turn). */
  | { kind: 'script-served' }
  /** The CLI wrote a text delta of the answer that breaks (a piece of `text`) before that answer broke. */
  | { kind: 'text-before-break'; text: string }
  /** The caller's cancel reached the CLI after its first text delta and before the turn ended on its own. */
  | { kind: 'cancel-after-text' }
  /** The CLI asked for a permission or an approval, and mwh answered it. */
  | { kind: 'request-answered' }
  /** The round continued the thread of the round before it (claude `--resume`, codex `thread/resume`). */
  | { kind: 'resumed' }
  /** The CLI started the scenario's stdio MCP servers (each logs its start), the one that fails included. */
  | { kind: 'mcp-started' };

/** What only the live run could see, from the mock's log; a recorded capture keeps it for its replay. */
export interface ObservedFacts {
  /** Requests the CLI sent to the model's endpoint, main turns and side requests alike. */
  modelRequests: number;
  /** Scripted replies the CLI never asked for. */
  unservedReplies: number;
  /** The scenario's stdio MCP servers that logged no start. */
  mcpNotStarted?: readonly string[];
}

/**
 * What did not hold, as sentences: `notSetUp`, what the CLI or the model did not do (the run
 * reached nothing to judge: inconclusive); `mwhFailed`, what mwh itself did not do that the
 * situation needed (sending the cancel, answering the request, resuming): a fail, since a
 * regression of mwh must never hide as "not set up".
 */
export function checkSetUp(checks: readonly SetUpCheck[], harness: Harness, captures: readonly Capture[], observed: ObservedFacts): { notSetUp: string[]; mwhFailed: ExpectationFailure[] } {
  const notSetUp: string[] = [];
  const mwhFailed: ExpectationFailure[] = [];
  for (const check of checks) {
    const problem = checkOne(check, harness, captures, observed);
    if (typeof problem === 'string') notSetUp.push(problem);
    else if (problem) mwhFailed.push(problem);
  }
  return { notSetUp, mwhFailed };
}

const CANCEL = { expectation: 'the cancel', expected: 'sent to the CLI after its first text' };

/** The words a check is shown with in a report: what the scenario needed to happen. */
export function describeSetUp(check: SetUpCheck): string {
  switch (check.kind) {
    case 'model-asked':
      return 'the CLI sent the model a request';
    case 'script-served':
      return 'the CLI asked for every scripted model reply';
    case 'text-before-break':
      return 'the CLI streamed text of the answer before it broke';
    case 'cancel-after-text':
      return 'the cancel reached the CLI after its first text and before the turn ended';
    case 'request-answered':
      return 'the CLI asked for approval and mwh answered';
    case 'resumed':
      return 'the round resumed the thread of the round before';
    case 'mcp-started':
      return 'the CLI started the MCP servers it was given';
  }
}

function checkOne(check: SetUpCheck, harness: Harness, captures: readonly Capture[], observed: ObservedFacts): string | ExpectationFailure | undefined {
  const lines = captures.flatMap((capture) => orderedLines(capture));
  const wire = WIRE[harness];
  switch (check.kind) {
    case 'model-asked':
      return observed.modelRequests > 0 ? undefined : 'the CLI sent the model no request';
    case 'script-served':
      return observed.unservedReplies === 0 ? undefined : `the CLI never asked for ${observed.unservedReplies} of the scripted model replies`;
    case 'text-before-break': {
      // The first text the CLI streamed at all, not any piece anywhere: a piece of the answer
      // asked for again would otherwise count, and so would a lone space.
      const first = lines.map((line) => (line.stream === 'stdout' ? wire.textDelta(line.value) : undefined)).find((delta) => delta !== undefined && delta !== '');
      return first !== undefined && first.trim() !== '' && check.text.includes(first) ? undefined : 'the CLI streamed no text of the answer before it broke (the break came first)';
    }
    case 'cancel-after-text': {
      const firstText = lines.findIndex((line) => line.stream === 'stdout' && Boolean(wire.textDelta(line.value)));
      const cancel = lines.findIndex((line) => line.stream === 'stdin' && wire.isInterrupt(line.value));
      const ended = lines.findIndex((line) => line.stream === 'stdout' && wire.isTurnEnd(line.value));
      if (cancel >= 0 && (firstText < 0 || cancel < firstText)) return { ...CANCEL, got: 'it reached the CLI before its first text' };
      if (firstText < 0) return 'the CLI streamed no text';
      if (ended >= 0 && (cancel < 0 || ended < cancel)) return 'the turn had ended before the cancel reached the CLI';
      if (cancel < 0) return { ...CANCEL, got: 'none reached the CLI' };
      return undefined;
    }
    case 'request-answered': {
      const asked = lines.flatMap((line) => (line.stream === 'stdout' ? [wire.approvalRequestId(line.value)] : [])).filter((id) => id !== undefined);
      if (asked.length === 0) return 'the CLI asked for no approval';
      const answered = new Set(lines.flatMap((line) => (line.stream === 'stdin' ? [wire.answerId(line.value)] : [])));
      return asked.some((id) => answered.has(id)) ? undefined : { expectation: 'the approval request', expected: 'answered', got: 'no answer went back' };
    }
    case 'mcp-started': {
      if (observed.mcpNotStarted === undefined) return 'no record says which MCP servers the CLI started';
      // mwh configured them as users do: a CLI that starts none of them does not take that configuration.
      const never = observed.mcpNotStarted;
      return never.length === 0 ? undefined : { expectation: 'the MCP servers mwh configured', expected: 'started by the CLI', got: `never started: ${never.join(', ')}` };
    }
    case 'resumed':
      return captures.some((capture) => wire.resumed(capture, orderedLines(capture))) ? undefined : { expectation: 'the second round', expected: 'the thread of the first resumed', got: 'a new thread started' };
  }
}

interface Line {
  stream: 'stdin' | 'stdout' | 'stderr';
  value: Record<string, unknown>;
}

/**
 * The JSON object lines of a capture's stdin and stdout in the order they happened: a line
 * counts where the chunk that completes it was recorded, so a line written to stdin between
 * two stdout lines stands between them.
 */
export function orderedLines(capture: Capture): Line[] {
  const framers = { stdin: new LineFramer(), stdout: new LineFramer() };
  const out: Line[] = [];
  const take = (stream: Line['stream'], framed: ReturnType<LineFramer['push']>) => {
    for (const line of framed) {
      if (!line.ok) continue;
      const value = parseObject(line.text);
      if (value) out.push({ stream, value });
    }
  };
  for (const chunk of capture.chunks) if (chunk.stream !== 'stderr') take(chunk.stream, framers[chunk.stream].push(chunk.bytes));
  take('stdin', framers.stdin.end());
  take('stdout', framers.stdout.end());
  return out;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The few wire facts the checks read, per CLI: shapes every claimed version shares (the check
 * must hold on each of them), read loosely, as the lines are the CLI's and not ours.
 */
interface Wire {
  textDelta(line: Record<string, unknown>): string | undefined;
  isInterrupt(line: Record<string, unknown>): boolean;
  isTurnEnd(line: Record<string, unknown>): boolean;
  approvalRequestId(line: Record<string, unknown>): string | undefined;
  answerId(line: Record<string, unknown>): string | undefined;
  resumed(capture: Capture, lines: readonly Line[]): boolean;
}


const WIRE: Record<Harness, Wire> = {
  claude: {
    textDelta(line) {
      const event = field(line, 'event');
      const delta = field(event, 'delta');
      return line.type === 'stream_event' && field(event, 'type') === 'content_block_delta' && field(delta, 'type') === 'text_delta' ? stringField(delta, 'text') : undefined;
    },
    isInterrupt: (line) => line.type === 'control_request' && field(field(line, 'request'), 'subtype') === 'interrupt',
    isTurnEnd: (line) => line.type === 'result',
    approvalRequestId: (line) => (line.type === 'control_request' && field(field(line, 'request'), 'subtype') === 'can_use_tool' ? stringField(line, 'request_id') : undefined),
    answerId: (line) => (line.type === 'control_response' ? stringField(field(line, 'response'), 'request_id') : undefined),
    resumed: (capture) => capture.header.argv.includes('--resume'),
  },
  codex: {
    textDelta: (line) => (line.method === 'item/agentMessage/delta' ? stringField(field(line, 'params'), 'delta') : undefined),
    isInterrupt: (line) => line.method === 'turn/interrupt',
    isTurnEnd: (line) => line.method === 'turn/completed',
    // A server request carries a method and an id; answers to it carry the id and a result.
    approvalRequestId: (line) => (typeof line.method === 'string' && /Approval$/i.test(line.method) && line.id !== undefined ? JSON.stringify(line.id) : undefined),
    answerId: (line) => (line.method === undefined && line.id !== undefined && 'result' in line ? JSON.stringify(line.id) : undefined),
    resumed: (_capture, lines) => lines.some((line) => line.stream === 'stdin' && line.value.method === 'thread/resume'),
  },
  // Headless gemini asks nothing and takes nothing on stdin: a cancel is a signal, no line.
  gemini: {
    textDelta: (line) => (line.type === 'message' && line.role === 'assistant' ? stringField(line, 'content') : undefined),
    isInterrupt: () => false,
    isTurnEnd: (line) => line.type === 'result',
    approvalRequestId: () => undefined,
    answerId: () => undefined,
    resumed: (capture) => capture.header.argv.includes('--resume'),
  },
};
