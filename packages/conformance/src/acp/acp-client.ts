/**
 * The kit's Agent Client Protocol client, as an editor would be one: `@agentclientprotocol/sdk`'s
 * client over the agent's stdio (`ndJsonStream`), offering no file system and no terminal (the
 * agent uses its own tools), answering each permission request as the scenario's step says, and
 * cancelling a prompt once its first text arrived when the step asks. It keeps no account of what
 * the agent sent: the judge reads that from the capture of the agent's stdout.
 */
import { client, ndJsonStream, PROTOCOL_VERSION, RequestError } from '@agentclientprotocol/sdk';
import type { ClientConnection, ContentBlock, InitializeResponse, McpServer as AcpMcpServer, PermissionOption, RequestPermissionResponse } from '@agentclientprotocol/sdk';
import type { McpServer, UserImage } from '@mwh/protocol-core';
import type { AcpAgentProcess } from './acp-agent-process.js';

/** How a prompt ended as the client saw it: the agent's stop reason, its error, or no answer in time. */
export type AcpPromptEnd = { kind: 'stop'; stopReason: string } | { kind: 'error'; code: number | undefined; message: string } | { kind: 'timeout'; afterMs: number };

export interface AcpPromptStep {
  text: string;
  images?: readonly UserImage[];
  /** Each permission request is answered with an allow option, else with a reject option. */
  approve: boolean;
  /** `session/cancel` goes out as soon as the first text of the answer arrived. */
  cancelAfterFirstText?: boolean;
  /** Called with each piece of the answer's text as it arrives (a script's cues). */
  onText?: (text: string) => void;
}

export class AcpClientError extends Error {
  override readonly name = 'AcpClientError';
}

/** One connection to one agent process: initialize, sessions, prompts. */
export class AcpClient {
  private current: { sessionId: string; step: AcpPromptStep; sawText: boolean } | undefined;
  private constructor(
    private readonly connection: ClientConnection,
    readonly init: InitializeResponse,
  ) {}

  /** Connects and initializes; throws AcpClientError with the agent's answer when it does not. */
  static async connect(agent: AcpAgentProcess, timeoutMs: number): Promise<AcpClient> {
    let self: AcpClient | undefined;
    const app = client()
      .onRequest('session/request_permission', ({ params }) => self?.answerPermission(params.sessionId, params.options) ?? { outcome: { outcome: 'cancelled' } })
      .onNotification('session/update', ({ params }) => self?.sawUpdate(params.sessionId, params.update));
    const connection = app.connect(ndJsonStream(agent.input, agent.output));
    const init = await within(
      connection.agent.request('initialize', {
        protocolVersion: PROTOCOL_VERSION,
        clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
        clientInfo: { name: 'mwh-conformance', version: '0.1.0' },
      }),
      timeoutMs,
      'initialize',
    ).catch((error: unknown) => {
      connection.close();
      throw new AcpClientError(`the agent did not initialize: ${describe(error)}`);
    });
    self = new AcpClient(connection, init);
    return self;
  }

  /** `session/new`; its id. */
  async newSession(cwd: string, mcpServers: Record<string, McpServer>, timeoutMs: number): Promise<string> {
    const answer = await within(this.connection.agent.request('session/new', { cwd, mcpServers: acpMcpServers(mcpServers) }), timeoutMs, 'session/new').catch((error: unknown) => {
      throw new AcpClientError(`the agent did not open a session: ${describe(error)}`);
    });
    this.offeredModes = modesOffered(answer.configOptions);
    return answer.sessionId;
  }

  /** The values of the `mode` config option the agent's last session/new or session/load offered. */
  offeredModes: readonly string[] = [];

  /** `session/set_config_option` of the session's `mode`, as an editor's mode picker sends it. */
  async setMode(sessionId: string, value: string, timeoutMs: number): Promise<void> {
    await within(this.connection.agent.request('session/set_config_option', { sessionId, configId: MODE_OPTION, value }), timeoutMs, 'session/set_config_option').catch((error: unknown) => {
      throw new AcpClientError(`the agent did not take mode ${value}: ${describe(error)}`);
    });
  }

