// Types of the events `gemini --output-format stream-json` writes, one JSON object a line.
// Generated from the TypeScript declarations of @google/gemini-cli-core@0.61.0 (the CLI's own core, which
// writes this stream: schemas/gemini-output-types.d.ts, sha256 e256d7c8c11adddd).
// Do not edit: regenerate with `pnpm gen` (node scripts/gen.mjs) in packages/protocol-gemini;
// `node scripts/gen.mjs --cli-core <version>` vendors another version's declarations first.
/* eslint-disable */

/** The enum JsonStreamEventType as its string values. */
export type JsonStreamEventType = "init" | "message" | "tool_use" | "tool_result" | "error" | "result";

export interface BaseJsonStreamEvent {
    type: JsonStreamEventType;
    timestamp: string;
}

export interface InitEvent extends BaseJsonStreamEvent {
    type: "init";
    session_id: string;
    model: string;
}

export interface MessageEvent extends BaseJsonStreamEvent {
    type: "message";
    role: 'user' | 'assistant';
    content: string;
    delta?: boolean;
}

export interface ToolUseEvent extends BaseJsonStreamEvent {
    type: "tool_use";
    tool_name: string;
    tool_id: string;
    parameters: Record<string, unknown>;
}

export interface ToolResultEvent extends BaseJsonStreamEvent {
    type: "tool_result";
    tool_id: string;
    status: 'success' | 'error';
    output?: string;
    error?: {
        type: string;
        message: string;
    };
}

export interface ErrorEvent extends BaseJsonStreamEvent {
    type: "error";
    severity: 'warning' | 'error';
    message: string;
}

export interface ModelStreamStats {
    total_tokens: number;
    input_tokens: number;
    output_tokens: number;
    cached: number;
    input: number;
}

export interface StreamStats {
    total_tokens: number;
    input_tokens: number;
    output_tokens: number;
    cached: number;
    input: number;
    duration_ms: number;
    tool_calls: number;
    models: Record<string, ModelStreamStats>;
}

export interface ResultEvent extends BaseJsonStreamEvent {
    type: "result";
    status: 'success' | 'error';
    error?: {
        type: string;
        message: string;
    };
    stats?: StreamStats;
}

export type JsonStreamEvent = InitEvent | MessageEvent | ToolUseEvent | ToolResultEvent | ErrorEvent | ResultEvent;

/** The `type` of every event the core declares, in its order. */
export const GEMINI_EVENT_TYPES = ["init","message","tool_use","tool_result","error","result"] as const;

/** JSON kinds a required member is checked for. */
export type GeminiMemberKind = 'string' | 'number' | 'boolean' | 'object' | 'array';

/** Each event's required members (other than `type`) and their kinds, as the core declares them. */
export const GEMINI_REQUIRED_MEMBERS: Readonly<Record<JsonStreamEvent['type'], readonly (readonly [string, GeminiMemberKind])[]>> = {
  "init": [["session_id", "string"], ["model", "string"]],
  "message": [["role", "string"], ["content", "string"]],
  "tool_use": [["tool_name", "string"], ["tool_id", "string"], ["parameters", "object"]],
  "tool_result": [["tool_id", "string"], ["status", "string"]],
  "error": [["severity", "string"], ["message", "string"]],
  "result": [["status", "string"]],
};
