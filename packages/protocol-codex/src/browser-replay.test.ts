import { describeBrowserReplay } from '../../../scripts/test-support/browser-replay.js';
import { replayCodexCapture } from './index.js';

describeBrowserReplay({
  packageUrl: new URL('..', import.meta.url),
  harness: 'codex',
  replayExport: 'replayCodexCapture',
  replay: replayCodexCapture,
  names: ['text-deltas.capture.jsonl', 'shell-command.capture.jsonl', 'auth-rejected.capture.jsonl'],
  verdicts: ['success', 'success', 'auth-required'],
});
