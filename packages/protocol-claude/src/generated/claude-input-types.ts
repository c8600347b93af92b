// Generated from schemas/claude-input.schema.json by scripts/gen.mjs.
// The schemas follow sdk.d.ts of @anthropic-ai/claude-agent-sdk 0.3.332 and real streams.
// Do not edit: change the schema and run `pnpm gen` (node scripts/gen.mjs) in packages/protocol-claude.

/**
 * Every line a harness writes to Claude Code's stdin with --input-format stream-json: the user message that starts a turn and the control protocol (SDKUserMessage, SDKControlRequest, SDKControlResponse, SDKControlCancelRequest, SDKKeepAliveMessage in sdk.d.ts of @anthropic-ai/claude-agent-sdk).
 */
export type ClaudeInputMessage =
  UserInput | InputControlRequest | InputControlResponse | InputControlCancelRequest | InputKeepAlive;

/**
 * SDKUserMessage: a prompt; it starts a turn.
 */
export interface UserInput {
  type: 'user';
  message: {
    role: 'user';
    content: string | InputContentBlock[];
    [k: string]: unknown;
  };
  parent_tool_use_id: string | null;
  session_id?: string;
  uuid?: string;
  priority?: string;
  [k: string]: unknown;
}
/**
 * A content block of the user message: text, image, document, ...
 */
export interface InputContentBlock {
  type: string;
  text?: string;
  /**
   * An image's or a document's bytes: base64 with its media type, or a URL (the Messages API's ImageBlockParam).
   */
  source?: {
    type: string;
    media_type?: string;
    data?: string;
    url?: string;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * SDKControlRequest a harness sends: interrupt, set_permission_mode, ... (open).
 */
export interface InputControlRequest {
  type: 'control_request';
  request_id: string;
  request: {
    subtype: string;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * SDKControlResponse: the harness's answer to a control_request of the CLI.
 */
export interface InputControlResponse {
  type: 'control_response';
  response: {
    /**
     * success or error.
     */
    subtype: string;
    request_id: string;
    /**
     * The payload: a PermissionResult for can_use_tool, another object for other requests.
     */
    response?:
      | PermissionResult
      | {
          [k: string]: unknown;
        };
    error?: string;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * PermissionResult: the answer to can_use_tool. allow (updatedInput: the arguments to run the tool with) or deny (message: why).
 */
export interface PermissionResult {
  behavior: string;
  updatedInput?: {
    [k: string]: unknown;
  };
  updatedPermissions?: {
    [k: string]: unknown;
  }[];
  message?: string;
  interrupt?: boolean;
  toolUseID?: string;
  [k: string]: unknown;
}
/**
 * SDKControlCancelRequest: the harness withdraws one of its requests.
 */
export interface InputControlCancelRequest {
  type: 'control_cancel_request';
  request_id: string;
  [k: string]: unknown;
}
/**
 * SDKKeepAliveMessage.
 */
export interface InputKeepAlive {
  type: 'keep_alive';
  [k: string]: unknown;
}

/** Each message by the key the decoder looks it up by: `type`, or `type/subtype`. */
export interface ClaudeInputMessageByKey {
  "user": UserInput;
  "control_request": InputControlRequest;
  "control_response": InputControlResponse;
  "control_cancel_request": InputControlCancelRequest;
  "keep_alive": InputKeepAlive;
}
