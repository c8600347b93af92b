/**
 * The Gemini API mock, its script, and the environment that points gemini at it: what the
 * package's entry exports of this folder.
 */
export { startGeminiMock, geminiMockEnv, schemaFilled, GEMINI_MOCK_MODEL } from './gemini-mock-server.js';
export type { GeminiMock, GeminiMockRequest } from './gemini-mock-server.js';
export { geminiText, geminiFunctionCall, geminiFunctionResponses } from './gemini-mock-script.js';
export type {
  GeminiMethod,
  GeminiMockScript,
  GeminiOutput,
  GeminiReply,
  GeminiReplyFor,
  GeminiRequestSeen,
  GeminiRoute,
  GeminiStreamEnding,
  GeminiStreamReply,
  GeminiUsage,
} from './gemini-mock-script.js';
