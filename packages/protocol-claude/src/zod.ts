/**
 * `@mwh/protocol-claude/zod`: zod 4 schemas of every stream-json message, generated from the same
 * JSON Schemas as the ajv validators. A separate entry, so only users who import it need zod.
 */
export * from './generated/claude-zod.js';
