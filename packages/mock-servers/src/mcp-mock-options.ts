/**
 * What the MCP mock is told and the tool it offers, apart from the server itself: the package's
 * declarations name these without loading the MCP SDK's, whose types need the DOM library
 * (`HeadersInit`) that a Node project compiling with its own library checks does not have.
 */
export interface McpMockOptions {
  /** The server's name in its `initialize` answer. */
  name?: string;
  /** What `lookup` answers, followed by the key asked for. */
  answer: string;
}

/** The one tool the mock offers, as a model sees it in the CLI's tool list. */
export const MCP_MOCK_TOOL = 'lookup';
