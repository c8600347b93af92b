/**
 * A round's content parts as ACP `session/update`s: text and reasoning as message and thought
 * chunks, a tool call as `tool_call` (pending) and its result as a `tool_call_update` (completed
 * or failed), the CLI's slash commands as `available_commands_update`, how full the model's
 * context is as `usage_update`. Parts ACP has no update for (usage, other events, the session
 * part, warnings) make none.
 * ACP cannot take streamed text back: where the CLI takes some back (an answer abandoned and given
 * again), a line says so, so the abandoned start does not run into the answer that follows it.
 * The parts come redacted from the round.
 */
import type { SessionUpdate } from '@agentclientprotocol/sdk';
import type { ContentPart } from '@mwh/protocol-core';
import { toolCallView } from './tool-call-view.js';

/** Commands listed at most: a client shows them in a menu. */
const MAX_COMMANDS = 200;
const COMMAND_CHARS = 100;

/** The slash commands the CLI reports (Claude Code's system/init): a prompt `/<name> …` runs one. */
function availableCommands(data: unknown): SessionUpdate {
  const names = Array.isArray(data) ? data.filter((name): name is string => typeof name === 'string' && name.trim() !== '' && name.length <= COMMAND_CHARS) : [];
  return {
    sessionUpdate: 'available_commands_update',
    availableCommands: names.slice(0, MAX_COMMANDS).map((name) => {
      const bare = name.replace(/^\//, '');
      return { name: bare, description: `The CLI's /${bare} command.`, input: { hint: 'what follows the command, if anything' } };
    }),
  };
}

/** How full the model's context is (`used` of `size` tokens), when the CLI said both. */
function contextUsage(data: unknown): SessionUpdate[] {
  const { used, size } = (data ?? {}) as { used?: unknown; size?: unknown };
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  return count(used) && count(size) && size > 0 ? [{ sessionUpdate: 'usage_update', used, size }] : [];
}

/** What follows text the CLI took back: the editor keeps showing it, so the user is told. */
export const TAKEN_BACK = '\n\n*(The stream broke off here; it starts again below.)*\n\n';

export function sessionUpdates(part: ContentPart): SessionUpdate[] {
  switch (part.type) {
    case 'text-delta':
      return part.text ? [{ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: part.text } }] : [];
    case 'reasoning-delta':
      return part.text ? [{ sessionUpdate: 'agent_thought_chunk', content: { type: 'text', text: part.text } }] : [];
    case 'text-retract':
      return [{ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: TAKEN_BACK } }];
    case 'reasoning-retract':
      return [{ sessionUpdate: 'agent_thought_chunk', content: { type: 'text', text: TAKEN_BACK } }];
    case 'question':
      // The CLI asked the user something; the answer is the user's next prompt.
      return [{ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: `\n\n${part.text}\n\n` } }];
    case 'tool-call': {
      const view = toolCallView(part.toolName, part.input);
      return [
        {
          sessionUpdate: 'tool_call',
          toolCallId: part.toolCallId,
          title: view.title,
          kind: view.kind,
          status: 'pending',
          rawInput: part.input,
          ...(view.locations.length ? { locations: view.locations } : {}),
          ...(part.parentToolCallId ? { _meta: { mwh: { parentToolCallId: part.parentToolCallId } } } : {}),
        },
      ];
    }
    case 'tool-result':
      return [
        {
          sessionUpdate: 'tool_call_update',
          toolCallId: part.toolCallId,
          status: part.isError ? 'failed' : 'completed',
          rawOutput: part.output,
          ...(part.output ? { content: [{ type: 'content', content: { type: 'text', text: part.output } }] } : {}),
        },
      ];
    case 'event':
      if (part.name === 'slash-commands') return [availableCommands(part.data)];
      if (part.name === 'context-window') return contextUsage(part.data);
      return [];
    default:
      return [];
  }
}
