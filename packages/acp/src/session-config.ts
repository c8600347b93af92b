/**
 * A session's settings as ACP's session configuration shows them (`configOptions`, and the
 * older `modes` for clients that only know `session/set_mode`): the mode is one of the CLI's
 * permission modes (Claude Code's `--permission-mode`, codex's approval policy with its sandbox),
 * the model the CLI's `--model`. Each prompt's round runs with the settings the session has then.
 */
import { RequestError, type SessionConfigOption, type SessionModeState } from '@agentclientprotocol/sdk';
import { registrationOf, type RoundOptions } from '@mwh/harness-core';
import type { Harness } from '@mwh/protocol-core';

export interface SessionSettings {
  mode: string;
  model: string;
}

/** The model each CLI picks for itself; the others are passed as `--model`. */
export const DEFAULT_MODEL = 'default';

export const MODE_OPTION = 'mode';
export const MODEL_OPTION = 'model';

/** The settings a new session starts with: the CLI's default mode, and the agent's model when it was given one. */
export function initialSettings(model: string | undefined): SessionSettings {
  return { mode: 'default', model: model ?? DEFAULT_MODEL };
}

/** The models offered: the CLI's own choice, the agent's, the CLI's aliases, and any the CLI said it runs. */
export function modelChoices(harness: Harness, configured: string | undefined, reported: Iterable<string>): string[] {
  const choices = new Set<string>([DEFAULT_MODEL, ...(configured ? [configured] : []), ...registrationOf(harness).modelAliases, ...reported]);
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
      options: registrationOf(harness).permissionModes.map(({ id, name, description }) => ({ value: id, name, description })),
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
  return { currentModeId: settings.mode, availableModes: registrationOf(harness).permissionModes.map(({ id, name, description }) => ({ id, name, description })) };
}

/** The settings with one option set, or invalid params with a sentence when there is no such option or value. */
export function withSetting(harness: Harness, settings: SessionSettings, models: readonly string[], id: string, value: unknown): SessionSettings {
  if (typeof value !== 'string') throw RequestError.invalidParams({ configId: bounded(id) }, `option ${JSON.stringify(bounded(id))} takes one of its values, not ${typeof value === 'boolean' ? 'true or false' : 'that'}.`);
  if (id === MODE_OPTION) {
    if (!registrationOf(harness).permissionModes.some((mode) => mode.id === value)) throw unknownValue('mode', value, registrationOf(harness).permissionModes.map((mode) => mode.id));
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
  const mode = registrationOf(harness).permissionModes.find((candidate) => candidate.id === settings.mode);
  return { ...mode?.round, ...(settings.model !== DEFAULT_MODEL ? { model: settings.model } : {}) };
}

function unknownValue(what: string, value: string, known: readonly string[]): RequestError {
  return RequestError.invalidParams({ value: bounded(value) }, `${JSON.stringify(bounded(value))} is no ${what} of this agent; it has ${known.join(', ')}.`);
}

function bounded(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
