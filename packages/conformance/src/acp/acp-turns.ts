/**
 * What an Agent Client Protocol client was shown of each prompt turn, read from the capture of
 * the agent's stdio (the lines as the agent wrote them and the client answered, in the order they
 * happened), not from what a client library made of them: the text and reasoning chunks, the
 * tool calls with their last status and content, the permission requests and their answers, the
 * cancel, and how the prompt was answered.
 */
import { field, isRecord, stringField, type Capture } from '@mwh/protocol-core';
import { orderedLines } from '../scenarios/scenario-set-up.js';

export interface AcpToolCall {
  toolCallId: string;
  kind: string;
  title: string;
  /** The last status the agent gave it (`pending` when it gave none). */
  status: string;
  /** The text of its last content (text blocks, a diff's path and new text), as a client shows it. */
  output: string;
}

export interface AcpPermission {
  toolCallId: string | undefined;
  /** The kind of the option the client chose, `cancelled`, or undefined when no answer went back. */
  answer: string | undefined;
}

export interface AcpTurn {
  sessionId: string;
  /** The prompt's answer: its stop reason, or its JSON-RPC error; undefined when none came. */
  end: { stopReason: string } | { error: { code: number | undefined; message: string } } | undefined;
  /** `agent_message_chunk` texts joined, in order: what the client shows as the answer. */
  text: string;
  /** The first non-empty text chunk. */
  firstText: string | undefined;
  /** `agent_thought_chunk` texts joined. */
  reasoning: string;
  toolCalls: AcpToolCall[];
  permissions: AcpPermission[];
  /** Whether the client sent `session/cancel`, and where, against the first text and the answer. */
  order: { firstText: number; cancel: number; end: number };
  /**
   * Updates of this session the agent sent after it answered the prompt (ACP wants them before):
   * read, not judged, as how many arrive before the agent is stopped is a matter of timing.
   */
  lateUpdates: number;
  /** Whether this process loaded the session before the prompt (`session/load` answered with a result). */
  loaded: boolean;
}

type Line = ReturnType<typeof orderedLines>[number];

/** Every prompt of one agent process, in the order it was sent. */
export function readAcpTurns(capture: Capture): AcpTurn[] {
  const lines = orderedLines(capture);
  const answerOf = (id: unknown, from: number) => lines.findIndex((line, index) => index > from && line.stream === 'stdout' && line.value.method === undefined && sameId(line.value.id, id));
  const loadIds = lines.filter((line) => line.stream === 'stdin' && line.value.method === 'session/load').map((line) => line.value.id);
  const loaded = loadIds.some((id) => {
    const at = answerOf(id, -1);
    return at >= 0 && 'result' in lines[at]!.value;
  });
  const prompts = lines.flatMap((line, index) => (line.stream === 'stdin' && line.value.method === 'session/prompt' ? [index] : []));
  return prompts.map((start, position) => {
    const request = lines[start]!.value;
    const sessionId = stringField(field(request, 'params'), 'sessionId') ?? '';
    const endAt = answerOf(request.id, start);
    const until = endAt >= 0 ? endAt : lines.length;
    const next = prompts[position + 1] ?? lines.length;
    return readTurn(lines, start, until, next, sessionId, endAt, loaded);
  });
}

