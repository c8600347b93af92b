/** The conformance kit's loopback model servers, under the names this package's tests use. */
export { startAnthropicMock, isMainTurn, toolUseMessage, startResponsesMock } from '@mwh/conformance';
export { textMessage as anthropicText, errorResponse as anthropicError, textReply as responsesText } from '@mwh/conformance';
export type { AnthropicMock, MockRequest, ResponsesMock } from '@mwh/conformance';
