import { describe, expect, it } from 'vitest';
import { indexCodexSchema } from './codex-schema-index.js';
import { loadVendoredCodexSchema } from '../surface/schema-sources.js';

describe('indexCodexSchema', async () => {
  const index = indexCodexSchema(await loadVendoredCodexSchema());

  it('finds the params of a method per direction, and says when a method is unknown', () => {
    expect(index.params('ClientRequest', 'thread/start')).toBe('#/definitions/v2/ThreadStartParams');
    expect(index.params('ClientNotification', 'initialized')).toBeNull();
    expect(index.params('ServerNotification', 'thread/start')).toBeUndefined();
  });

  it("finds a request's response by the schema's naming", () => {
    expect(index.response('ClientRequest', 'thread/start')).toBe('#/definitions/v2/ThreadStartResponse');
    expect(index.response('ServerRequest', 'item/commandExecution/requestApproval')).toMatch(/CommandExecutionRequestApprovalResponse$/);
    expect(index.response('ClientRequest', 'no/such')).toBeUndefined();
  });
});
