// Generated from schemas/claude-output.schema.json by scripts/gen.mjs.
// The schemas follow sdk.d.ts of @anthropic-ai/claude-agent-sdk 0.3.332 and real streams.
// Do not edit: change the schema and run `pnpm gen` (node scripts/gen.mjs) in packages/protocol-claude.

/**
 * Every line Claude Code writes to stdout with --output-format stream-json: the SDKMessage union and the control protocol (StdoutMessage in sdk.d.ts of @anthropic-ai/claude-agent-sdk), plus fields seen on real streams. Tolerant on purpose: unknown fields are allowed, open enums are plain strings, and only the fields a reader cannot do without are required.
 */
export type ClaudeOutputMessage =
  | AssistantMessage
  | UserMessage
  | ResultMessage
  | SystemInitMessage
  | SystemApiRetryMessage
  | SystemStatusMessage
  | SystemCompactBoundaryMessage
  | SystemControlRequestProgressMessage
  | SystemModelRefusalFallbackMessage
  | SystemModelRefusalNoFallbackMessage
  | SystemLocalCommandOutputMessage
  | SystemHookStartedMessage
  | SystemHookProgressMessage
  | SystemHookResponseMessage
  | SystemPluginInstallMessage
  | SystemTaskNotificationMessage
  | SystemTaskStartedMessage
  | SystemTaskUpdatedMessage
  | SystemTaskProgressMessage
  | SystemBackgroundTasksChangedMessage
  | SystemThinkingTokensMessage
  | SystemSessionStateChangedMessage
  | SystemWorkerShuttingDownMessage
  | SystemCommandsChangedMessage
  | SystemNotificationMessage
  | SystemFilesPersistedMessage
  | SystemMemoryRecallMessage
  | SystemElicitationCompleteMessage
  | SystemPermissionDeniedMessage
  | SystemMirrorErrorMessage
  | SystemInformationalMessage
  | SystemSessionWritesLostMessage
  | ToolProgressMessage
  | AuthStatusMessage
  | ToolUseSummaryMessage
  | RateLimitEventMessage
  | PromptSuggestionMessage
  | ConversationResetMessage
  | ActiveGoalMessage
  | MessageStartEvent
  | ContentBlockStartEvent
  | ContentBlockDeltaEvent
  | ContentBlockStopEvent
  | MessageDeltaEvent
  | MessageStopEvent
  | PingEvent
  | ControlRequest
  | ControlResponse
  | ControlCancelRequest
  | KeepAlive;

/**
 * SDKAssistantMessage. While a response streams, one per completed content block, several sharing message.id, each holding that block.
 */
