/**
 * `replayCapture` for a test that reads a replay in line: every protocol package loaded up front
 * (the public one loads the capture's when asked, so it is awaited).
 */
import { CLAUDE_PROTOCOL } from '@mwh/protocol-claude';
import { CODEX_PROTOCOL } from '@mwh/protocol-codex';
import { GEMINI_PROTOCOL } from '@mwh/protocol-gemini';
import { replayChunks, type Capture, type ContentPart } from '@mwh/protocol-core';
import { CaptureReplay, type CaptureReplayOptions } from '../capture/capture-replay.js';

const LOADED = { claude: CLAUDE_PROTOCOL, codex: CODEX_PROTOCOL, gemini: GEMINI_PROTOCOL } as const;

export function replayCaptureNow(capture: Capture, options: CaptureReplayOptions = {}): ContentPart[] {
  const { outputMode } = capture.header;
  return replayChunks(new CaptureReplay(LOADED[capture.header.harness], outputMode === undefined || options.outputMode !== undefined ? options : { ...options, outputMode }), capture);
}
