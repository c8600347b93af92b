import { describe, expect, it } from 'vitest';
import type { Capture, CaptureChunk, CaptureExit } from './capture.js';
import { replayChunks } from './capture.js';
import type { ContentPart } from './content-part.js';
import type { FramedLine } from './line-framer.js';
import { LineReplay, type IntentionalOutcome } from './line-replay.js';

const enc = (s: string) => new TextEncoder().encode(s);
const chunk = (stream: CaptureChunk['stream'], text: string): CaptureChunk => ({ t: 0, stream, bytes: enc(text) });

/** A reader that only notes what it was given and how it ended. */
class NotingReader {
  readonly lines: string[] = [];
  finish(outcome: IntentionalOutcome | null): ContentPart[] {
    return [{ type: 'event', name: 'turn', data: { lines: this.lines, outcome } }];
  }
}

/** A turn a line `next` begins; the client's `stop` begins one too. */
class NotingReplay extends LineReplay<NotingReader, [IntentionalOutcome | null]> {
  readonly sentLines: string[] = [];

  constructor(
    clientLines: boolean,
    private readonly intentional?: boolean,
  ) {
    super(() => new NotingReader(), { maxLineBytes: 16 }, clientLines);
  }

  protected override read(framed: FramedLine, out: ContentPart[]): void {
    const text = framed.ok ? framed.text : `!${framed.head}`;
    if (text === 'next') this.newTurn(out, { ...this.wentOn(), intentional: true });
    this.reader.lines.push(text);
  }

  protected override sent(line: FramedLine, out: ContentPart[]): void {
    if (line.ok) this.sentLines.push(line.text);
    if (line.ok && line.text === 'stop') this.newTurn(out, null);
  }

  protected override lastEnd(exit: CaptureExit | undefined): [IntentionalOutcome | null] {
    return [this.recordedExit(exit, this.intentional)];
  }
}

// A replay reads only the chunks and the exit record.
const capture = (chunks: CaptureChunk[], exit?: CaptureExit): Capture => ({ header: {} as Capture['header'], chunks, ...(exit ? { exit } : {}) });
const turns = (parts: ContentPart[]) => parts.map((part) => (part.type === 'event' ? part.data : part));

describe('LineReplay', () => {
  it('frames stdout once across chunks and turns, and ends the last turn with the recorded exit and stderr', () => {
    const replay = new NotingReplay(false);
    const parts = replayChunks(replay, capture([chunk('stdout', 'a\nne'), chunk('stderr', 'oops'), chunk('stdout', 'xt\nb'), chunk('stdin', 'stop\n')], { t: 1, code: 3, signal: null }));
    expect(turns(parts)).toEqual([
      { lines: ['a'], outcome: { exitCode: null, signal: null, stderr: 'oops', intentional: true } },
      { lines: ['next', 'b'], outcome: { exitCode: 3, signal: null, stderr: 'oops', intentional: false } },
    ]);
    // Without clientLines, stdin is never read.
    expect(replay.sentLines).toEqual([]);
  });

  it('reads the client lines when told to, a last one without its newline included', () => {
    const replay = new NotingReplay(true, true);
    const parts = replayChunks(replay, capture([chunk('stdout', 'a\n'), chunk('stdin', 'go\nst'), chunk('stdin', 'op')]));
    expect(replay.sentLines).toEqual(['go', 'stop']);
    expect(turns(parts)).toEqual([
      { lines: ['a'], outcome: null },
      // No exit record: the recording was cut, so the last turn ends with no outcome.
      { lines: [], outcome: null },
    ]);
  });

  it('says intentional as the caller does, else as the exit record does', () => {
    const exit: CaptureExit = { t: 1, code: null, signal: 'SIGTERM', intentional: true };
    expect(turns(replayChunks(new NotingReplay(false), capture([], exit)))).toEqual([{ lines: [], outcome: { exitCode: null, signal: 'SIGTERM', stderr: '', intentional: true } }]);
    expect(turns(replayChunks(new NotingReplay(false, false), capture([], exit)))).toEqual([{ lines: [], outcome: { exitCode: null, signal: 'SIGTERM', stderr: '', intentional: false } }]);
  });

  it('passes an over-long stdout line on as the framer made it', () => {
    const parts = replayChunks(new NotingReplay(false), capture([chunk('stdout', `${'x'.repeat(40)}\nok\n`)]));
    expect(turns(parts)).toEqual([{ lines: [`!${'x'.repeat(17)}`, 'ok'], outcome: null }]);
  });
});