function readTurn(lines: readonly Line[], start: number, until: number, next: number, sessionId: string, endAt: number, loaded: boolean): AcpTurn {
  const turn: AcpTurn = {
    sessionId,
    end: undefined,
    text: '',
    firstText: undefined,
    reasoning: '',
    toolCalls: [],
    permissions: [],
    order: { firstText: -1, cancel: -1, end: endAt },
    lateUpdates: 0,
    loaded,
  };
  const calls = new Map<string, AcpToolCall>();
  const permissionAt = new Map<string, AcpPermission>();
  for (let index = start + 1; index < until; index++) {
    const { stream, value } = lines[index]!;
    const params = field(value, 'params');
    if (stream === 'stdin') {
      if (value.method === 'session/cancel' && stringField(params, 'sessionId') === sessionId && turn.order.cancel < 0) turn.order.cancel = index;
      // The client's answer to a permission request.
      const asked = value.method === undefined ? permissionAt.get(JSON.stringify(value.id)) : undefined;
      if (asked) asked.answer = chosenKind(field(field(value, 'result'), 'outcome'), lines, value.id);
      continue;
    }
    if (value.method === 'session/request_permission' && stringField(params, 'sessionId') === sessionId) {
      const permission: AcpPermission = { toolCallId: stringField(field(params, 'toolCall'), 'toolCallId'), answer: undefined };
      turn.permissions.push(permission);
      permissionAt.set(JSON.stringify(value.id), permission);
      continue;
    }
    if (value.method !== 'session/update' || stringField(params, 'sessionId') !== sessionId) continue;
    const update = field(params, 'update');
    if (!isRecord(update)) continue;
    switch (update.sessionUpdate) {
      case 'agent_message_chunk': {
        const text = textOf(update.content);
        turn.text += text;
        if (text !== '' && turn.firstText === undefined) {
          turn.firstText = text;
          turn.order.firstText = index;
        }
        break;
      }
      case 'agent_thought_chunk':
        turn.reasoning += textOf(update.content);
        break;
      case 'tool_call':
      case 'tool_call_update': {
        const id = stringField(update, 'toolCallId');
        if (id === undefined) break;
        let call = calls.get(id);
        if (!call) {
          call = { toolCallId: id, kind: 'other', title: '', status: 'pending', output: '' };
          calls.set(id, call);
          turn.toolCalls.push(call);
        }
        if (typeof update.kind === 'string') call.kind = update.kind;
        if (typeof update.title === 'string') call.title = update.title;
        if (typeof update.status === 'string') call.status = update.status;
        if (Array.isArray(update.content)) call.output = update.content.map(toolContentText).join('\n');
        break;
      }
    }
  }
  if (endAt >= 0) {
    const answer = lines[endAt]!.value;
    const error = field(answer, 'error');
    turn.end = isRecord(error)
      ? { error: { code: typeof error.code === 'number' ? error.code : undefined, message: stringField(error, 'message') ?? '' } }
      : { stopReason: stringField(field(answer, 'result'), 'stopReason') ?? '' };
    for (let index = endAt + 1; index < next; index++) {
      const { stream, value } = lines[index]!;
      if (stream === 'stdout' && value.method === 'session/update' && stringField(field(value, 'params'), 'sessionId') === sessionId) turn.lateUpdates++;
    }
  }
  return turn;
}

function sameId(a: unknown, b: unknown): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/** The kind of the option the client selected (looked up in the request), or `cancelled`. */
function chosenKind(outcome: unknown, lines: readonly Line[], id: unknown): string | undefined {
  if (!isRecord(outcome)) return undefined;
  if (outcome.outcome === 'cancelled') return 'cancelled';
  const request = lines.find((line) => line.stream === 'stdout' && line.value.method === 'session/request_permission' && sameId(line.value.id, id));
  const options = field(field(request?.value, 'params'), 'options');
  const option = Array.isArray(options) ? options.find((candidate) => isRecord(candidate) && candidate.optionId === outcome.optionId) : undefined;
  return stringField(option, 'kind') ?? 'unknown';
}

function textOf(content: unknown): string {
  return isRecord(content) && content.type === 'text' ? (stringField(content, 'text') ?? '') : '';
}

function toolContentText(item: unknown): string {
  if (!isRecord(item)) return '';
  if (item.type === 'content') return textOf(item.content);
  // A client shows a diff under its file's path.
  if (item.type === 'diff') return `${stringField(item, 'path') ?? ''}\n${stringField(item, 'newText') ?? ''}`;
  return '';
}
