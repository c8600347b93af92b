/**
 * The MCP mock over stdio: the program a CLI starts from its MCP configuration. It logs its start
 * and each tool call to a file as JSON lines, so whoever configured it sees that the CLI started
 * it and called it. With `--fail` it logs its start and exits 1: a server that fails to start.
 *
 *   node mcp-stdio-mock.js --answer TEXT --log FILE [--fail]
 */
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { mcpMockServer } from './mcp-mock-tools.js';

const { values } = parseArgs({ options: { answer: { type: 'string' }, log: { type: 'string' }, fail: { type: 'boolean' } } });
const log = (entry: object) => {
  if (values.log) appendFileSync(values.log, `${JSON.stringify(entry)}\n`);
};
log({ started: process.pid });
if (values.fail) {
  process.stderr.write('mwh mock MCP server: failing at start, as asked\n');
  process.exit(1);
}
const server = mcpMockServer({ answer: values.answer ?? 'answer' }, (key) => log({ key }));
await server.connect(new StdioServerTransport());
