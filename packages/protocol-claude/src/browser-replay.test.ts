import { describeBrowserReplay } from '../../../scripts/test-support/browser-replay.js';
import { replayClaudeCapture } from './index.js';

describeBrowserReplay({
  packageUrl: new URL('..', import.meta.url),
  harness: 'claude',
  replayExport: 'replayClaudeCapture',
  replay: replayClaudeCapture,
  names: ['text-streamed.capture.jsonl', 'bash-tool.capture.jsonl', 'api-401.capture.jsonl'],
  verdicts: ['success', 'success', 'auth-required'],
});
