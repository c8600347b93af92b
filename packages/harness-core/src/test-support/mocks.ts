/**
 * The conformance kit's loopback model servers. Imported from its build output until its
 * index exports them; then this becomes `export … from '@mwh/conformance'`.
 */
export { startAnthropicMock, isMainTurn } from '../../../conformance/dist/anthropic-mock-server.js';
export type { AnthropicMock } from '../../../conformance/dist/anthropic-mock-server.js';
export { textMessage as anthropicText, errorResponse as anthropicError, toolUseMessage } from '../../../conformance/dist/anthropic-mock-script.js';
export type { MockRequest } from '../../../conformance/dist/anthropic-mock-script.js';
export { startResponsesMock } from '../../../conformance/dist/responses-mock-server.js';
export type { ResponsesMock } from '../../../conformance/dist/responses-mock-server.js';
export { textReply as responsesText } from '../../../conformance/dist/responses-mock-script.js';
