import { describe, expect, it } from 'vitest';
import { scenarioSessionId } from './claude-scenario-runner.js';

describe('scenarioSessionId', () => {
  it('is a version-5-shaped UUID, the same for a name on every run and different between names', () => {
    const id = scenarioSessionId('text-streamed');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(scenarioSessionId('text-streamed')).toBe(id);
    expect(scenarioSessionId('resume-known')).not.toBe(id);
  });
});
