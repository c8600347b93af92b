/** A whole recorded round replayed at once, through its harness's protocol (that package loaded when asked). */
import { replayChunks, type Capture, type ContentPart } from '@mwh/protocol-core';
import { loadProtocol } from '../protocol-loader.js';
import { CaptureReplay, type CaptureReplayOptions } from './capture-replay.js';

/** What `CaptureReplay` gives for a whole capture's chunks and exit; a header without client lines says how codex's responses are read. */
export async function replayCapture(capture: Capture, options: CaptureReplayOptions = {}): Promise<ContentPart[]> {
  const { header } = capture;
  const replay = new CaptureReplay(await loadProtocol(header.harness), header.withoutClientLines && options.withoutClientLines === undefined ? { ...options, withoutClientLines: true } : options);
  return replayChunks(replay, capture);
}
