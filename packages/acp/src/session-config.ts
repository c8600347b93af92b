/**
 * A session's settings as ACP's session configuration shows them (`configOptions`, and the
 * older `modes` for clients that only know `session/set_mode`): the mode is one of the CLI's
 * permission modes (Claude Code's `--permission-mode`, codex's approval policy with its sandbox),
 * the model the CLI's `--model`. Each prompt's round runs with the settings the session has then.
 */
import { RequestError, type SessionConfigOption, type SessionModeState } from '@agentclientprotocol/sdk';
import type { RoundOptions } from '@mwh/harness-core';
import type { Harness } from '@mwh/protocol-core';

export interface SessionSettings {
  mode: string;
  model: string;
}

interface Mode {
  id: string;
  name: string;
  description: string;
  /** What the round runs with: Claude Code's `--permission-mode` after harness-core's own (the later flag wins), codex's thread settings. */
  round: Pick<RoundOptions, 'args' | 'codexPermissions'>;
}

/** `default` leaves the CLI as harness-core starts it: every tool the CLI would ask about is asked of the client. */
const MODES: Readonly<Record<Harness, readonly Mode[]>> = {
  claude: [
    { id: 'default', name: 'Ask', description: 'Claude Code asks before each tool that changes something.', round: {} },
    { id: 'acceptEdits', name: 'Accept edits', description: 'File edits run without asking; commands are still asked about.', round: { args: ['--permission-mode', 'acceptEdits'] } },
    { id: 'plan', name: 'Plan', description: 'Claude Code reads and plans, and changes nothing.', round: { args: ['--permission-mode', 'plan'] } },
    { id: 'bypassPermissions', name: 'Bypass permissions', description: 'Every tool runs without asking (Claude Code refuses this mode as root).', round: { args: ['--permission-mode', 'bypassPermissions'] } },
  ],
  codex: [
    { id: 'default', name: 'As configured', description: "codex's own approval policy and sandbox (its config.toml).", round: {} },
    { id: 'read-only', name: 'Read only', description: 'codex reads files; anything else is asked about.', round: { codexPermissions: { approvalPolicy: 'on-request', sandbox: 'read-only' } } },
    { id: 'auto', name: 'Auto', description: 'codex works in the workspace; leaving it or the network is asked about.', round: { codexPermissions: { approvalPolicy: 'on-request', sandbox: 'workspace-write' } } },
    { id: 'full-access', name: 'Full access', description: 'codex runs anything without asking, outside any sandbox.', round: { codexPermissions: { approvalPolicy: 'never', sandbox: 'danger-full-access' } } },
  ],
};

/** The model each CLI picks for itself; the others are passed as `--model`. */
export const DEFAULT_MODEL = 'default';
/** Claude Code's own model aliases (`--model sonnet`); codex has none that hold across versions. */
const MODEL_ALIASES: Readonly<Record<Harness, readonly string[]>> = { claude: ['sonnet', 'opus', 'haiku'], codex: [] };

export const MODE_OPTION = 'mode';
export const MODEL_OPTION = 'model';

/** The settings a new session starts with: the CLI's default mode, and the agent's model when it was given one. */
export function initialSettings(model: string | undefined): SessionSettings {
  return { mode: 'default', model: model ?? DEFAULT_MODEL };
}

/** The models offered: the CLI's own choice, the agent's, the CLI's aliases, and any the CLI said it runs. */
export function modelChoices(harness: Harness, configured: string | undefined, reported: Iterable<string>): string[] {
  const choices = new Set<string>([DEFAULT_MODEL, ...(configured ? [configured] : []), ...MODEL_ALIASES[harness], ...reported]);
  return [...choices];
}

export function configOptions(harness: Harness, settings: SessionSettings, models: readonly string[]): SessionConfigOption[] {
  return [
    {
      type: 'select',
      id: MODE_OPTION,
      name: 'Mode',
      description: 'When the CLI asks before it runs a tool.',
      category: 'mode',
      currentValue: settings.mode,
      options: MODES[harness].map(({ id, name, description }) => ({ value: id, name, description })),
    },
    {
      type: 'select',
      id: MODEL_OPTION,
      name: 'Model',
      category: 'model',
      currentValue: settings.model,
      options: models.map((model) => ({ value: model, name: model === DEFAULT_MODEL ? "The CLI's default" : model })),
    },
  ];
}

export function modeState(harness: Harness, settings: SessionSettings): SessionModeState {
  return { currentModeId: settings.mode, availableModes: MODES[harness].map(({ id, name, description }) => ({ id, name, description })) };
}

/** The settings with one option set, or invalid params with a sentence when there is no such option or value. */
export function withSetting(harness: Harness, settings: SessionSettings, models: readonly string[], id: string, value: unknown): SessionSettings {
  if (typeof value !== 'string') throw RequestError.invalidParams({ configId: bounded(id) }, `option ${JSON.stringify(bounded(id))} takes one of its values, not ${typeof value === 'boolean' ? 'true or false' : 'that'}.`);
  if (id === MODE_OPTION) {
    if (!MODES[harness].some((mode) => mode.id === value)) throw unknownValue('mode', value, MODES[harness].map((mode) => mode.id));
    return { ...settings, mode: value };
  }
  if (id === MODEL_OPTION) {
    if (!models.includes(value)) throw unknownValue('model', value, models);
    return { ...settings, model: value };
  }
  throw RequestError.invalidParams({ configId: bounded(id) }, `this agent has no option ${JSON.stringify(bounded(id))}; it has ${MODE_OPTION} and ${MODEL_OPTION}.`);
}

/** What a round runs with under these settings: the mode's, and a model unless the CLI's own. */
export function roundSettings(harness: Harness, settings: SessionSettings): Pick<RoundOptions, 'args' | 'codexPermissions' | 'model'> {
  const mode = MODES[harness].find((candidate) => candidate.id === settings.mode);
  return { ...mode?.round, ...(settings.model !== DEFAULT_MODEL ? { model: settings.model } : {}) };
}

function unknownValue(what: string, value: string, known: readonly string[]): RequestError {
  return RequestError.invalidParams({ value: bounded(value) }, `${JSON.stringify(bounded(value))} is no ${what} of this agent; it has ${known.join(', ')}.`);
}

function bounded(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
