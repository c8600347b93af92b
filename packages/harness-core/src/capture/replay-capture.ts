/** A whole recorded round replayed at once, through its harness's protocol (both are loaded). */
import { replayChunks, type Capture, type ContentPart } from '@mwh/protocol-core';
import { protocolOf } from '../protocols.js';
import { CaptureReplay, type CaptureReplayOptions } from './capture-replay.js';

/** What `CaptureReplay` gives for a whole capture's chunks and exit; a header without client lines says how codex's responses are read. */
export function replayCapture(capture: Capture, options: CaptureReplayOptions = {}): ContentPart[] {
  const { header } = capture;
  const replay = new CaptureReplay(protocolOf(header.harness), header.withoutClientLines && options.withoutClientLines === undefined ? { ...options, withoutClientLines: true } : options);
  return replayChunks(replay, capture);
}