  /** `session/load` of a session another process of the agent opened. */
  async loadSession(sessionId: string, cwd: string, mcpServers: Record<string, McpServer>, timeoutMs: number): Promise<void> {
    const answer = await within(this.connection.agent.request('session/load', { sessionId, cwd, mcpServers: acpMcpServers(mcpServers) }), timeoutMs, 'session/load').catch((error: unknown) => {
      throw new AcpClientError(`the agent did not load session ${sessionId}: ${describe(error)}`);
    });
    this.offeredModes = modesOffered(answer?.configOptions);
  }

  /** One prompt turn, answered as `step` says; never throws: how it ended is the result. */
  async prompt(sessionId: string, step: AcpPromptStep, timeoutMs: number): Promise<AcpPromptEnd> {
    this.current = { sessionId, step, sawText: false };
    const prompt: ContentBlock[] = [{ type: 'text', text: step.text }, ...(step.images ?? []).map((image): ContentBlock => ({ type: 'image', mimeType: image.mediaType, data: image.data }))];
    try {
      const answer = await within(this.connection.agent.request('session/prompt', { sessionId, prompt }), timeoutMs, 'session/prompt');
      return { kind: 'stop', stopReason: answer.stopReason };
    } catch (error) {
      if (error instanceof PromptTimeout) return { kind: 'timeout', afterMs: timeoutMs };
      return { kind: 'error', code: error instanceof RequestError ? error.code : undefined, message: describe(error) };
    } finally {
      this.current = undefined;
    }
  }

  close(): void {
    this.connection.close();
  }

  private sawUpdate(sessionId: string, update: { sessionUpdate: string; content?: unknown }): void {
    const current = this.current;
    if (!current || current.sessionId !== sessionId || update.sessionUpdate !== 'agent_message_chunk') return;
    const content = update.content as { type?: unknown; text?: unknown } | undefined;
    if (content?.type !== 'text' || typeof content.text !== 'string' || content.text === '') return;
    current.step.onText?.(content.text);
    if (current.sawText) return;
    current.sawText = true;
    if (current.step.cancelAfterFirstText) void this.connection.agent.notify('session/cancel', { sessionId }).catch(() => undefined);
  }

  private answerPermission(sessionId: string, options: readonly PermissionOption[]): RequestPermissionResponse {
    const step = this.current?.sessionId === sessionId ? this.current.step : undefined;
    // A request outside a prompt of ours, or after our cancel, is answered as ACP says a cancelled turn's are.
    if (!step || (step.cancelAfterFirstText && this.current?.sawText)) return { outcome: { outcome: 'cancelled' } };
    const kinds = step.approve ? ['allow_once', 'allow_always'] : ['reject_once', 'reject_always'];
    const option = kinds.map((kind) => options.find((candidate) => candidate.kind === kind)).find((found) => found !== undefined);
    return option ? { outcome: { outcome: 'selected', optionId: option.optionId } } : { outcome: { outcome: 'cancelled' } };
  }
}

/** Our MCP servers as ACP's `session/new` takes them. */
export function acpMcpServers(servers: Record<string, McpServer>): AcpMcpServer[] {
  return Object.entries(servers).map(([name, server]) =>
    server.type === 'http'
      ? { type: 'http' as const, name, url: server.url, headers: Object.entries(server.headers ?? {}).map(([header, value]) => ({ name: header, value })) }
      : { name, command: server.command, args: [...(server.args ?? [])], env: Object.entries(server.env ?? {}).map(([variable, value]) => ({ name: variable, value })) },
  );
}

class PromptTimeout extends Error {}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PromptTimeout(`no answer to ${what} in ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function describe(error: unknown): string {
  if (error instanceof RequestError) return `${error.message} (code ${error.code})`;
  return error instanceof Error ? error.message : String(error);
}

/** The config option an editor's mode picker sets (ACP's session config, category `mode`). */
const MODE_OPTION = 'mode';

function modesOffered(options: unknown): string[] {
  if (!Array.isArray(options)) return [];
  const mode = (options as { id?: unknown; options?: unknown }[]).find((option) => option?.id === MODE_OPTION);
  return Array.isArray(mode?.options) ? (mode.options as { value?: unknown }[]).flatMap((choice) => (typeof choice?.value === 'string' ? [choice.value] : [])) : [];
}
