import { describeBrowserReplay } from '../../../scripts/test-support/browser-replay.js';
import { replayGeminiCapture } from './index.js';

describeBrowserReplay({
  packageUrl: new URL('..', import.meta.url),
  harness: 'gemini',
  replayExport: 'replayGeminiCapture',
  replay: replayGeminiCapture,
  names: ['tool-call.capture.jsonl', 'shell-yolo.capture.jsonl', 'http-401.capture.jsonl'],
  verdicts: ['success', 'success', 'auth-required'],
});
