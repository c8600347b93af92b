/** A whole recorded round replayed at once, through its harness's protocol (that package loaded when asked). */
import { replayChunks, type Capture, type ContentPart } from '@mwh/protocol-core';
import { loadProtocol } from '../protocol-loader.js';
import { CaptureReplay, type CaptureReplayOptions } from './capture-replay.js';

/** What `CaptureReplay` gives for a whole capture's chunks and exit. */
export async function replayCapture(capture: Capture, options: CaptureReplayOptions = {}): Promise<ContentPart[]> {
  return replayChunks(new CaptureReplay(await loadProtocol(capture.header.harness), options), capture);
}
