/** A whole recorded round replayed at once, through its harness's protocol (both are loaded). */
import { replayChunks, type Capture, type ContentPart } from '@mwh/protocol-core';
import { protocolOf } from '../protocols.js';
import { CaptureReplay, type CaptureReplayOptions } from './capture-replay.js';

/** What `CaptureReplay` gives for a whole capture's chunks and exit. */
export function replayCapture(capture: Capture, options: CaptureReplayOptions = {}): ContentPart[] {
  return replayChunks(new CaptureReplay(protocolOf(capture.header.harness), options), capture);
}
