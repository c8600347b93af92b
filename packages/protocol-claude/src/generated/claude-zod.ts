// Generated from schemas/claude-output.schema.json and schemas/claude-input.schema.json by scripts/gen.mjs (the root scripts/zod.mjs).
// The schemas follow sdk.d.ts of @anthropic-ai/claude-agent-sdk 0.3.332 and real streams.
// Do not edit: change the schema and run `pnpm gen` (node scripts/gen.mjs) in packages/protocol-claude.
// Zod 4 schemas, held to the ajv validators by a property test; imported only from the ./zod entry.
import { z } from 'zod';

/** SDKActiveGoalMessage. */
export const ActiveGoalMessageSchema = z.looseObject({ "type": z.literal("active_goal"), "value": z.union([z.looseObject({  }), z.null()]).optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** Token usage of one model request, as the Messages API reports it (message_delta may send null for what it does not repeat). */
export const ApiUsageSchema = z.looseObject({ "input_tokens": z.union([z.number(), z.null()]).optional(), "output_tokens": z.union([z.number(), z.null()]).optional(), "cache_read_input_tokens": z.union([z.number(), z.null()]).optional(), "cache_creation_input_tokens": z.union([z.number(), z.null()]).optional(), "output_tokens_details": z.union([z.looseObject({ "thinking_tokens": z.union([z.number(), z.null()]).optional() }), z.null()]).optional(), "service_tier": z.union([z.string(), z.null()]).optional(), "cache_creation": z.union([z.looseObject({  }), z.null()]).optional(), "fallback_credit": z.unknown().optional(), "inference_geo": z.union([z.string(), z.null()]).optional(), "iterations": z.union([z.array(z.unknown()), z.null()]).optional(), "server_tool_use": z.union([z.looseObject({  }), z.null()]).optional(), "speed": z.union([z.string(), z.null()]).optional() });
/** One content block of a message. The fields of every block type the reader uses are listed; which are set depends on `type` (text, thinking, redacted_thinking, tool_use, tool_result, image, server_tool_use, ...). */
export const ContentBlockSchema = z.looseObject({ "type": z.string(), "text": z.string().optional(), "thinking": z.string().optional(), "signature": z.string().optional(), "id": z.string().optional(), "name": z.string().optional(), "input": z.unknown().optional(), "tool_use_id": z.string().optional(), "content": z.union([z.string(), z.array(z.lazy((): z.ZodType<unknown> => ContentBlockSchema))]).optional(), "is_error": z.boolean().optional() });
/** A Messages API Message (role assistant). Model "<synthetic>" marks a notice the CLI wrote itself, such as an API error. */
export const AssistantMessageBodySchema = z.looseObject({ "id": z.string().optional(), "type": z.string().optional(), "role": z.string().optional(), "model": z.string().optional(), "content": z.array(ContentBlockSchema), "stop_reason": z.union([z.string(), z.null()]).optional(), "stop_sequence": z.union([z.string(), z.null()]).optional(), "usage": ApiUsageSchema.optional(), "container": z.unknown().optional(), "context_management": z.unknown().optional(), "diagnostics": z.unknown().optional(), "stop_details": z.unknown().optional() });
/** SDKAssistantMessage. While a response streams, one per completed content block, several sharing message.id, each holding that block. */
export const AssistantMessageSchema = z.looseObject({ "type": z.literal("assistant"), "message": AssistantMessageBodySchema, "parent_tool_use_id": z.union([z.string(), z.null()]).optional(), "error": z.string().optional(), "is_api_error_message": z.boolean().optional(), "api_error_status": z.union([z.number(), z.null()]).optional(), "request_id": z.string().optional(), "aborted": z.boolean().optional(), "agent_id": z.string().optional(), "timestamp": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional(), "api_error_type": z.union([z.string(), z.null()]).optional(), "thinking_display": z.union([z.string(), z.null()]).optional(), "thinking_duration_ms": z.union([z.number(), z.null()]).optional(), "subagent_type": z.string().optional(), "task_description": z.string().optional(), "tool_use_meta": z.array(z.looseObject({  })).optional() });
/** SDKAuthStatusMessage. */
export const AuthStatusMessageSchema = z.looseObject({ "type": z.literal("auth_status"), "isAuthenticating": z.boolean().optional(), "output": z.array(z.string()).optional(), "error": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** stream_event content_block_delta: delta.type text_delta (text), thinking_delta (thinking), input_json_delta (partial_json), signature_delta, ... (open). */
export const ContentBlockDeltaEventSchema = z.looseObject({ "type": z.literal("stream_event"), "event": z.looseObject({ "type": z.literal("content_block_delta"), "index": z.number().optional(), "delta": z.looseObject({ "type": z.string(), "text": z.string().optional(), "thinking": z.string().optional(), "partial_json": z.string().optional(), "signature": z.string().optional() }) }), "parent_tool_use_id": z.union([z.string(), z.null()]).optional(), "api_message_id": z.string().optional(), "ttft_ms": z.number().optional(), "uuid": z.string().optional(), "session_id": z.string().optional(), "thinking_display": z.union([z.string(), z.null()]).optional() });
/** stream_event content_block_start. */
export const ContentBlockStartEventSchema = z.looseObject({ "type": z.literal("stream_event"), "event": z.looseObject({ "type": z.literal("content_block_start"), "index": z.number().optional(), "content_block": ContentBlockSchema.optional() }), "parent_tool_use_id": z.union([z.string(), z.null()]).optional(), "api_message_id": z.string().optional(), "ttft_ms": z.number().optional(), "uuid": z.string().optional(), "session_id": z.string().optional(), "thinking_display": z.union([z.string(), z.null()]).optional() });
/** stream_event content_block_stop. */
export const ContentBlockStopEventSchema = z.looseObject({ "type": z.literal("stream_event"), "event": z.looseObject({ "type": z.literal("content_block_stop"), "index": z.number().optional() }), "parent_tool_use_id": z.union([z.string(), z.null()]).optional(), "api_message_id": z.string().optional(), "ttft_ms": z.number().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKControlCancelRequest: the CLI no longer needs the answer to one of its requests. */
export const ControlCancelRequestSchema = z.looseObject({ "type": z.literal("control_cancel_request"), "request_id": z.string() });
/** SDKControlRequest the CLI sends: can_use_tool (a permission prompt), elicitation, request_user_dialog, hook_callback, ... (open). */
export const ControlRequestSchema = z.looseObject({ "type": z.literal("control_request"), "request_id": z.string(), "request": z.looseObject({ "subtype": z.string(), "tool_name": z.string().optional(), "input": z.looseObject({  }).optional(), "tool_use_id": z.string().optional(), "permission_suggestions": z.array(z.looseObject({  })).optional(), "blocked_path": z.string().optional(), "decision_reason": z.string().optional(), "decision_reason_type": z.string().optional(), "title": z.string().optional(), "display_name": z.string().optional(), "description": z.string().optional(), "agent_id": z.string().optional(), "mcp_server": z.looseObject({ "name": z.string().optional(), "source": z.string().optional() }).optional(), "server_policy_ask_only": z.boolean().optional() }) });
/** SDKControlResponse: the CLI's answer to a control_request the harness sent. */
export const ControlResponseSchema = z.looseObject({ "type": z.literal("control_response"), "response": z.looseObject({ "subtype": z.string(), "request_id": z.string(), "response": z.looseObject({  }).optional(), "error": z.string().optional() }) });
/** SDKConversationResetMessage. */
export const ConversationResetMessageSchema = z.looseObject({ "type": z.literal("conversation_reset"), "new_conversation_id": z.string().optional(), "trigger": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** A content block of the user message: text, image, document, ... */
export const InputContentBlockSchema = z.looseObject({ "type": z.string(), "text": z.string().optional(), "source": z.looseObject({ "type": z.string(), "media_type": z.string().optional(), "data": z.string().optional(), "url": z.string().optional() }).optional() });
/** SDKControlCancelRequest: the harness withdraws one of its requests. */
export const InputControlCancelRequestSchema = z.looseObject({ "type": z.literal("control_cancel_request"), "request_id": z.string() });
/** SDKControlRequest a harness sends: interrupt, set_permission_mode, ... (open). */
export const InputControlRequestSchema = z.looseObject({ "type": z.literal("control_request"), "request_id": z.string(), "request": z.looseObject({ "subtype": z.string() }) });
/** PermissionResult: the answer to can_use_tool. allow (updatedInput: the arguments to run the tool with) or deny (message: why). */
export const PermissionResultSchema = z.looseObject({ "behavior": z.string(), "updatedInput": z.looseObject({  }).optional(), "updatedPermissions": z.array(z.looseObject({  })).optional(), "message": z.string().optional(), "interrupt": z.boolean().optional(), "toolUseID": z.string().optional() });
/** SDKControlResponse: the harness's answer to a control_request of the CLI. */
export const InputControlResponseSchema = z.looseObject({ "type": z.literal("control_response"), "response": z.looseObject({ "subtype": z.string(), "request_id": z.string(), "response": z.union([PermissionResultSchema, z.looseObject({  })]).optional(), "error": z.string().optional() }) });
/** SDKKeepAliveMessage. */
export const InputKeepAliveSchema = z.looseObject({ "type": z.literal("keep_alive") });
/** SDKKeepAliveMessage: a liveness heartbeat; receivers ignore it. */
export const KeepAliveSchema = z.looseObject({ "type": z.literal("keep_alive"), "startup_mark": z.string().optional() });
/** stream_event message_delta: the stop reason and the final usage of the response. */
export const MessageDeltaEventSchema = z.looseObject({ "type": z.literal("stream_event"), "event": z.looseObject({ "type": z.literal("message_delta"), "delta": z.looseObject({ "stop_reason": z.union([z.string(), z.null()]).optional(), "stop_sequence": z.union([z.string(), z.null()]).optional(), "container": z.unknown().optional(), "stop_details": z.unknown().optional() }).optional(), "usage": ApiUsageSchema.optional(), "context_management": z.unknown().optional() }), "parent_tool_use_id": z.union([z.string(), z.null()]).optional(), "api_message_id": z.string().optional(), "ttft_ms": z.number().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** stream_event message_start: a model response begins. */
export const MessageStartEventSchema = z.looseObject({ "type": z.literal("stream_event"), "event": z.looseObject({ "type": z.literal("message_start"), "message": z.looseObject({ "id": z.string().optional(), "model": z.string().optional(), "usage": ApiUsageSchema.optional(), "content": z.union([z.array(z.unknown()), z.null()]).optional(), "role": z.union([z.string(), z.null()]).optional(), "stop_reason": z.unknown().optional(), "stop_sequence": z.unknown().optional(), "type": z.union([z.string(), z.null()]).optional() }) }), "parent_tool_use_id": z.union([z.string(), z.null()]).optional(), "api_message_id": z.string().optional(), "ttft_ms": z.number().optional(), "uuid": z.string().optional(), "session_id": z.string().optional(), "thinking_display": z.union([z.string(), z.null()]).optional() });
/** stream_event message_stop. */
export const MessageStopEventSchema = z.looseObject({ "type": z.literal("stream_event"), "event": z.looseObject({ "type": z.literal("message_stop") }), "parent_tool_use_id": z.union([z.string(), z.null()]).optional(), "api_message_id": z.string().optional(), "ttft_ms": z.number().optional(), "uuid": z.string().optional(), "session_id": z.string().optional(), "abandoned_blocks": z.looseObject({ "api_message_id": z.string().optional(), "from_block_index": z.number().optional() }).optional() });
/** stream_event ping. */
export const PingEventSchema = z.looseObject({ "type": z.literal("stream_event"), "event": z.looseObject({ "type": z.literal("ping") }), "parent_tool_use_id": z.union([z.string(), z.null()]).optional(), "api_message_id": z.string().optional(), "ttft_ms": z.number().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKPromptSuggestionMessage. */
export const PromptSuggestionMessageSchema = z.looseObject({ "type": z.literal("prompt_suggestion"), "suggestion": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKRateLimitEvent. */
export const RateLimitEventMessageSchema = z.looseObject({ "type": z.literal("rate_limit_event"), "rate_limit_info": z.looseObject({ "status": z.string().optional(), "resetsAt": z.number().optional(), "rateLimitType": z.string().optional(), "utilization": z.number().optional() }).optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKResultMessage: the outcome of a turn. subtype success (is_error true when it ended on an API error) or error_during_execution, error_max_turns, error_max_budget_usd, error_max_structured_output_retries (open). */
export const ResultMessageSchema = z.looseObject({ "type": z.literal("result"), "subtype": z.string(), "is_error": z.boolean().optional(), "result": z.string().optional(), "errors": z.array(z.string()).optional(), "api_error_status": z.union([z.number(), z.null()]).optional(), "api_error_type": z.union([z.string(), z.null()]).optional(), "duration_ms": z.number().optional(), "duration_api_ms": z.number().optional(), "num_turns": z.number().optional(), "total_cost_usd": z.number().optional(), "stop_reason": z.union([z.string(), z.null()]).optional(), "terminal_reason": z.string().optional(), "usage": ApiUsageSchema.optional(), "modelUsage": z.looseObject({  }).optional(), "permission_denials": z.array(z.looseObject({  })).optional(), "uuid": z.string().optional(), "session_id": z.string().optional(), "begun_message_ids": z.union([z.array(z.unknown()), z.null()]).optional(), "fast_mode_disabled_reason": z.union([z.string(), z.null()]).optional(), "fast_mode_state": z.union([z.string(), z.null()]).optional(), "first_content_frame_ms": z.union([z.number(), z.null()]).optional(), "model_usage_since_last_result": z.union([z.looseObject({  }), z.null()]).optional(), "queued_turn_count": z.union([z.number(), z.null()]).optional(), "result_index": z.union([z.number(), z.null()]).optional(), "safety_stops": z.union([z.number(), z.null()]).optional(), "subagent_stats": z.union([z.looseObject({  }), z.null()]).optional(), "time_to_request_ms": z.union([z.number(), z.null()]).optional(), "ttft_ms": z.union([z.number(), z.null()]).optional(), "ttft_stream_ms": z.union([z.number(), z.null()]).optional() });
/** SDKAPIRetryMessage: a failed API request will be retried after a delay. */
export const SystemApiRetryMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("api_retry"), "attempt": z.number().optional(), "max_retries": z.number().optional(), "retry_delay_ms": z.number().optional(), "error_status": z.union([z.number(), z.null()]).optional(), "error": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKBackgroundTasksChangedMessage. */
export const SystemBackgroundTasksChangedMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("background_tasks_changed"), "tasks": z.array(z.looseObject({  })).optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKCommandsChangedMessage. */
export const SystemCommandsChangedMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("commands_changed"), "commands": z.array(z.looseObject({  })).optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKCompactBoundaryMessage. */
export const SystemCompactBoundaryMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("compact_boundary"), "compact_metadata": z.looseObject({  }).optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKControlRequestProgressMessage. */
export const SystemControlRequestProgressMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("control_request_progress"), "request_id": z.string().optional(), "status": z.string().optional(), "attempt": z.number().optional(), "max_retries": z.number().optional(), "retry_delay_ms": z.number().optional(), "error_status": z.union([z.number(), z.null()]).optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKElicitationCompleteMessage. */
export const SystemElicitationCompleteMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("elicitation_complete"), "mcp_server_name": z.string().optional(), "elicitation_id": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKFilesPersistedEvent. */
export const SystemFilesPersistedMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("files_persisted"), "files": z.array(z.looseObject({  })).optional(), "failed": z.array(z.looseObject({  })).optional(), "processed_at": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKHookProgressMessage. */
export const SystemHookProgressMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("hook_progress"), "hook_id": z.string().optional(), "hook_name": z.string().optional(), "hook_event": z.string().optional(), "stdout": z.string().optional(), "stderr": z.string().optional(), "output": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKHookResponseMessage. */
export const SystemHookResponseMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("hook_response"), "hook_id": z.string().optional(), "hook_name": z.string().optional(), "hook_event": z.string().optional(), "stdout": z.string().optional(), "stderr": z.string().optional(), "output": z.string().optional(), "exit_code": z.number().optional(), "outcome": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKHookStartedMessage. */
export const SystemHookStartedMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("hook_started"), "hook_id": z.string().optional(), "hook_name": z.string().optional(), "hook_event": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKInformationalMessage. */
export const SystemInformationalMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("informational"), "content": z.string().optional(), "level": z.string().optional(), "tool_use_id": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKSystemMessage: session metadata at the start of each turn. */
export const SystemInitMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("init"), "session_id": z.string(), "model": z.string().optional(), "cwd": z.string().optional(), "tools": z.array(z.string()).optional(), "mcp_servers": z.array(z.looseObject({ "name": z.string().optional(), "status": z.string().optional(), "source": z.string().optional() })).optional(), "permissionMode": z.string().optional(), "apiKeySource": z.string().optional(), "claude_code_version": z.string().optional(), "slash_commands": z.array(z.string()).optional(), "output_style": z.string().optional(), "skills": z.array(z.string()).optional(), "agents": z.array(z.string()).optional(), "plugins": z.array(z.looseObject({  })).optional(), "capabilities": z.array(z.string()).optional(), "betas": z.array(z.string()).optional(), "uuid": z.string().optional(), "additional_directories": z.union([z.array(z.unknown()), z.null()]).optional(), "analytics_disabled": z.union([z.boolean(), z.null()]).optional(), "fast_mode_disabled_reason": z.union([z.string(), z.null()]).optional(), "fast_mode_state": z.union([z.string(), z.null()]).optional(), "memory_paths": z.union([z.looseObject({  }), z.null()]).optional(), "messaging_socket_path": z.union([z.string(), z.null()]).optional(), "original_cwd": z.union([z.string(), z.null()]).optional(), "per_turn_effort_active": z.union([z.boolean(), z.null()]).optional(), "product_feedback_disabled": z.union([z.boolean(), z.null()]).optional(), "sandbox_enabled": z.union([z.boolean(), z.null()]).optional(), "served_by_anthropic": z.union([z.boolean(), z.null()]).optional(), "terminal_slash_commands": z.union([z.array(z.unknown()), z.null()]).optional(), "ultrathink_available": z.union([z.boolean(), z.null()]).optional(), "ultrathink_typed_raises": z.union([z.boolean(), z.null()]).optional(), "view_mode": z.union([z.string(), z.null()]).optional() });
/** SDKLocalCommandOutputMessage. */
export const SystemLocalCommandOutputMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("local_command_output"), "content": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKMemoryRecallMessage. */
export const SystemMemoryRecallMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("memory_recall"), "mode": z.string().optional(), "memories": z.array(z.looseObject({  })).optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKMirrorErrorMessage. */
export const SystemMirrorErrorMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("mirror_error"), "error": z.string().optional(), "key": z.looseObject({  }).optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKModelRefusalFallbackMessage: the model refused. */
export const SystemModelRefusalFallbackMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("model_refusal_fallback"), "original_model": z.string().optional(), "fallback_model": z.string().optional(), "request_id": z.union([z.string(), z.null()]).optional(), "content": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKModelRefusalNoFallbackMessage: the model refused. */
export const SystemModelRefusalNoFallbackMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("model_refusal_no_fallback"), "original_model": z.string().optional(), "fallback_model": z.string().optional(), "request_id": z.union([z.string(), z.null()]).optional(), "content": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKNotificationMessage. */
export const SystemNotificationMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("notification"), "key": z.string().optional(), "text": z.string().optional(), "priority": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKPermissionDeniedMessage: a tool call was denied without a prompt. */
export const SystemPermissionDeniedMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("permission_denied"), "tool_name": z.string().optional(), "tool_use_id": z.string().optional(), "decision_reason_type": z.string().optional(), "decision_reason": z.string().optional(), "message": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKPluginInstallMessage. */
export const SystemPluginInstallMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("plugin_install"), "status": z.string().optional(), "name": z.string().optional(), "error": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKSessionStateChangedMessage. */
export const SystemSessionStateChangedMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("session_state_changed"), "state": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKSessionWritesLostMessage. */
export const SystemSessionWritesLostMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("session_writes_lost"), "error_code": z.string().optional(), "lost": z.array(z.string()).optional(), "transcript_session_ids": z.array(z.string()).optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKStatusMessage. */
export const SystemStatusMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("status"), "status": z.union([z.string(), z.null()]).optional(), "permissionMode": z.string().optional(), "compact_result": z.string().optional(), "compact_error": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKTaskNotificationMessage: a background task ended. */
export const SystemTaskNotificationMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("task_notification"), "task_id": z.string().optional(), "tool_use_id": z.string().optional(), "status": z.string().optional(), "output_file": z.string().optional(), "summary": z.string().optional(), "usage": z.looseObject({  }).optional(), "run_id": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKTaskProgressMessage. */
export const SystemTaskProgressMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("task_progress"), "task_id": z.string().optional(), "tool_use_id": z.string().optional(), "description": z.string().optional(), "usage": z.looseObject({  }).optional(), "last_tool_name": z.string().optional(), "summary": z.string().optional(), "run_id": z.string().optional(), "subagent_type": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKTaskStartedMessage. */
export const SystemTaskStartedMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("task_started"), "task_id": z.string().optional(), "tool_use_id": z.string().optional(), "description": z.string().optional(), "subagent_type": z.string().optional(), "task_type": z.string().optional(), "prompt": z.string().optional(), "run_id": z.string().optional(), "is_backgrounded": z.boolean().optional(), "spawn_depth": z.number().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKTaskUpdatedMessage. */
export const SystemTaskUpdatedMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("task_updated"), "task_id": z.string().optional(), "patch": z.looseObject({  }).optional(), "run_id": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKThinkingTokensMessage: an estimate while the model thinks. */
export const SystemThinkingTokensMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("thinking_tokens"), "estimated_tokens": z.number().optional(), "estimated_tokens_delta": z.number().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKWorkerShuttingDownMessage. */
export const SystemWorkerShuttingDownMessageSchema = z.looseObject({ "type": z.literal("system"), "subtype": z.literal("worker_shutting_down"), "reason": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKToolProgressMessage: a tool is still running. */
export const ToolProgressMessageSchema = z.looseObject({ "type": z.literal("tool_progress"), "tool_use_id": z.string().optional(), "tool_name": z.string().optional(), "parent_tool_use_id": z.union([z.string(), z.null()]).optional(), "elapsed_time_seconds": z.number().optional(), "task_id": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKToolUseSummaryMessage. */
export const ToolUseSummaryMessageSchema = z.looseObject({ "type": z.literal("tool_use_summary"), "summary": z.string().optional(), "preceding_tool_use_ids": z.array(z.string()).optional(), "uuid": z.string().optional(), "session_id": z.string().optional() });
/** SDKUserMessage: a prompt; it starts a turn. */
export const UserInputSchema = z.looseObject({ "type": z.literal("user"), "message": z.looseObject({ "role": z.literal("user"), "content": z.union([z.string(), z.array(InputContentBlockSchema)]) }), "parent_tool_use_id": z.union([z.string(), z.null()]), "session_id": z.string().optional(), "uuid": z.string().optional(), "priority": z.string().optional() });
/** A Messages API MessageParam with role user. */
export const UserMessageBodySchema = z.looseObject({ "role": z.string().optional(), "content": z.union([z.string(), z.array(ContentBlockSchema)]) });
/** SDKUserMessage / SDKUserMessageReplay: user-role content the CLI adds, chiefly tool_result blocks. */
export const UserMessageSchema = z.looseObject({ "type": z.literal("user"), "message": UserMessageBodySchema, "parent_tool_use_id": z.union([z.string(), z.null()]).optional(), "isSynthetic": z.boolean().optional(), "isReplay": z.boolean().optional(), "tool_use_result": z.unknown().optional(), "timestamp": z.string().optional(), "uuid": z.string().optional(), "session_id": z.string().optional(), "tool_result_meta": z.union([z.array(z.unknown()), z.null()]).optional(), "agent_id": z.string().optional(), "subagent_type": z.string().optional(), "task_description": z.string().optional() });

/** A zod schema for each message of schemas/claude-output.schema.json, by lookup key. */
export const outputSchemas = {
  "assistant": AssistantMessageSchema,
  "user": UserMessageSchema,
  "result": ResultMessageSchema,
  "system/init": SystemInitMessageSchema,
  "system/api_retry": SystemApiRetryMessageSchema,
  "system/status": SystemStatusMessageSchema,
  "system/compact_boundary": SystemCompactBoundaryMessageSchema,
  "system/control_request_progress": SystemControlRequestProgressMessageSchema,
  "system/model_refusal_fallback": SystemModelRefusalFallbackMessageSchema,
  "system/model_refusal_no_fallback": SystemModelRefusalNoFallbackMessageSchema,
  "system/local_command_output": SystemLocalCommandOutputMessageSchema,
  "system/hook_started": SystemHookStartedMessageSchema,
  "system/hook_progress": SystemHookProgressMessageSchema,
  "system/hook_response": SystemHookResponseMessageSchema,
  "system/plugin_install": SystemPluginInstallMessageSchema,
  "system/task_notification": SystemTaskNotificationMessageSchema,
  "system/task_started": SystemTaskStartedMessageSchema,
  "system/task_updated": SystemTaskUpdatedMessageSchema,
  "system/task_progress": SystemTaskProgressMessageSchema,
  "system/background_tasks_changed": SystemBackgroundTasksChangedMessageSchema,
  "system/thinking_tokens": SystemThinkingTokensMessageSchema,
  "system/session_state_changed": SystemSessionStateChangedMessageSchema,
  "system/worker_shutting_down": SystemWorkerShuttingDownMessageSchema,
  "system/commands_changed": SystemCommandsChangedMessageSchema,
  "system/notification": SystemNotificationMessageSchema,
  "system/files_persisted": SystemFilesPersistedMessageSchema,
  "system/memory_recall": SystemMemoryRecallMessageSchema,
  "system/elicitation_complete": SystemElicitationCompleteMessageSchema,
  "system/permission_denied": SystemPermissionDeniedMessageSchema,
  "system/mirror_error": SystemMirrorErrorMessageSchema,
  "system/informational": SystemInformationalMessageSchema,
  "system/session_writes_lost": SystemSessionWritesLostMessageSchema,
  "tool_progress": ToolProgressMessageSchema,
  "auth_status": AuthStatusMessageSchema,
  "tool_use_summary": ToolUseSummaryMessageSchema,
  "rate_limit_event": RateLimitEventMessageSchema,
  "prompt_suggestion": PromptSuggestionMessageSchema,
  "conversation_reset": ConversationResetMessageSchema,
  "active_goal": ActiveGoalMessageSchema,
  "stream_event/message_start": MessageStartEventSchema,
  "stream_event/content_block_start": ContentBlockStartEventSchema,
  "stream_event/content_block_delta": ContentBlockDeltaEventSchema,
  "stream_event/content_block_stop": ContentBlockStopEventSchema,
  "stream_event/message_delta": MessageDeltaEventSchema,
  "stream_event/message_stop": MessageStopEventSchema,
  "stream_event/ping": PingEventSchema,
  "control_request": ControlRequestSchema,
  "control_response": ControlResponseSchema,
  "control_cancel_request": ControlCancelRequestSchema,
  "keep_alive": KeepAliveSchema,
} as const;

/** A zod schema for each message of schemas/claude-input.schema.json, by lookup key. */
export const inputSchemas = {
  "user": UserInputSchema,
  "control_request": InputControlRequestSchema,
  "control_response": InputControlResponseSchema,
  "control_cancel_request": InputControlCancelRequestSchema,
  "keep_alive": InputKeepAliveSchema,
} as const;
