/** A whole recorded round replayed at once, through its harness's protocol (that package loaded when asked). */
import { replayChunks, type Capture, type ContentPart } from '@mwh/protocol-core';
import { loadProtocol } from '../protocol-loader.js';
import { CaptureReplay, type CaptureReplayOptions } from './capture-replay.js';

/** What `CaptureReplay` gives for a whole capture's chunks and exit; a header without client lines says how codex's responses are read, one with an output mode which stream it holds. */
export async function replayCapture(capture: Capture, options: CaptureReplayOptions = {}): Promise<ContentPart[]> {
  const { header } = capture;
  const fromHeader: CaptureReplayOptions = {
    ...(header.withoutClientLines && options.withoutClientLines === undefined ? { withoutClientLines: true } : {}),
    ...(header.outputMode !== undefined && options.outputMode === undefined ? { outputMode: header.outputMode } : {}),
  };
  const replay = new CaptureReplay(await loadProtocol(header.harness), { ...options, ...fromHeader });
  return replayChunks(replay, capture);
}
