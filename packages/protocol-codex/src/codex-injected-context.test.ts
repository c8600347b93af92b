import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInjectedContext } from './codex-injected-context.js';

describe('isInjectedContext', () => {
  it("knows the fragments codex writes as the user's: AGENTS.md instructions, environment context, and the others, case ignored", () => {
    for (const text of [
      '# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>\n## Skills\n- a skill\n</INSTRUCTIONS>',
      '<environment_context>\n  <cwd>/repo</cwd>\n  <approval_policy>on-request</approval_policy>\n</environment_context>',
      '<user_instructions>\nBe brief.\n</user_instructions>\n',
      '  <SUBAGENT_NOTIFICATION>{}</subagent_notification>',
      '<turn_aborted>\nThe user interrupted.\n</turn_aborted>',
    ]) {
      expect(isInjectedContext(text), text).toBe(true);
    }
  });

  it("takes the user's own words as theirs, a tag they typed included", () => {
    for (const text of [
      'can you analyse the MD files in this directory?',
      '<div>why does this not render?</div>',
      '<environment_context> is what codex sends, right?',
      'Please read # AGENTS.md instructions for /repo </INSTRUCTIONS>',
      '',
    ]) {
      expect(isInjectedContext(text), text).toBe(false);
    }
  });

  it('never throws and looks only at the ends of a long text', () => {
    expect(isInjectedContext(`<environment_context>${'x'.repeat(5_000_000)}</environment_context>`)).toBe(true);
    fc.assert(fc.property(fc.string(), (text) => typeof isInjectedContext(text) === 'boolean'), { seed: 41, numRuns: 300 });
  });
});
