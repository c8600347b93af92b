/**
 * A live round and the replay of its capture give the same parts, part by part (`event` parts,
 * usage and the verdict included). Every recorded fixture is the CLI here: a player writes its
 * stdout and stderr in recorded order and exits as it did, answering the harness's codex requests
 * with the recorded responses, so each round goes through the live path (process, decoder,
 * control answers, reader, end of the round, redaction) on the real CLIs' own lines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCapture, type Capture, type Harness } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { CaptureCollector } from '../capture/capture-sink.js';
import { replayCapture } from '../capture/capture-replay.js';
import { startRound } from '../start-round.js';
import { collectRound } from '../test-support/collect-round.js';
import { cleanEnv, scratchFor } from '../test-support/scratch.js';

const PLAYER = fileURLToPath(new URL('../test-support/capture-player.mjs', import.meta.url));
const ROOT = new URL('../../../../fixtures/', import.meta.url);

/**
 * Every fixture with an exit a process can play: a CLI that could not be started has no process
 * (its replay is tested in capture-replay.test.ts).
 */
const FIXTURES = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.capture.jsonl'))
  .sort()
  .map((name) => {
    const parsed = parseCapture(readFileSync(new URL(name, ROOT), 'utf8'));
    if (!parsed.ok) throw new Error(`${name}: ${parsed.error}`);
    return { name, capture: parsed.value };
  })
  .filter(({ capture }) => capture.exit !== undefined && !capture.exit.spawnError);

describe('a live round and the replay of its capture', () => {
  const scratch = scratchFor('identity');

  it('cover every fixture a process can play, of both CLIs', () => {
    const all = readdirSync(ROOT, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.capture.jsonl'));
    expect(FIXTURES.length).toBeGreaterThanOrEqual(all.length - 2);
    for (const harness of ['claude', 'codex'] as Harness[]) expect(FIXTURES.some(({ capture }) => capture.header.harness === harness)).toBe(true);
  });

  it.concurrent.each(FIXTURES.map(({ name, capture }) => [name, capture] as const))('%s: the same parts', async (name, capture: Capture) => {
    const collector = new CaptureCollector();
    const round = startRound({
      harness: capture.header.harness,
      message: 'hello',
      threadKey: `identity/${name}`,
      cwd: scratch.cwd,
      configHome: `${scratch.configHome}/${name.replaceAll('/', '_')}`,
      command: PLAYER,
      baseEnv: cleanEnv(scratch.home),
      credential: { type: 'cli-login' },
      env: { PLAYER_CAPTURE: fileURLToPath(new URL(name, ROOT)) },
      capture: collector,
    });
    const live = await collectRound(round);
    // A round that tried again (a session to resume that is not there) shows the last attempt;
    // the player plays the recording again to it.
    const last = collector.captures.at(-1)!;
    expect(replayCapture(last)).toEqual(live.parts);
    // The round read the recording's lines, not only the player's exit.
    const recorded = capture.chunks.some((chunk) => chunk.stream === 'stdout');
    expect(last.chunks.some((chunk) => chunk.stream === 'stdout')).toBe(recorded);
  });
});
