import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CaptureReplay, loadProtocol } from '@mwh/harness-core/replay';
import { parseCapture, streamBytes, summarizeRound, type Capture } from '@mwh/protocol-core';
import { splitAt } from '../../../scripts/test-support/split-at.js';
import { readRounds } from './round-chunks.js';

const fixture = new URL('../../../fixtures/claude/2.1.332/rounds/several-turns.capture.jsonl', import.meta.url);
const parsed = parseCapture(readFileSync(fixture, 'utf8'));
if (!parsed.ok) throw new Error(parsed.error);
const recorded = parsed.value;
const stdout = streamBytes(recorded, 'stdout');
const text = (capture: Capture) => new TextDecoder().decode(streamBytes(capture, 'stdout'));

describe('readRounds', () => {
  it("gives each round its own lines, each line of the file once and whole, however the file's chunks were cut", async () => {
    const protocol = await loadProtocol('claude');
    const lines = new TextDecoder().decode(stdout).split(/(?<=\n)/);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 10 }), (cuts) => {
        // The raw stdout alone, as mwh replay makes a capture of a file: turns said by the CLI's lines.
        const capture: Capture = { header: { ...recorded.header, withoutClientLines: true }, chunks: splitAt(stdout, cuts).map((bytes) => ({ stream: 'stdout', t: 0, bytes })) };
        const { rounds, captures } = readRounds(capture, new CaptureReplay(protocol, { withoutClientLines: true }));
        expect(rounds.map((round) => round.summary.text)).toEqual(['First answer MARK-1', 'Second answer MARK-2', 'Third answer']);
        const own = captures.map(text);
        expect(own.join('')).toBe(lines.join(''));
        // Each round's bytes are whole lines: its answer's, and up to its result line.
        for (const [index, bytes] of own.entries()) {
          expect(bytes.endsWith('\n')).toBe(true);
          expect(bytes).toContain(['MARK-1', 'MARK-2', 'Third answer'][index]);
          expect(bytes).toMatch(/"type":"result"/);
        }
      }),
      { seed: 41, numRuns: 40 },
    );
  });

  it("a conversation's capture: the user message that begins a turn goes with that turn, the exit with the last", async () => {
    const { rounds, captures } = readRounds(recorded, new CaptureReplay(await loadProtocol('claude')));
    expect(rounds.map((round) => summarizeRound(round.parts!).verdict?.kind)).toEqual(['success', 'success', 'success']);
    expect(captures.map((capture) => capture.chunks.filter((chunk) => chunk.stream === 'stdin').length)).toEqual([1, 1, 1]);
    expect(captures.map((capture) => capture.exit !== undefined)).toEqual([false, false, true]);
  });
});