export interface AssistantMessage {
  type: 'assistant';
  message: AssistantMessageBody;
  parent_tool_use_id?: string | null;
  /**
   * SDKAssistantMessageError: authentication_failed, billing_error, rate_limit, overloaded, server_error, ... (open).
   */
  error?: string;
  /**
   * Seen on 2.1.332: set on the synthetic message of an API failure.
   */
  is_api_error_message?: boolean;
  /**
   * Seen on 2.1.332: the HTTP status of the API failure.
   */
  api_error_status?: number | null;
  request_id?: string;
  aborted?: boolean;
  agent_id?: string;
  timestamp?: string;
  uuid?: string;
  session_id?: string;
  /**
   * Seen on 2.1.332.
   */
  api_error_type?: string | null;
  /**
   * Seen on 2.1.332.
   */
  thinking_display?: string | null;
  /**
   * Seen on 2.1.332.
   */
  thinking_duration_ms?: number | null;
  /**
   * The type of the subagent that wrote it (sdk.d.ts); absent on the main thread.
   */
  subagent_type?: string;
  /**
   * The description of the subagent's task (sdk.d.ts).
   */
  task_description?: string;
  /**
   * Seen on 2.1.332, not in sdk.d.ts: for an MCP tool call, its id with the tool's and its server's display names.
   */
  tool_use_meta?: {
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}
/**
 * A Messages API Message (role assistant). Model "<synthetic>" marks a notice the CLI wrote itself, such as an API error.
 */
export interface AssistantMessageBody {
  id?: string;
  type?: string;
  role?: string;
  model?: string;
  content: ContentBlock[];
  stop_reason?: string | null;
  stop_sequence?: string | null;
  usage?: ApiUsage;
  /**
   * Seen on 2.1.332 (null against a mock model server).
   */
  container?: unknown;
  /**
   * Seen on 2.1.332 (null against a mock model server).
   */
  context_management?: unknown;
  /**
   * Seen on 2.1.332 (null against a mock model server).
   */
  diagnostics?: unknown;
  /**
   * Seen on 2.1.332 (null against a mock model server).
   */
  stop_details?: unknown;
  [k: string]: unknown;
}
/**
 * One content block of a message. The fields of every block type the reader uses are listed; which are set depends on `type` (text, thinking, redacted_thinking, tool_use, tool_result, image, server_tool_use, ...).
 */
export interface ContentBlock {
  type: string;
  text?: string;
  thinking?: string;
  signature?: string;
  /**
   * tool_use: the call id.
   */
  id?: string;
  /**
   * tool_use: the tool name.
   */
  name?: string;
  /**
   * tool_use: the arguments.
   */
  input?: unknown;
  /**
   * tool_result: the call it answers.
   */
  tool_use_id?: string;
  /**
   * tool_result: a string or an array of blocks.
   */
  content?: string | ContentBlock[];
  /**
   * tool_result: whether the tool failed.
   */
  is_error?: boolean;
  [k: string]: unknown;
}
/**
 * Token usage of one model request, as the Messages API reports it (message_delta may send null for what it does not repeat).
 */
export interface ApiUsage {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
  output_tokens_details?: {
    thinking_tokens?: number | null;
    [k: string]: unknown;
  } | null;
  service_tier?: string | null;
  /**
   * Seen on 2.1.332.
   */
  cache_creation?: {
    [k: string]: unknown;
  } | null;
  /**
   * Seen on 2.1.332 (null against a mock model server).
   */
  fallback_credit?: unknown;
  /**
   * Seen on 2.1.332.
   */
  inference_geo?: string | null;
  /**
   * Seen on 2.1.332.
   */
  iterations?: unknown[] | null;
  /**
   * Seen on 2.1.332.
   */
  server_tool_use?: {
    [k: string]: unknown;
  } | null;
  /**
   * Seen on 2.1.332.
   */
  speed?: string | null;
  [k: string]: unknown;
}
/**
 * SDKUserMessage / SDKUserMessageReplay: user-role content the CLI adds, chiefly tool_result blocks.
 */
export interface UserMessage {
  type: 'user';
  message: UserMessageBody;
  parent_tool_use_id?: string | null;
  isSynthetic?: boolean;
  isReplay?: boolean;
  /**
   * The tool's structured output: an object for some tools, a string for others.
   */
  tool_use_result?: unknown;
  timestamp?: string;
  uuid?: string;
  session_id?: string;
  /**
   * Seen on 2.1.332.
   */
  tool_result_meta?: unknown[] | null;
  /**
   * The subagent that wrote it: the task_id of its task events (sdk.d.ts); absent on the main thread.
   */
  agent_id?: string;
  /**
   * The type of the subagent that wrote it (sdk.d.ts); absent on the main thread.
   */
  subagent_type?: string;
  /**
   * The description of the subagent's task (sdk.d.ts).
   */
  task_description?: string;
  [k: string]: unknown;
}
/**
 * A Messages API MessageParam with role user.
 */
export interface UserMessageBody {
  role?: string;
  content: string | ContentBlock[];
  [k: string]: unknown;
}
/**
 * SDKResultMessage: the outcome of a turn. subtype success (is_error true when it ended on an API error) or error_during_execution, error_max_turns, error_max_budget_usd, error_max_structured_output_retries (open).
 */
export interface ResultMessage {
  type: 'result';
  subtype: string;
  is_error?: boolean;
  /**
   * success: the final assistant text, or the error text.
   */
  result?: string;
  /**
   * Error subtypes: what went wrong.
   */
  errors?: string[];
  api_error_status?: number | null;
  /**
   * Seen on 2.1.332.
   */
  api_error_type?: string | null;
  duration_ms?: number;
  duration_api_ms?: number;
  num_turns?: number;
  total_cost_usd?: number;
  stop_reason?: string | null;
  terminal_reason?: string;
  usage?: ApiUsage;
  modelUsage?: {
    [k: string]: unknown;
  };
  permission_denials?: {
    [k: string]: unknown;
  }[];
  uuid?: string;
  session_id?: string;
  /**
   * Seen on 2.1.332.
   */
  begun_message_ids?: unknown[] | null;
  /**
   * Seen on 2.1.332.
   */
  fast_mode_disabled_reason?: string | null;
  /**
   * Seen on 2.1.332.
   */
  fast_mode_state?: string | null;
  /**
   * Seen on 2.1.332.
   */
  first_content_frame_ms?: number | null;
  /**
   * Seen on 2.1.332.
   */
  model_usage_since_last_result?: {
    [k: string]: unknown;
  } | null;
  /**
   * Seen on 2.1.332.
   */
  queued_turn_count?: number | null;
  /**
   * Seen on 2.1.332.
   */
  result_index?: number | null;
  /**
   * Seen on 2.1.332.
   */
  safety_stops?: number | null;
  /**
   * Seen on 2.1.332.
   */
  subagent_stats?: {
    [k: string]: unknown;
  } | null;
  /**
   * Seen on 2.1.332.
   */
  time_to_request_ms?: number | null;
  /**
   * Seen on 2.1.332.
   */
  ttft_ms?: number | null;
  /**
   * Seen on 2.1.332.
   */
  ttft_stream_ms?: number | null;
  [k: string]: unknown;
}
/**
 * SDKSystemMessage: session metadata at the start of each turn.
 */
export interface SystemInitMessage {
  type: 'system';
  subtype: 'init';
  session_id: string;
  model?: string;
  cwd?: string;
  tools?: string[];
  mcp_servers?: {
    name?: string;
    status?: string;
    source?: string;
    [k: string]: unknown;
  }[];
  permissionMode?: string;
  apiKeySource?: string;
  claude_code_version?: string;
  slash_commands?: string[];
  output_style?: string;
  skills?: string[];
  agents?: string[];
  plugins?: {
    [k: string]: unknown;
  }[];
  capabilities?: string[];
  betas?: string[];
  uuid?: string;
  /**
   * Seen on 2.1.332.
   */
  additional_directories?: unknown[] | null;
  /**
   * Seen on 2.1.332.
   */
  analytics_disabled?: boolean | null;
  /**
   * Seen on 2.1.332.
   */
  fast_mode_disabled_reason?: string | null;
  /**
   * Seen on 2.1.332.
   */
  fast_mode_state?: string | null;
  /**
   * Seen on 2.1.332.
   */
  memory_paths?: {
    [k: string]: unknown;
  } | null;
  /**
   * Seen on 2.1.332.
   */
  messaging_socket_path?: string | null;
  /**
   * Seen on 2.1.332.
   */
  original_cwd?: string | null;
  /**
   * Seen on 2.1.332.
   */
  per_turn_effort_active?: boolean | null;
  /**
   * Seen on 2.1.332.
   */
  product_feedback_disabled?: boolean | null;
  /**
   * Seen on 2.1.332.
   */
  sandbox_enabled?: boolean | null;
  /**
   * Seen on 2.1.332.
   */
  served_by_anthropic?: boolean | null;
  /**
   * Seen on 2.1.332.
   */
  terminal_slash_commands?: unknown[] | null;
  /**
   * Seen on 2.1.332.
   */
  ultrathink_available?: boolean | null;
  /**
   * Seen on 2.1.332.
   */
  ultrathink_typed_raises?: boolean | null;
  /**
   * Seen on 2.1.332.
   */
  view_mode?: string | null;
  [k: string]: unknown;
}
/**
 * SDKAPIRetryMessage: a failed API request will be retried after a delay.
 */
export interface SystemApiRetryMessage {
  type: 'system';
  subtype: 'api_retry';
  attempt?: number;
  max_retries?: number;
  retry_delay_ms?: number;
  error_status?: number | null;
  error?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKStatusMessage.
 */
export interface SystemStatusMessage {
  type: 'system';
  subtype: 'status';
  status?: string | null;
  permissionMode?: string;
  compact_result?: string;
  compact_error?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKCompactBoundaryMessage.
 */
export interface SystemCompactBoundaryMessage {
  type: 'system';
  subtype: 'compact_boundary';
  compact_metadata?: {
    [k: string]: unknown;
  };
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKControlRequestProgressMessage.
 */
export interface SystemControlRequestProgressMessage {
  type: 'system';
  subtype: 'control_request_progress';
  request_id?: string;
  status?: string;
  attempt?: number;
  max_retries?: number;
  retry_delay_ms?: number;
  error_status?: number | null;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKModelRefusalFallbackMessage: the model refused.
 */
export interface SystemModelRefusalFallbackMessage {
  type: 'system';
  subtype: 'model_refusal_fallback';
  original_model?: string;
  fallback_model?: string;
  request_id?: string | null;
  content?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKModelRefusalNoFallbackMessage: the model refused.
 */
export interface SystemModelRefusalNoFallbackMessage {
  type: 'system';
  subtype: 'model_refusal_no_fallback';
  original_model?: string;
  fallback_model?: string;
  request_id?: string | null;
  content?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKLocalCommandOutputMessage.
 */
export interface SystemLocalCommandOutputMessage {
  type: 'system';
  subtype: 'local_command_output';
  content?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKHookStartedMessage.
 */
export interface SystemHookStartedMessage {
  type: 'system';
  subtype: 'hook_started';
  hook_id?: string;
  hook_name?: string;
  hook_event?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKHookProgressMessage.
 */
export interface SystemHookProgressMessage {
  type: 'system';
  subtype: 'hook_progress';
  hook_id?: string;
  hook_name?: string;
  hook_event?: string;
  stdout?: string;
  stderr?: string;
  output?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKHookResponseMessage.
 */
export interface SystemHookResponseMessage {
  type: 'system';
  subtype: 'hook_response';
  hook_id?: string;
  hook_name?: string;
  hook_event?: string;
  stdout?: string;
  stderr?: string;
  output?: string;
  exit_code?: number;
  outcome?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKPluginInstallMessage.
 */
export interface SystemPluginInstallMessage {
  type: 'system';
  subtype: 'plugin_install';
  status?: string;
  name?: string;
  error?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKTaskNotificationMessage: a background task ended.
 */
export interface SystemTaskNotificationMessage {
  type: 'system';
  subtype: 'task_notification';
  task_id?: string;
  tool_use_id?: string;
  status?: string;
  output_file?: string;
  summary?: string;
  usage?: {
    [k: string]: unknown;
  };
  /**
   * One run of the task: a resumed task keeps its task_id and gets a new run_id (sdk.d.ts).
   */
  run_id?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKTaskStartedMessage.
 */
export interface SystemTaskStartedMessage {
  type: 'system';
  subtype: 'task_started';
  task_id?: string;
  tool_use_id?: string;
  description?: string;
  subagent_type?: string;
  task_type?: string;
  prompt?: string;
  /**
   * One run of the task: a resumed task keeps its task_id and gets a new run_id (sdk.d.ts).
   */
  run_id?: string;
  /**
   * Started in the background (true) or with the spawning tool call waiting on it (sdk.d.ts).
   */
  is_backgrounded?: boolean;
  /**
   * A subagent task's nesting depth: 1 for a top-level spawn (sdk.d.ts).
   */
  spawn_depth?: number;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKTaskUpdatedMessage.
 */
export interface SystemTaskUpdatedMessage {
  type: 'system';
  subtype: 'task_updated';
  task_id?: string;
  patch?: {
    [k: string]: unknown;
  };
  /**
   * One run of the task: a resumed task keeps its task_id and gets a new run_id (sdk.d.ts).
   */
  run_id?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKTaskProgressMessage.
 */
export interface SystemTaskProgressMessage {
  type: 'system';
  subtype: 'task_progress';
  task_id?: string;
  tool_use_id?: string;
  description?: string;
  usage?: {
    [k: string]: unknown;
  };
  last_tool_name?: string;
  summary?: string;
  /**
   * One run of the task: a resumed task keeps its task_id and gets a new run_id (sdk.d.ts).
   */
  run_id?: string;
  /**
   * The type of the subagent the task runs (sdk.d.ts).
   */
  subagent_type?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKBackgroundTasksChangedMessage.
 */
export interface SystemBackgroundTasksChangedMessage {
  type: 'system';
  subtype: 'background_tasks_changed';
  tasks?: {
    [k: string]: unknown;
  }[];
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKThinkingTokensMessage: an estimate while the model thinks.
 */
export interface SystemThinkingTokensMessage {
  type: 'system';
  subtype: 'thinking_tokens';
  estimated_tokens?: number;
  estimated_tokens_delta?: number;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKSessionStateChangedMessage.
 */
export interface SystemSessionStateChangedMessage {
  type: 'system';
  subtype: 'session_state_changed';
  state?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKWorkerShuttingDownMessage.
 */
export interface SystemWorkerShuttingDownMessage {
  type: 'system';
  subtype: 'worker_shutting_down';
  reason?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKCommandsChangedMessage.
 */
export interface SystemCommandsChangedMessage {
  type: 'system';
  subtype: 'commands_changed';
  commands?: {
    [k: string]: unknown;
  }[];
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKNotificationMessage.
 */
export interface SystemNotificationMessage {
  type: 'system';
  subtype: 'notification';
  key?: string;
  text?: string;
  priority?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKFilesPersistedEvent.
 */
export interface SystemFilesPersistedMessage {
  type: 'system';
  subtype: 'files_persisted';
  files?: {
    [k: string]: unknown;
  }[];
  failed?: {
    [k: string]: unknown;
  }[];
  processed_at?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKMemoryRecallMessage.
 */
export interface SystemMemoryRecallMessage {
  type: 'system';
  subtype: 'memory_recall';
  mode?: string;
  memories?: {
    [k: string]: unknown;
  }[];
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKElicitationCompleteMessage.
 */
export interface SystemElicitationCompleteMessage {
  type: 'system';
  subtype: 'elicitation_complete';
  mcp_server_name?: string;
  elicitation_id?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKPermissionDeniedMessage: a tool call was denied without a prompt.
 */
export interface SystemPermissionDeniedMessage {
  type: 'system';
  subtype: 'permission_denied';
  tool_name?: string;
  tool_use_id?: string;
  decision_reason_type?: string;
  decision_reason?: string;
  message?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKMirrorErrorMessage.
 */
export interface SystemMirrorErrorMessage {
  type: 'system';
  subtype: 'mirror_error';
  error?: string;
  key?: {
    [k: string]: unknown;
  };
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKInformationalMessage.
 */
export interface SystemInformationalMessage {
  type: 'system';
  subtype: 'informational';
  content?: string;
  level?: string;
  tool_use_id?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKSessionWritesLostMessage.
 */
export interface SystemSessionWritesLostMessage {
  type: 'system';
  subtype: 'session_writes_lost';
  error_code?: string;
  lost?: string[];
  transcript_session_ids?: string[];
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKToolProgressMessage: a tool is still running.
 */
export interface ToolProgressMessage {
  type: 'tool_progress';
  tool_use_id?: string;
  tool_name?: string;
  parent_tool_use_id?: string | null;
  elapsed_time_seconds?: number;
  task_id?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKAuthStatusMessage.
 */
export interface AuthStatusMessage {
  type: 'auth_status';
  isAuthenticating?: boolean;
  output?: string[];
  error?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKToolUseSummaryMessage.
 */
export interface ToolUseSummaryMessage {
  type: 'tool_use_summary';
  summary?: string;
  preceding_tool_use_ids?: string[];
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKRateLimitEvent.
 */
export interface RateLimitEventMessage {
  type: 'rate_limit_event';
  rate_limit_info?: {
    status?: string;
    resetsAt?: number;
    rateLimitType?: string;
    utilization?: number;
    [k: string]: unknown;
  };
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKPromptSuggestionMessage.
 */
export interface PromptSuggestionMessage {
  type: 'prompt_suggestion';
  suggestion?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKConversationResetMessage.
 */
export interface ConversationResetMessage {
  type: 'conversation_reset';
  new_conversation_id?: string;
  trigger?: string;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKActiveGoalMessage.
 */
export interface ActiveGoalMessage {
  type: 'active_goal';
  value?: {
    [k: string]: unknown;
  } | null;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * stream_event message_start: a model response begins.
 */
export interface MessageStartEvent {
  type: 'stream_event';
  event: {
    type: 'message_start';
    message: {
      id?: string;
      model?: string;
      usage?: ApiUsage;
      /**
       * Seen on 2.1.332.
       */
      content?: unknown[] | null;
      /**
       * Seen on 2.1.332.
       */
      role?: string | null;
      /**
       * Seen on 2.1.332 (null against a mock model server).
       */
      stop_reason?: unknown;
      /**
       * Seen on 2.1.332 (null against a mock model server).
       */
      stop_sequence?: unknown;
      /**
       * Seen on 2.1.332.
       */
      type?: string | null;
      [k: string]: unknown;
    };
    [k: string]: unknown;
  };
  parent_tool_use_id?: string | null;
  /**
   * Seen on 2.1.332: the id of the message the event belongs to.
   */
  api_message_id?: string;
  ttft_ms?: number;
  uuid?: string;
  session_id?: string;
  /**
   * Seen on 2.1.332.
   */
  thinking_display?: string | null;
  [k: string]: unknown;
}
/**
 * stream_event content_block_start.
 */
export interface ContentBlockStartEvent {
  type: 'stream_event';
  event: {
    type: 'content_block_start';
    index?: number;
    content_block?: ContentBlock;
    [k: string]: unknown;
  };
  parent_tool_use_id?: string | null;
  /**
   * Seen on 2.1.332: the id of the message the event belongs to.
   */
  api_message_id?: string;
  ttft_ms?: number;
  uuid?: string;
  session_id?: string;
  /**
   * Seen on 2.1.332.
   */
  thinking_display?: string | null;
  [k: string]: unknown;
}
/**
 * stream_event content_block_delta: delta.type text_delta (text), thinking_delta (thinking), input_json_delta (partial_json), signature_delta, ... (open).
 */
export interface ContentBlockDeltaEvent {
  type: 'stream_event';
  event: {
    type: 'content_block_delta';
    index?: number;
    delta: {
      type: string;
      text?: string;
      thinking?: string;
      partial_json?: string;
      signature?: string;
      [k: string]: unknown;
    };
    [k: string]: unknown;
  };
  parent_tool_use_id?: string | null;
  /**
   * Seen on 2.1.332: the id of the message the event belongs to.
   */
  api_message_id?: string;
  ttft_ms?: number;
  uuid?: string;
  session_id?: string;
  /**
   * Seen on 2.1.332.
   */
  thinking_display?: string | null;
  [k: string]: unknown;
}
/**
 * stream_event content_block_stop.
 */
export interface ContentBlockStopEvent {
  type: 'stream_event';
  event: {
    type: 'content_block_stop';
    index?: number;
    [k: string]: unknown;
  };
  parent_tool_use_id?: string | null;
  /**
   * Seen on 2.1.332: the id of the message the event belongs to.
   */
  api_message_id?: string;
  ttft_ms?: number;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * stream_event message_delta: the stop reason and the final usage of the response.
 */
export interface MessageDeltaEvent {
  type: 'stream_event';
  event: {
    type: 'message_delta';
    delta?: {
      stop_reason?: string | null;
      stop_sequence?: string | null;
      /**
       * Seen on 2.1.332 (null against a mock model server).
       */
      container?: unknown;
      /**
       * Seen on 2.1.332 (null against a mock model server).
       */
      stop_details?: unknown;
      [k: string]: unknown;
    };
    usage?: ApiUsage;
    /**
     * Seen on 2.1.332 (null against a mock model server).
     */
    context_management?: unknown;
    [k: string]: unknown;
  };
  parent_tool_use_id?: string | null;
  /**
   * Seen on 2.1.332: the id of the message the event belongs to.
   */
  api_message_id?: string;
  ttft_ms?: number;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * stream_event message_stop.
 */
export interface MessageStopEvent {
  type: 'stream_event';
  event: {
    type: 'message_stop';
    [k: string]: unknown;
  };
  parent_tool_use_id?: string | null;
  /**
   * Seen on 2.1.332: the id of the message the event belongs to.
   */
  api_message_id?: string;
  ttft_ms?: number;
  uuid?: string;
  session_id?: string;
  abandoned_blocks?: {
    api_message_id?: string;
    from_block_index?: number;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * stream_event ping.
 */
export interface PingEvent {
  type: 'stream_event';
  event: {
    type: 'ping';
    [k: string]: unknown;
  };
  parent_tool_use_id?: string | null;
  /**
   * Seen on 2.1.332: the id of the message the event belongs to.
   */
  api_message_id?: string;
  ttft_ms?: number;
  uuid?: string;
  session_id?: string;
  [k: string]: unknown;
}
/**
 * SDKControlRequest the CLI sends: can_use_tool (a permission prompt), elicitation, request_user_dialog, hook_callback, ... (open).
 */
export interface ControlRequest {
  type: 'control_request';
  request_id: string;
  request: {
    subtype: string;
    tool_name?: string;
    input?: {
      [k: string]: unknown;
    };
    tool_use_id?: string;
    permission_suggestions?: {
      [k: string]: unknown;
    }[];
    blocked_path?: string;
    decision_reason?: string;
    decision_reason_type?: string;
    title?: string;
    display_name?: string;
    description?: string;
    agent_id?: string;
    /**
     * McpServerProvenance (sdk.d.ts): the MCP server of the tool asked about, its name and where it was configured.
     */
    mcp_server?: {
      name?: string;
      source?: string;
      [k: string]: unknown;
    };
    /**
     * Seen on 2.1.332, not in sdk.d.ts: the server's policy only lets the user be asked.
     */
    server_policy_ask_only?: boolean;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * SDKControlResponse: the CLI's answer to a control_request the harness sent.
 */
export interface ControlResponse {
  type: 'control_response';
  response: {
    /**
     * success or error.
     */
    subtype: string;
    request_id: string;
    response?: {
      [k: string]: unknown;
    };
    error?: string;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * SDKControlCancelRequest: the CLI no longer needs the answer to one of its requests.
 */
export interface ControlCancelRequest {
  type: 'control_cancel_request';
  request_id: string;
  [k: string]: unknown;
}
/**
 * SDKKeepAliveMessage: a liveness heartbeat; receivers ignore it.
 */
export interface KeepAlive {
  type: 'keep_alive';
  startup_mark?: string;
  [k: string]: unknown;
}

/** Each message by the key the decoder looks it up by: `type`, or `type/subtype`. */
export interface ClaudeOutputMessageByKey {
  "assistant": AssistantMessage;
  "user": UserMessage;
  "result": ResultMessage;
  "system/init": SystemInitMessage;
  "system/api_retry": SystemApiRetryMessage;
  "system/status": SystemStatusMessage;
  "system/compact_boundary": SystemCompactBoundaryMessage;
  "system/control_request_progress": SystemControlRequestProgressMessage;
  "system/model_refusal_fallback": SystemModelRefusalFallbackMessage;
  "system/model_refusal_no_fallback": SystemModelRefusalNoFallbackMessage;
  "system/local_command_output": SystemLocalCommandOutputMessage;
  "system/hook_started": SystemHookStartedMessage;
  "system/hook_progress": SystemHookProgressMessage;
  "system/hook_response": SystemHookResponseMessage;
  "system/plugin_install": SystemPluginInstallMessage;
  "system/task_notification": SystemTaskNotificationMessage;
  "system/task_started": SystemTaskStartedMessage;
  "system/task_updated": SystemTaskUpdatedMessage;
  "system/task_progress": SystemTaskProgressMessage;
  "system/background_tasks_changed": SystemBackgroundTasksChangedMessage;
  "system/thinking_tokens": SystemThinkingTokensMessage;
  "system/session_state_changed": SystemSessionStateChangedMessage;
  "system/worker_shutting_down": SystemWorkerShuttingDownMessage;
  "system/commands_changed": SystemCommandsChangedMessage;
  "system/notification": SystemNotificationMessage;
  "system/files_persisted": SystemFilesPersistedMessage;
  "system/memory_recall": SystemMemoryRecallMessage;
  "system/elicitation_complete": SystemElicitationCompleteMessage;
  "system/permission_denied": SystemPermissionDeniedMessage;
  "system/mirror_error": SystemMirrorErrorMessage;
  "system/informational": SystemInformationalMessage;
  "system/session_writes_lost": SystemSessionWritesLostMessage;
  "tool_progress": ToolProgressMessage;
  "auth_status": AuthStatusMessage;
  "tool_use_summary": ToolUseSummaryMessage;
  "rate_limit_event": RateLimitEventMessage;
  "prompt_suggestion": PromptSuggestionMessage;
  "conversation_reset": ConversationResetMessage;
  "active_goal": ActiveGoalMessage;
  "stream_event/message_start": MessageStartEvent;
  "stream_event/content_block_start": ContentBlockStartEvent;
  "stream_event/content_block_delta": ContentBlockDeltaEvent;
  "stream_event/content_block_stop": ContentBlockStopEvent;
  "stream_event/message_delta": MessageDeltaEvent;
  "stream_event/message_stop": MessageStopEvent;
  "stream_event/ping": PingEvent;
  "control_request": ControlRequest;
  "control_response": ControlResponse;
  "control_cancel_request": ControlCancelRequest;
  "keep_alive": KeepAlive;
}
