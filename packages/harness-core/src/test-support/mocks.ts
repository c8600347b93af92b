/** The loopback model servers of @mwh/mock-servers, under the names this package's tests use. */
export { startAnthropicMock, isMainTurn, toolUseMessage, startResponsesMock } from '@mwh/mock-servers';
export { textMessage as anthropicText, errorResponse as anthropicError, textReply as responsesText } from '@mwh/mock-servers';
export type { AnthropicMock, MockRequest, ResponsesMock } from '@mwh/mock-servers';
