/**
 * `@mwh/protocol-codex/zod`: zod 4 schemas of the app-server messages the harness sends and reads,
 * generated from the same JSON Schema as the ajv validators. A separate entry, so only users who
 * import it need zod.
 */
export * from './generated/codex-zod.js';
