/**
 * A codex app-server's way to its thread, for a round and a conversation alike: initialize, the
 * round's API key written through codex, the recorded thread resumed or a new one started and
 * recorded. Types only from protocol-codex: the client it is given was made by the caller.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { CodexClient, OpenThreadOptions, OpenedThread } from '@mwh/protocol-codex';
import { CredentialStore } from '../secrets/credential-store.js';
import { roundMcpServers, type HomedOptions } from '../round/round-options.js';
import type { RoundControl } from '../round/round.js';
import { ThreadRecordStore, codexThreadName } from '../round/thread-record-store.js';

/** How the harness introduces itself in `initialize`. */
export const CODEX_CLIENT_INFO = { name: 'mwh', title: 'mwh harness', version: '0.1.0' } as const;

/**
 * Writes the round's API key into the home through codex itself, which owns the format of
 * auth.json: the first time, and again once the key was replaced (or auth.json is gone).
 * codex 0.171.0 reads no key variable for its own provider, so there is no other way.
 */
export async function applyApiKey(client: CodexClient, configHome: string, apiKey: string): Promise<void> {
  const credentials = new CredentialStore(configHome);
  const written = (await exists(join(configHome, 'auth.json'))) && (await credentials.isApplied('openai-api-key', apiKey));
  if (written) return;
  await client.loginWithApiKey(apiKey);
  await credentials.markApplied('openai-api-key', apiKey);
}

/**
 * A new app-server's first requests, which need no thread: initialize, then the API key applied.
 * Resolves to the version codex tells (its user agent's), once it can open a thread.
 */
export async function introduceCodex(client: CodexClient, configHome: string, apiKey: string | undefined): Promise<string | undefined> {
  const init = await client.initialize({ clientInfo: CODEX_CLIENT_INFO });
  if (apiKey) await applyApiKey(client, configHome, apiKey);
  return /(\d+\.\d+\.\d+[^\s;)]*)/.exec(init.userAgent ?? '')?.[1];
}

/**
 * A new app-server's way to its thread, for a round and a conversation alike: introduced
 * (`introduceCodex`, or `introduced` when the caller did that ahead; the version to `onVersion`),
 * then the thread recorded for the key resumed, else a new one started and its record being
 * written (`recording`; not with `record` false: the caller records it, `recordThread`, once the
 * thread is used). Undefined when a stop came before the thread was asked for.
 */
export async function openCodexThread(
  client: CodexClient,
  options: HomedOptions,
  records: ThreadRecordStore,
  apiKey: string | undefined,
  control: Pick<RoundControl, 'stopRequested'>,
  onVersion: (version: string) => void,
  introduced?: Promise<string | undefined>,
  record = true,
): Promise<{ thread: OpenedThread; recording: Promise<void> | undefined } | undefined> {
  // Read while codex starts (it never rejects): a file read is not on the way to the answer.
  const recorded = records.read(options.threadKey);
  const version = await (introduced ?? introduceCodex(client, options.configHome, apiKey));
  if (version) onVersion(version);
  if (control.stopRequested) return undefined;
  const resumeThreadId = (await recorded) ?? null;
  if (resumeThreadId !== null && options.threadRetry === false) {
    // Tried once: a thread codex cannot find ends the round `resume-not-found` (the reader saw
    // the answer), its record forgotten, rather than starting afresh in its place.
    const { resumeThreadId: _, name: __, ...resume } = threadOptions(options, resumeThreadId);
    const thread = await client.resumeThread(resumeThreadId, resume).catch(async (error: unknown) => {
      // Loaded by the caller already; imported here, not at the top, so codex-login loads none of it.
      const { isResumeNotFound } = await import('@mwh/protocol-codex');
      // Not while opened ahead (`record` false): the turn that takes the thread tries again and forgets it.
      if (record && isResumeNotFound(error)) await records.forget(options.threadKey).catch(() => undefined);
      throw error;
    });
    return { thread, recording: undefined };
  }
  const thread = await client.openThread(threadOptions(options, resumeThreadId));
  return { thread, recording: thread.resumed || !record ? undefined : recordThread(records, options.threadKey, thread) };
}

/** How a round's thread is opened: resuming the recorded one, else a new one named for the key. */
function threadOptions(options: HomedOptions, resumeThreadId: string | null): OpenThreadOptions {
  const mcpServers = roundMcpServers(options);
  return {
    resumeThreadId,
    name: codexThreadName(options.threadKey),
    cwd: options.cwd,
    ...(options.instructions ? { developerInstructions: options.instructions } : {}),
    ...(options.model ? { model: options.model } : {}),
    ...(options.codexPermissions?.approvalPolicy ? { approvalPolicy: options.codexPermissions.approvalPolicy } : {}),
    ...(options.codexPermissions?.sandbox ? { sandbox: options.codexPermissions.sandbox } : {}),
    ...(mcpServers ? { mcpServers } : {}),
  };
}

/** The thread codex opened is the one the key names from now on. */
export async function recordThread(records: ThreadRecordStore, threadKey: string, thread: OpenedThread): Promise<void> {
  if (thread.resumeNotFound) await records.forget(threadKey);
  await records.write(threadKey, thread.threadId);
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
