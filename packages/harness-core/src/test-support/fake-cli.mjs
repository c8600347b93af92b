#!/usr/bin/env node
// A stand-in CLI for faults no real CLI produces on demand. The first argument picks the
// behaviour; FAKE_* variables tune it. Speaks just enough stream-json to look like claude.
import { spawn } from 'node:child_process';
import { closeSync } from 'node:fs';

const mode = process.env.FAKE_MODE ?? process.argv[2] ?? 'echo';
const line = (value) => process.stdout.write(JSON.stringify(value) + '\n');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function readLines(onLine) {
  let buffer = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    buffer += chunk;
    let i;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const text = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      if (text.trim()) onLine(JSON.parse(text));
    }
  });
  return new Promise((resolve) => process.stdin.on('end', resolve));
}

function claudeAnswer(text, sessionId = 'fake-session') {
  const version = process.env.FAKE_CLAUDE_VERSION;
  line({ type: 'system', subtype: 'init', session_id: sessionId, model: 'fake-model', ...(version ? { claude_code_version: version } : {}) });
  line({ type: 'stream_event', event: { type: 'message_start', message: { id: 'msg_1' } } });
  for (const piece of text.match(/.{1,3}/gsu) ?? []) {
    line({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } } });
  }
  line({ type: 'assistant', message: { id: 'msg_1', role: 'assistant', content: [{ type: 'text', text }] } });
  line({ type: 'result', subtype: 'success', is_error: false, result: text, session_id: sessionId, num_turns: 1 });
}

// Any mode: a line of stderr first, for a test that needs the stream to carry something.
if (process.env.FAKE_STDERR) process.stderr.write(process.env.FAKE_STDERR);

