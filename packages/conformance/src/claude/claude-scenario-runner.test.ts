import { describe, expect, it } from 'vitest';
import { scenarioSessionId } from './claude-scenario-runner.js';

describe('scenarioSessionId', () => {
  it('is fixed per scenario name, so a re-recording carries the session id the fixture already has', () => {
    // The session id of fixtures/claude/2.1.332/text-streamed.capture.jsonl.
    expect(scenarioSessionId('text-streamed')).toBe('5d427ae4-8cc3-50c4-b736-f49c027d5b64');
    expect(scenarioSessionId('resume-known')).not.toBe(scenarioSessionId('text-streamed'));
  });
});
