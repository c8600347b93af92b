import { describe, expect, it } from 'vitest';
import { MAX_KEPT_TEXT_UNITS } from './kept-text.js';
import { RoundSummarizer, summarizeRound } from './round-summary.js';

describe('RoundSummarizer', () => {
  it('says nothing was cut of a round that fits', () => {
    expect(summarizeRound([{ type: 'text-delta', id: 'm', text: 'hi' }])).not.toHaveProperty('cut');
  });

  // The text was concatenated without a bound: an answer of 600 M characters threw 'Invalid string length'.
  it.each([-1, 0, 1])('keeps the start of a text and a reasoning of the bound %i units, and counts the rest in cut', (beyond) => {
    const summarizer = new RoundSummarizer();
    const piece = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < MAX_KEPT_TEXT_UNITS / piece.length; i++) {
      summarizer.add({ type: 'text-delta', id: 'm', text: piece });
      summarizer.add({ type: 'reasoning-delta', id: 'r', text: piece });
    }
    if (beyond < 0) {
      summarizer.add({ type: 'text-retract', id: 'm', length: 1 });
      summarizer.add({ type: 'reasoning-retract', id: 'r', length: 1 });
    } else if (beyond > 0) {
      summarizer.add({ type: 'text-delta', id: 'm', text: 'y' });
      summarizer.add({ type: 'reasoning-delta', id: 'r', text: 'yy' });
    }
    const summary = summarizer.summary();
    expect([summary.text.length, summary.reasoning.length]).toEqual([MAX_KEPT_TEXT_UNITS + Math.min(beyond, 0), MAX_KEPT_TEXT_UNITS + Math.min(beyond, 0)]);
    if (beyond > 0) expect(summary.cut).toEqual({ text: 1, reasoning: 2 });
    else expect(summary).not.toHaveProperty('cut');
  });

  it("keeps each MCP server's last state in the order servers were first named, in one step per part however many servers", () => {
    const summary = summarizeRound([
      { type: 'mcp-server', name: 'a', status: 'starting' },
      { type: 'mcp-server', name: 'b', status: 'failed', message: 'no binary' },
      { type: 'mcp-server', name: 'a', status: 'ready' },
    ]);
    expect(summary.mcpServers).toEqual([
      { name: 'a', status: 'ready' },
      { name: 'b', status: 'failed', message: 'no binary' },
    ]);
    const many = new RoundSummarizer();
    for (let i = 0; i < 200_000; i++) many.add({ type: 'mcp-server', name: `s${i % 100_000}`, status: i < 100_000 ? 'starting' : 'ready' });
    const servers = many.summary().mcpServers;
    expect(servers).toHaveLength(100_000);
    expect(servers.every((server) => server.status === 'ready')).toBe(true);
  });
});
