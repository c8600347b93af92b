/**
 * The official `@anthropic-ai/claude-agent-sdk` reading a recorded stream: `query()` spawns a
 * stand-in executable that replays the file, and the messages it yields are read for the same
 * text deltas and tool calls the other pipelines read.
 */
import { fileURLToPath } from 'node:url';
import { query } from '@anthropic-ai/claude-agent-sdk';

// From src (under vitest) and from dist alike: the stand-in runs compiled.
const FAKE_CLAUDE = fileURLToPath(new URL('../dist/fake-claude-replay.js', import.meta.url));

export async function agentSdkRead(streamFile: string): Promise<number> {
  let read = 0;
  const messages = query({
    prompt: 'replay',
    options: {
      pathToClaudeCodeExecutable: FAKE_CLAUDE,
      executable: 'node',
      includePartialMessages: true,
      env: { ...process.env, MWH_BENCH_REPLAY: streamFile },
    },
  });
  for await (const message of messages) {
    if (message.type === 'stream_event') {
      const event = message.event;
      if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') read += event.delta.text.length;
    } else if (message.type === 'assistant') {
      for (const block of message.message.content) if (block.type === 'tool_use') read++;
    }
  }
  return read;
}
