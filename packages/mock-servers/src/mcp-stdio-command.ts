/** How an MCP configuration starts the stdio mock (this node and the mock's built script), and what it logged. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface McpStdioCommand {
  command: string;
  args: string[];
}

export interface McpStdioLog {
  /** How many times the CLI started the server. */
  starts: number;
  /** The keys `lookup` was called with, in order. */
  calls: string[];
}

// The script runs from the built package; this package's own tests run from src, beside dist.
const SCRIPT = new URL(import.meta.url.endsWith('.ts') ? '../dist/mcp-stdio-mock.js' : './mcp-stdio-mock.js', import.meta.url);

/** The stdio mock answering `answer` and logging to `logFile`; with `fail`, one that exits 1 at start. */
export function mcpStdioMockCommand(options: { answer: string; logFile: string; fail?: boolean }): McpStdioCommand {
  return { command: process.execPath, args: [fileURLToPath(SCRIPT), '--answer', options.answer, '--log', options.logFile, ...(options.fail ? ['--fail'] : [])] };
}

/** What the stdio mock logged to `logFile`; nothing when it never started. */
export function readMcpStdioLog(logFile: string): McpStdioLog {
  const log: McpStdioLog = { starts: 0, calls: [] };
  let text = '';
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return log;
  }
  for (const line of text.split('\n')) {
    let entry: { started?: unknown; key?: unknown } | null;
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue; // empty, or a line the program is still writing as it is read
    }
    if (typeof entry !== 'object' || entry === null) continue;
    if (entry.started !== undefined) log.starts++;
    else if (entry.key !== undefined) log.calls.push(String(entry.key));
  }
  return log;
}