switch (mode) {
  case 'echo': {
    // Answers the first user message with its own text (and FAKE_SUFFIX), then waits for EOF.
    let answered = false;
    await readLines((msg) => {
      if (answered || msg.type !== 'user') return;
      answered = true;
      const text = msg.message.content.map((c) => c.text).join('') + (process.env.FAKE_SUFFIX ?? '');
      claudeAnswer(text);
    });
    process.exit(0);
    break;
  }
  case 'answers-initialize-only': {
    // Answers the control request `initialize` (not before FAKE_DELAY_MS after its own start) and
    // no other, and each user message with its text.
    await readLines(async (msg) => {
      if (msg.type === 'control_request' && msg.request?.subtype === 'initialize') {
        await sleep(Number(process.env.FAKE_DELAY_MS ?? 0) - process.uptime() * 1000);
        line({ type: 'control_response', response: { subtype: 'success', request_id: msg.request_id, response: {} } });
      }
      if (msg.type === 'user') claudeAnswer(msg.message.content.map((c) => c.text).join(''));
    });
    process.exit(0);
    break;
  }
  case 'exit-before-stdin': {
    // An argument error: closes its input unread, complains, exits.
    closeSync(0);
    process.stderr.write('error: unknown option --bogus\n');
    await sleep(Number(process.env.FAKE_DELAY_MS ?? 300));
    process.exit(3);
    break;
  }
  case 'half-line': {
    process.stdout.write('{"type":"system","subtype":"init","session_id":"s1"}\n{"type":"stream_ev');
    process.stderr.write('about to crash\n');
    await sleep(50);
    process.kill(process.pid, 'SIGKILL');
    break;
  }
  case 'hang': {
    // Writes one line, then nothing, forever; ignores end of input.
    line({ type: 'system', subtype: 'init', session_id: 'hang', model: 'fake-model' });
    process.stdin.resume();
    setInterval(() => {}, 1 << 30);
    break;
  }
  case 'stubborn': {
    // Ignores SIGTERM and end of input: only SIGKILL ends it.
    process.on('SIGTERM', () => process.stderr.write('ignoring SIGTERM\n'));
    line({ type: 'system', subtype: 'init', session_id: 'stubborn', model: 'fake-model' });
    process.stdin.resume();
    setInterval(() => {}, 1 << 30);
    break;
  }
  case 'grandchild': {
    // Leaves a grandchild that inherits stdout and stderr and outlives its parent.
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: ['ignore', 'inherit', 'inherit'] });
    line({ type: 'grandchild', pid: child.pid });
    await readLines((msg) => {
      if (msg.type === 'user') claudeAnswer('done');
    });
    process.exit(0);
    break;
  }
  case 'stderr-flood': {
    // FAKE_STDERR_HEAD goes first: a secret the 64 KiB tail may cut through.
    if (process.env.FAKE_STDERR_HEAD) process.stderr.write(process.env.FAKE_STDERR_HEAD);
    const bytes = Number(process.env.FAKE_STDERR_BYTES ?? 10 * 1024 * 1024);
    const block = Buffer.alloc(64 * 1024, 'x');
    let written = 0;
    while (written < bytes) {
      const n = Math.min(block.length, bytes - written);
      if (!process.stderr.write(block.subarray(0, n))) await new Promise((r) => process.stderr.once('drain', r));
      written += n;
    }
    process.stderr.write('\nTHE CLOSING DIAGNOSTIC\n');
    process.exitCode = 1;
    break;
  }
  case 'print-env': {
    line({ type: 'env', env: process.env, cwd: process.cwd(), pid: process.pid, pgid: process.pid });
    process.exit(0);
    break;
  }
  case 'interruptible': {
    // Streams slowly until a control_request interrupt arrives, then ends the turn.
    let interrupted = false;
    let id = 0;
    const reader = readLines((msg) => {
      if (msg.type === 'user') {
        line({ type: 'system', subtype: 'init', session_id: 'int', model: 'fake-model' });
        const timer = setInterval(() => {
          if (interrupted) return clearInterval(timer);
          line({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: `tick${id++} ` } } });
        }, 20);
      }
      if (msg.type === 'control_request' && msg.request?.subtype === 'interrupt') {
        interrupted = true;
        line({ type: 'control_response', response: { subtype: 'success', request_id: msg.request_id } });
        line({ type: 'result', subtype: 'error_during_execution', is_error: true, result: '', session_id: 'int' });
        if (process.env.FAKE_IGNORE_EOF) return;
        process.exit(0);
      }
    });
    await reader;
    if (!process.env.FAKE_IGNORE_EOF) process.exit(0);
    break;
  }
  case 'claude-permission': {
    // Asks permission for a tool (request_id perm-1), then as FAKE_PERMISSION says: `withdraw`
    // takes it back (control_cancel_request) and asks for a second tool (perm-2), ending the turn
    // once that is answered; `withdraw-silent` takes it back and writes nothing more; `die` exits
    // at once. At the end of its input it says on stderr which requests were answered.
    const how = process.env.FAKE_PERMISSION ?? 'withdraw';
    const ask = (id, tool) => line({ type: 'control_request', request_id: id, request: { subtype: 'can_use_tool', tool_name: 'Bash', input: { command: `echo ${tool}` }, tool_use_id: tool } });
    const answered = [];
    await readLines((msg) => {
      if (msg.type === 'user') {
        line({ type: 'system', subtype: 'init', session_id: 'perm', model: 'fake-model' });
        ask('perm-1', 'toolu_1');
        if (how === 'die') process.exit(1);
        line({ type: 'control_cancel_request', request_id: 'perm-1' });
        if (how === 'withdraw') ask('perm-2', 'toolu_2');
      }
      if (msg.type === 'control_response') {
        answered.push(msg.response.request_id);
        if (msg.response.request_id === 'perm-2') line({ type: 'result', subtype: 'success', is_error: false, result: 'ok', session_id: 'perm', num_turns: 1 });
      }
    });
    process.stderr.write(`answered: [${answered.join(',')}]\n`);
    process.exit(0);
    break;
  }
  case 'codex-die-on-request': {
    // Answers initialize, then on the next request closes stdout, complains late and exits 7.
    let dying = false;
    await readLines(async (msg) => {
      if (msg.method === 'initialize') return line({ id: msg.id, result: { userAgent: 'fake/0.0.0' } });
      if (msg.id === undefined || dying) return;
      dying = true;
      closeSync(1);
      await sleep(200);
      process.stderr.write(`${process.env.FAKE_STDERR_HEAD ?? ''}thread 1 panicked: boom with sk-secret-1\n`);
      await sleep(100);
      process.exit(7);
    });
    break;
  }
  case 'claude-auth': {
    // `auth status --json` and `auth login --claudeai`, keeping the login in a file of the config home.
    const { existsSync, mkdirSync, writeFileSync } = await import('node:fs');
    const marker = `${process.env.CLAUDE_CONFIG_DIR}/fake-login.json`;
    const args = process.argv.slice(2).join(' ');
    if (args === 'auth status --json') {
      const loggedIn = existsSync(marker);
      line(loggedIn ? { loggedIn: true, authMethod: 'claude.ai', subscriptionType: 'max', email: 'a@b.c' } : { loggedIn: false, authMethod: 'none' });
      process.exit(loggedIn ? 0 : 1);
    }
    if (args === 'auth login --claudeai') {
      process.stdout.write('Opening browser to sign in…\nIf the browser didn\'t open, visit:\nhttps://claude.ai/oauth/authorize?code=true&state=st4te\nPaste code here if prompted > ');
      let pasted = '';
      process.stdin.setEncoding('utf8');
      process.stdin.on('data', (d) => (pasted += d));
      await new Promise((r) => process.stdin.on('end', r));
      const code = pasted.trim();
      if (code !== 'good-code#st4te') {
        process.stderr.write(`Login failed: invalid code ${code}\n`);
        process.exit(1);
      }
      mkdirSync(process.env.CLAUDE_CONFIG_DIR, { recursive: true });
      if (!process.env.FAKE_LOGIN_LIES) writeFileSync(marker, '{}');
      process.stdout.write('\nLogin successful.\n');
      process.exit(0);
    }
    process.stderr.write(`fake claude: unknown command ${args}\n`);
    process.exit(2);
    break;
  }
  case 'status': {
    // What mwh doctor asks either CLI: its version, and whether it is signed in (FAKE_LOGGED_IN 1, or key for codex's API key login).
    const args = process.argv.slice(2).join(' ');
    const loggedIn = process.env.FAKE_LOGGED_IN === '1' || process.env.FAKE_LOGGED_IN === 'key';
    if (args === '--version') process.stdout.write(`${process.env.FAKE_VERSION ?? '9.9.9'} (fake)\n`);
    else if (args === 'auth status --json') line(loggedIn ? { loggedIn: true, authMethod: 'claude.ai' } : { loggedIn: false, authMethod: 'none' });
    else if (args === 'login status') process.stderr.write(process.env.FAKE_LOGGED_IN === 'key' ? 'Logged in using an API key - sk-proj-***ABCDE\n' : loggedIn ? 'Logged in using ChatGPT\n' : 'Not logged in\n');
    else process.exit(2);
    process.exit(loggedIn || args === '--version' ? 0 : 1);
    break;
  }
  case 'codex-login': {
    // The device-code flow: a challenge at once, the completion a little later.
    const { writeFileSync } = await import('node:fs');
    await readLines((msg) => {
      if (msg.method === 'initialize') return line({ id: msg.id, result: { userAgent: 'fake/0.171.0' } });
      if (msg.method === 'account/login/start') {
        if (process.env.FAKE_LOGIN_SILENT) return;
        const challenge = { id: msg.id, result: { type: 'chatgptDeviceCode', loginId: 'login-1', verificationUrl: 'https://auth.openai.com/codex/device', userCode: 'ABCD-1234' } };
        if (process.env.FAKE_LOGIN_SAME_CHUNK) {
          // An approval that was quick, or a codex that knew: both in one write.
          writeFileSync(`${process.env.CODEX_HOME}/auth.json`, '{"auth_mode":"chatgpt"}');
          const completed = { method: 'account/login/completed', params: { loginId: 'login-1', success: true, error: null } };
          process.stdout.write(`${JSON.stringify(challenge)}\n${JSON.stringify(completed)}\n`);
          return;
        }
        line(challenge);
        if (process.env.FAKE_LOGIN_NEVER) return;
        setTimeout(() => {
          const success = !process.env.FAKE_LOGIN_FAILS;
          if (success) writeFileSync(`${process.env.CODEX_HOME}/auth.json`, '{"auth_mode":"chatgpt"}');
          line({ method: 'account/login/completed', params: { loginId: 'login-1', success, error: success ? null : 'access denied' } });
        }, 200);
        return;
      }
      if (msg.method === 'account/login/cancel') return line({ id: msg.id, result: { status: 'canceled' } });
      if (msg.id !== undefined) line({ id: msg.id, error: { code: -32600, message: `unknown ${msg.method}` } });
    });
    process.exit(0);
    break;
  }
  case 'codex-turn': {
    // Just enough app-server for a round: a thread (started, named or resumed), one turn that
    // streams FAKE_TEXT in three-character deltas (or ticks until turn/interrupt with
    // FAKE_STREAM=forever), an API key login that writes auth.json as codex does.
    const { writeFileSync } = await import('node:fs');
    const { randomUUID } = await import('node:crypto');
    const delay = Number(process.env.FAKE_DELTA_MS ?? 10);
    let interrupted = false;
    const complete = (threadId, turnId, status) => {
      line({ method: 'turn/completed', params: { threadId, turn: { id: turnId, status, items: [], error: null } } });
    };
    await readLines(async (msg) => {
      switch (msg.method) {
        case 'initialize':
          return line({ id: msg.id, result: { userAgent: `fake/${process.env.FAKE_CODEX_VERSION ?? '0.171.0'}` } });
        case 'account/login/start':
          writeFileSync(`${process.env.CODEX_HOME}/auth.json`, JSON.stringify({ auth_mode: 'apikey', OPENAI_API_KEY: msg.params.apiKey }));
          return line({ id: msg.id, result: { type: 'apiKey' } });
        case 'thread/start': {
          await sleep(Number(process.env.FAKE_THREAD_DELAY_MS ?? 0));
          const id = randomUUID();
          line({ method: 'thread/started', params: { thread: { id } } });
          return line({ id: msg.id, result: { thread: { id }, model: 'fake-model' } });
        }
        case 'thread/resume':
          return line({ id: msg.id, result: { thread: { id: msg.params.threadId }, model: 'fake-model' } });
        case 'thread/name/set':
          return line({ id: msg.id, result: {} });
        case 'turn/start': {
          const threadId = msg.params.threadId;
          const turnId = randomUUID();
          // FAKE_DELTA_BEFORE_TURN_ANSWER: the first delta is read before the turn/start answer,
          // as a busy machine can have it: a cancel at that text must still interrupt the turn.
          if (process.env.FAKE_DELTA_BEFORE_TURN_ANSWER) {
            line({ method: 'item/agentMessage/delta', params: { threadId, turnId, itemId: 'msg-1', delta: 'early ' } });
            await sleep(200);
          }
          line({ id: msg.id, result: { turn: { id: turnId, status: 'inProgress', items: [], error: null } } });
          line({ method: 'turn/started', params: { threadId, turn: { id: turnId, status: 'inProgress', items: [], error: null } } });
          // FAKE_APPROVAL: asks approval for a command, then `die` exits at once and `complete`
          // ends the turn without waiting for the answer.
          if (process.env.FAKE_APPROVAL) {
            line({ id: 'approve-1', method: 'item/commandExecution/requestApproval', params: { threadId, turnId, itemId: 'call_1', command: 'touch x', cwd: process.cwd(), reason: 'The test asks.' } });
            if (process.env.FAKE_APPROVAL === 'die') process.exit(1);
            return complete(threadId, turnId, 'completed');
          }
          const text = process.env.FAKE_TEXT ?? 'fake answer';
          const pieces = process.env.FAKE_STREAM === 'forever' ? null : (text.match(/.{1,3}/gsu) ?? []);
          for (let i = 0; pieces === null || i < pieces.length; i++) {
            if (interrupted) return complete(threadId, turnId, 'interrupted');
            line({ method: 'item/agentMessage/delta', params: { threadId, turnId, itemId: 'msg-1', delta: pieces ? pieces[i] : `tick${i} ` } });
            await sleep(delay);
          }
          line({ method: 'item/completed', params: { threadId, turnId, item: { type: 'agentMessage', id: 'msg-1', text } } });
          return complete(threadId, turnId, 'completed');
        }
        case 'turn/interrupt':
          interrupted = true;
          return line({ id: msg.id, result: {} });
        default:
          if (msg.id !== undefined && msg.method) line({ id: msg.id, error: { code: -32600, message: `unknown ${msg.method}` } });
      }
    });
    process.exit(0);
    break;
  }
  case 'codex-exec': {
    // Just enough `codex exec --json` for a round: a thread, a turn, FAKE_TEXT as its answer.
    const text = process.env.FAKE_TEXT ?? 'exec answer';
    line({ type: 'thread.started', thread_id: '01a00000-0000-7000-8000-00000000e0ec' });
    line({ type: 'turn.started' });
    line({ type: 'item.completed', item: { id: 'item_0', type: 'agent_message', text } });
    line({ type: 'turn.completed', usage: { input_tokens: 3, cached_input_tokens: 0, output_tokens: 2 } });
    process.exit(0);
    break;
  }
  default:
    process.stderr.write(`fake-cli: unknown mode ${mode}\n`);
    process.exit(64);
}
