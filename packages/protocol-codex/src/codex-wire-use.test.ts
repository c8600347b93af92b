/**
 * CODEX_WIRE_USE against the code: every fixture is replayed through the reader with each message
 * a view that reports what is read of it (the schema check looks at the value behind the view: a
 * validator reads everything and decides nothing), the client's messages are taken apart, and
 * the lists must say exactly that, beyond what no fixture records.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { exitOutcome, fieldPaths, LineFramer, listsPath, parseCapture, recordReads, streamBytes, TextTail, unrecorded, type Capture } from '@mwh/protocol-core';

vi.mock('./protocol-validators.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./protocol-validators.js')>();
  return { ...real, validateMessage: (kind: Parameters<typeof real.validateMessage>[0], method: string, value: unknown) => real.validateMessage(kind, method, unrecorded(value)) };
});

const { CodexRoundReader } = await import('./codex-round-reader.js');
const { parseJsonRpcLine } = await import('./json-rpc-message.js');
const { answerServerRequest } = await import('./codex-answers.js');
const { CODEX_WIRE_USE } = await import('./codex-wire-use.js');
const { codexInvocation } = await import('./codex-invocation.js');
const messages = await import('./client-messages.js');

const reads: Record<string, readonly string[]> = CODEX_WIRE_USE.reads;
const sends: Record<string, readonly string[]> = CODEX_WIRE_USE.sends;

/**
 * Listed, but no fixture has the line or item that is read so: item types no scenario makes, and
 * what the conversation helpers above the reader take of a login answer.
 */
const NOT_RECORDED = new Set([
  ...['item/started', 'item/completed'].map((key) => `${key} item.query`),
  ...['error.message', 'success', 'contentItems', 'contentItems[]', 'contentItems[].type', 'contentItems[].text', 'results', 'summary', 'summary[]', 'content', 'content[]'].map((path) => `item/completed item.${path}`),
  // A spawn's receivers are filled in when it completes (0.154.0 to 0.171.0).
  'item/started item.receiverThreadIds[]',
  'account/login/start result type',
  'account/login/start result loginId',
  'account/login/start result verificationUrl',
  'account/login/start result userCode',
]);

/** Every fixture of every version: the protocol fixtures and the round catalogue's (`rounds/`). */
function fixtures(): Capture[] {
  const root = new URL('../../../fixtures/codex/', import.meta.url);
  const folders = readdirSync(root).flatMap((version) => [`${version}/`, `${version}/rounds/`]).filter((folder) => existsSync(new URL(folder, root)));
  return folders.flatMap((folder) =>
    readdirSync(new URL(folder, root))
      .filter((name) => name.endsWith('.capture.jsonl'))
      .map((name) => {
        const parsed = parseCapture(readFileSync(new URL(`${folder}${name}`, root), 'utf8'));
        if (!parsed.ok) throw new Error(`${folder}${name}: ${parsed.error}`);
        return parsed.value;
      }),
  );
}

/** What the reader (and the answers to server requests) read of each message key over every fixture. */
function readsOfFixtures(): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  let reading = false;
  const noter = (key: string) => {
    const set = seen.get(key) ?? new Set<string>();
    seen.set(key, set);
    return (path: string) => {
      if (reading && !path.endsWith('.toJSON')) set.add(path);
    };
  };
  for (const capture of fixtures()) {
    const reader = new CodexRoundReader();
    const asked = new Map<unknown, string>();
    const framers = { stdin: new LineFramer(), stdout: new LineFramer() };
    for (const chunk of capture.chunks) {
      if (chunk.stream === 'stderr') continue;
      for (const framed of framers[chunk.stream].push(chunk.bytes)) {
        if (!framed.ok) continue;
        const parsed = parseJsonRpcLine(framed.text);
        if (chunk.stream === 'stdin') {
          reader.sent(framed.text);
          if (parsed.ok && parsed.message.kind === 'request') asked.set(parsed.message.id, parsed.message.method);
          continue;
        }
        reading = true;
        if (!parsed.ok) {
          reader.accept(parsed);
        } else {
          const m = parsed.message;
          if (m.kind === 'notification' || m.kind === 'request') {
            const params = recordReads(m.params, noter(m.method));
            reader.accept({ ...parsed, message: { ...m, params } });
            if (m.kind === 'request') answerServerRequest(m.method, params, { autoApprove: true }, m.id);
          } else if (m.kind === 'response') {
            reader.accept({ ...parsed, message: { ...m, result: recordReads(m.result, noter(`${asked.get(m.id) ?? '?'} result`)) } });
          } else {
            reader.accept({ ...parsed, message: { ...m, error: recordReads(m.error, noter(`${asked.get(m.id) ?? '?'} error`)) } });
          }
        }
        reading = false;
      }
    }
    const stderr = new TextTail();
    stderr.push(streamBytes(capture, 'stderr'));
    reading = true;
    reader.finish({ ...exitOutcome(capture.exit, stderr.end()), intentional: capture.exit?.intentional ?? false });
    reading = false;
  }
  return seen;
}

