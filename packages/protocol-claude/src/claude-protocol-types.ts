/**
 * Every type of Claude Code's stream-json protocol, what the CLI writes and what a harness writes,
 * generated from schemas/. The package root exports them as one namespace, `ClaudeProtocol`, as
 * protocol-codex does with `CodexProtocol`, so generated names never crowd the hand-written API.
 */
export type * from './generated/claude-output-types.js';
export type * from './generated/claude-input-types.js';
