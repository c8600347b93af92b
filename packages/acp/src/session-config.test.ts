import { describe, expect, it } from 'vitest';
import { configOptions, initialSettings, modelChoices, modeState, roundSettings, withSetting } from './session-config.js';

describe('session configuration', () => {
  it('offers each CLI\'s permission modes and the models it can be given, the current ones marked', () => {
    const settings = initialSettings(undefined);
    const models = modelChoices('claude', undefined, ['claude-sonnet-x']);
    expect(models).toEqual(['default', 'sonnet', 'opus', 'haiku', 'claude-sonnet-x']);
    const [mode, model] = configOptions('claude', settings, models);
    expect(mode).toMatchObject({ id: 'mode', category: 'mode', currentValue: 'default' });
    expect(model).toMatchObject({ id: 'model', category: 'model', currentValue: 'default' });
    expect(modeState('codex', settings).availableModes.map((m) => m.id)).toEqual(['default', 'read-only', 'auto', 'full-access']);
    expect(modelChoices('codex', 'gpt-x', [])).toEqual(['default', 'gpt-x']);
    expect(initialSettings('gpt-x')).toEqual({ mode: 'default', model: 'gpt-x' });
  });

  it('runs a round as the settings say: Claude Code\'s --permission-mode, codex\'s thread permissions, the model unless the CLI\'s own', () => {
    expect(roundSettings('claude', { mode: 'plan', model: 'opus' })).toEqual({ args: ['--permission-mode', 'plan'], model: 'opus' });
    expect(roundSettings('claude', { mode: 'default', model: 'default' })).toEqual({});
    expect(roundSettings('codex', { mode: 'full-access', model: 'default' })).toEqual({ codexPermissions: { approvalPolicy: 'never', sandbox: 'danger-full-access' } });
  });

  it('refuses an option or value it does not have with a sentence naming what it has', () => {
    const settings = initialSettings(undefined);
    expect(withSetting('codex', settings, ['default'], 'mode', 'auto')).toEqual({ mode: 'auto', model: 'default' });
    expect(() => withSetting('codex', settings, ['default'], 'mode', 'plan')).toThrow(/"plan" is no mode of this agent; it has default, read-only, auto, full-access/);
    expect(() => withSetting('codex', settings, ['default'], 'model', 'x'.repeat(500))).toThrow(/is no model of this agent/);
    expect(() => withSetting('codex', settings, ['default'], 'thought', 'high')).toThrow(/has no option "thought"/);
    expect(() => withSetting('codex', settings, ['default'], 'mode', true)).toThrow(/takes one of its values/);
  });
});
