/**
 * A live round and the replay of its capture give the same parts, part by part (`event` parts,
 * usage and the verdict included). Every recorded fixture is the CLI here: a player writes its
 * stdout and stderr in recorded order and exits as it did, answering the harness's codex requests
 * with the recorded responses and waiting for its answer to each Claude control request, so each
 * round goes through the live path (process, decoder, control answers, reader, end of the round,
 * redaction) on the real CLIs' own lines. Where the fixture's answer is long enough, a piece of
 * it is a secret of the round, so both sides redact.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { frameAll, parseCapture, streamBytes, summarizeRound, utf8Text, type Capture, type ContentPart, type Harness } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { CaptureCollector } from '../capture/capture-sink.js';
import { redactCapture } from '../capture/capture-redaction.js';
import { replayCaptureNow } from '../test-support/replay-now.js';
import { startRound } from '../start-round.js';
import { collectRound } from '../test-support/collect-round.js';
import { cleanEnv, scratchFor } from '../test-support/scratch.js';

const PLAYER = fileURLToPath(new URL('../test-support/capture-player.mjs', import.meta.url));
const ROOT = new URL('../../../../fixtures/', import.meta.url);

const ALL = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.capture.jsonl'))
  .sort()
  .map((name) => {
    const parsed = parseCapture(readFileSync(new URL(name, ROOT), 'utf8'));
    if (!parsed.ok) throw new Error(`${name}: ${parsed.error}`);
    return { name, capture: parsed.value };
  });
/** A CLI that could not be started has no process to play (its replay is tested in capture-replay.test.ts). */
const FIXTURES = ALL.filter(({ capture }) => capture.exit !== undefined && !capture.exit.spawnError);

/**
 * A piece of the end of the fixture's answer, as a secret of the round; undefined for a short or
 * no answer. Never one across a line break: the break between two messages is the
 * reader's, which no line of a capture holds, so a secret across it is masked whole live, while
 * the capture masks its first message's part alone and its replay shows the break (a known limit).
 */
function secretOf(capture: Capture): string | undefined {
  const piece = summarizeRound(replayCaptureNow(capture)).text.slice(-12, -2);
  return piece.length === 10 && !piece.includes('\n') ? piece : undefined;
}

/** The stdout lines that are not responses or requests (codex's notifications), as text. */
function notifications(capture: Capture): string[] {
  return frameAll(streamBytes(capture, 'stdout')).flatMap((line) => (line.ok && !line.text.includes('"id":') ? [line.text] : []));
}

/** The request_ids of Claude's control requests on stdout, or of the control responses on stdin. */
function controlIds(capture: Capture, stream: 'stdout' | 'stdin', type: 'control_request' | 'control_response'): string[] {
  return frameAll(streamBytes(capture, stream)).flatMap((line) => {
    if (!line.ok || !line.text.includes(`"${type}"`)) return [];
    const message = JSON.parse(line.text) as { type?: string; request_id?: string; response?: { request_id?: string } };
    const id = type === 'control_request' ? message.request_id : message.response?.request_id;
    return message.type === type && id !== undefined ? [id] : [];
  });
}

/** The parts with each run of one stream's deltas joined into one delta. */
function joinedDeltas(parts: readonly ContentPart[]): ContentPart[] {
  const out: ContentPart[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if ((part.type === 'text-delta' || part.type === 'reasoning-delta') && last?.type === part.type && last.id === part.id) out[out.length - 1] = { ...last, text: last.text + part.text };
    else out.push(part);
  }
  return out;
}

describe('a live round and the replay of its capture', () => {
  const scratch = scratchFor('identity');

  it('cover every fixture a process can play, of both CLIs, with secrets in most', () => {
    const spawnFailures = ALL.filter(({ capture }) => capture.exit?.spawnError).length;
    expect(FIXTURES.length).toBe(ALL.length - spawnFailures);
    for (const harness of ['claude', 'codex'] as Harness[]) expect(FIXTURES.filter(({ capture }) => capture.header.harness === harness).length).toBeGreaterThan(80);
    expect(FIXTURES.filter(({ capture }) => secretOf(capture)).length).toBeGreaterThan(100);
  });

  it.concurrent.each(FIXTURES.map(({ name, capture }) => [name, capture] as const))('%s: the same parts', async (name, capture: Capture) => {
    const secret = secretOf(capture);
    const secrets = secret ? [secret] : [];
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
      secrets,
    });
    const live = await collectRound(round);
    // A round that tried again (a session to resume that is not there) shows the last attempt;
    // the player plays the recording again to it.
    const last = collector.captures.at(-1)!;
    const replayed = replayCaptureNow(last, { secrets });
    // With a secret, a text is cut into deltas where the redaction let it go: live where the
    // round's redactor released held text, in the capture where its lines' shares ended. The
    // same text, the same parts otherwise; without a secret, every delta is the same.
    if (secret) expect(joinedDeltas(replayed)).toEqual(joinedDeltas(live.parts));
    else expect(replayed).toEqual(live.parts);
    if (secret) expect(JSON.stringify(live.parts)).not.toContain(secret);
    // The round read the recording's lines as the CLI wrote them, not only the player's exit.
    const recorded = redactCapture(capture, secrets);
    if (capture.header.harness === 'claude') {
      expect(utf8Text(streamBytes(last, 'stdout'))).toBe(utf8Text(streamBytes(recorded, 'stdout')));
      // Every control request the CLI made was answered by the live round.
      expect(controlIds(last, 'stdin', 'control_response')).toEqual(expect.arrayContaining(controlIds(last, 'stdout', 'control_request')));
    } else {
      // codex's responses go under the harness's ids; its notifications as recorded, up to where the round ended the process.
      const lines = notifications(last);
      expect(lines).toEqual(notifications(recorded).slice(0, lines.length));
      expect(lines.length > 0).toBe(notifications(recorded).length > 0);
    }
  });
});
