/**
 * `@mwh/conformance/judge`: judging a replayed capture by the expectations it was recorded with,
 * without loading the rest of the kit (its scenarios, mock servers and MCP SDK): what `mwh replay`
 * needs on every run, where the whole kit took most of its start-up.
 */
export { judgeCapture } from './scenarios/scenario-record.js';
export type { Judgement, JudgedStatus } from './scenarios/scenario-record.js';
export { failureSentence } from './scenarios/user-expectations.js';
export type { ExpectationFailure } from './scenarios/user-expectations.js';
