/**
 * @mwh/harness-core/replay: what reading a recorded round needs, and nothing that runs one, so a
 * command that replays a capture loads only that capture's protocol package (`loadProtocol`),
 * not both and not the processes and logins the root brings. The loader is the CLI's
 * registration's, which starts its rounds and logins by loading their code when asked.
 */
export { CaptureReplay } from './capture/capture-replay.js';
export type { CaptureReplayOptions, ReplayOptions } from './capture/capture-replay.js';
export { loadProtocol } from './protocol-loader.js';
export { renderFailure, failureSentence } from './verdict/render-failure.js';
export type { RenderFailureOptions } from './verdict/render-failure.js';
export { IDLE_CAUSE, ABORT_CAUSE, STDIN_CAUSE, SPAWN_CAUSE } from './verdict/verdict-causes.js';
export { RETRY_CAUSE } from './verdict/retry-bound.js';
export { MIN_FOUND_SECRET_LENGTH, secretLength } from './secrets/found-secrets.js';