/** The list a message key's reads are held to: its own, and what is read of every answer. */
function listed(key: string, path: string): boolean {
  const kind = / (result|error)$/.exec(key)?.[1];
  return listsPath(reads[key], path) || (kind !== undefined && listsPath(reads[`* ${kind}`], path));
}

describe('CODEX_WIRE_USE', () => {
  const seen = readsOfFixtures();

  it('lists every field the reader reads of every message of every fixture', () => {
    const unlisted = [...seen].flatMap(([key, paths]) => [...paths].filter((path) => !listed(key, path)).map((path) => `${key} ${path}`));
    expect(unlisted, 'add them to CODEX_WIRE_USE.reads').toEqual([]);
  });

  it('lists nothing the reader does not read, beyond what no fixture records', () => {
    const everyAnswer = (kind: string) => [...seen].filter(([key]) => key.endsWith(` ${kind}`)).flatMap(([, paths]) => [...paths]);
    const stale = Object.entries(reads).flatMap(([key, paths]) =>
      paths
        .filter((path) => !NOT_RECORDED.has(`${key} ${path}`))
        .filter((path) => !(key.startsWith('* ') ? everyAnswer(key.slice(2)).includes(path) : seen.get(key)?.has(path) || path.endsWith('.*')))
        .map((path) => `${key} ${path}`),
    );
    expect(stale, 'remove them, or say in NOT_RECORDED why no fixture reads them').toEqual([]);
  });

  it('says only of what no fixture records that none does', () => {
    const recorded = [...NOT_RECORDED].filter((entry) => {
      const [key, path] = [entry.slice(0, entry.lastIndexOf(' ')), entry.slice(entry.lastIndexOf(' ') + 1)];
      return seen.get(key)?.has(path);
    });
    expect(recorded, 'remove them from NOT_RECORDED: a fixture reads them now').toEqual([]);
  });

  it('lists exactly the fields the client writes', () => {
    const thread = { cwd: '/w', sandbox: 'read-only', approvalPolicy: 'on-request', developerInstructions: 'd', model: 'm', mcpServers: { a: { type: 'http', url: 'http://x', headers: { A: 'b' } } } } as const;
    const written: Record<string, unknown[]> = {
      initialize: [messages.initializeParams({ clientInfo: { name: 'n', version: '1', title: 't' } })],
      initialized: [undefined],
      'thread/start': [messages.threadStartParams(thread)],
      'thread/resume': [messages.threadResumeParams('t', thread)],
      'thread/name/set': [messages.threadNameSetParams('t', 'n')],
      'turn/start': [messages.turnStartParams('t', 'hello', { images: [{ mediaType: 'image/png', data: 'AAAA' }], collaborationMode: { mode: 'plan', settings: { model: 'm', reasoning_effort: null, developer_instructions: null } } })],
      'turn/interrupt': [messages.turnInterruptParams('t', 'u')],
      'account/login/start': [messages.deviceCodeLoginParams()],
    };
    for (const method of ['item/commandExecution/requestApproval', 'item/fileChange/requestApproval', 'item/tool/requestUserInput', 'mcpServer/elicitation/request']) {
      // Also codex's approval of an MCP tool call, answered with (empty) content.
      const answer = answerServerRequest(method, { itemId: 'i', questions: [{ id: 'q', question: '?' }], _meta: { codex_approval_kind: 'mcp_tool_call' } }, { autoApprove: true });
      written[`${method} result`] = ['result' in answer ? answer.result : undefined];
    }
    const unlisted = Object.entries(written).flatMap(([key, values]) => values.flatMap((value) => fieldPaths(value).filter((path) => !listsPath(sends[key], path)).map((path) => `${key} ${path}`)));
    expect(unlisted).toEqual([]);
    const stale = Object.entries(sends).flatMap(([key, paths]) => paths.filter((path) => !path.endsWith('.*') && !written[key]?.some((value) => fieldPaths(value).includes(path))).map((path) => `${key} ${path}`));
    expect(stale).toEqual([]);
  });

  it('lists the command line codexInvocation builds', () => {
    const { args } = codexInvocation({ configDir: '/h', extraArgs: ['-c', 'model="m"'] });
    expect(args.filter((arg) => !arg.includes('='))).toEqual(['app-server', '-c']);
    expect(CODEX_WIRE_USE.flags).toEqual(['app-server', '--config']);
  });
});
