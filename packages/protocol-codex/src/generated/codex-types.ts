// TypeScript types of the Codex app-server protocol.
// Generated from the JSON Schema printed by `codex app-server generate-json-schema` of
// @openai/codex 0.171.0 (schemas/codex_app_server_protocol.schemas.json, sha256 fe3f0cc67ec5f581).
// Do not edit: regenerate with `pnpm gen` (node scripts/gen.mjs) in packages/protocol-codex.
/* eslint-disable */

/**
 * A path that is guaranteed to be absolute and normalized (though it is not guaranteed to be canonicalized or exist on the filesystem).
 *
 * IMPORTANT: When deserializing an `AbsolutePathBuf`, a base path must be set using [AbsolutePathBufGuard::new]. If no base path is set, the deserialization will fail unless the path being deserialized is already absolute.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AbsolutePathBuf".
 */
export type AbsolutePathBuf = string;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "Account".
 */
export type Account = ApiKeyAccount | ChatgptAccount | AmazonBedrockAccount | GcpAccount;
export type ApiKeyAccountType = "apiKey";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PlanType".
 */
export type PlanType =
  | "free"
  | "go"
  | "plus"
  | "pro"
  | "prolite"
  | "promax"
  | "team"
  | "self_serve_business_prolite"
  | "self_serve_business_usage_based"
  | "business"
  | "ent26"
  | "enterprise_cbp_automation"
  | "enterprise_cbp_usage_based"
  | "enterprise"
  | "edu"
  | "edu_plus"
  | "edu_pro"
  | "sci"
  | "sci_plus"
  | "unknown";
export type ChatgptAccountType = "chatgpt";
export type AmazonBedrockAccountType = "amazonBedrock";
export type GcpAccountType = "gcp";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "DesktopOnboardingEntrypoint".
 */
export type DesktopOnboardingEntrypoint = "life_sciences";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RateLimitReachedType".
 */
export type RateLimitReachedType =
  | "rate_limit_reached"
  | "workspace_owner_credits_depleted"
  | "workspace_member_credits_depleted"
  | "workspace_owner_usage_limit_reached"
  | "workspace_member_usage_limit_reached";
/**
 * Backend routing policy. Wire values match the accounts/check contract.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountRoutingOverride".
 */
export type AccountRoutingOverride = "NO_CONSTRAINT" | "us" | "us_cr";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountSessionWorkspaceKind".
 */
export type AccountSessionWorkspaceKind = "personal" | "workspace";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountSessionsSwitchResponse".
 */
export type AccountSessionsSwitchResponse =
  | Sessionsv2AccountSessionsSwitchResponse
  | {
      auth_url: string;
      login_id: string;
    };
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountUpdateReason".
 */
export type AccountUpdateReason = "workspaceRoutingReady" | "unknown";
/**
 * Authentication mode for OpenAI-backed providers.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AuthMode".
 */
export type AuthMode =
  | "apikey"
  | "chatgpt"
  | "chatgptAuthTokens"
  | "headers"
  | "agentIdentity"
  | "personalAccessToken"
  | "bedrockApiKey"
  | "bedrockAccessKeys";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AddCreditsNudgeCreditType".
 */
export type AddCreditsNudgeCreditType = "credits" | "usage_limit";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AddCreditsNudgeEmailStatus".
 */
export type AddCreditsNudgeEmailStatus = "sent" | "cooldown_active";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AdditionalContextKind".
 */
export type AdditionalContextKind = "untrusted" | "application";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FileSystemAccessMode".
 */
export type FileSystemAccessMode = "read" | "write" | "deny";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FileSystemPath".
 */
export type FileSystemPath = PathFileSystemPath | GlobPatternFileSystemPath | SpecialFileSystemPath;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "LegacyAppPathString".
 */
export type LegacyAppPathString = string;
export type PathFileSystemPathType = "path";
export type GlobPatternFileSystemPathType = "glob_pattern";
export type SpecialFileSystemPathType = "special";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FileSystemSpecialPath".
 */
export type FileSystemSpecialPath =
  | RootFileSystemSpecialPath
  | MinimalFileSystemSpecialPath
  | KindFileSystemSpecialPath
  | TmpdirFileSystemSpecialPath
  | SlashTmpFileSystemSpecialPath
  | {
      kind: "unknown";
      path: string;
      subpath?: LegacyAppPathString | null;
    };
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AgentMessageDelivery".
 */
export type AgentMessageDelivery = "async";
/**
 * How Chat should present a recovered answer.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AgentMessageDisplay".
 */
export type AgentMessageDisplay =
  | {
      annotation?: AnswerAnnotation | null;
      mode: "show";
      trustedContacts: TrustedContacts;
      version: 1;
    }
  | {
      mode: "hide";
      replacement: AnswerReplacement;
      version: 1;
    }
  | {
      mode: "block";
      reason: BlockReason;
      version: 1;
    };
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AnswerAnnotation".
 */
export type AnswerAnnotation = {
  kind: "wellbeingHelpline";
  subject: HelplineSubject;
};
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HelplineSubject".
 */
export type HelplineSubject = "answer" | "prompt";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TrustedContacts".
 */
export type TrustedContacts = "check" | "skip";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AnswerReplacement".
 */
export type AnswerReplacement = WellbeingPromptHelplineAnswerReplacement;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BlockReason".
 */
export type BlockReason =
  | {
      kind: "protection";
      /**
       * Identifies the same moderation row that Chat writes on the live path.
       */
      protectionType: string;
    }
  | KindBlockReason;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AgentMessageInputContent".
 */
export type AgentMessageInputContent = InputTextAgentMessageInputContent | EncryptedContentAgentMessageInputContent;
export type InputTextAgentMessageInputContentType = "input_text";
export type EncryptedContentAgentMessageInputContentType = "encrypted_content";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AgentPath".
 */
export type AgentPath = string;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AllowDenyRequirement".
 */
export type AllowDenyRequirement = "allow" | "deny";
/**
 * Configures who approval requests are routed to for review. Examples include sandbox escapes, blocked network access, MCP approval prompts, and ARC escalations. Defaults to `user`. `auto_review` uses a carefully prompted subagent to gather relevant context and apply a risk-based decision framework before approving or denying the request. The legacy value `guardian_subagent` is accepted for compatibility.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ApprovalsReviewer".
 */
export type ApprovalsReviewer = "user" | "auto_review" | "guardian_subagent";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppToolApproval".
 */
export type AppToolApproval = "auto" | "prompt" | "writes" | "approve";
/**
 * A model-facing surface on which a tool can be exposed.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ToolExposureSurface".
 */
export type ToolExposureSurface = "code_mode" | "deferred" | "direct";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppTemplateUnavailableReason".
 */
export type AppTemplateUnavailableReason = "NOT_CONFIGURED_FOR_WORKSPACE" | "NO_ACTIVE_WORKSPACE";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NetworkDomainPermission".
 */
export type NetworkDomainPermission = "allow" | "deny";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AskForApproval".
 */
export type AskForApproval = ("untrusted" | "on-request" | "never") | GranularAskForApproval;
/**
 * Selects which part of the active context is charged against `model_auto_compact_token_limit`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AutoCompactTokenLimitScope".
 */
export type AutoCompactTokenLimitScope = "total" | "body_after_prefix";
/**
 * [UNSTABLE] Source that produced a terminal approval auto-review decision.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AutoReviewDecisionSource".
 */
export type AutoReviewDecisionSource = "agent";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AwsCredentialType".
 */
export type AwsCredentialType = "accessKeys" | "bedrockApiKey";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BedrockProviderId".
 */
export type BedrockProviderId = "amazon-bedrock" | "amazon-bedrock-runtime";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BedrockSetupParams".
 */
export type BedrockSetupParams = Profilev2BedrockSetupParams | Environmentv2BedrockSetupParams;
export type Profilev2BedrockSetupParamsType = "profile";
export type Environmentv2BedrockSetupParamsType = "environment";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BrowserUseAccessApprovalLifetime".
 */
export type BrowserUseAccessApprovalLifetime = "turn" | "thread";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CancelLoginAccountStatus".
 */
export type CancelLoginAccountStatus = "canceled" | "notFound";
/**
 * Location used to resolve a selected capability root.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CapabilityRootLocation".
 */
export type CapabilityRootLocation = EnvironmentCapabilityRootLocation;
export type EnvironmentCapabilityRootLocationType = "environment";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CliAuthCredentialsStoreMode".
 */
export type CliAuthCredentialsStoreMode = "file" | "keyring" | "auto" | "ephemeral";
/**
 * This translation layer make sure that we expose codex error code in camel case.
 *
 * When an upstream HTTP status is available (for example, from the Responses API or a provider), it is forwarded in `httpStatusCode` on the relevant `codexErrorInfo` variant.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CodexErrorInfo".
 */
export type CodexErrorInfo =
  | (
      | "contextWindowExceeded"
      | "sessionBudgetExceeded"
      | "usageLimitExceeded"
      | "rateLimitExceeded"
      | "flexUnavailable"
      | "serverOverloaded"
      | "modelNotFound"
      | "policyCapacityUnavailable"
      | "cyberPolicy"
      | "bioPolicy"
      | "misalignmentPolicyViolation"
      | "tooManyDenials"
      | "internalServerError"
      | "unauthorized"
      | "badRequest"
      | "threadRollbackFailed"
      | "sandboxError"
      | "other"
    )
  | "inferenceHookDenied"
  | HttpConnectionFailedCodexErrorInfo
  | ResponseStreamConnectionFailedCodexErrorInfo
  | ResponseStreamDisconnectedCodexErrorInfo
  | ResponseTooManyFailedAttemptsCodexErrorInfo
  | ActiveTurnNotSteerableCodexErrorInfo
  | (string | {});
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NonSteerableTurnKind".
 */
export type NonSteerableTurnKind = "review" | "compact";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CodexResponseHandoffMode".
 */
export type CodexResponseHandoffMode = "thinking" | "commentary" | "bemTags";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CollabAgentStatus".
 */
export type CollabAgentStatus =
  "pendingInit" | "running" | "interrupted" | "completed" | "errored" | "shutdown" | "notFound";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CollabAgentTool".
 */
export type CollabAgentTool =
  | "spawnAgent"
  | "sendInput"
  | "resumeAgent"
  | "wait"
  | "closeAgent"
  | "sendMessage"
  | "followupTask"
  | "interruptAgent"
  | "listAgents";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CollabAgentToolCallStatus".
 */
export type CollabAgentToolCallStatus = "inProgress" | "completed" | "failed" | "interrupted";
/**
 * Initial collaboration mode to use when the TUI starts.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModeKind".
 */
export type ModeKind = "plan" | "default";
/**
 * A non-empty reasoning effort value advertised by the model.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ReasoningEffort".
 */
export type ReasoningEffort = string;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandAction".
 */
export type CommandAction = ReadCommandAction | ListFilesCommandAction | SearchCommandAction | UnknownCommandAction;
export type ReadCommandActionType = "read";
export type ListFilesCommandActionType = "listFiles";
export type SearchCommandActionType = "search";
export type UnknownCommandActionType = "unknown";
/**
 * Stream label for `command/exec/outputDelta` notifications.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecOutputStream".
 */
export type CommandExecOutputStream = "stdout" | "stderr";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SandboxPolicy".
 */
export type SandboxPolicy =
  DangerFullAccessSandboxPolicy | ReadOnlySandboxPolicy | ExternalSandboxSandboxPolicy | WorkspaceWriteSandboxPolicy;
export type DangerFullAccessSandboxPolicyType = "dangerFullAccess";
export type ReadOnlySandboxPolicyType = "readOnly";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NetworkAccess".
 */
export type NetworkAccess = "restricted" | "enabled";
export type ExternalSandboxSandboxPolicyType = "externalSandbox";
export type WorkspaceWriteSandboxPolicyType = "workspaceWrite";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecutionSource".
 */
export type CommandExecutionSource = "agent" | "userShell" | "unifiedExecStartup" | "unifiedExecInteraction";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecutionStatus".
 */
export type CommandExecutionStatus = "inProgress" | "completed" | "failed" | "declined";
/**
 * Provider preference selected by the resolved model catalog entry.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WebSearchProvider".
 */
export type WebSearchProvider = "standalone" | "search_mcp";
/**
 * Backward-compatible API shape for ChatGPT workspace login restrictions.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ForcedChatgptWorkspaceIds".
 */
export type ForcedChatgptWorkspaceIds = string | string[];
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ForcedLoginMethod".
 */
export type ForcedLoginMethod = "chatgpt" | "api";
/**
 * A summary of the reasoning performed by the model. This can be useful for debugging and understanding the model's reasoning process. See https://platform.openai.com/docs/guides/reasoning?api-mode=responses#reasoning-summaries
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ReasoningSummary".
 */
export type ReasoningSummary = ("auto" | "concise" | "detailed") | "none";
/**
 * Controls output length/detail on GPT-5 models via the Responses API. Serialized with lowercase values to match the OpenAI API.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "Verbosity".
 */
export type Verbosity = "low" | "medium" | "high";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SandboxMode".
 */
export type SandboxMode = "read-only" | "workspace-write" | "danger-full-access";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WebSearchContextSize".
 */
export type WebSearchContextSize = "low" | "medium" | "high";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WebSearchMode".
 */
export type WebSearchMode = "disabled" | "cached" | "indexed" | "live";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MergeStrategy".
 */
export type MergeStrategy = "replace" | "upsert";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfigLayerSource".
 */
export type ConfigLayerSource =
  | PackagedDefaultsConfigLayerSource
  | MdmConfigLayerSource
  | SystemConfigLayerSource
  | EnterpriseManagedConfigLayerSource
  | UserConfigLayerSource
  | ProjectConfigLayerSource
  | SessionFlagsConfigLayerSource
  | LegacyManagedConfigTomlFromFileConfigLayerSource
  | LegacyManagedConfigTomlFromMdmConfigLayerSource;
export type PackagedDefaultsConfigLayerSourceType = "packagedDefaults";
export type MdmConfigLayerSourceType = "mdm";
export type SystemConfigLayerSourceType = "system";
export type EnterpriseManagedConfigLayerSourceType = "enterpriseManaged";
export type UserConfigLayerSourceType = "user";
export type ProjectConfigLayerSourceType = "project";
export type SessionFlagsConfigLayerSourceType = "sessionFlags";
export type LegacyManagedConfigTomlFromFileConfigLayerSourceType = "legacyManagedConfigTomlFromFile";
export type LegacyManagedConfigTomlFromMdmConfigLayerSourceType = "legacyManagedConfigTomlFromMdm";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WindowsSandboxImplementation".
 */
export type WindowsSandboxImplementation = "elevated" | "unelevated" | "mxc";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ResidencyRequirement".
 */
export type ResidencyRequirement = "us";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfiguredHookHandler".
 */
export type ConfiguredHookHandler =
  | CommandConfiguredHookHandler
  | McpToolConfiguredHookHandler
  | PromptConfiguredHookHandler
  | AgentConfiguredHookHandler;
export type CommandConfiguredHookHandlerType = "command";
export type McpToolConfiguredHookHandlerType = "mcp_tool";
export type PromptConfiguredHookHandlerType = "prompt";
export type AgentConfiguredHookHandlerType = "agent";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NetworkUnixSocketPermission".
 */
export type NetworkUnixSocketPermission = "allow" | "deny";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "OtelExporter".
 */
export type OtelExporter = ("none" | "statsig") | OtlpHttpOtelExporter | OtlpGrpcOtelExporter;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "OtelHttpProtocol".
 */
export type OtelHttpProtocol = "binary" | "json";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WriteStatus".
 */
export type WriteStatus = "ok" | "okOverridden";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConsumeAccountRateLimitResetCreditOutcome".
 */
export type ConsumeAccountRateLimitResetCreditOutcome = "reset" | "nothingToReset" | "noCredit" | "alreadyRedeemed";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ContentItem".
 */
export type ContentItem = InputTextContentItem | InputImageContentItem | InputAudioContentItem | OutputTextContentItem;
export type InputTextContentItemType = "input_text";
export type InputImageContentItem = (ImageUrlContentItem | FileIdContentItem) & {
  detail?: ImageDetail | null;
  type: InputImageContentItemType;
};
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ImageDetail".
 */
export type ImageDetail = "auto" | "low" | "high" | "original";
export type InputImageContentItemType = "input_image";
/**
 * Inline audio data or an uploaded file loaded by the Responses API.
 */
export type InputAudioContentItem = (AudioUrlContentItem | FileIdContentItem1) & {
  type: InputAudioContentItemType;
};
export type InputAudioContentItemType = "input_audio";
export type OutputTextContentItemType = "output_text";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConversationTextRole".
 */
export type ConversationTextRole = "user" | "developer" | "assistant";
/**
 * Requested cyber treatment for an OpenAI model turn. Authorization and model-tier restrictions remain server-owned.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CyberAccessProgram".
 */
export type CyberAccessProgram = "standard" | "daybreakBlue" | "daybreakRed";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "DynamicToolCallOutputContentItem".
 */
export type DynamicToolCallOutputContentItem =
  | InputTextDynamicToolCallOutputContentItem
  | InputImageDynamicToolCallOutputContentItem
  | InputAudioDynamicToolCallOutputContentItem;
export type InputTextDynamicToolCallOutputContentItemType = "inputText";
export type InputImageDynamicToolCallOutputContentItemType = "inputImage";
export type InputAudioDynamicToolCallOutputContentItemType = "inputAudio";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "DynamicToolCallStatus".
 */
export type DynamicToolCallStatus = "inProgress" | "completed" | "failed";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "DynamicToolNamespaceTool".
 */
export type DynamicToolNamespaceTool = FunctionDynamicToolNamespaceTool;
export type FunctionDynamicToolNamespaceToolType = "function";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "DynamicToolSpec".
 */
export type DynamicToolSpec = FunctionDynamicToolSpec | NamespaceDynamicToolSpec;
export type FunctionDynamicToolSpecType = "function";
export type NamespaceDynamicToolSpecType = "namespace";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PathUri".
 */
export type PathUri = string;
/**
 * Current status observed by app-server without starting or recovering an environment.
 *
 * For a currently ready remote environment, app-server asks the existing exec-server connection for `environment/status` without allowing recovery.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "EnvironmentStatusKind".
 */
export type EnvironmentStatusKind = "ready" | "pending" | "disconnected" | "unknown";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExperimentalFeatureStage".
 */
export type ExperimentalFeatureStage = "beta" | "underDevelopment" | "stable" | "deprecated" | "removed";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentDetectedConnectorSource".
 */
export type ExternalAgentDetectedConnectorSource = "remoteMcpServersConfig" | "sessionToolUse";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigMigrationItemType".
 */
export type ExternalAgentConfigMigrationItemType =
  | "AGENTS_MD"
  | "CONFIG"
  | "SKILLS"
  | "PLUGINS"
  | "MCP_SERVER_CONFIG"
  | "SUBAGENTS"
  | "HOOKS"
  | "COMMANDS"
  | "MEMORY"
  | "SESSIONS";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentImportedConnectorSource".
 */
export type ExternalAgentImportedConnectorSource = "remoteMcpServersConfig";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PatchChangeKind".
 */
export type PatchChangeKind = AddPatchChangeKind | DeletePatchChangeKind | UpdatePatchChangeKind;
export type AddPatchChangeKindType = "add";
export type DeletePatchChangeKindType = "delete";
export type UpdatePatchChangeKindType = "update";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FunctionCallOutputBody".
 */
export type FunctionCallOutputBody = string | FunctionCallOutputContentItem[];
/**
 * Responses API compatible content items that can be returned by a tool call. This is a subset of ContentItem with the types we support as function call outputs.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FunctionCallOutputContentItem".
 */
export type FunctionCallOutputContentItem =
  | InputTextFunctionCallOutputContentItem
  | InputImageFunctionCallOutputContentItem
  | InputAudioFunctionCallOutputContentItem
  | EncryptedContentFunctionCallOutputContentItem;
export type InputTextFunctionCallOutputContentItemType = "input_text";
export type InputImageFunctionCallOutputContentItem = (
  ImageUrlFunctionCallOutputContentItem | FileIdFunctionCallOutputContentItem
) & {
  detail?: ImageDetail | null;
  type: InputImageFunctionCallOutputContentItemType;
};
export type InputImageFunctionCallOutputContentItemType = "input_image";
/**
 * Inline audio data or an uploaded file loaded by the Responses API.
 */
export type InputAudioFunctionCallOutputContentItem = (
  AudioUrlFunctionCallOutputContentItem | FileIdFunctionCallOutputContentItem1
) & {
  type: InputAudioFunctionCallOutputContentItemType;
};
export type InputAudioFunctionCallOutputContentItemType = "input_audio";
export type EncryptedContentFunctionCallOutputContentItemType = "encrypted_content";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GatewayAuth".
 */
export type GatewayAuth =
  | NoneGatewayAuth
  | {
      envKey: string;
      mode: "environmentVariable";
    }
  | ModeGatewayAuth;
export type NoneGatewayAuthMode = "none";
export type ModeGatewayAuthMode = "externallyConfigured";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GatewayOAuthStatus".
 */
export type GatewayOAuthStatus = "notReady" | "started" | "succeeded" | "failed";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GcpProviderId".
 */
export type GcpProviderId = "gcp";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RateLimitResetType".
 */
export type RateLimitResetType = "codexRateLimits" | "unknown";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RateLimitResetCreditStatus".
 */
export type RateLimitResetCreditStatus = "available" | "redeeming" | "redeemed" | "unknown";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WorkspaceMessageType".
 */
export type WorkspaceMessageType = "headline" | "announcement" | "unknown";
/**
 * [UNSTABLE] Risk level assigned by approval auto-review.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GuardianRiskLevel".
 */
export type GuardianRiskLevel = "low" | "medium" | "high" | "critical";
/**
 * [UNSTABLE] Lifecycle state for an approval auto-review.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GuardianApprovalReviewStatus".
 */
export type GuardianApprovalReviewStatus = "inProgress" | "approved" | "denied" | "timedOut" | "aborted";
/**
 * [UNSTABLE] Authorization level assigned by approval auto-review.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GuardianUserAuthorization".
 */
export type GuardianUserAuthorization = "unknown" | "low" | "medium" | "high";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GuardianApprovalReviewAction".
 */
export type GuardianApprovalReviewAction =
  | CommandGuardianApprovalReviewAction
  | ExecveGuardianApprovalReviewAction
  | WriteStdinGuardianApprovalReviewAction
  | ApplyPatchGuardianApprovalReviewAction
  | NetworkAccessGuardianApprovalReviewAction
  | McpToolCallGuardianApprovalReviewAction
  | RequestPermissionsGuardianApprovalReviewAction;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GuardianCommandSource".
 */
export type GuardianCommandSource = "shell" | "unifiedExec";
export type CommandGuardianApprovalReviewActionType = "command";
export type ExecveGuardianApprovalReviewActionType = "execve";
export type WriteStdinGuardianApprovalReviewActionType = "writeStdin";
export type ApplyPatchGuardianApprovalReviewActionType = "applyPatch";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NetworkApprovalProtocol".
 */
export type NetworkApprovalProtocol = "http" | "https" | "socks5Tcp" | "socks5Udp";
export type NetworkAccessGuardianApprovalReviewActionType = "networkAccess";
export type McpToolCallGuardianApprovalReviewActionType = "mcpToolCall";
export type RequestPermissionsGuardianApprovalReviewActionType = "requestPermissions";
/**
 * Final allow/deny outcome returned by the guardian reviewer.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GuardianAssessmentOutcome".
 */
export type GuardianAssessmentOutcome = "allow" | "deny";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookOutputEntryKind".
 */
export type HookOutputEntryKind = "warning" | "stop" | "feedback" | "context" | "error";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookEventName".
 */
export type HookEventName =
  | "preModelRequest"
  | "postModelRequest"
  | "preToolUse"
  | "permissionRequest"
  | "postToolUse"
  | "preCompact"
  | "postCompact"
  | "sessionStart"
  | "sessionEnd"
  | "userPromptSubmit"
  | "subagentStart"
  | "subagentStop"
  | "stop"
  | "interrupt";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookExecutionMode".
 */
export type HookExecutionMode = "sync" | "async";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookHandlerType".
 */
export type HookHandlerType = "command" | "mcpTool" | "prompt" | "agent";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookScope".
 */
export type HookScope = "thread" | "turn";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookSource".
 */
export type HookSource =
  | "system"
  | "user"
  | "project"
  | "mdm"
  | "sessionFlags"
  | "plugin"
  | "cloudRequirements"
  | "cloudManagedConfig"
  | "legacyManagedConfigFile"
  | "legacyManagedConfigMdm"
  | "unknown";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookRunStatus".
 */
export type HookRunStatus = "running" | "completed" | "failed" | "blocked" | "stopped";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookMetadata".
 */
export type HookMetadata = {
  /**
   * Configured `additionalContext` spill threshold. `null` uses 2,500 tokens; `0` disables spilling.
   */
  additionalContextLimit?: number | null;
  currentHash: string;
  displayOrder: number;
  enabled: boolean;
  /**
   * The owning execution environment, if this hook came from its requirements.
   */
  environmentId?: string | null;
  eventName: HookEventName;
  isManaged: boolean;
  key: string;
  matcher?: string | null;
  pluginId?: string | null;
  source: HookSource;
  sourcePath: AbsolutePathBuf;
  statusMessage?: string | null;
  timeoutSec: number;
  trustStatus: HookTrustStatus;
} & HookMetadata1;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookTrustStatus".
 */
export type HookTrustStatus = "managed" | "untrusted" | "trusted" | "modified";
export type HookMetadata1 =
  | {
      async?: boolean;
      command: string;
      handlerType: "command";
    }
  | {
      handlerType: "mcpTool";
      server: string;
      tool: string;
    }
  | PromptHookMetadata
  | AgentHookMetadata;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ImageGenerationFailure".
 */
export type ImageGenerationFailure = UsageLimitExceededImageGenerationFailure;
export type UsageLimitExceededImageGenerationFailureType = "usageLimitExceeded";
/**
 * Canonical user-input modality tags advertised by a model.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "InputModality".
 */
export type InputModality = "text" | "image" | "audio";
/**
 * A thread item and its recorded lifecycle times. The payload stays flat on the wire.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadItem".
 */
export type ThreadItem = {
  /**
   * Unix timestamp in milliseconds when the item completed, if recorded.
   */
  completedAtMs?: number | null;
  /**
   * Unix timestamp in milliseconds when the item started, if recorded.
   */
  startedAtMs?: number | null;
} & ThreadItem1;
export type ThreadItem1 =
  | UserMessageThreadItem
  | HookPromptThreadItem
  | AgentMessageThreadItem
  | FunctionCallOutputThreadItem
  | PlanThreadItem
  | ReasoningThreadItem
  | CommandExecutionThreadItem
  | FileChangeThreadItem
  | McpToolCallThreadItem
  | DynamicToolCallThreadItem
  | CollabAgentToolCallThreadItem
  | SubAgentActivityThreadItem
  | WebSearchThreadItem
  | ImageViewThreadItem
  | SleepThreadItem
  | ImageGenerationThreadItem
  | EnteredReviewModeThreadItem
  | ExitedReviewModeThreadItem
  | ContextCompactionThreadItem;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserInput".
 */
export type UserInput =
  | TextUserInput
  | ImageUserInput
  | LocalImageUserInput
  | AudioUserInput
  | LocalAudioUserInput
  | SkillUserInput
  | MentionUserInput;
export type TextUserInputType = "text";
export type ImageUserInput = (UrlUserInput | FileIdUserInput) & {
  detail?: ImageDetail | null;
  type: ImageUserInputType;
};
export type ImageUserInputType = "image";
export type LocalImageUserInputType = "localImage";
export type AudioUserInput = (UrlUserInput1 | FileIdUserInput1) & {
  type: AudioUserInputType;
};
export type AudioUserInputType = "audio";
export type LocalAudioUserInputType = "localAudio";
export type SkillUserInputType = "skill";
export type MentionUserInputType = "mention";
export type UserMessageThreadItemType = "userMessage";
export type HookPromptThreadItemType = "hookPrompt";
/**
 * Classifies assistant text as commentary, a partial answer, or a terminal answer.
 *
 * Providers do not emit this consistently, so callers must treat `None` as "phase unknown" and keep compatibility behavior for legacy models.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MessagePhase".
 */
export type MessagePhase = "commentary" | "partial_answer" | "final_answer";
export type AgentMessageThreadItemType = "agentMessage";
export type FunctionCallOutputThreadItemType = "functionCallOutput";
export type PlanThreadItemType = "plan";
export type ReasoningThreadItemType = "reasoning";
export type CommandExecutionThreadItemType = "commandExecution";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PatchApplyStatus".
 */
export type PatchApplyStatus = "inProgress" | "completed" | "failed" | "declined";
export type FileChangeThreadItemType = "fileChange";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpAppDisplayMode".
 */
export type McpAppDisplayMode = "inline" | "fullscreen";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpToolCallStatus".
 */
export type McpToolCallStatus = "inProgress" | "completed" | "failed";
export type McpToolCallThreadItemType = "mcpToolCall";
export type DynamicToolCallThreadItemType = "dynamicToolCall";
export type CollabAgentToolCallThreadItemType = "collabAgentToolCall";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SubAgentActivityKind".
 */
export type SubAgentActivityKind = "started" | "interacted" | "interrupted" | "completed";
export type SubAgentActivityThreadItemType = "subAgentActivity";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WebSearchAction".
 */
export type WebSearchAction =
  SearchWebSearchAction | OpenPageWebSearchAction | FindInPageWebSearchAction | OtherWebSearchAction;
export type SearchWebSearchActionType = "search";
export type OpenPageWebSearchActionType = "openPage";
export type FindInPageWebSearchActionType = "findInPage";
export type OtherWebSearchActionType = "other";
export type WebSearchThreadItemType = "webSearch";
export type ImageViewThreadItemType = "imageView";
export type SleepThreadItemType = "sleep";
/**
 * Either inline generated-image data or its durable attachment-store identity.
 *
 * `File` must remain first so rollouts written during the migration, which contain both an empty `result` and a `fileId`, retain the file reference when deserialized.
 */
export type ImageGenerationThreadItem = (FileIdThreadItem | ResultThreadItem) & {
  failure?: ImageGenerationFailure | null;
  /**
   * Image generation identifier for the generated image, when provided by the image backend.
   */
  generationId?: string | null;
  id: string;
  /**
   * Observed local inputs for a completed generation, absent on older items.
   */
  inputImages?: ImageGenerationInputImage[];
  revisedPrompt?: string | null;
  savedPath?: AbsolutePathBuf | null;
  status: string;
  transparentBackground?: boolean | null;
  type: ImageGenerationThreadItemType;
};
export type ImageGenerationThreadItemType = "imageGeneration";
export type EnteredReviewModeThreadItemType = "enteredReviewMode";
export type ExitedReviewModeThreadItemType = "exitedReviewMode";
export type ContextCompactionThreadItemType = "contextCompaction";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerStatusDetail".
 */
export type McpServerStatusDetail = "full" | "toolsAndAuthOnly";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpAuthStatus".
 */
export type McpAuthStatus = "unknown" | "unsupported" | "notLoggedIn" | "bearerToken" | "oAuth";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerConnectionStatus".
 */
export type McpServerConnectionStatus =
  "notStarted" | "starting" | "connected" | "authenticationRequired" | "failed" | "cancelled" | "disabled";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "LocalShellAction".
 */
export type LocalShellAction = ExecLocalShellAction;
export type ExecLocalShellActionType = "exec";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "LocalShellStatus".
 */
export type LocalShellStatus = "completed" | "in_progress" | "incomplete";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "LoginAccountParams".
 */
export type LoginAccountParams =
  | ApiKeyv2LoginAccountParams
  | Chatgptv2LoginAccountParams
  | ChatgptDeviceCodev2LoginAccountParams
  | ChatgptAuthTokensv2LoginAccountParams
  | AmazonBedrockv2LoginAccountParams
  | AmazonBedrockAccessKeysv2LoginAccountParams;
export type ApiKeyv2LoginAccountParamsType = "apiKey";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "LoginAppBrand".
 */
export type LoginAppBrand = "codex" | "chatgpt";
export type Chatgptv2LoginAccountParamsType = "chatgpt";
export type ChatgptDeviceCodev2LoginAccountParamsType = "chatgptDeviceCode";
export type ChatgptAuthTokensv2LoginAccountParamsType = "chatgptAuthTokens";
export type AmazonBedrockv2LoginAccountParamsType = "amazonBedrock";
export type AmazonBedrockAccessKeysv2LoginAccountParamsType = "amazonBedrockAccessKeys";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "LoginAccountResponse".
 */
export type LoginAccountResponse =
  | ApiKeyv2LoginAccountResponse
  | Chatgptv2LoginAccountResponse
  | ChatgptDeviceCodev2LoginAccountResponse
  | ChatgptAuthTokensv2LoginAccountResponse
  | AmazonBedrockv2LoginAccountResponse;
export type ApiKeyv2LoginAccountResponseType = "apiKey";
export type Chatgptv2LoginAccountResponseType = "chatgpt";
export type ChatgptDeviceCodev2LoginAccountResponseType = "chatgptDeviceCode";
export type ChatgptAuthTokensv2LoginAccountResponseType = "chatgptAuthTokens";
export type AmazonBedrockv2LoginAccountResponseType = "amazonBedrock";
/**
 * Contents returned when reading a resource from an MCP server.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ResourceContent".
 */
export type ResourceContent =
  | {
      _meta?: unknown;
      mimeType?: string | null;
      text: string;
      /**
       * The URI of this resource.
       */
      uri: string;
    }
  | {
      _meta?: unknown;
      blob: string;
      mimeType?: string | null;
      /**
       * The URI of this resource.
       */
      uri: string;
    };
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerOauthClientRegistration".
 */
export type McpServerOauthClientRegistration = "auto" | "cimd" | "dcr";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerStartupFailureReason".
 */
export type McpServerStartupFailureReason = "reauthenticationRequired";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerStartupState".
 */
export type McpServerStartupState = "starting" | "ready" | "failed" | "cancelled";
/**
 * Multi-agent runtime supported by a model.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MultiAgentVersion".
 */
export type MultiAgentVersion = "disabled" | "v1" | "v2";
/**
 * Omitted patch fields preserve their values. Explicit null clears a nullable field.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProviderSettingsPatch".
 */
export type ProviderSettingsPatch =
  CustomGatewayProviderSettingsPatch | BedrockProviderSettingsPatch | GcpProviderSettingsPatch;
export type CustomGatewayProviderSettingsPatchType = "customGateway";
export type BedrockProviderSettingsPatchType = "bedrock";
export type GcpProviderSettingsPatchType = "gcp";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProviderSettings".
 */
export type ProviderSettings =
  OpenaiProviderSettings | CustomGatewayProviderSettings | BedrockProviderSettings | GcpProviderSettings;
export type OpenaiProviderSettingsType = "openai";
export type CustomGatewayProviderSettingsType = "customGateway";
export type BedrockProviderSettingsType = "bedrock";
export type GcpProviderSettingsType = "gcp";
/**
 * Structured JSON-RPC error data. Unknown errors must retain the client's normal fallback.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelProviderError".
 */
export type ModelProviderError =
  | ModelProviderMismatchv2ModelProviderError
  | ModelProviderNotConfiguredv2ModelProviderError
  | ModelProviderPolicyConflictv2ModelProviderError;
export type ModelProviderMismatchv2ModelProviderErrorType = "modelProviderMismatch";
export type ModelProviderNotConfiguredv2ModelProviderErrorType = "modelProviderNotConfigured";
export type ModelProviderPolicyConflictv2ModelProviderErrorType = "modelProviderPolicyConflict";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelRerouteReason".
 */
export type ModelRerouteReason = "highRiskCyberActivity";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelVerification".
 */
export type ModelVerification = "trustedAccessForCyber";
/**
 * Controls the effective multi-agent delegation instructions for a turn. `custom` means the configured mode hint defines the policy instead of a built-in policy.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MultiAgentMode".
 */
export type MultiAgentMode = ("explicitRequestOnly" | "proactive") | CustomMultiAgentMode;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NullableGatewayOAuthLoginParams".
 */
export type Nullable_GatewayOAuthLoginParams = GatewayOAuthLoginParams | null;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NullableGatewayOAuthReadParams".
 */
export type Nullable_GatewayOAuthReadParams = GatewayOAuthReadParams | null;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NullableGetAccountRateLimitsParams".
 */
export type Nullable_GetAccountRateLimitsParams = GetAccountRateLimitsParams | null;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NullableGetAccountTokenUsageParams".
 */
export type Nullable_GetAccountTokenUsageParams = GetAccountTokenUsageParams | null;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NullableRemoteControlDisableParams".
 */
export type Nullable_RemoteControlDisableParams = RemoteControlDisableParams | null;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NullableRemoteControlEnableParams".
 */
export type Nullable_RemoteControlEnableParams = RemoteControlEnableParams | null;
/**
 * Deprecated: `friendly` and `pragmatic` no longer select a style.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "Personality".
 */
export type Personality = "none" | "friendly" | "pragmatic";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginAuthPolicy".
 */
export type PluginAuthPolicy = "ON_INSTALL" | "ON_USE";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginAvailability".
 */
export type PluginAvailability = "DISABLED_BY_ADMIN" | "AVAILABLE";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ScheduledTaskSchedule".
 */
export type ScheduledTaskSchedule =
  | HourlyScheduledTaskSchedule
  | DailyScheduledTaskSchedule
  | WeekdaysScheduledTaskSchedule
  | WeeklyScheduledTaskSchedule;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ScheduledTaskWeekday".
 */
export type ScheduledTaskWeekday = "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
export type HourlyScheduledTaskScheduleType = "hourly";
export type DailyScheduledTaskScheduleType = "daily";
export type WeekdaysScheduledTaskScheduleType = "weekdays";
export type WeeklyScheduledTaskScheduleType = "weekly";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginDisabledReason".
 */
export type PluginDisabledReason = "disabled_by_admin" | "plan_not_eligible" | "required_app_unavailable" | "unknown";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginInstallPolicy".
 */
export type PluginInstallPolicy = "NOT_AVAILABLE" | "AVAILABLE" | "INSTALLED_BY_DEFAULT";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginInstallPolicySource".
 */
export type PluginInstallPolicySource = "WORKSPACE_SETTING" | "IMPLICIT_CANONICAL_APP";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareDiscoverability".
 */
export type PluginShareDiscoverability = "LISTED" | "UNLISTED" | "PRIVATE";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginSharePrincipalType".
 */
export type PluginSharePrincipalType = "user" | "group" | "workspace";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginSharePrincipalRole".
 */
export type PluginSharePrincipalRole = "reader" | "editor" | "owner";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginSource".
 */
export type PluginSource = LocalPluginSource | GitPluginSource | NpmPluginSource | RemotePluginSource;
export type LocalPluginSourceType = "local";
export type GitPluginSourceType = "git";
export type NpmPluginSourceType = "npm";
export type RemotePluginSourceType = "remote";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginListMarketplaceKind".
 */
export type PluginListMarketplaceKind =
  "local" | "vertical" | "workspace-directory" | "shared-with-me" | "created-by-me-remote";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginSearchScope".
 */
export type PluginSearchScope = "global" | "workspace" | "personal";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareTargetRole".
 */
export type PluginShareTargetRole = "reader" | "editor";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareUpdateDiscoverability".
 */
export type PluginShareUpdateDiscoverability = "UNLISTED" | "PRIVATE" | "LISTED";
/**
 * Stream label for `process/outputDelta` notifications.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProcessOutputStream".
 */
export type ProcessOutputStream = "stdout" | "stderr";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectChangeType".
 */
export type ProjectChangeType = "created" | "updated" | "deleted";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SortDirection".
 */
export type SortDirection = "asc" | "desc";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectSortKey".
 */
export type ProjectSortKey = "position" | "recencyAt";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ResponseItem".
 */
export type ResponseItem =
  | AdditionalToolsResponseItem
  | MessageResponseItem
  | AgentMessageResponseItem
  | ReasoningResponseItem
  | LocalShellCallResponseItem
  | FunctionCallResponseItem
  | ToolSearchCallResponseItem
  | FunctionCallOutputResponseItem
  | CustomToolCallResponseItem
  | CustomToolCallOutputResponseItem
  | ToolSearchOutputResponseItem
  | WebSearchCallResponseItem
  | ImageGenerationCallResponseItem
  | CompactionResponseItem
  | ConfigurationUpdateResponseItem
  | CompactionTriggerResponseItem
  | ContextCompactionResponseItem
  | OtherResponseItem;
export type AdditionalToolsResponseItemType = "additional_tools";
export type MessageResponseItemType = "message";
export type AgentMessageResponseItemType = "agent_message";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ReasoningItemContent".
 */
export type ReasoningItemContent = ReasoningTextReasoningItemContent | TextReasoningItemContent;
export type ReasoningTextReasoningItemContentType = "reasoning_text";
export type TextReasoningItemContentType = "text";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ReasoningItemReasoningSummary".
 */
export type ReasoningItemReasoningSummary = SummaryTextReasoningItemReasoningSummary;
export type SummaryTextReasoningItemReasoningSummaryType = "summary_text";
export type ReasoningResponseItemType = "reasoning";
export type LocalShellCallResponseItemType = "local_shell_call";
export type FunctionCallResponseItemType = "function_call";
export type ToolSearchCallResponseItemType = "tool_search_call";
export type FunctionCallOutputResponseItemType = "function_call_output";
export type CustomToolCallResponseItemType = "custom_tool_call";
export type CustomToolCallOutputResponseItemType = "custom_tool_call_output";
export type ToolSearchOutputResponseItemType = "tool_search_output";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ResponsesApiWebSearchAction".
 */
export type ResponsesApiWebSearchAction =
  | SearchResponsesApiWebSearchAction
  | OpenPageResponsesApiWebSearchAction
  | FindInPageResponsesApiWebSearchAction
  | OtherResponsesApiWebSearchAction;
export type SearchResponsesApiWebSearchActionType = "search";
export type OpenPageResponsesApiWebSearchActionType = "open_page";
export type FindInPageResponsesApiWebSearchActionType = "find_in_page";
export type OtherResponsesApiWebSearchActionType = "other";
export type WebSearchCallResponseItemType = "web_search_call";
export type ImageGenerationCallResponseItemType = "image_generation_call";
export type CompactionResponseItemType = "compaction";
export type ConfigurationUpdateResponseItemType = "configuration_update";
export type CompactionTriggerResponseItemType = "compaction_trigger";
export type ContextCompactionResponseItemType = "context_compaction";
export type OtherResponseItemType = "other";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RealtimeConversationVersion".
 */
export type RealtimeConversationVersion = "v1" | "v2" | "v3";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RealtimeOutputModality".
 */
export type RealtimeOutputModality = "text" | "audio";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RealtimeVoice".
 */
export type RealtimeVoice =
  | "alloy"
  | "arbor"
  | "ash"
  | "aube"
  | "ballad"
  | "breeze"
  | "bubbie"
  | "cedar"
  | "coral"
  | "cove"
  | "echo"
  | "ember"
  | "haetsal"
  | "hanul"
  | "himari"
  | "juniper"
  | "leher"
  | "maple"
  | "marin"
  | "miko"
  | "neer"
  | "porto"
  | "rindo"
  | "rio"
  | "rivage"
  | "sage"
  | "selva"
  | "shimmer"
  | "sol"
  | "sonna"
  | "spruce"
  | "tinta"
  | "vale"
  | "verse"
  | "viola";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlClientsListOrder".
 */
export type RemoteControlClientsListOrder = "asc" | "desc";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlConnectionStatus".
 */
export type RemoteControlConnectionStatus = "disabled" | "connecting" | "connected" | "errored";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RequestId".
 */
export type RequestId = string | number;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ReviewDelivery".
 */
export type ReviewDelivery = "inline";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ReviewTarget".
 */
export type ReviewTarget =
  UncommittedChangesReviewTarget | BaseBranchReviewTarget | CommitReviewTarget | CustomReviewTarget;
export type UncommittedChangesReviewTargetType = "uncommittedChanges";
export type BaseBranchReviewTargetType = "baseBranch";
export type CommitReviewTargetType = "commit";
export type CustomReviewTargetType = "custom";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnItemsView".
 */
export type TurnItemsView = "notLoaded" | "summary" | "full";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnStatus".
 */
export type TurnStatus = "completed" | "interrupted" | "failed" | "inProgress";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SessionSource".
 */
export type SessionSource =
  ("cli" | "vscode" | "exec" | "appServer" | "unknown") | CustomSessionSource | SubAgentSessionSource;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SubAgentSource".
 */
export type SubAgentSource =
  ("review" | "compact" | "memory_consolidation") | ThreadSpawnSubAgentSource | OtherSubAgentSource;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadId".
 */
export type ThreadId = string;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillScope".
 */
export type SkillScope = "user" | "repo" | "system" | "admin";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadHistoryMode".
 */
export type ThreadHistoryMode = "legacy" | "paginated";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadStatus".
 */
export type ThreadStatus = NotLoadedThreadStatus | IdleThreadStatus | SystemErrorThreadStatus | ActiveThreadStatus;
export type NotLoadedThreadStatusType = "notLoaded";
export type IdleThreadStatusType = "idle";
export type SystemErrorThreadStatusType = "systemError";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadActiveFlag".
 */
export type ThreadActiveFlag = "waitingOnApproval" | "waitingOnUserInput";
export type ActiveThreadStatusType = "active";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSource".
 */
export type ThreadSource = string;
/**
 * Result of attempting to associate an attachment with a thread.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadAttachmentAddOutcome".
 */
export type ThreadAttachmentAddOutcome = "created" | "existing";
/**
 * The persisted attachment change represented by a notification.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadAttachmentOperation".
 */
export type ThreadAttachmentOperation = "created" | "deleted";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGoalStatus".
 */
export type ThreadGoalStatus = "active" | "paused" | "blocked" | "usageLimited" | "budgetLimited" | "complete";
/**
 * Distinguishes explicit user actions from automatic goal lifecycle mutations.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGoalMutationOrigin".
 */
export type ThreadGoalMutationOrigin = "user" | "automatic";
/**
 * An exclusive item position within the requested visible turn.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadItemsListAnchor".
 */
export type ThreadItemsListAnchor = ItemThreadItemsListAnchor;
export type ItemThreadItemsListAnchorType = "item";
/**
 * Starting position for an item-history page.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadItemsListCursor".
 */
export type ThreadItemsListCursor = string | ThreadItemsListAnchor;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadListCwdFilter".
 */
export type ThreadListCwdFilter = string | string[];
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSortKey".
 */
export type ThreadSortKey = "created_at" | "updated_at" | "recency_at" | "section_position";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSourceKind".
 */
export type ThreadSourceKind =
  | "cli"
  | "vscode"
  | "exec"
  | "appServer"
  | "subAgent"
  | "subAgentReview"
  | "subAgentCompact"
  | "subAgentThreadSpawn"
  | "subAgentOther"
  | "unknown";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadUnreadPosition".
 */
export type ThreadUnreadPosition = ThreadStartThreadUnreadPosition | TurnThreadUnreadPosition;
export type ThreadStartThreadUnreadPositionType = "threadStart";
export type TurnThreadUnreadPositionType = "turn";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadMemoryMode".
 */
export type ThreadMemoryMode = "enabled" | "disabled";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadPredictionResult".
 */
export type ThreadPredictionResult = CompletedThreadPredictionResult | FailedThreadPredictionResult;
export type CompletedThreadPredictionResultType = "completed";
export type FailedThreadPredictionResultType = "failed";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadReadStateOperation".
 */
export type ThreadReadStateOperation = ReadThreadReadStateOperation | UnreadThreadReadStateOperation;
export type ReadThreadReadStateOperationType = "read";
export type UnreadThreadReadStateOperationType = "unread";
/**
 * EXPERIMENTAL - how an existing agent item appears in a realtime conversation.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeBemItemPresentation".
 */
export type ThreadRealtimeBemItemPresentation =
  | WholeItemThreadRealtimeBemItemPresentation
  | InlineMarkdownThreadRealtimeBemItemPresentation
  | InlineVisualizationThreadRealtimeBemItemPresentation;
export type WholeItemThreadRealtimeBemItemPresentationType = "wholeItem";
export type InlineMarkdownThreadRealtimeBemItemPresentationType = "inlineMarkdown";
export type InlineVisualizationThreadRealtimeBemItemPresentationType = "inlineVisualization";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeCoverage".
 */
export type ThreadRealtimeCoverage = "unsupported" | "pending" | "ready";
/**
 * EXPERIMENTAL - a thread-scoped realtime item in the canonical timeline.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeItem".
 */
export type ThreadRealtimeItem = {
  id: string;
  /**
   * Canonical observation time in Unix milliseconds for eligible voice calls.
   */
  observedAtMs?: number | null;
  realtimeSessionId: string;
} & ThreadRealtimeItem1;
export type ThreadRealtimeItem1 =
  | RealtimeSessionStartedThreadRealtimeItem
  | FrameThreadRealtimeItem
  | TranscriptSegmentThreadRealtimeItem
  | BemItemPromotedThreadRealtimeItem
  | RealtimeSessionClosedThreadRealtimeItem
  | TurnInputAcceptedThreadRealtimeItem
  | SessionEndInputSavedThreadRealtimeItem;
export type RealtimeSessionStartedThreadRealtimeItemType = "realtimeSessionStarted";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeTranscriptRole".
 */
export type ThreadRealtimeTranscriptRole = "user" | "assistant";
export type FrameThreadRealtimeItemType = "frame";
export type TranscriptSegmentThreadRealtimeItemType = "transcriptSegment";
export type BemItemPromotedThreadRealtimeItemType = "bemItemPromoted";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeSessionOutcome".
 */
export type ThreadRealtimeSessionOutcome = "ended" | "failed";
export type RealtimeSessionClosedThreadRealtimeItemType = "realtimeSessionClosed";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeHandoffMode".
 */
export type ThreadRealtimeHandoffMode = "start" | "steer";
export type TurnInputAcceptedThreadRealtimeItemType = "turnInputAccepted";
export type SessionEndInputSavedThreadRealtimeItemType = "sessionEndInputSaved";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeOrder".
 */
export type ThreadRealtimeOrder = "observedAt" | "position";
/**
 * EXPERIMENTAL - transport used by thread realtime.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeStartTransport".
 */
export type ThreadRealtimeStartTransport =
  WebsocketThreadRealtimeStartTransport | WebrtcThreadRealtimeStartTransport | ExistingCallThreadRealtimeStartTransport;
export type WebsocketThreadRealtimeStartTransportType = "websocket";
export type WebrtcThreadRealtimeStartTransportType = "webrtc";
export type ExistingCallThreadRealtimeStartTransportType = "existingCall";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSearchSortKey".
 */
export type ThreadSearchSortKey = "created_at" | "updated_at" | "recency_at";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadStartSource".
 */
export type ThreadStartSource = "startup" | "clear";
/**
 * EXPERIMENTAL - one item or turn boundary in canonical rollout order.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadTimelineEntry".
 */
export type ThreadTimelineEntry =
  | ItemThreadTimelineEntry
  | RealtimeThreadTimelineEntry
  | TurnStartedThreadTimelineEntry
  | TurnCompletedThreadTimelineEntry;
export type ItemThreadTimelineEntryType = "item";
export type RealtimeThreadTimelineEntryType = "realtime";
export type TurnStartedThreadTimelineEntryType = "turnStarted";
export type TurnCompletedThreadTimelineEntryType = "turnCompleted";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadUnsubscribeStatus".
 */
export type ThreadUnsubscribeStatus = "notLoaded" | "notSubscribed" | "unsubscribed";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnPlanStepStatus".
 */
export type TurnPlanStepStatus = "pending" | "inProgress" | "completed";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnSettingsUpdateStatus".
 */
export type TurnSettingsUpdateStatus = "applied" | "targetUnavailable";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationBiometricType".
 */
export type UserVerificationBiometricType = "fingerprint";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationCancellationReason".
 */
export type UserVerificationCancellationReason = "userCancelled" | "interrupted";
/**
 * Closed error categories; native diagnostic payloads must not cross this boundary.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationErrorDetails".
 */
export type UserVerificationErrorDetails =
  | InvalidRequestUserVerificationErrorDetails
  | UnavailableUserVerificationErrorDetails
  | CancelledUserVerificationErrorDetails
  | FailedUserVerificationErrorDetails;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationInvalidRequestReason".
 */
export type UserVerificationInvalidRequestReason = "invalidParams";
export type InvalidRequestUserVerificationErrorDetailsType = "invalidRequest";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationUnavailableReason".
 */
export type UserVerificationUnavailableReason = "credentialMissing" | "biometricsUnavailable" | "providerUnavailable";
export type UnavailableUserVerificationErrorDetailsType = "unavailable";
export type CancelledUserVerificationErrorDetailsType = "cancelled";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationFailureReason".
 */
export type UserVerificationFailureReason = "authenticationFailed" | "timeout" | "providerError" | "serviceError";
export type FailedUserVerificationErrorDetailsType = "failed";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WindowsSandboxReadiness".
 */
export type WindowsSandboxReadiness = "ready" | "notConfigured" | "updateRequired";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WindowsSandboxSetupMode".
 */
export type WindowsSandboxSetupMode = "elevated" | "unelevated";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FileChange".
 */
export type FileChange = AddFileChange | DeleteFileChange | UpdateFileChange;
export type AddFileChangeType = "add";
export type DeleteFileChangeType = "delete";
export type UpdateFileChangeType = "update";
/**
 * User's decision in response to an ExecApprovalRequest.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ReviewDecision".
 */
export type ReviewDecision =
  | "approved"
  | ApprovedExecpolicyAmendmentReviewDecision
  | "approved_for_session"
  | "approved_mcp_policy_amendment"
  | NetworkPolicyAmendmentReviewDecision
  | DeniedReviewDecision
  | "timed_out"
  | "abort";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NetworkPolicyRuleAction".
 */
export type NetworkPolicyRuleAction = "allow" | "deny";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ChatgptAuthTokensRefreshReason".
 */
export type ChatgptAuthTokensRefreshReason = "unauthorized";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ClientNotification".
 */
export type ClientNotification = {
  method: "initialized";
};
/**
 * Request from the client to the server.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ClientRequest".
 */
export type ClientRequest =
  | {
      id: RequestId;
      method: "initialize";
      params: InitializeParams;
    }
  | {
      id: RequestId;
      method: "server/diagnostics";
      params: ServerDiagnosticsParams;
    }
  | {
      id: RequestId;
      method: "userVerification/status";
      params: UserVerificationStatusParams;
    }
  | {
      id: RequestId;
      method: "userVerification/enroll";
      params: UserVerificationEnrollParams;
    }
  | {
      id: RequestId;
      method: "userVerification/delete";
      params: UserVerificationDeleteParams;
    }
  | {
      id: RequestId;
      method: "userVerification/verify";
      params: UserVerificationVerifyParams;
    }
  | {
      id: RequestId;
      method: "userVerification/cancel";
      params: UserVerificationCancelParams;
    }
  | {
      id: RequestId;
      method: "thread/start";
      params: ThreadStartParams;
    }
  | {
      id: RequestId;
      method: "thread/resume";
      params: ThreadResumeParams;
    }
  | {
      id: RequestId;
      method: "thread/fork";
      params: ThreadForkParams;
    }
  | {
      id: RequestId;
      method: "thread/sample";
      params: ThreadSampleParams;
    }
  | {
      id: RequestId;
      method: "thread/sample/cancel";
      params: ThreadSampleCancelParams;
    }
  | {
      id: RequestId;
      method: "thread/archive";
      params: ThreadArchiveParams;
    }
  | {
      id: RequestId;
      method: "thread/delete";
      params: ThreadDeleteParams;
    }
  | {
      id: RequestId;
      method: "thread/unsubscribe";
      params: ThreadUnsubscribeParams;
    }
  | {
      id: RequestId;
      method: "thread/increment_elicitation";
      params: ThreadIncrementElicitationParams;
    }
  | {
      id: RequestId;
      method: "thread/decrement_elicitation";
      params: ThreadDecrementElicitationParams;
    }
  | {
      id: RequestId;
      method: "thread/name/set";
      params: ThreadSetNameParams;
    }
  | {
      id: RequestId;
      method: "thread/prediction/request";
      params: ThreadPredictionRequestParams;
    }
  | {
      id: RequestId;
      method: "thread/goal/set";
      params: ThreadGoalSetParams;
    }
  | {
      id: RequestId;
      method: "thread/goal/get";
      params: ThreadGoalGetParams;
    }
  | {
      id: RequestId;
      method: "thread/goal/clear";
      params: ThreadGoalClearParams;
    }
  | {
      id: RequestId;
      method: "thread/queue/add";
      params: ThreadQueueAddParams;
    }
  | {
      id: RequestId;
      method: "thread/queue/list";
      params: ThreadQueueListParams;
    }
  | {
      id: RequestId;
      method: "thread/queue/update";
      params: ThreadQueueUpdateParams;
    }
  | {
      id: RequestId;
      method: "thread/queue/delete";
      params: ThreadQueueDeleteParams;
    }
  | {
      id: RequestId;
      method: "thread/queue/reorder";
      params: ThreadQueueReorderParams;
    }
  | {
      id: RequestId;
      method: "thread/queue/start";
      params: ThreadQueueStartParams;
    }
  | {
      id: RequestId;
      method: "thread/metadata/update";
      params: ThreadMetadataUpdateParams;
    }
  | {
      id: RequestId;
      method: "thread/attachment/add";
      params: ThreadAttachmentAddParams;
    }
  | {
      id: RequestId;
      method: "thread/attachment/list";
      params: ThreadAttachmentListParams;
    }
  | {
      id: RequestId;
      method: "thread/attachmentOwner/list";
      params: ThreadAttachmentOwnerListParams;
    }
  | {
      id: RequestId;
      method: "thread/attachment/remove";
      params: ThreadAttachmentRemoveParams;
    }
  | {
      id: RequestId;
      method: "thread/section/move";
      params: ThreadSectionMoveParams;
    }
  | {
      id: RequestId;
      method: "thread/settings/update";
      params: ThreadSettingsUpdateParams;
    }
  | {
      id: RequestId;
      method: "thread/memoryMode/set";
      params: ThreadMemoryModeSetParams;
    }
  | {
      id: RequestId;
      method: "thread/memory/read";
      params: ThreadMemoryReadParams;
    }
  | {
      id: RequestId;
      method: "memory/status";
      params: MemoryStatusParams;
    }
  | {
      id: RequestId;
      method: "memory/reset";
      params?: null;
    }
  | {
      id: RequestId;
      method: "rollout/compress";
      params?: null;
    }
  | {
      id: RequestId;
      method: "thread/unarchive";
      params: ThreadUnarchiveParams;
    }
  | {
      id: RequestId;
      method: "thread/compact/start";
      params: ThreadCompactStartParams;
    }
  | {
      id: RequestId;
      method: "thread/shellCommand";
      params: ThreadShellCommandParams;
    }
  | {
      id: RequestId;
      method: "thread/approveGuardianDeniedAction";
      params: ThreadApproveGuardianDeniedActionParams;
    }
  | {
      id: RequestId;
      method: "thread/backgroundTerminals/clean";
      params: ThreadBackgroundTerminalsCleanParams;
    }
  | {
      id: RequestId;
      method: "thread/backgroundTerminals/list";
      params: ThreadBackgroundTerminalsListParams;
    }
  | {
      id: RequestId;
      method: "thread/backgroundTerminals/terminate";
      params: ThreadBackgroundTerminalsTerminateParams;
    }
  | {
      id: RequestId;
      method: "thread/revert";
      params: ThreadRevertParams;
    }
  | {
      id: RequestId;
      method: "thread/list";
      params: ThreadListParams;
    }
  | {
      id: RequestId;
      method: "project/list";
      params: ProjectListParams;
    }
  | {
      id: RequestId;
      method: "project/read";
      params: ProjectReadParams;
    }
  | {
      id: RequestId;
      method: "project/create";
      params: ProjectCreateParams;
    }
  | {
      id: RequestId;
      method: "project/import";
      params: ProjectImportParams;
    }
  | {
      id: RequestId;
      method: "project/update";
      params: ProjectUpdateParams;
    }
  | {
      id: RequestId;
      method: "project/move";
      params: ProjectMoveParams;
    }
  | {
      id: RequestId;
      method: "project/delete";
      params: ProjectDeleteParams;
    }
  | {
      id: RequestId;
      method: "threadSection/list";
      params: ThreadSectionListParams;
    }
  | {
      id: RequestId;
      method: "threadSection/create";
      params: ThreadSectionCreateParams;
    }
  | {
      id: RequestId;
      method: "threadSection/update";
      params: ThreadSectionUpdateParams;
    }
  | {
      id: RequestId;
      method: "threadSection/delete";
      params: ThreadSectionDeleteParams;
    }
  | {
      id: RequestId;
      method: "thread/search";
      params: ThreadSearchParams;
    }
  | {
      id: RequestId;
      method: "thread/search/stream";
      params: ThreadSearchParams;
    }
  | {
      id: RequestId;
      method: "thread/search/cancel";
      params: ThreadSearchCancelParams;
    }
  | {
      id: RequestId;
      method: "thread/search/stream/cancel";
      params: ThreadSearchCancelParams;
    }
  | {
      id: RequestId;
      method: "thread/searchOccurrences";
      params: ThreadSearchOccurrencesParams;
    }
  | {
      id: RequestId;
      method: "thread/loaded/list";
      params: ThreadLoadedListParams;
    }
  | {
      id: RequestId;
      method: "thread/read";
      params: ThreadReadParams;
    }
  | {
      id: RequestId;
      method: "thread/readState/update";
      params: ThreadReadStateUpdateParams;
    }
  | {
      id: RequestId;
      method: "thread/turns/list";
      params: ThreadTurnsListParams;
    }
  | {
      id: RequestId;
      method: "thread/items/list";
      params: ThreadItemsListParams;
    }
  | {
      id: RequestId;
      method: "thread/items/read";
      params: ThreadItemsReadParams;
    }
  | {
      id: RequestId;
      method: "thread/guardianReview";
      params: ThreadGuardianReviewParams;
    }
  | {
      id: RequestId;
      method: "thread/inject_items";
      params: ThreadInjectItemsParams;
    }
  | {
      id: RequestId;
      method: "thread/prepareApprovedPlan";
      params: ThreadPrepareApprovedPlanParams;
    }
  | {
      id: RequestId;
      method: "skills/list";
      params: SkillsListParams;
    }
  | {
      id: RequestId;
      method: "skills/extraRoots/set";
      params: SkillsExtraRootsSetParams;
    }
  | {
      id: RequestId;
      method: "hooks/list";
      params: HooksListParams;
    }
  | {
      id: RequestId;
      method: "marketplace/add";
      params: MarketplaceAddParams;
    }
  | {
      id: RequestId;
      method: "marketplace/remove";
      params: MarketplaceRemoveParams;
    }
  | {
      id: RequestId;
      method: "marketplace/upgrade";
      params: MarketplaceUpgradeParams;
    }
  | {
      id: RequestId;
      method: "plugin/list";
      params: PluginListParams;
    }
  | {
      id: RequestId;
      method: "plugin/search";
      params: PluginSearchParams;
    }
  | {
      id: RequestId;
      method: "plugin/installed";
      params: PluginInstalledParams;
    }
  | {
      id: RequestId;
      method: "plugin/reconcile";
      params: PluginReconcileParams;
    }
  | {
      id: RequestId;
      method: "plugin/read";
      params: PluginReadParams;
    }
  | {
      id: RequestId;
      method: "plugin/skill/read";
      params: PluginSkillReadParams;
    }
  | {
      id: RequestId;
      method: "plugin/share/save";
      params: PluginShareSaveParams;
    }
  | {
      id: RequestId;
      method: "plugin/share/updateTargets";
      params: PluginShareUpdateTargetsParams;
    }
  | {
      id: RequestId;
      method: "plugin/share/list";
      params: PluginShareListParams;
    }
  | {
      id: RequestId;
      method: "plugin/share/checkout";
      params: PluginShareCheckoutParams;
    }
  | {
      id: RequestId;
      method: "plugin/share/delete";
      params: PluginShareDeleteParams;
    }
  | {
      id: RequestId;
      method: "app/read";
      params: AppsReadParams;
    }
  | {
      id: RequestId;
      method: "app/list";
      params: AppsListParams;
    }
  | {
      id: RequestId;
      method: "app/installed";
      params: AppsInstalledParams;
    }
  | {
      id: RequestId;
      method: "fs/readFile";
      params: FsReadFileParams;
    }
  | {
      id: RequestId;
      method: "fs/writeFile";
      params: FsWriteFileParams;
    }
  | {
      id: RequestId;
      method: "fs/createDirectory";
      params: FsCreateDirectoryParams;
    }
  | {
      id: RequestId;
      method: "fs/getMetadata";
      params: FsGetMetadataParams;
    }
  | {
      id: RequestId;
      method: "fs/readDirectory";
      params: FsReadDirectoryParams;
    }
  | {
      id: RequestId;
      method: "fs/remove";
      params: FsRemoveParams;
    }
  | {
      id: RequestId;
      method: "fs/copy";
      params: FsCopyParams;
    }
  | {
      id: RequestId;
      method: "fs/watch";
      params: FsWatchParams;
    }
  | {
      id: RequestId;
      method: "fs/unwatch";
      params: FsUnwatchParams;
    }
  | {
      id: RequestId;
      method: "skills/config/write";
      params: SkillsConfigWriteParams;
    }
  | {
      id: RequestId;
      method: "plugin/install";
      params: PluginInstallParams;
    }
  | {
      id: RequestId;
      method: "plugin/uninstall";
      params: PluginUninstallParams;
    }
  | {
      id: RequestId;
      method: "turn/start";
      params: TurnStartParams;
    }
  | {
      id: RequestId;
      method: "turn/settings/update";
      params: TurnSettingsUpdateParams;
    }
  | {
      id: RequestId;
      method: "turn/steer";
      params: TurnSteerParams;
    }
  | {
      id: RequestId;
      method: "turn/interrupt";
      params: TurnInterruptParams;
    }
  | {
      id: RequestId;
      method: "thread/realtime/start";
      params: ThreadRealtimeStartParams;
    }
  | {
      id: RequestId;
      method: "thread/realtime/appendAudio";
      params: ThreadRealtimeAppendAudioParams;
    }
  | {
      id: RequestId;
      method: "thread/realtime/appendText";
      params: ThreadRealtimeAppendTextParams;
    }
  | {
      id: RequestId;
      method: "thread/realtime/appendSpeech";
      params: ThreadRealtimeAppendSpeechParams;
    }
  | {
      id: RequestId;
      method: "thread/realtime/stop";
      params: ThreadRealtimeStopParams;
    }
  | {
      id: RequestId;
      method: "thread/timeline/list";
      params: ThreadTimelineListParams;
    }
  | {
      id: RequestId;
      method: "thread/realtime/list";
      params: ThreadRealtimeListParams;
    }
  | {
      id: RequestId;
      method: "thread/realtime/listVoices";
      params: ThreadRealtimeListVoicesParams;
    }
  | {
      id: RequestId;
      method: "review/start";
      params: ReviewStartParams;
    }
  | {
      id: RequestId;
      method: "model/list";
      params: ModelListParams;
    }
  | {
      id: RequestId;
      method: "account/gatewayOAuth/read";
      params?: GatewayOAuthReadParams | null;
    }
  | {
      id: RequestId;
      method: "account/gatewayOAuth/login";
      params?: GatewayOAuthLoginParams | null;
    }
  | {
      id: RequestId;
      method: "account/gatewayOAuth/cancel";
      params?: null;
    }
  | {
      id: RequestId;
      method: "modelProvider/list";
      params: ModelProviderListParams;
    }
  | {
      id: RequestId;
      method: "modelProvider/config/write";
      params: ModelProviderConfigWriteParams;
    }
  | {
      id: RequestId;
      method: "modelProvider/default/set";
      params: ModelProviderDefaultSetParams;
    }
  | {
      id: RequestId;
      method: "modelProvider/capabilities/read";
      params: ModelProviderCapabilitiesReadParams;
    }
  | {
      id: RequestId;
      method: "experimentalFeature/list";
      params: ExperimentalFeatureListParams;
    }
  | {
      id: RequestId;
      method: "permissionProfile/list";
      params: PermissionProfileListParams;
    }
  | {
      id: RequestId;
      method: "experimentalFeature/enablement/set";
      params: ExperimentalFeatureEnablementSetParams;
    }
  | {
      id: RequestId;
      method: "remoteControl/enable";
      params?: RemoteControlEnableParams | null;
    }
  | {
      id: RequestId;
      method: "remoteControl/disable";
      params?: RemoteControlDisableParams | null;
    }
  | {
      id: RequestId;
      method: "remoteControl/status/read";
      params?: null;
    }
  | {
      id: RequestId;
      method: "remoteControl/pairing/start";
      params: RemoteControlPairingStartParams;
    }
  | {
      id: RequestId;
      method: "remoteControl/pairing/status";
      params: RemoteControlPairingStatusParams;
    }
  | {
      id: RequestId;
      method: "remoteControl/client/list";
      params: RemoteControlClientsListParams;
    }
  | {
      id: RequestId;
      method: "remoteControl/client/revoke";
      params: RemoteControlClientsRevokeParams;
    }
  | {
      id: RequestId;
      method: "collaborationMode/list";
      params: CollaborationModeListParams;
    }
  | {
      id: RequestId;
      method: "mock/experimentalMethod";
      params: MockExperimentalMethodParams;
    }
  | {
      id: RequestId;
      method: "environment/add";
      params: EnvironmentAddParams;
    }
  | {
      id: RequestId;
      method: "environment/info";
      params: EnvironmentInfoParams;
    }
  | {
      id: RequestId;
      method: "environment/status";
      params: EnvironmentStatusParams;
    }
  | {
      id: RequestId;
      method: "mcpServer/oauth/login";
      params: McpServerOauthLoginParams;
    }
  | {
      id: RequestId;
      method: "config/mcpServer/reload";
      params?: null;
    }
  | {
      id: RequestId;
      method: "mcpServerStatus/list";
      params: ListMcpServerStatusParams;
    }
  | {
      id: RequestId;
      method: "mcpServer/resource/read";
      params: McpResourceReadParams;
    }
  | {
      id: RequestId;
      method: "mcpServer/event/stream/start";
      params: McpServerEventStreamStartParams;
    }
  | {
      id: RequestId;
      method: "mcpServer/event/stream/stop";
      params: McpServerEventStreamStopParams;
    }
  | {
      id: RequestId;
      method: "mcpServer/tool/call";
      params: McpServerToolCallParams;
    }
  | {
      id: RequestId;
      method: "windowsSandbox/setupStart";
      params: WindowsSandboxSetupStartParams;
    }
  | {
      id: RequestId;
      method: "windowsSandbox/readiness";
      params?: null;
    }
  | {
      id: RequestId;
      method: "account/login/start";
      params: LoginAccountParams;
    }
  | {
      id: RequestId;
      method: "account/bedrock/discover";
      params: BedrockDiscoverParams;
    }
  | {
      id: RequestId;
      method: "account/bedrock/setup";
      params: BedrockSetupParams;
    }
  | {
      id: RequestId;
      method: "account/gcp/setup";
      params: GcpSetupParams;
    }
  | {
      id: RequestId;
      method: "account/bedrock/checkGovCloudRequirements";
      params: BedrockCheckGovCloudRequirementsParams;
    }
  | {
      id: RequestId;
      method: "account/login/cancel";
      params: CancelLoginAccountParams;
    }
  | {
      id: RequestId;
      method: "accountSession/list";
      params: AccountSessionsListParams;
    }
  | {
      id: RequestId;
      method: "accountSession/switch";
      params: AccountSessionsSwitchParams;
    }
  | {
      id: RequestId;
      method: "account/logout";
      params?: null;
    }
  | {
      id: RequestId;
      method: "account/securitySetup/read";
      params?: null;
    }
  | {
      id: RequestId;
      method: "account/rateLimits/read";
      params?: GetAccountRateLimitsParams | null;
    }
  | {
      id: RequestId;
      method: "account/rateLimitResetCredit/consume";
      params: ConsumeAccountRateLimitResetCreditParams;
    }
  | {
      id: RequestId;
      method: "account/usage/read";
      params?: GetAccountTokenUsageParams | null;
    }
  | {
      id: RequestId;
      method: "account/workspaceMessages/read";
      params?: null;
    }
  | {
      id: RequestId;
      method: "account/sendAddCreditsNudgeEmail";
      params: SendAddCreditsNudgeEmailParams;
    }
  | {
      id: RequestId;
      method: "feedback/upload";
      params: FeedbackUploadParams;
    }
  | {
      id: RequestId;
      method: "feedback/save";
      params: FeedbackSaveParams;
    }
  | {
      id: RequestId;
      method: "command/exec";
      params: CommandExecParams;
    }
  | {
      id: RequestId;
      method: "command/exec/write";
      params: CommandExecWriteParams;
    }
  | {
      id: RequestId;
      method: "command/exec/terminate";
      params: CommandExecTerminateParams;
    }
  | {
      id: RequestId;
      method: "command/exec/resize";
      params: CommandExecResizeParams;
    }
  | {
      id: RequestId;
      method: "process/spawn";
      params: ProcessSpawnParams;
    }
  | {
      id: RequestId;
      method: "process/writeStdin";
      params: ProcessWriteStdinParams;
    }
  | {
      id: RequestId;
      method: "process/kill";
      params: ProcessKillParams;
    }
  | {
      id: RequestId;
      method: "process/resizePty";
      params: ProcessResizePtyParams;
    }
  | {
      id: RequestId;
      method: "config/read";
      params: ConfigReadParams;
    }
  | {
      id: RequestId;
      method: "externalAgentConfig/detect";
      params: ExternalAgentConfigDetectParams;
    }
  | {
      id: RequestId;
      method: "externalAgentConfig/import";
      params: ExternalAgentConfigImportParams;
    }
  | {
      id: RequestId;
      method: "externalAgentConfig/import/recordHistory";
      params: ExternalAgentConfigImportHistoryRecordParams;
    }
  | {
      id: RequestId;
      method: "externalAgentConfig/import/readHistories";
      params?: null;
    }
  | {
      id: RequestId;
      method: "config/value/write";
      params: ConfigValueWriteParams;
    }
  | {
      id: RequestId;
      method: "config/batchWrite";
      params: ConfigBatchWriteParams;
    }
  | {
      id: RequestId;
      method: "configRequirements/read";
      params?: null;
    }
  | {
      id: RequestId;
      method: "account/read";
      params: GetAccountParams;
    }
  | {
      id: RequestId;
      method: "fuzzyFileSearch";
      params: FuzzyFileSearchParams;
    }
  | {
      id: RequestId;
      method: "fuzzyFileSearch/sessionStart";
      params: FuzzyFileSearchSessionStartParams;
    }
  | {
      id: RequestId;
      method: "fuzzyFileSearch/sessionUpdate";
      params: FuzzyFileSearchSessionUpdateParams;
    }
  | {
      id: RequestId;
      method: "fuzzyFileSearch/sessionStop";
      params: FuzzyFileSearchSessionStopParams;
    };
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecutionApprovalDecision".
 */
export type CommandExecutionApprovalDecision =
  | "accept"
  | "acceptForSession"
  | AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision
  | ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision
  | "decline"
  | "cancel";
/**
 * Distinguishes a command approval from input sent to an existing terminal.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecutionApprovalKind".
 */
export type CommandExecutionApprovalKind = ("command" | "writeStdin") | "humanCommand";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ParsedCommand".
 */
export type ParsedCommand = ReadParsedCommand | ListFilesParsedCommand | SearchParsedCommand | UnknownParsedCommand;
export type ReadParsedCommandType = "read";
export type ListFilesParsedCommandType = "list_files";
export type SearchParsedCommandType = "search";
export type UnknownParsedCommandType = "unknown";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FileChangeApprovalDecision".
 */
export type FileChangeApprovalDecision = "accept" | "acceptForSession" | "decline" | "cancel";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FuzzyFileSearchMatchType".
 */
export type FuzzyFileSearchMatchType = "file" | "directory";
/**
 * Refers to any valid JSON-RPC object that can be decoded off the wire, or encoded to be sent.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "JSONRPCMessage".
 */
export type JSONRPCMessage = JSONRPCRequest | JSONRPCNotification | JSONRPCResponse | JSONRPCError;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationArrayType".
 */
export type McpElicitationArrayType = "array";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationBooleanType".
 */
export type McpElicitationBooleanType = "boolean";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationEnumSchema".
 */
export type McpElicitationEnumSchema =
  McpElicitationSingleSelectEnumSchema | McpElicitationMultiSelectEnumSchema | McpElicitationLegacyTitledEnumSchema;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationSingleSelectEnumSchema".
 */
export type McpElicitationSingleSelectEnumSchema =
  McpElicitationUntitledSingleSelectEnumSchema | McpElicitationTitledSingleSelectEnumSchema;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationStringType".
 */
export type McpElicitationStringType = "string";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationMultiSelectEnumSchema".
 */
export type McpElicitationMultiSelectEnumSchema =
  McpElicitationUntitledMultiSelectEnumSchema | McpElicitationTitledMultiSelectEnumSchema;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationNumberType".
 */
export type McpElicitationNumberType = "number" | "integer";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationObjectType".
 */
export type McpElicitationObjectType = "object";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationPrimitiveSchema".
 */
export type McpElicitationPrimitiveSchema =
  McpElicitationEnumSchema | McpElicitationStringSchema | McpElicitationNumberSchema | McpElicitationBooleanSchema;
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationStringFormat".
 */
export type McpElicitationStringFormat = "email" | "uri" | "date" | "date-time";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerElicitationAction".
 */
export type McpServerElicitationAction = "accept" | "decline" | "cancel";
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerElicitationRequestParams".
 */
export type McpServerElicitationRequestParams = McpServerElicitationRequestParams1 & McpServerElicitationRequestParams2;
export type McpServerElicitationRequestParams1 =
  | {
      _meta?: unknown;
      challenge: string;
      description: string;
      mode: "openai/userVerification";
      title: string;
    }
  | {
      _meta?: unknown;
      message: string;
      mode: "form";
      requestedSchema: McpElicitationSchema;
    }
  | {
      _meta?: unknown;
      message: string;
      mode: "openai/form";
      requestedSchema: unknown;
    }
  | {
      _meta?: unknown;
      message: string;
      mode: "openaiForm";
      requestedSchema: unknown;
    }
  | {
      _meta?: unknown;
      elicitationId: string;
      message: string;
      mode: "url";
      url: string;
    };
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PermissionGrantScope".
 */
export type PermissionGrantScope = "turn" | "session";
/**
 * Notification sent from the server to the client.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ServerNotification".
 */
export type ServerNotification = ServerNotification1 & ServerNotification2;
export type ServerNotification1 =
  | {
      method: "error";
      params: ErrorNotification;
    }
  | {
      method: "thread/started";
      params: ThreadStartedNotification;
    }
  | {
      method: "thread/status/changed";
      params: ThreadStatusChangedNotification;
    }
  | {
      method: "thread/readState/changed";
      params: ThreadReadStateChangedNotification;
    }
  | {
      method: "thread/archived";
      params: ThreadArchivedNotification;
    }
  | {
      method: "thread/deleted";
      params: ThreadDeletedNotification;
    }
  | {
      method: "thread/unarchived";
      params: ThreadUnarchivedNotification;
    }
  | {
      method: "thread/closed";
      params: ThreadClosedNotification;
    }
  | {
      method: "thread/reverted";
      params: ThreadRevertedNotification;
    }
  | {
      method: "skills/changed";
      params: SkillsChangedNotification;
    }
  | {
      method: "thread/name/updated";
      params: ThreadNameUpdatedNotification;
    }
  | {
      method: "thread/section/changed";
      params: ThreadSectionChangedNotification;
    }
  | {
      method: "thread/attachment/updated";
      params: ThreadAttachmentUpdatedNotification;
    }
  | {
      method: "thread/goal/updated";
      params: ThreadGoalUpdatedNotification;
    }
  | {
      method: "thread/prediction/updated";
      params: ThreadPredictionUpdatedNotification;
    }
  | {
      method: "thread/goal/cleared";
      params: ThreadGoalClearedNotification;
    }
  | {
      method: "thread/queue/changed";
      params: ThreadQueueChangedNotification;
    }
  | {
      method: "project/changed";
      params: ProjectChangedNotification;
    }
  | {
      method: "thread/project/updated";
      params: ThreadProjectUpdatedNotification;
    }
  | {
      method: "thread/environment/connected";
      params: EnvironmentConnectionNotification;
    }
  | {
      method: "thread/environment/disconnected";
      params: EnvironmentConnectionNotification;
    }
  | {
      method: "thread/settings/updated";
      params: ThreadSettingsUpdatedNotification;
    }
  | {
      method: "thread/tokenUsage/updated";
      params: ThreadTokenUsageUpdatedNotification;
    }
  | {
      method: "turn/started";
      params: TurnStartedNotification;
    }
  | {
      method: "hook/started";
      params: HookStartedNotification;
    }
  | {
      method: "turn/completed";
      params: TurnCompletedNotification;
    }
  | {
      method: "hook/completed";
      params: HookCompletedNotification;
    }
  | {
      method: "turn/diff/updated";
      params: TurnDiffUpdatedNotification;
    }
  | {
      method: "turn/plan/updated";
      params: TurnPlanUpdatedNotification;
    }
  | {
      method: "item/started";
      params: ItemStartedNotification;
    }
  | {
      method: "item/autoApprovalReview/started";
      params: ItemGuardianApprovalReviewStartedNotification;
    }
  | {
      method: "item/autoApprovalReview/completed";
      params: ItemGuardianApprovalReviewCompletedNotification;
    }
  | {
      method: "autoApprovalReview/strictReviewRequired";
      params: StrictReviewRequiredNotification;
    }
  | {
      method: "item/completed";
      params: ItemCompletedNotification;
    }
  | {
      method: "item/agentMessage/delta";
      params: AgentMessageDeltaNotification;
    }
  | {
      method: "item/plan/delta";
      params: PlanDeltaNotification;
    }
  | {
      method: "command/exec/outputDelta";
      params: CommandExecOutputDeltaNotification;
    }
  | {
      method: "process/outputDelta";
      params: ProcessOutputDeltaNotification;
    }
  | {
      method: "thread/search/partial";
      params: ThreadSearchPartialNotification;
    }
  | {
      method: "process/exited";
      params: ProcessExitedNotification;
    }
  | {
      method: "item/commandExecution/outputDelta";
      params: CommandExecutionOutputDeltaNotification;
    }
  | {
      method: "item/commandExecution/terminalInteraction";
      params: TerminalInteractionNotification;
    }
  | {
      method: "item/fileChange/outputDelta";
      params: FileChangeOutputDeltaNotification;
    }
  | {
      method: "item/fileChange/patchUpdated";
      params: FileChangePatchUpdatedNotification;
    }
  | {
      method: "serverRequest/resolved";
      params: ServerRequestResolvedNotification;
    }
  | {
      method: "item/mcpToolCall/progress";
      params: McpToolCallProgressNotification;
    }
  | {
      method: "mcpServer/oauthLogin/completed";
      params: McpServerOauthLoginCompletedNotification;
    }
  | {
      method: "mcpServer/startupStatus/updated";
      params: McpServerStatusUpdatedNotification;
    }
  | {
      method: "mcpServer/event/stream/notification";
      params: McpServerEventStreamNotification;
    }
  | {
      method: "account/updated";
      params: AccountUpdatedNotification;
    }
  | {
      method: "account/gatewayOAuth/changed";
      params: GatewayOAuthChangedNotification;
    }
  | {
      method: "account/rateLimits/updated";
      params: AccountRateLimitsUpdatedNotification;
    }
  | {
      method: "app/list/updated";
      params: AppListUpdatedNotification;
    }
  | {
      method: "remoteControl/status/changed";
      params: RemoteControlStatusChangedNotification;
    }
  | {
      method: "externalAgentConfig/import/progress";
      params: ExternalAgentConfigImportProgressNotification;
    }
  | {
      method: "externalAgentConfig/import/completed";
      params: ExternalAgentConfigImportCompletedNotification;
    }
  | {
      method: "fs/changed";
      params: FsChangedNotification;
    }
  | {
      method: "item/reasoning/summaryTextDelta";
      params: ReasoningSummaryTextDeltaNotification;
    }
  | {
      method: "item/reasoning/summaryPartAdded";
      params: ReasoningSummaryPartAddedNotification;
    }
  | {
      method: "item/reasoning/textDelta";
      params: ReasoningTextDeltaNotification;
    }
  | {
      method: "thread/compacted";
      params: ContextCompactedNotification;
    }
  | {
      method: "model/rerouted";
      params: ModelReroutedNotification;
    }
  | {
      method: "model/verification";
      params: ModelVerificationNotification;
    }
  | {
      method: "modelProvider/authRecoveryStarted";
      params: AuthRecoveryNotification;
    }
  | {
      method: "modelProvider/authRecoveryCompleted";
      params: AuthRecoveryNotification;
    }
  | {
      method: "turn/moderationMetadata";
      params: TurnModerationMetadataNotification;
    }
  | {
      method: "model/safetyBuffering/updated";
      params: ModelSafetyBufferingUpdatedNotification;
    }
  | {
      method: "warning";
      params: WarningNotification;
    }
  | {
      method: "guardianWarning";
      params: GuardianWarningNotification;
    }
  | {
      method: "deprecationNotice";
      params: DeprecationNoticeNotification;
    }
  | {
      method: "configWarning";
      params: ConfigWarningNotification;
    }
  | {
      method: "fuzzyFileSearch/sessionUpdated";
      params: FuzzyFileSearchSessionUpdatedNotification;
    }
  | {
      method: "fuzzyFileSearch/sessionCompleted";
      params: FuzzyFileSearchSessionCompletedNotification;
    }
  | {
      method: "thread/realtime/started";
      params: ThreadRealtimeStartedNotification;
    }
  | {
      method: "thread/realtime/itemAdded";
      params: ThreadRealtimeItemAddedNotification;
    }
  | {
      method: "thread/realtime/item/started";
      params: ThreadRealtimeItemStartedNotification;
    }
  | {
      method: "thread/realtime/item/transcript/delta";
      params: ThreadRealtimeItemTranscriptDeltaNotification;
    }
  | {
      method: "thread/realtime/item/completed";
      params: ThreadRealtimeItemCompletedNotification;
    }
  | {
      method: "thread/realtime/transcript/delta";
      params: ThreadRealtimeTranscriptDeltaNotification;
    }
  | {
      method: "thread/realtime/transcript/done";
      params: ThreadRealtimeTranscriptDoneNotification;
    }
  | {
      method: "thread/realtime/outputAudio/delta";
      params: ThreadRealtimeOutputAudioDeltaNotification;
    }
  | {
      method: "thread/realtime/sdp";
      params: ThreadRealtimeSdpNotification;
    }
  | {
      method: "thread/realtime/error";
      params: ThreadRealtimeErrorNotification;
    }
  | {
      method: "thread/realtime/closed";
      params: ThreadRealtimeClosedNotification;
    }
  | {
      method: "windows/worldWritableWarning";
      params: WindowsWorldWritableWarningNotification;
    }
  | {
      method: "windowsSandbox/setupCompleted";
      params: WindowsSandboxSetupCompletedNotification;
    }
  | {
      method: "account/login/completed";
      params: AccountLoginCompletedNotification;
    };
/**
 * Request initiated from the server and sent to the client.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ServerRequest".
 */
export type ServerRequest =
  | {
      id: RequestId;
      method: "item/commandExecution/requestApproval";
      params: CommandExecutionRequestApprovalParams;
    }
  | {
      id: RequestId;
      method: "item/fileChange/requestApproval";
      params: FileChangeRequestApprovalParams;
    }
  | {
      id: RequestId;
      method: "item/tool/requestUserInput";
      params: ToolRequestUserInputParams;
    }
  | {
      id: RequestId;
      method: "mcpServer/elicitation/request";
      params: McpServerElicitationRequestParams;
    }
  | {
      id: RequestId;
      method: "item/permissions/requestApproval";
      params: PermissionsRequestApprovalParams;
    }
  | {
      id: RequestId;
      method: "item/tool/call";
      params: DynamicToolCallParams;
    }
  | {
      id: RequestId;
      method: "account/chatgptAuthTokens/refresh";
      params: ChatgptAuthTokensRefreshParams;
    }
  | {
      id: RequestId;
      method: "attestation/generate";
      params: AttestationGenerateParams;
    }
  | {
      id: RequestId;
      method: "applyPatchApproval";
      params: ApplyPatchApprovalParams;
    }
  | {
      id: RequestId;
      method: "execCommandApproval";
      params: ExecCommandApprovalParams;
    };

export interface ApiKeyAccount {
  type: ApiKeyAccountType;
}
export interface ChatgptAccount {
  email: string | null;
  planType: PlanType;
  type: ChatgptAccountType;
  /**
   * Display name of the selected ChatGPT workspace, when available.
   */
  workspaceName?: string | null;
}
export interface AmazonBedrockAccount {
  type: AmazonBedrockAccountType;
  usesCodexManagedCredentials?: boolean;
}
/**
 * Google Cloud Vertex AI with externally managed credentials.
 */
export interface GcpAccount {
  type: GcpAccountType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountLoginCompletedNotification".
 */
export interface AccountLoginCompletedNotification {
  error?: string | null;
  loginId?: string | null;
  onboardingEntrypoint?: DesktopOnboardingEntrypoint | null;
  success: boolean;
}
/**
 * Sparse rolling rate-limit update.
 *
 * Clients should merge available values into the most recent `account/rateLimits/read` response or refetch that snapshot. Nullable account metadata may be unavailable in a rolling update and does not clear a previously observed value.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountRateLimitsUpdatedNotification".
 */
export interface AccountRateLimitsUpdatedNotification {
  rateLimits: RateLimitSnapshot;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RateLimitSnapshot".
 */
export interface RateLimitSnapshot {
  credits?: CreditsSnapshot | null;
  individualLimit?: SpendControlLimitSnapshot | null;
  limitId?: string | null;
  limitName?: string | null;
  /**
   * Normal model whose display name and reasoning options describe this quota alias.
   */
  normalModelSlug?: string | null;
  planType?: PlanType | null;
  primary?: RateLimitWindow | null;
  rateLimitReachedType?: RateLimitReachedType | null;
  secondary?: RateLimitWindow | null;
  /**
   * Backend-reported spend-control state. `None` is unavailable, not a sparse-update recovery.
   */
  spendControlReached?: boolean | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CreditsSnapshot".
 */
export interface CreditsSnapshot {
  balance?: string | null;
  hasCredits: boolean;
  unlimited: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SpendControlLimitSnapshot".
 */
export interface SpendControlLimitSnapshot {
  limit: string;
  remainingPercent: number;
  resetsAt: number;
  used: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RateLimitWindow".
 */
export interface RateLimitWindow {
  resetsAt?: number | null;
  usedPercent: number;
  windowDurationMins?: number | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountSecuritySetupAction".
 */
export interface AccountSecuritySetupAction {
  label: string;
  url: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountSecuritySetupNotice".
 */
export interface AccountSecuritySetupNotice {
  accountId: string;
  action: AccountSecuritySetupAction;
  description: string;
  title: string;
  userId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountSession".
 */
export interface AccountSession {
  displayName?: string | null;
  email?: string | null;
  imageUrl?: string | null;
  isActive: boolean;
  lastUsedAt: number;
  selectedWorkspaceAccountId?: string | null;
  sessionId: string;
  userId?: string | null;
  workspaces: AccountSessionWorkspace[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountSessionWorkspace".
 */
export interface AccountSessionWorkspace {
  accountId: string;
  imageUrl?: string | null;
  kind?: AccountSessionWorkspaceKind | null;
  name?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountSessionsListParams".
 */
export interface AccountSessionsListParams {
  refreshWorkspaceMetadata?: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountSessionsResponse".
 */
export interface AccountSessionsResponse {
  activeSessionId?: string | null;
  sessions: AccountSession[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountSessionsSwitchParams".
 */
export interface AccountSessionsSwitchParams {
  /**
   * Workspace to select within that login; this is not a user identifier.
   */
  accountId: string;
  /**
   * Allow Core to start browser sign-in if this session needs SSO for the workspace.
   */
  allowBrowserLogin?: boolean;
  /**
   * Opaque active-login identifier returned by accountSession/list.
   */
  sessionId: string;
}
export interface Sessionsv2AccountSessionsSwitchResponse {
  activeSessionId?: string | null;
  sessions: AccountSession[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountTokenUsageDailyBucket".
 */
export interface AccountTokenUsageDailyBucket {
  startDate: string;
  tokens: number;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountTokenUsageSummary".
 */
export interface AccountTokenUsageSummary {
  currentStreakDays?: number | null;
  lifetimeTokens?: number | null;
  longestRunningTurnSec?: number | null;
  longestStreakDays?: number | null;
  peakDailyTokens?: number | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AccountUpdatedNotification".
 */
export interface AccountUpdatedNotification {
  authMode?: AuthMode | null;
  planType?: PlanType | null;
  /**
   * Set when initial routing discovery completes for the same authenticated owner.
   */
  reason?: AccountUpdateReason | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ActivePermissionProfile".
 */
export interface ActivePermissionProfile {
  /**
   * Parent profile identifier from the selected permissions profile's `extends` setting, when present.
   */
  extends?: string | null;
  /**
   * Identifier from `default_permissions` or the implicit built-in default, such as `:workspace` or a user-defined `[permissions.<id>]` profile.
   */
  id: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AdditionalContextEntry".
 */
export interface AdditionalContextEntry {
  kind: AdditionalContextKind;
  /**
   * Optional name for untrusted context, used to label its tool output.
   */
  name?: string | null;
  value: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AdditionalFileSystemPermissions".
 */
export interface AdditionalFileSystemPermissions {
  entries?: FileSystemSandboxEntry[] | null;
  globScanMaxDepth?: number | null;
  /**
   * This will be removed in favor of `entries`.
   */
  read?: LegacyAppPathString[] | null;
  /**
   * This will be removed in favor of `entries`.
   */
  write?: LegacyAppPathString[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FileSystemSandboxEntry".
 */
export interface FileSystemSandboxEntry {
  access: FileSystemAccessMode;
  path: FileSystemPath;
}
export interface PathFileSystemPath {
  path: LegacyAppPathString;
  type: PathFileSystemPathType;
}
export interface GlobPatternFileSystemPath {
  pattern: string;
  type: GlobPatternFileSystemPathType;
}
export interface SpecialFileSystemPath {
  type: SpecialFileSystemPathType;
  value: FileSystemSpecialPath;
}
export interface RootFileSystemSpecialPath {
  kind: "root";
}
export interface MinimalFileSystemSpecialPath {
  kind: "minimal";
}
export interface KindFileSystemSpecialPath {
  kind: "project_roots";
  subpath?: LegacyAppPathString | null;
}
export interface TmpdirFileSystemSpecialPath {
  kind: "tmpdir";
}
export interface SlashTmpFileSystemSpecialPath {
  kind: "slash_tmp";
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AdditionalNetworkPermissions".
 */
export interface AdditionalNetworkPermissions {
  enabled?: boolean | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AgentMessageDeltaNotification".
 */
export interface AgentMessageDeltaNotification {
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
}
export interface WellbeingPromptHelplineAnswerReplacement {
  kind: "wellbeingPromptHelpline";
}
export interface KindBlockReason {
  kind: "cyber";
  trustedAccess?: boolean | null;
}
export interface InputTextAgentMessageInputContent {
  text: string;
  type: InputTextAgentMessageInputContentType;
}
export interface EncryptedContentAgentMessageInputContent {
  encrypted_content: string;
  type: EncryptedContentAgentMessageInputContentType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AgentMessageModeration".
 */
export interface AgentMessageModeration {
  display?: AgentMessageDisplay | null;
  moderated: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AnalyticsConfig".
 */
export interface AnalyticsConfig {
  enabled?: boolean | null;
  [k: string]: unknown | undefined;
}
/**
 * EXPERIMENTAL - app metadata returned by app-list APIs.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppBranding".
 */
export interface AppBranding {
  category?: string | null;
  developer?: string | null;
  isDiscoverableApp: boolean;
  privacyPolicy?: string | null;
  termsOfService?: string | null;
  website?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppConfig".
 */
export interface AppConfig {
  approvals_reviewer?: ApprovalsReviewer | null;
  default_tools_approval_mode?: AppToolApproval | null;
  default_tools_enabled?: boolean | null;
  destructive_enabled?: boolean | null;
  enabled?: boolean;
  /**
   * Per-account approval settings keyed by link ID.
   */
  links?: AppLinksConfig | null;
  /**
   * Additional model-facing surfaces omitted for this connector's tools.
   */
  omit_tools_from?: ToolExposureSurface[] | null;
  open_world_enabled?: boolean | null;
  tools?: AppToolsConfig | null;
}
/**
 * Account settings for a single app.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppLinksConfig".
 */
export interface AppLinksConfig {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppToolsConfig".
 */
export interface AppToolsConfig {}
/**
 * EXPERIMENTAL - app metadata returned by app-list APIs.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppInfo".
 */
export interface AppInfo {
  appMetadata?: AppMetadata | null;
  branding?: AppBranding | null;
  description?: string | null;
  distributionChannel?: string | null;
  iconAssets?: {
    [k: string]: string | undefined;
  } | null;
  iconDarkAssets?: {
    [k: string]: string | undefined;
  } | null;
  id: string;
  installUrl?: string | null;
  isAccessible?: boolean;
  /**
   * Whether this app is enabled in config.toml. Example: ```toml [apps.bad_app] enabled = false ```
   */
  isEnabled?: boolean;
  labels?: {
    [k: string]: string | undefined;
  } | null;
  logoUrl?: string | null;
  logoUrlDark?: string | null;
  name: string;
  pluginDisplayNames?: string[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppMetadata".
 */
export interface AppMetadata {
  categories?: string[] | null;
  developer?: string | null;
  firstPartyRequiresInstall?: boolean | null;
  review?: AppReview | null;
  screenshots?: AppScreenshot[] | null;
  seoDescription?: string | null;
  showInComposerWhenUnlinked?: boolean | null;
  subCategories?: string[] | null;
  version?: string | null;
  versionId?: string | null;
  versionNotes?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppReview".
 */
export interface AppReview {
  status: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppScreenshot".
 */
export interface AppScreenshot {
  fileId?: string | null;
  url?: string | null;
  userPrompt: string;
}
/**
 * Approval settings for a connected account within an app.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppLinkConfig".
 */
export interface AppLinkConfig {
  approvals_reviewer?: ApprovalsReviewer | null;
  default_tools_approval_mode?: AppToolApproval | null;
}
/**
 * EXPERIMENTAL - notification emitted when the app list changes.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppListUpdatedNotification".
 */
export interface AppListUpdatedNotification {
  data: AppInfo[];
}
/**
 * EXPERIMENTAL - app metadata summary for plugin responses.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppSummary".
 */
export interface AppSummary {
  category?: string | null;
  description?: string | null;
  id: string;
  installUrl?: string | null;
  name: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppTemplateSummary".
 */
export interface AppTemplateSummary {
  canonicalConnectorId?: string | null;
  category?: string | null;
  description?: string | null;
  logoUrl?: string | null;
  logoUrlDark?: string | null;
  materializedAppIds: string[];
  name: string;
  reason?: AppTemplateUnavailableReason | null;
  templateId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppToolConfig".
 */
export interface AppToolConfig {
  approval_mode?: AppToolApproval | null;
  enabled?: boolean | null;
}
/**
 * EXPERIMENTAL - metadata returned by app/read.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppToolSummary".
 */
export interface AppToolSummary {
  description: string;
  disabledReason?: string | null;
  isEnabled?: boolean;
  isReadOnly?: boolean;
  name: string;
  title?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ApplicationNetworkRequirements".
 */
export interface ApplicationNetworkRequirements {
  domains: {
    [k: string]: NetworkDomainPermission | undefined;
  };
  /**
   * When enabled, only explicitly allowed exact domains may be contacted.
   */
  enabled: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ApplicationRequirements".
 */
export interface ApplicationRequirements {
  network?: ApplicationNetworkRequirements | null;
  storage?: ApplicationStorageRequirements | null;
}
/**
 * Managed storage settings for new Desktop workspaces, not filesystem access restrictions.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ApplicationStorageRequirements".
 */
export interface ApplicationStorageRequirements {
  defaultProjectParent?: LegacyAppPathString | null;
  projectlessWorkspaceRoot?: LegacyAppPathString | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppsConfig".
 */
export interface AppsConfig {
  _default?: AppsDefaultConfig | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppsDefaultConfig".
 */
export interface AppsDefaultConfig {
  approvals_reviewer?: ApprovalsReviewer | null;
  default_tools_approval_mode?: AppToolApproval | null;
  destructive_enabled?: boolean;
  enabled?: boolean;
  open_world_enabled?: boolean;
}
/**
 * Read the committed installed connector runtime snapshot.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppsInstalledParams".
 */
export interface AppsInstalledParams {
  /**
   * When true and Apps are permitted, refresh and publish the hosted connector runtime tool snapshot first.
   */
  forceRefresh?: boolean;
  /**
   * Optional loaded thread id used to evaluate effective app configuration.
   */
  threadId?: string | null;
}
/**
 * The installed connectors in one committed runtime snapshot.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppsInstalledResponse".
 */
export interface AppsInstalledResponse {
  apps: InstalledApp[];
}
/**
 * Installed connector runtime state.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "InstalledApp".
 */
export interface InstalledApp {
  /**
   * Whether the connector is enabled and has a non-synthetic, model-visible tool allowed by effective MCP and app/tool policy in the committed runtime snapshot.
   */
  callable: boolean;
  /**
   * Effective enabled state after applying global, workspace, local, and managed configuration at read time.
   */
  enabled: boolean;
  id: string;
  /**
   * Best-effort name carried by the runtime tool catalog. Canonical app metadata remains owned by `app/read`.
   */
  runtimeName?: string | null;
}
/**
 * EXPERIMENTAL - list available apps/connectors.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppsListParams".
 */
export interface AppsListParams {
  /**
   * Opaque pagination cursor returned by a previous call.
   */
  cursor?: string | null;
  /**
   * When true, bypass app caches and fetch the latest data from sources.
   */
  forceRefetch?: boolean;
  /**
   * Optional page size; defaults to a reasonable server-side value.
   */
  limit?: number | null;
  /**
   * Optional thread id used to evaluate app feature gating from that thread's config.
   */
  threadId?: string | null;
}
/**
 * EXPERIMENTAL - app list response.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppsListResponse".
 */
export interface AppsListResponse {
  data: AppInfo[];
  /**
   * Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return.
   */
  nextCursor?: string | null;
}
/**
 * EXPERIMENTAL - read metadata for specific apps/connectors.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppsReadParams".
 */
export interface AppsReadParams {
  /**
   * App ids to read. The server accepts at most 100 ids and deduplicates repeated ids while preserving their first-request order.
   */
  appIds: string[];
  /**
   * When true, include display-only public tool summaries in the returned metadata.
   */
  includeTools?: boolean;
  /**
   * Optional loaded thread id used to evaluate effective app configuration.
   */
  threadId?: string | null;
}
/**
 * EXPERIMENTAL - app/read response.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AppsReadResponse".
 */
export interface AppsReadResponse {
  apps: ConnectorMetadata[];
  missingAppIds: string[];
}
/**
 * EXPERIMENTAL - metadata returned by app/read.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConnectorMetadata".
 */
export interface ConnectorMetadata {
  description?: string | null;
  distributionChannel?: string | null;
  iconUrl?: string | null;
  iconUrlDark?: string | null;
  id: string;
  installUrl?: string | null;
  name: string;
  pluginDisplayNames?: string[];
  toolSummaries?: AppToolSummary[] | null;
}
export interface GranularAskForApproval {
  granular: {
    mcp_elicitations: boolean;
    request_permissions?: boolean;
    rules: boolean;
    sandbox_approval: boolean;
    skill_approval?: boolean;
  };
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AsyncUserInputQuestion".
 */
export interface AsyncUserInputQuestion {
  options?: string[] | null;
  title: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AuthRecoveryNotification".
 */
export interface AuthRecoveryNotification {
  message: string;
  provider: string;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AutoReviewRequirements".
 */
export interface AutoReviewRequirements {
  ignoreRules?: string[] | null;
  requiredOnModels?: string[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BedrockAwsProfile".
 */
export interface BedrockAwsProfile {
  name: string;
  region?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BedrockCheckGovCloudRequirementsParams".
 */
export interface BedrockCheckGovCloudRequirementsParams {}
/**
 * Advisory check of the current Bedrock configuration after login or setup.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BedrockCheckGovCloudRequirementsResponse".
 */
export interface BedrockCheckGovCloudRequirementsResponse {
  /**
   * Whether the active Bedrock authentication resolves to a GovCloud region.
   */
  isGovCloud: boolean;
  /**
   * Whether GovCloud is selected and the managed requirements miss the baseline. A false value is not a general certification of the network configuration.
   */
  shouldWarn: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BedrockDiscoverParams".
 */
export interface BedrockDiscoverParams {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BedrockDiscoverResponse".
 */
export interface BedrockDiscoverResponse {
  environmentCredentials: BedrockEnvironmentCredential[];
  profiles: BedrockAwsProfile[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BedrockEnvironmentCredential".
 */
export interface BedrockEnvironmentCredential {
  region?: string | null;
  type: AwsCredentialType;
}
export interface Profilev2BedrockSetupParams {
  profile: string;
  region: string;
  type: Profilev2BedrockSetupParamsType;
}
export interface Environmentv2BedrockSetupParams {
  region: string;
  type: Environmentv2BedrockSetupParamsType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BedrockSetupResponse".
 */
export interface BedrockSetupResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BrowserUseConfig".
 */
export interface BrowserUseConfig {
  allow_history_access?: boolean | null;
  default_origin_policy?: BrowserUseOriginPolicyConfig | null;
  origins?: {
    [k: string]: BrowserUseOriginPolicyConfig | undefined;
  } | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BrowserUseOriginPolicyConfig".
 */
export interface BrowserUseOriginPolicyConfig {
  access?: AllowDenyRequirement | null;
  downloads?: AllowDenyRequirement | null;
  full_cdp_access?: AllowDenyRequirement | null;
  uploads?: AllowDenyRequirement | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BrowserUseExtensionRequirements".
 */
export interface BrowserUseExtensionRequirements {
  requestHeaders?: RequestHeader[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RequestHeader".
 */
export interface RequestHeader {
  name: string;
  value: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BrowserUseOriginPolicy".
 */
export interface BrowserUseOriginPolicy {
  access?: AllowDenyRequirement | null;
  accessApprovalLifetime?: BrowserUseAccessApprovalLifetime | null;
  autoReview?: AllowDenyRequirement | null;
  downloads?: AllowDenyRequirement | null;
  fullCdpAccess?: AllowDenyRequirement | null;
  persistentApproval?: boolean | null;
  uploads?: AllowDenyRequirement | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "BrowserUseRequirements".
 */
export interface BrowserUseRequirements {
  allowGlobalPersistentApproval?: boolean | null;
  allowHistoryAccess?: boolean | null;
  allowWebmcp?: boolean | null;
  defaultOriginPolicy?: BrowserUseOriginPolicy | null;
  disableAutoReview?: boolean | null;
  extension?: BrowserUseExtensionRequirements | null;
  origins?: {
    [k: string]: BrowserUseOriginPolicy | undefined;
  } | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ByteRange".
 */
export interface ByteRange {
  end: number;
  start: number;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CancelLoginAccountParams".
 */
export interface CancelLoginAccountParams {
  loginId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CancelLoginAccountResponse".
 */
export interface CancelLoginAccountResponse {
  status: CancelLoginAccountStatus;
}
/**
 * A path owned by an execution environment.
 */
export interface EnvironmentCapabilityRootLocation {
  environmentId: string;
  /**
   * Absolute path for the root in the selected environment.
   */
  path: string;
  type: EnvironmentCapabilityRootLocationType;
}
export interface HttpConnectionFailedCodexErrorInfo {
  httpConnectionFailed: {
    httpStatusCode?: number | null;
  };
}
/**
 * Failed to connect to the response SSE stream.
 */
export interface ResponseStreamConnectionFailedCodexErrorInfo {
  responseStreamConnectionFailed: {
    httpStatusCode?: number | null;
  };
}
/**
 * The response SSE stream disconnected in the middle of a turn before completion.
 */
export interface ResponseStreamDisconnectedCodexErrorInfo {
  responseStreamDisconnected: {
    httpStatusCode?: number | null;
  };
}
/**
 * Reached the retry limit for responses.
 */
export interface ResponseTooManyFailedAttemptsCodexErrorInfo {
  responseTooManyFailedAttempts: {
    httpStatusCode?: number | null;
  };
}
/**
 * Returned when `turn/start` or `turn/steer` is submitted while the current active turn cannot accept same-turn steering, for example `/review` or manual `/compact`.
 */
export interface ActiveTurnNotSteerableCodexErrorInfo {
  activeTurnNotSteerable: {
    turnKind: NonSteerableTurnKind;
  };
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CollabAgentState".
 */
export interface CollabAgentState {
  message?: string | null;
  status: CollabAgentStatus;
}
/**
 * Collaboration mode for a Codex session.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CollaborationMode".
 */
export interface CollaborationMode {
  mode: ModeKind;
  settings: Settings;
}
/**
 * Settings for a collaboration mode.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "Settings".
 */
export interface Settings {
  developer_instructions?: string | null;
  model: string;
  reasoning_effort?: ReasoningEffort | null;
}
/**
 * EXPERIMENTAL - list collaboration mode presets.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CollaborationModeListParams".
 */
export interface CollaborationModeListParams {}
/**
 * EXPERIMENTAL - collaboration mode presets response.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CollaborationModeListResponse".
 */
export interface CollaborationModeListResponse {
  data: CollaborationModeMask[];
}
/**
 * EXPERIMENTAL - collaboration mode preset metadata for clients.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CollaborationModeMask".
 */
export interface CollaborationModeMask {
  mode?: ModeKind | null;
  model?: string | null;
  name: string;
  reasoning_effort?: (ReasoningEffort | null) | null;
}
export interface ReadCommandAction {
  command: string;
  name: string;
  path: LegacyAppPathString;
  type: ReadCommandActionType;
}
export interface ListFilesCommandAction {
  command: string;
  path?: string | null;
  type: ListFilesCommandActionType;
}
export interface SearchCommandAction {
  command: string;
  path?: string | null;
  query?: string | null;
  type: SearchCommandActionType;
}
export interface UnknownCommandAction {
  command: string;
  type: UnknownCommandActionType;
}
/**
 * Base64-encoded output chunk emitted for a streaming `command/exec` request.
 *
 * These notifications are connection-scoped. If the originating connection closes, the server terminates the process.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecOutputDeltaNotification".
 */
export interface CommandExecOutputDeltaNotification {
  /**
   * `true` on the final streamed chunk for a stream when `outputBytesCap` truncated later output on that stream.
   */
  capReached: boolean;
  /**
   * Base64-encoded output bytes.
   */
  deltaBase64: string;
  /**
   * Client-supplied, connection-scoped `processId` from the original `command/exec` request.
   */
  processId: string;
  /**
   * Output stream for this chunk.
   */
  stream: CommandExecOutputStream;
}
/**
 * Run a standalone command (argv vector) in the server sandbox without creating a thread or turn.
 *
 * The final `command/exec` response is deferred until the process exits and is sent only after all `command/exec/outputDelta` notifications for that connection have been emitted.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecParams".
 */
export interface CommandExecParams {
  /**
   * Command argv vector. Empty arrays are rejected.
   */
  command: string[];
  /**
   * Optional working directory. Defaults to the server cwd.
   */
  cwd?: string | null;
  /**
   * Disable stdout/stderr capture truncation for this request.
   *
   * Cannot be combined with `outputBytesCap`.
   */
  disableOutputCap?: boolean;
  /**
   * Disable the timeout entirely for this request.
   *
   * Cannot be combined with `timeoutMs`.
   */
  disableTimeout?: boolean;
  /**
   * Optional environment overrides merged into the server-computed environment.
   *
   * Matching names override inherited values. Set a key to `null` to unset an inherited variable.
   */
  env?: {
    [k: string]: string | null | undefined;
  } | null;
  /**
   * Optional per-stream stdout/stderr capture cap in bytes.
   *
   * When omitted, the server default applies. Cannot be combined with `disableOutputCap`.
   */
  outputBytesCap?: number | null;
  /**
   * Optional active permissions profile id for this command.
   *
   * Defaults to the user's configured permissions when omitted. Cannot be combined with `sandboxPolicy`.
   */
  permissionProfile?: string | null;
  /**
   * Optional client-supplied, connection-scoped process id.
   *
   * Required for `tty`, `streamStdin`, `streamStdoutStderr`, and follow-up `command/exec/write`, `command/exec/resize`, and `command/exec/terminate` calls. When omitted, buffered execution gets an internal id that is not exposed to the client.
   */
  processId?: string | null;
  /**
   * Optional sandbox policy for this command.
   *
   * Uses the same shape as thread/turn execution sandbox configuration and defaults to the user's configured policy when omitted. Cannot be combined with `permissionProfile`.
   */
  sandboxPolicy?: SandboxPolicy | null;
  /**
   * Optional initial PTY size in character cells. Only valid when `tty` is true.
   */
  size?: CommandExecTerminalSize | null;
  /**
   * Allow follow-up `command/exec/write` requests to write stdin bytes.
   *
   * Requires a client-supplied `processId`.
   */
  streamStdin?: boolean;
  /**
   * Stream stdout/stderr via `command/exec/outputDelta` notifications.
   *
   * Streamed bytes are not duplicated into the final response and require a client-supplied `processId`.
   */
  streamStdoutStderr?: boolean;
  /**
   * Optional timeout in milliseconds.
   *
   * When omitted, the server default applies. Cannot be combined with `disableTimeout`.
   */
  timeoutMs?: number | null;
  /**
   * Enable PTY mode.
   *
   * This implies `streamStdin` and `streamStdoutStderr`.
   */
  tty?: boolean;
}
export interface DangerFullAccessSandboxPolicy {
  type: DangerFullAccessSandboxPolicyType;
}
export interface ReadOnlySandboxPolicy {
  networkAccess?: boolean;
  type: ReadOnlySandboxPolicyType;
}
export interface ExternalSandboxSandboxPolicy {
  networkAccess?: NetworkAccess & string;
  type: ExternalSandboxSandboxPolicyType;
}
export interface WorkspaceWriteSandboxPolicy {
  excludeSlashTmp?: boolean;
  excludeTmpdirEnvVar?: boolean;
  networkAccess?: boolean;
  type: WorkspaceWriteSandboxPolicyType;
  writableRoots?: AbsolutePathBuf[];
}
/**
 * PTY size in character cells for `command/exec` PTY sessions.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecTerminalSize".
 */
export interface CommandExecTerminalSize {
  /**
   * Terminal width in character cells.
   */
  cols: number;
  /**
   * Terminal height in character cells.
   */
  rows: number;
}
/**
 * Resize a running PTY-backed `command/exec` session.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecResizeParams".
 */
export interface CommandExecResizeParams {
  /**
   * Client-supplied, connection-scoped `processId` from the original `command/exec` request.
   */
  processId: string;
  /**
   * New PTY size in character cells.
   */
  size: CommandExecTerminalSize;
}
/**
 * Empty success response for `command/exec/resize`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecResizeResponse".
 */
export interface CommandExecResizeResponse {}
/**
 * Final buffered result for `command/exec`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecResponse".
 */
export interface CommandExecResponse {
  /**
   * Process exit code.
   */
  exitCode: number;
  /**
   * Buffered stderr capture.
   *
   * Empty when stderr was streamed via `command/exec/outputDelta`.
   */
  stderr: string;
  /**
   * Buffered stdout capture.
   *
   * Empty when stdout was streamed via `command/exec/outputDelta`.
   */
  stdout: string;
}
/**
 * Terminate a running `command/exec` session.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecTerminateParams".
 */
export interface CommandExecTerminateParams {
  /**
   * Client-supplied, connection-scoped `processId` from the original `command/exec` request.
   */
  processId: string;
}
/**
 * Empty success response for `command/exec/terminate`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecTerminateResponse".
 */
export interface CommandExecTerminateResponse {}
/**
 * Write stdin bytes to a running `command/exec` session, close stdin, or both.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecWriteParams".
 */
export interface CommandExecWriteParams {
  /**
   * Close stdin after writing `deltaBase64`, if present.
   */
  closeStdin?: boolean;
  /**
   * Optional base64-encoded stdin bytes to write.
   */
  deltaBase64?: string | null;
  /**
   * Client-supplied, connection-scoped `processId` from the original `command/exec` request.
   */
  processId: string;
}
/**
 * Empty success response for `command/exec/write`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecWriteResponse".
 */
export interface CommandExecWriteResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecutionOutputDeltaNotification".
 */
export interface CommandExecutionOutputDeltaNotification {
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandMigration".
 */
export interface CommandMigration {
  name: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ComputerUseConfig".
 */
export interface ComputerUseConfig {
  default_app_access?: AllowDenyRequirement | null;
  macos?: ComputerUseMacosConfig | null;
  windows?: ComputerUseWindowsConfig | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ComputerUseMacosConfig".
 */
export interface ComputerUseMacosConfig {
  bundle_ids?: {
    [k: string]: AllowDenyRequirement | undefined;
  } | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ComputerUseWindowsConfig".
 */
export interface ComputerUseWindowsConfig {
  aumids?: {
    [k: string]: AllowDenyRequirement | undefined;
  } | null;
  exes?: ComputerUseWindowsExeConfig[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ComputerUseWindowsExeConfig".
 */
export interface ComputerUseWindowsExeConfig {
  access: AllowDenyRequirement;
  binary_name?: string | null;
  product_name: string;
  publisher_name: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ComputerUseMacosRequirements".
 */
export interface ComputerUseMacosRequirements {
  bundleIds?: {
    [k: string]: AllowDenyRequirement | undefined;
  } | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ComputerUseRequirements".
 */
export interface ComputerUseRequirements {
  allowLockedComputerUse?: boolean | null;
  allowPersistentApproval?: boolean | null;
  defaultAppAccess?: AllowDenyRequirement | null;
  macos?: ComputerUseMacosRequirements | null;
  windows?: ComputerUseWindowsRequirements | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ComputerUseWindowsRequirements".
 */
export interface ComputerUseWindowsRequirements {
  aumids?: {
    [k: string]: AllowDenyRequirement | undefined;
  } | null;
  exes?: ComputerUseWindowsExeRequirement[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ComputerUseWindowsExeRequirement".
 */
export interface ComputerUseWindowsExeRequirement {
  access: AllowDenyRequirement;
  binaryName?: string | null;
  productName: string;
  publisherName: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "Config".
 */
export interface Config {
  analytics?: AnalyticsConfig | null;
  approval_policy?: AskForApproval | null;
  /**
   * [UNSTABLE] Optional default for where approval requests are routed for review.
   */
  approvals_reviewer?: ApprovalsReviewer | null;
  apps?: AppsConfig | null;
  browser_use?: BrowserUseConfig | null;
  /**
   * Effective tools.client_search_provider hint. Model-selected providers take precedence.
   */
  client_search_provider?: WebSearchProvider | null;
  compact_prompt?: string | null;
  computer_use?: ComputerUseConfig | null;
  desktop?: {
    [k: string]: unknown | undefined;
  } | null;
  developer_instructions?: string | null;
  forced_chatgpt_workspace_id?: ForcedChatgptWorkspaceIds | null;
  forced_login_method?: ForcedLoginMethod | null;
  instructions?: string | null;
  model?: string | null;
  model_auto_compact_token_limit?: number | null;
  model_auto_compact_token_limit_scope?: AutoCompactTokenLimitScope | null;
  model_context_window?: number | null;
  model_provider?: string | null;
  model_reasoning_effort?: ReasoningEffort | null;
  model_reasoning_summary?: ReasoningSummary | null;
  model_verbosity?: Verbosity | null;
  review_model?: string | null;
  sandbox_mode?: SandboxMode | null;
  sandbox_workspace_write?: SandboxWorkspaceWrite | null;
  service_tier?: string | null;
  tools?: ToolsV2 | null;
  web_search?: WebSearchMode | null;
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SandboxWorkspaceWrite".
 */
export interface SandboxWorkspaceWrite {
  exclude_slash_tmp?: boolean;
  exclude_tmpdir_env_var?: boolean;
  network_access?: boolean;
  writable_roots?: string[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ToolsV2".
 */
export interface ToolsV2 {
  web_search?: WebSearchToolConfig | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WebSearchToolConfig".
 */
export interface WebSearchToolConfig {
  allowed_domains?: string[] | null;
  context_size?: WebSearchContextSize | null;
  location?: WebSearchLocation | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WebSearchLocation".
 */
export interface WebSearchLocation {
  city?: string | null;
  country?: string | null;
  region?: string | null;
  timezone?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfigBatchWriteParams".
 */
export interface ConfigBatchWriteParams {
  edits: ConfigEdit[];
  expectedVersion?: string | null;
  /**
   * Path to the config file to write; defaults to the user's `config.toml` when omitted.
   */
  filePath?: string | null;
  /**
   * When true, hot-reload updated runtime settings into loaded threads after writing. Session-static model, reasoning-effort, Plan-mode reasoning-effort, and service-tier defaults are not reloaded. The deprecated personality setting is also not reloaded.
   */
  reloadUserConfig?: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfigEdit".
 */
export interface ConfigEdit {
  keyPath: string;
  mergeStrategy: MergeStrategy;
  value: unknown;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfigLayer".
 */
export interface ConfigLayer {
  config: unknown;
  disabledReason?: string | null;
  name: ConfigLayerSource;
  version: string;
}
/**
 * Default configuration supplied with the installed Codex package.
 */
export interface PackagedDefaultsConfigLayerSource {
  /**
   * Path to the packaged default configuration file.
   */
  file: AbsolutePathBuf;
  type: PackagedDefaultsConfigLayerSourceType;
}
/**
 * Managed preferences layer delivered by MDM (macOS only).
 */
export interface MdmConfigLayerSource {
  domain: string;
  key: string;
  type: MdmConfigLayerSourceType;
}
/**
 * Managed config layer from a file (usually `managed_config.toml`).
 */
export interface SystemConfigLayerSource {
  /**
   * This is the path to the system config.toml file, though it is not guaranteed to exist.
   */
  file: AbsolutePathBuf;
  type: SystemConfigLayerSourceType;
}
/**
 * Enterprise-managed config layer delivered by the cloud config bundle.
 */
export interface EnterpriseManagedConfigLayerSource {
  /**
   * Stable identifier for the delivered layer.
   */
  id: string;
  /**
   * Admin-facing name for the delivered layer. This is surfaced in diagnostics so users know which cloud layer needs administrator attention.
   */
  name: string;
  type: EnterpriseManagedConfigLayerSourceType;
}
/**
 * User config layer from $CODEX_HOME/config.toml. This layer is special in that it is expected to be: - writable by the user - generally outside the workspace directory
 */
export interface UserConfigLayerSource {
  /**
   * This is the path to the user's config.toml file, though it is not guaranteed to exist.
   */
  file: AbsolutePathBuf;
  /**
   * Name of the selected profile-v2 config layered on top of the base user config, when this layer represents one.
   */
  profile?: string | null;
  type: UserConfigLayerSourceType;
}
/**
 * Path to a .codex/ folder within a project. There could be multiple of these between `cwd` and the project/repo root.
 */
export interface ProjectConfigLayerSource {
  dotCodexFolder: AbsolutePathBuf;
  type: ProjectConfigLayerSourceType;
}
/**
 * Session-layer overrides supplied via `-c`/`--config`.
 */
export interface SessionFlagsConfigLayerSource {
  type: SessionFlagsConfigLayerSourceType;
}
/**
 * `managed_config.toml` was designed to be a config that was loaded as the last layer on top of everything else. This scheme did not quite work out as intended, but we keep this variant as a "best effort" while we phase out `managed_config.toml` in favor of `requirements.toml`.
 */
export interface LegacyManagedConfigTomlFromFileConfigLayerSource {
  file: AbsolutePathBuf;
  type: LegacyManagedConfigTomlFromFileConfigLayerSourceType;
}
export interface LegacyManagedConfigTomlFromMdmConfigLayerSource {
  type: LegacyManagedConfigTomlFromMdmConfigLayerSourceType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfigLayerMetadata".
 */
export interface ConfigLayerMetadata {
  name: ConfigLayerSource;
  version: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfigReadParams".
 */
export interface ConfigReadParams {
  /**
   * Optional working directory to resolve project config layers. If specified, return the effective config as seen from that directory (i.e., including any project layers between `cwd` and the project/repo root).
   */
  cwd?: string | null;
  includeLayers?: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfigReadResponse".
 */
export interface ConfigReadResponse {
  config: Config;
  layers?: ConfigLayer[] | null;
  origins: {
    [k: string]: ConfigLayerMetadata | undefined;
  };
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfigRequirements".
 */
export interface ConfigRequirements {
  additionalDeveloperInstructions?: string | null;
  allowAppshots?: boolean | null;
  allowBrowserAndComputerUse?: boolean | null;
  allowLoginShell?: boolean | null;
  allowManagedHooksOnly?: boolean | null;
  allowRemoteControl?: boolean | null;
  allowedApprovalPolicies?: AskForApproval[] | null;
  allowedApprovalsReviewers?: ApprovalsReviewer[] | null;
  /**
   * Effective login methods after managed, forced-login, and workspace restrictions. An empty list permits no login method. Older servers may omit this field.
   */
  allowedLoginMethods?: ForcedLoginMethod[] | null;
  allowedPermissionProfiles?: {
    [k: string]: boolean | undefined;
  } | null;
  allowedSandboxModes?: SandboxMode[] | null;
  allowedWebSearchModes?: WebSearchMode[] | null;
  allowedWindowsSandboxImplementations?: WindowsSandboxImplementation[] | null;
  application?: ApplicationRequirements | null;
  autoReview?: AutoReviewRequirements | null;
  browserUse?: BrowserUseRequirements | null;
  chatgptBaseUrl?: string | null;
  checkForUpdateOnStartup?: boolean | null;
  cliAuthCredentialsStore?: CliAuthCredentialsStoreMode | null;
  computerUse?: ComputerUseRequirements | null;
  defaultPermissions?: string | null;
  enforceResidency?: ResidencyRequirement | null;
  featureRequirements?: {
    [k: string]: boolean | undefined;
  } | null;
  feedback?: FeedbackRequirements | null;
  hooks?: ManagedHooksRequirements | null;
  inAppBrowser?: InAppBrowserRequirements | null;
  logDir?: string | null;
  modelCatalogJson?: string | null;
  /**
   * Exact provider selection required by managed policy.
   */
  modelProvider?: string | null;
  /**
   * Complete required provider definitions, using config.toml field names.
   */
  modelProviders?: {
    [k: string]: unknown | undefined;
  } | null;
  models?: ModelsRequirements | null;
  network?: NetworkRequirements | null;
  otel?: OtelRequirements | null;
  sqliteHome?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FeedbackRequirements".
 */
export interface FeedbackRequirements {
  enabled?: boolean | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ManagedHooksRequirements".
 */
export interface ManagedHooksRequirements {
  Interrupt?: ConfiguredHookMatcherGroup[];
  PermissionRequest: ConfiguredHookMatcherGroup[];
  PostCompact: ConfiguredHookMatcherGroup[];
  PostModelRequest?: ConfiguredHookMatcherGroup[];
  PostToolUse: ConfiguredHookMatcherGroup[];
  PreCompact: ConfiguredHookMatcherGroup[];
  PreModelRequest?: ConfiguredHookMatcherGroup[];
  PreToolUse: ConfiguredHookMatcherGroup[];
  SessionEnd?: ConfiguredHookMatcherGroup[];
  SessionStart: ConfiguredHookMatcherGroup[];
  Stop: ConfiguredHookMatcherGroup[];
  SubagentStart: ConfiguredHookMatcherGroup[];
  SubagentStop: ConfiguredHookMatcherGroup[];
  UserPromptSubmit: ConfiguredHookMatcherGroup[];
  managedDir?: string | null;
  windowsManagedDir?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfiguredHookMatcherGroup".
 */
export interface ConfiguredHookMatcherGroup {
  hooks: ConfiguredHookHandler[];
  matcher?: string | null;
}
export interface CommandConfiguredHookHandler {
  /**
   * Approximate token threshold for spilling this hook's `additionalContext` to disk. `null` uses 2,500 tokens; `0` disables spilling for this hook. The threshold is evaluated against the original context; a spilled preview also includes recovery metadata.
   */
  additionalContextLimit?: number | null;
  async: boolean;
  command: string;
  commandWindows?: string | null;
  statusMessage?: string | null;
  timeoutSec?: number | null;
  type: CommandConfiguredHookHandlerType;
}
export interface McpToolConfiguredHookHandler {
  input: {
    [k: string]: unknown | undefined;
  };
  server: string;
  statusMessage?: string | null;
  timeoutSec?: number | null;
  tool: string;
  type: McpToolConfiguredHookHandlerType;
}
export interface PromptConfiguredHookHandler {
  type: PromptConfiguredHookHandlerType;
}
export interface AgentConfiguredHookHandler {
  type: AgentConfiguredHookHandlerType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "InAppBrowserRequirements".
 */
export interface InAppBrowserRequirements {
  allowExternalBrowserSettingsImport?: boolean | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelsRequirements".
 */
export interface ModelsRequirements {
  newThread?: NewThreadModelDefaults | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NewThreadModelDefaults".
 */
export interface NewThreadModelDefaults {
  model?: string | null;
  modelReasoningEffort?: ReasoningEffort | null;
  serviceTier?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NetworkRequirements".
 */
export interface NetworkRequirements {
  allowLocalBinding?: boolean | null;
  /**
   * Legacy compatibility view derived from `unix_sockets`.
   */
  allowUnixSockets?: string[] | null;
  allowUpstreamProxy?: boolean | null;
  /**
   * Legacy compatibility view derived from `domains`.
   */
  allowedDomains?: string[] | null;
  dangerouslyAllowAllUnixSockets?: boolean | null;
  dangerouslyAllowNonLoopbackProxy?: boolean | null;
  /**
   * Legacy compatibility view derived from `domains`.
   */
  deniedDomains?: string[] | null;
  /**
   * Canonical managed network permission map.
   */
  domains?: {
    [k: string]: NetworkDomainPermission | undefined;
  } | null;
  enabled?: boolean | null;
  httpPort?: number | null;
  /**
   * When true, only managed allowlist entries are respected while managed network enforcement is active.
   */
  managedAllowedDomainsOnly?: boolean | null;
  /**
   * Host patterns routed to network approval before ordinary allow rules.
   */
  reviewDomains?: string[] | null;
  socksPort?: number | null;
  /**
   * Canonical managed unix socket permission map.
   */
  unixSockets?: {
    [k: string]: NetworkUnixSocketPermission | undefined;
  } | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "OtelRequirements".
 */
export interface OtelRequirements {
  environment?: string | null;
  exporter?: OtelExporter | null;
  headers_helper?: string | null;
  headers_helper_refresh_interval_ms?: number | null;
  log_agent_responses?: boolean | null;
  log_guardian_assessments?: boolean | null;
  log_sse_deltas?: boolean | null;
  log_user_prompt?: boolean | null;
  metrics_exporter?: OtelExporter | null;
  span_attributes?: {
    [k: string]: string | undefined;
  } | null;
  tool_result?: OtelToolResultLogConfig | null;
  trace_exporter?: OtelExporter | null;
  tracestate?: {
    [k: string]:
      | {
          [k: string]: string | undefined;
        }
      | undefined;
  } | null;
}
export interface OtlpHttpOtelExporter {
  "otlp-http": {
    endpoint: string;
    /**
     * Header names are retained; values are redacted by the server.
     */
    headers: {
      [k: string]: string | undefined;
    };
    protocol: OtelHttpProtocol;
    tls?: OtelTlsConfig | null;
  };
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "OtelTlsConfig".
 */
export interface OtelTlsConfig {
  "ca-certificate"?: string | null;
  "client-certificate"?: string | null;
  "client-private-key"?: string | null;
}
export interface OtlpGrpcOtelExporter {
  "otlp-grpc": {
    endpoint: string;
    /**
     * Header names are retained; values are redacted by the server.
     */
    headers: {
      [k: string]: string | undefined;
    };
    tls?: OtelTlsConfig | null;
  };
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "OtelToolResultLogConfig".
 */
export interface OtelToolResultLogConfig {
  max_bytes: number;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfigRequirementsReadResponse".
 */
export interface ConfigRequirementsReadResponse {
  /**
   * Null if no requirements are configured (e.g. no requirements.toml/MDM entries).
   */
  requirements?: ConfigRequirements | null;
  /**
   * Whether Fast and Ultra Fast requirements are enforced independently. Older servers omit this field and use Fast mode as a shared speed gate.
   */
  supportsIndependentSpeedModes?: boolean | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfigValueWriteParams".
 */
export interface ConfigValueWriteParams {
  expectedVersion?: string | null;
  /**
   * Path to the config file to write; defaults to the user's `config.toml` when omitted.
   */
  filePath?: string | null;
  keyPath: string;
  mergeStrategy: MergeStrategy;
  value: unknown;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfigWarningNotification".
 */
export interface ConfigWarningNotification {
  /**
   * Optional extra guidance or error details.
   */
  details?: string | null;
  /**
   * Optional path to the config file that triggered the warning.
   */
  path?: string | null;
  /**
   * Optional range for the error location inside the config file.
   */
  range?: TextRange | null;
  /**
   * Concise summary of the warning.
   */
  summary: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TextRange".
 */
export interface TextRange {
  end: TextPosition;
  start: TextPosition;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TextPosition".
 */
export interface TextPosition {
  /**
   * 1-based column number (in Unicode scalar values).
   */
  column: number;
  /**
   * 1-based line number.
   */
  line: number;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfigWriteResponse".
 */
export interface ConfigWriteResponse {
  /**
   * Canonical path to the config file that was written.
   */
  filePath: AbsolutePathBuf;
  overriddenMetadata?: OverriddenMetadata | null;
  status: WriteStatus;
  version: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "OverriddenMetadata".
 */
export interface OverriddenMetadata {
  effectiveValue: unknown;
  message: string;
  overridingLayer: ConfigLayerMetadata;
}
/**
 * Reasoning settings interpreted by the backend for the routed model.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConfigurationReasoning".
 */
export interface ConfigurationReasoning {
  effort: ReasoningEffort;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConsumeAccountRateLimitResetCreditParams".
 */
export interface ConsumeAccountRateLimitResetCreditParams {
  /**
   * Opaque reset-credit identifier to redeem. When omitted, the backend selects the next available credit.
   */
  creditId?: string | null;
  /**
   * Identifies one logical reset attempt. A UUID is recommended; reuse the same value when retrying that attempt.
   */
  idempotencyKey: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ConsumeAccountRateLimitResetCreditResponse".
 */
export interface ConsumeAccountRateLimitResetCreditResponse {
  outcome: ConsumeAccountRateLimitResetCreditOutcome;
}
export interface InputTextContentItem {
  text: string;
  type: InputTextContentItemType;
}
export interface ImageUrlContentItem {
  image_url: string;
}
export interface FileIdContentItem {
  file_id: string;
}
export interface AudioUrlContentItem {
  audio_url: string;
}
export interface FileIdContentItem1 {
  file_id: string;
}
export interface OutputTextContentItem {
  annotations?: unknown[] | null;
  logprobs?: unknown[] | null;
  text: string;
  type: OutputTextContentItemType;
}
/**
 * Deprecated: Use `ContextCompaction` item type instead.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ContextCompactedNotification".
 */
export interface ContextCompactedNotification {
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "DeprecationNoticeNotification".
 */
export interface DeprecationNoticeNotification {
  /**
   * Optional extra guidance, such as migration steps or rationale.
   */
  details?: string | null;
  /**
   * Concise summary of what is deprecated.
   */
  summary: string;
}
export interface InputTextDynamicToolCallOutputContentItem {
  text: string;
  type: InputTextDynamicToolCallOutputContentItemType;
}
export interface InputImageDynamicToolCallOutputContentItem {
  imageUrl: string;
  type: InputImageDynamicToolCallOutputContentItemType;
}
export interface InputAudioDynamicToolCallOutputContentItem {
  audioUrl: string;
  type: InputAudioDynamicToolCallOutputContentItemType;
}
export interface FunctionDynamicToolNamespaceTool {
  deferLoading?: boolean;
  description: string;
  inputSchema: unknown;
  name: string;
  type: FunctionDynamicToolNamespaceToolType;
}
export interface FunctionDynamicToolSpec {
  deferLoading?: boolean;
  description: string;
  inputSchema: unknown;
  name: string;
  type: FunctionDynamicToolSpecType;
}
export interface NamespaceDynamicToolSpec {
  description: string;
  name: string;
  tools: DynamicToolNamespaceTool[];
  type: NamespaceDynamicToolSpecType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "EnvironmentAddParams".
 */
export interface EnvironmentAddParams {
  /**
   * Optional raw bearer token for executor authentication, including reconnects. Requires a secure transport or a loopback destination.
   */
  authBearerToken?: string | null;
  /**
   * Optional WebSocket connection timeout. The server default applies when omitted.
   */
  connectTimeoutMs?: number | null;
  environmentId: string;
  execServerUrl: string;
  /**
   * Required skills supplied by this environment, checked before model inference.
   */
  skills?: EnvironmentSkillsParams | null;
  /**
   * Optional X-Request-ID for the direct WebSocket upgrade, including reconnects. Requires a secure transport or a loopback destination.
   */
  websocketRequestId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "EnvironmentSkillsParams".
 */
export interface EnvironmentSkillsParams {
  /**
   * Exact catalog names that must be available from this environment.
   */
  required?: string[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "EnvironmentAddResponse".
 */
export interface EnvironmentAddResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "EnvironmentConnectionNotification".
 */
export interface EnvironmentConnectionNotification {
  environmentId: string;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "EnvironmentInfoParams".
 */
export interface EnvironmentInfoParams {
  environmentId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "EnvironmentInfoResponse".
 */
export interface EnvironmentInfoResponse {
  /**
   * Default working directory reported by the environment, as a canonical file URI.
   */
  cwd?: PathUri | null;
  shell: EnvironmentShellInfo;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "EnvironmentShellInfo".
 */
export interface EnvironmentShellInfo {
  /**
   * Stable shell name, for example `zsh`, `bash`, `powershell`, `sh`, or `cmd`.
   */
  name: string;
  /**
   * Target-native shell executable path or command name.
   */
  path: string;
}
/**
 * Parameters for reading the current status of one configured environment.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "EnvironmentStatusParams".
 */
export interface EnvironmentStatusParams {
  /**
   * Environment id to inspect.
   */
  environmentId: string;
}
/**
 * Current status for the requested environment.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "EnvironmentStatusResponse".
 */
export interface EnvironmentStatusResponse {
  /**
   * Human-readable detail for `disconnected` and `unknown`; omitted for other statuses.
   */
  error?: string | null;
  /**
   * Current status observed without starting or recovering the environment.
   */
  status: EnvironmentStatusKind;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ErrorNotification".
 */
export interface ErrorNotification {
  error: TurnError;
  threadId: string;
  turnId: string;
  willRetry: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnError".
 */
export interface TurnError {
  additionalDetails?: string | null;
  codexErrorInfo?: CodexErrorInfo | null;
  message: string;
  /**
   * Optional public explanation and continuation instruction for a misalignment block.
   */
  misalignment?: MisalignmentErrorDetails | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MisalignmentErrorDetails".
 */
export interface MisalignmentErrorDetails {
  /**
   * A substantive localized explanation is required before offering continuation.
   */
  detailedExplanation?: string | null;
  /**
   * Open-ended classification; clients must accept categories added by Responses.
   */
  errorType?: string | null;
  /**
   * Opaque server-issued block target. Presence alone does not enable target-based continuation.
   */
  reviewTarget?: string | null;
  /**
   * Instruction to submit as the next turn's user input if continuation is confirmed.
   */
  steer?: MisalignmentSteer | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MisalignmentSteer".
 */
export interface MisalignmentSteer {
  message: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExperimentalFeature".
 */
export interface ExperimentalFeature {
  /**
   * Announcement copy shown to users when the feature is introduced. Null when this feature is not in beta.
   */
  announcement?: string | null;
  /**
   * Whether this feature is enabled by default.
   */
  defaultEnabled: boolean;
  /**
   * Short summary describing what the feature does. Null when this feature is not in beta.
   */
  description?: string | null;
  /**
   * User-facing display name shown in the experimental features UI. Null when this feature is not in beta.
   */
  displayName?: string | null;
  /**
   * Whether this feature is currently enabled in the loaded config.
   */
  enabled: boolean;
  /**
   * Stable key used in config.toml and CLI flag toggles.
   */
  name: string;
  /**
   * Lifecycle stage of this feature flag.
   */
  stage: ExperimentalFeatureStage;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExperimentalFeatureEnablementSetParams".
 */
export interface ExperimentalFeatureEnablementSetParams {
  /**
   * Process-wide runtime feature enablement keyed by canonical feature name.
   *
   * Only named features are updated. Omitted features are left unchanged. Send an empty map for a no-op.
   */
  enablement: {
    [k: string]: boolean | undefined;
  };
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExperimentalFeatureEnablementSetResponse".
 */
export interface ExperimentalFeatureEnablementSetResponse {
  /**
   * Feature enablement entries updated by this request.
   */
  enablement: {
    [k: string]: boolean | undefined;
  };
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExperimentalFeatureListParams".
 */
export interface ExperimentalFeatureListParams {
  /**
   * Opaque pagination cursor returned by a previous call.
   */
  cursor?: string | null;
  /**
   * Optional page size; defaults to a reasonable server-side value.
   */
  limit?: number | null;
  /**
   * Optional loaded thread id. Pass this when showing feature state for an existing thread so enablement is computed from that thread's refreshed config, including project-local config for the thread's cwd.
   */
  threadId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExperimentalFeatureListResponse".
 */
export interface ExperimentalFeatureListResponse {
  data: ExperimentalFeature[];
  /**
   * Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return.
   */
  nextCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigDetectParams".
 */
export interface ExternalAgentConfigDetectParams {
  /**
   * Zero or more working directories to include for repo-scoped detection.
   */
  cwds?: string[] | null;
  /**
   * If true, include detection under the user's home directory.
   */
  includeHome?: boolean;
  /**
   * Maximum age in days for detected sessions. Missing values use the default limit.
   */
  maxSessionAgeDays?: number | null;
  /**
   * Maximum number of sessions to detect. Missing values use the default limit.
   */
  maxSessions?: number | null;
  /**
   * Optional migration-source selector. Missing or unrecognized values use the default source.
   */
  migrationSource?: string | null;
  /**
   * Deprecated field retained for compatibility. This field is ignored; use `migrationSource` to select the migration source.
   */
  source?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigDetectResponse".
 */
export interface ExternalAgentConfigDetectResponse {
  connectors?: ExternalAgentDetectedConnectorCandidate[];
  items: ExternalAgentConfigMigrationItem[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentDetectedConnectorCandidate".
 */
export interface ExternalAgentDetectedConnectorCandidate {
  name: string;
  sessionCount: number;
  source: ExternalAgentDetectedConnectorSource;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigMigrationItem".
 */
export interface ExternalAgentConfigMigrationItem {
  /**
   * Null or empty means home-scoped migration; non-empty means repo-scoped migration.
   */
  cwd?: string | null;
  description: string;
  details?: MigrationDetails | null;
  itemType: ExternalAgentConfigMigrationItemType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MigrationDetails".
 */
export interface MigrationDetails {
  commands?: CommandMigration[];
  hooks?: HookMigration[];
  mcpServers?: McpServerMigration[];
  memory?: string[];
  plugins?: PluginsMigration[];
  sessions?: SessionMigration[];
  skills?: SkillMigration[];
  subagents?: SubagentMigration[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookMigration".
 */
export interface HookMigration {
  name: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerMigration".
 */
export interface McpServerMigration {
  name: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginsMigration".
 */
export interface PluginsMigration {
  marketplaceName: string;
  pluginNames: string[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SessionMigration".
 */
export interface SessionMigration {
  cwd: string;
  path: string;
  title?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillMigration".
 */
export interface SkillMigration {
  name: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SubagentMigration".
 */
export interface SubagentMigration {
  name: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigImportCompletedNotification".
 */
export interface ExternalAgentConfigImportCompletedNotification {
  importId: string;
  itemTypeResults: ExternalAgentConfigImportTypeResult[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigImportTypeResult".
 */
export interface ExternalAgentConfigImportTypeResult {
  failures: ExternalAgentConfigImportItemTypeFailure[];
  itemType: ExternalAgentConfigMigrationItemType;
  successes: ExternalAgentConfigImportItemTypeSuccess[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigImportItemTypeFailure".
 */
export interface ExternalAgentConfigImportItemTypeFailure {
  cwd?: string | null;
  errorType?: string | null;
  failureStage: string;
  itemType: ExternalAgentConfigMigrationItemType;
  message: string;
  source?: string | null;
  subErrorType?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigImportItemTypeSuccess".
 */
export interface ExternalAgentConfigImportItemTypeSuccess {
  cwd?: string | null;
  itemType: ExternalAgentConfigMigrationItemType;
  source?: string | null;
  target?: string | null;
  /**
   * Original title for an imported session; null for other item types.
   */
  title?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigImportHistoriesReadResponse".
 */
export interface ExternalAgentConfigImportHistoriesReadResponse {
  connectors: ExternalAgentImportedConnectorCandidate[];
  data: ExternalAgentConfigImportHistory[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentImportedConnectorCandidate".
 */
export interface ExternalAgentImportedConnectorCandidate {
  name: string;
  sessionCount: number;
  source: ExternalAgentImportedConnectorSource;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigImportHistory".
 */
export interface ExternalAgentConfigImportHistory {
  completedAtMs: number;
  failures: ExternalAgentConfigImportItemTypeFailure[];
  importId: string;
  providerId?: string | null;
  successes: ExternalAgentConfigImportItemTypeSuccess[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigImportHistoryRecordParams".
 */
export interface ExternalAgentConfigImportHistoryRecordParams {
  /**
   * Completed results grouped by imported item type.
   */
  itemTypeResults: ExternalAgentConfigImportHistoryRecordTypeResultParams[];
  /**
   * Opaque provider identifier for the externally completed import.
   */
  providerId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigImportHistoryRecordTypeResultParams".
 */
export interface ExternalAgentConfigImportHistoryRecordTypeResultParams {
  failures: ExternalAgentConfigImportItemTypeFailure[];
  itemType: ExternalAgentConfigMigrationItemType;
  successes: ExternalAgentConfigImportHistoryRecordSuccessParams[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigImportHistoryRecordSuccessParams".
 */
export interface ExternalAgentConfigImportHistoryRecordSuccessParams {
  cwd?: string | null;
  itemType: ExternalAgentConfigMigrationItemType;
  source?: string | null;
  target?: string | null;
  /**
   * Original title for an imported session, when available.
   */
  title?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigImportHistoryRecordResponse".
 */
export interface ExternalAgentConfigImportHistoryRecordResponse {
  importId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigImportParams".
 */
export interface ExternalAgentConfigImportParams {
  migrationItems: ExternalAgentConfigMigrationItem[];
  /**
   * Migration-source selector used to produce the migration items. Pass the same value to detection and import; missing or unrecognized values use the default source.
   */
  migrationSource?: string | null;
  /**
   * Opaque provider identifier supplied by the caller for analytics attribution and import history display. This does not select the migration source.
   */
  providerId?: string | null;
  /**
   * Optional identifier for the product that initiated the import.
   */
  source?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigImportProgressNotification".
 */
export interface ExternalAgentConfigImportProgressNotification {
  importId: string;
  itemTypeResults: ExternalAgentConfigImportTypeResult[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExternalAgentConfigImportResponse".
 */
export interface ExternalAgentConfigImportResponse {
  importId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FeedbackSaveParams".
 */
export interface FeedbackSaveParams {
  classification: string;
  extraLogFiles?: string[] | null;
  includeLogs?: boolean;
  reason?: string | null;
  /**
   * Absolute, previously unused ZIP path on the app-server host. The caller owns this file, including after a disconnected RPC.
   */
  savePath: LegacyAppPathString;
  tags?: {
    [k: string]: string | undefined;
  } | null;
  threadId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FeedbackSaveResponse".
 */
export interface FeedbackSaveResponse {
  /**
   * Same prompt hash as feedback/upload; null when prompt metadata is absent.
   */
  promptHash?: string | null;
  savedPath: LegacyAppPathString;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FeedbackUploadParams".
 */
export interface FeedbackUploadParams {
  classification: string;
  extraLogFiles?: string[] | null;
  includeLogs?: boolean;
  reason?: string | null;
  tags?: {
    [k: string]: string | undefined;
  } | null;
  threadId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FeedbackUploadResponse".
 */
export interface FeedbackUploadResponse {
  /**
   * Whitespace-normalized SHA-256 of the session base instructions, matching the uploaded `prompt_hash` tag. Does not include later developer messages. Null when the reported rollout has no prompt metadata.
   */
  promptHash?: string | null;
  threadId: string;
}
/**
 * Deprecated legacy notification for `apply_patch` textual output.
 *
 * The server no longer emits this notification.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FileChangeOutputDeltaNotification".
 */
export interface FileChangeOutputDeltaNotification {
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FileChangePatchUpdatedNotification".
 */
export interface FileChangePatchUpdatedNotification {
  changes: FileUpdateChange[];
  itemId: string;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FileUpdateChange".
 */
export interface FileUpdateChange {
  diff: string;
  kind: PatchChangeKind;
  path: string;
}
export interface AddPatchChangeKind {
  type: AddPatchChangeKindType;
}
export interface DeletePatchChangeKind {
  type: DeletePatchChangeKindType;
}
export interface UpdatePatchChangeKind {
  move_path?: string | null;
  type: UpdatePatchChangeKindType;
}
/**
 * Filesystem watch notification emitted for `fs/watch` subscribers.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsChangedNotification".
 */
export interface FsChangedNotification {
  /**
   * File or directory paths associated with this event.
   */
  changedPaths: AbsolutePathBuf[];
  /**
   * Watch identifier previously provided to `fs/watch`.
   */
  watchId: string;
}
/**
 * Copy a file or directory tree on the host filesystem.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsCopyParams".
 */
export interface FsCopyParams {
  /**
   * Absolute destination path.
   */
  destinationPath: AbsolutePathBuf;
  /**
   * Required for directory copies; ignored for file copies.
   */
  recursive?: boolean;
  /**
   * Absolute source path.
   */
  sourcePath: AbsolutePathBuf;
}
/**
 * Successful response for `fs/copy`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsCopyResponse".
 */
export interface FsCopyResponse {}
/**
 * Create a directory on the host filesystem.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsCreateDirectoryParams".
 */
export interface FsCreateDirectoryParams {
  /**
   * Absolute directory path to create.
   */
  path: AbsolutePathBuf;
  /**
   * Whether parent directories should also be created. Defaults to `true`.
   */
  recursive?: boolean | null;
}
/**
 * Successful response for `fs/createDirectory`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsCreateDirectoryResponse".
 */
export interface FsCreateDirectoryResponse {}
/**
 * Request metadata for an absolute path.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsGetMetadataParams".
 */
export interface FsGetMetadataParams {
  /**
   * Absolute path to inspect.
   */
  path: AbsolutePathBuf;
}
/**
 * Metadata returned by `fs/getMetadata`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsGetMetadataResponse".
 */
export interface FsGetMetadataResponse {
  /**
   * File creation time in Unix milliseconds when available, otherwise `0`.
   */
  createdAtMs: number;
  /**
   * Whether the path resolves to a directory.
   */
  isDirectory: boolean;
  /**
   * Whether the path resolves to a regular file.
   */
  isFile: boolean;
  /**
   * Whether the path itself is a symbolic link.
   */
  isSymlink: boolean;
  /**
   * File modification time in Unix milliseconds when available, otherwise `0`.
   */
  modifiedAtMs: number;
}
/**
 * A directory entry returned by `fs/readDirectory`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsReadDirectoryEntry".
 */
export interface FsReadDirectoryEntry {
  /**
   * Direct child entry name only, not an absolute or relative path.
   */
  fileName: string;
  /**
   * Whether this entry resolves to a directory.
   */
  isDirectory: boolean;
  /**
   * Whether this entry resolves to a regular file.
   */
  isFile: boolean;
}
/**
 * List direct child names for a directory.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsReadDirectoryParams".
 */
export interface FsReadDirectoryParams {
  /**
   * Absolute directory path to read.
   */
  path: AbsolutePathBuf;
}
/**
 * Directory entries returned by `fs/readDirectory`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsReadDirectoryResponse".
 */
export interface FsReadDirectoryResponse {
  /**
   * Direct child entries in the requested directory.
   */
  entries: FsReadDirectoryEntry[];
}
/**
 * Read a file from the host filesystem.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsReadFileParams".
 */
export interface FsReadFileParams {
  /**
   * Absolute path to read.
   */
  path: AbsolutePathBuf;
}
/**
 * Base64-encoded file contents returned by `fs/readFile`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsReadFileResponse".
 */
export interface FsReadFileResponse {
  /**
   * File contents encoded as base64.
   */
  dataBase64: string;
}
/**
 * Remove a file or directory tree from the host filesystem.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsRemoveParams".
 */
export interface FsRemoveParams {
  /**
   * Whether missing paths should be ignored. Defaults to `true`.
   */
  force?: boolean | null;
  /**
   * Absolute path to remove.
   */
  path: AbsolutePathBuf;
  /**
   * Whether directory removal should recurse. Defaults to `true`.
   */
  recursive?: boolean | null;
}
/**
 * Successful response for `fs/remove`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsRemoveResponse".
 */
export interface FsRemoveResponse {}
/**
 * Stop filesystem watch notifications for a prior `fs/watch`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsUnwatchParams".
 */
export interface FsUnwatchParams {
  /**
   * Watch identifier previously provided to `fs/watch`.
   */
  watchId: string;
}
/**
 * Successful response for `fs/unwatch`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsUnwatchResponse".
 */
export interface FsUnwatchResponse {}
/**
 * Start filesystem watch notifications for an absolute path.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsWatchParams".
 */
export interface FsWatchParams {
  /**
   * Absolute file or directory path to watch.
   */
  path: AbsolutePathBuf;
  /**
   * Connection-scoped watch identifier used for `fs/unwatch` and `fs/changed`.
   */
  watchId: string;
}
/**
 * Successful response for `fs/watch`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsWatchResponse".
 */
export interface FsWatchResponse {
  /**
   * Canonicalized path associated with the watch.
   */
  path: AbsolutePathBuf;
}
/**
 * Write a file on the host filesystem.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsWriteFileParams".
 */
export interface FsWriteFileParams {
  /**
   * File contents encoded as base64.
   */
  dataBase64: string;
  /**
   * Absolute path to write.
   */
  path: AbsolutePathBuf;
}
/**
 * Successful response for `fs/writeFile`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FsWriteFileResponse".
 */
export interface FsWriteFileResponse {}
export interface InputTextFunctionCallOutputContentItem {
  text: string;
  type: InputTextFunctionCallOutputContentItemType;
}
export interface ImageUrlFunctionCallOutputContentItem {
  image_url: string;
}
export interface FileIdFunctionCallOutputContentItem {
  file_id: string;
}
export interface AudioUrlFunctionCallOutputContentItem {
  audio_url: string;
}
export interface FileIdFunctionCallOutputContentItem1 {
  file_id: string;
}
export interface EncryptedContentFunctionCallOutputContentItem {
  encrypted_content: string;
  type: EncryptedContentFunctionCallOutputContentItemType;
}
export interface NoneGatewayAuth {
  mode: NoneGatewayAuthMode;
}
/**
 * Authentication is configured outside the gateway form. Preserve it on edits.
 */
export interface ModeGatewayAuth {
  envKey?: string | null;
  mode: ModeGatewayAuthMode;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GatewayOAuthCancelResponse".
 */
export interface GatewayOAuthCancelResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GatewayOAuthChangedNotification".
 */
export interface GatewayOAuthChangedNotification {
  /**
   * Authorization handoff, sent only to the connection that started login.
   */
  authUrl?: string | null;
  error?: string | null;
  /**
   * Identifies the completed device login attempt.
   */
  loginId?: string | null;
  providerId: string;
  status: GatewayOAuthStatus;
}
/**
 * Authorize a configured provider without changing the default or any thread's provider.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GatewayOAuthLoginParams".
 */
export interface GatewayOAuthLoginParams {
  /**
   * Select device authorization when the server advertises support for it.
   */
  deviceAuth?: boolean;
  /**
   * Defaults to the current provider when omitted.
   */
  modelProvider?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GatewayOAuthLoginResponse".
 */
export interface GatewayOAuthLoginResponse {
  prompt?: GatewayOAuthPrompt | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GatewayOAuthPrompt".
 */
export interface GatewayOAuthPrompt {
  loginId: string;
  userCode: string;
  verificationUrl: string;
}
/**
 * Read credential readiness for a configured provider without starting browser login.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GatewayOAuthReadParams".
 */
export interface GatewayOAuthReadParams {
  /**
   * Defaults to the current provider when omitted.
   */
  modelProvider?: string | null;
}
/**
 * Current effective gateway policy and credential readiness; never contains credentials.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GatewayOAuthReadResponse".
 */
export interface GatewayOAuthReadResponse {
  error?: string | null;
  providerId: string;
  providerName: string;
  /**
   * Whether the selected provider uses gateway OAuth, even when already signed in.
   */
  required: boolean;
  /**
   * Null when the effective provider does not use gateway OAuth.
   */
  status?: GatewayOAuthStatus | null;
  /**
   * Whether the administrator configured a device authorization endpoint.
   */
  supportsDeviceAuth?: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GcpSetupParams".
 */
export interface GcpSetupParams {
  /**
   * Absolute path to a credential file on the app-server host. Omit or pass `null` to clear the active user configuration's override and use ADC. If another configuration layer would still supply a credential file, setup fails without saving changes.
   */
  credentialFile?: string | null;
  /**
   * Vertex AI location. Omission or null selects `global`.
   */
  location?: string | null;
  projectId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GcpSetupResponse".
 */
export interface GcpSetupResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GetAccountParams".
 */
export interface GetAccountParams {
  /**
   * When `true`, requests a proactive token refresh before returning.
   *
   * In managed auth mode this triggers the normal refresh-token flow. In external auth mode this flag is ignored. Clients should refresh tokens themselves and call `account/login/start` with `chatgptAuthTokens`.
   */
  refreshToken?: boolean;
}
/**
 * Usage-read capabilities of the requesting client, never inferred from its experiment arm.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GetAccountRateLimitsParams".
 */
export interface GetAccountRateLimitsParams {
  /**
   * Skip the separate reset-credit detail lookup for background usage polls. The usage response still includes the available count; omitted/false preserves detailed reads.
   */
  excludeResetCreditDetails?: boolean;
  /**
   * The client supports automatic Luna Reserve fallback. For eligible ChatGPT CLI users, allow the backend to record experiment exposure after ordinary usage is blocked.
   */
  supportsLunaReserve?: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GetAccountRateLimitsResponse".
 */
export interface GetAccountRateLimitsResponse {
  /**
   * Account associated with this usage snapshot, when supplied by the backend.
   */
  accountId?: string | null;
  /**
   * Backend permission for ordinary included usage, validated against the active account. Null means unavailable; clients must not infer recovery from percentages or reset times.
   */
  ordinaryUsageAllowed?: boolean | null;
  rateLimitResetCredits?: RateLimitResetCreditsSummary | null;
  /**
   * Optional backend-owned banner from the same usage read. Its nested keys retain the backend's snake_case contract; an absent banner leaves the client's existing UI unchanged.
   */
  rateLimitUpsell?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Backward-compatible single-bucket view; mirrors the historical payload.
   */
  rateLimits: RateLimitSnapshot;
  /**
   * Multi-bucket view keyed by metered `limit_id` (for example, `codex`).
   */
  rateLimitsByLimitId?: {
    [k: string]: RateLimitSnapshot | undefined;
  } | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RateLimitResetCreditsSummary".
 */
export interface RateLimitResetCreditsSummary {
  availableCount: number;
  /**
   * Detail rows for available reset credits, when the backend provides them.
   *
   * `null` means only `availableCount` is known, while an empty array means details were fetched and no available credits were returned. The backend may cap this list, so its length can be less than `availableCount`.
   */
  credits?: RateLimitResetCredit[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RateLimitResetCredit".
 */
export interface RateLimitResetCredit {
  /**
   * Backend-provided display description for this credit, or `null` when unavailable.
   */
  description?: string | null;
  /**
   * Unix timestamp in seconds when the credit expires, or `null` if it does not expire.
   */
  expiresAt?: number | null;
  /**
   * Unix timestamp in seconds when the credit was granted.
   */
  grantedAt: number;
  /**
   * Opaque backend identifier for this reset credit.
   */
  id: string;
  resetType: RateLimitResetType;
  status: RateLimitResetCreditStatus;
  /**
   * Backend-provided display title for this credit, or `null` when unavailable.
   */
  title?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GetAccountResponse".
 */
export interface GetAccountResponse {
  account?: Account | null;
  requiresOpenaiAuth: boolean;
  /**
   * ChatGPT user ID belonging to this account response, when available.
   */
  userId?: string | null;
  workspaceRouting?: WorkspaceRouting | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WorkspaceRouting".
 */
export interface WorkspaceRouting {
  accountRoutingOverride: AccountRoutingOverride;
  backendOrigin: string;
  chatgptAccountId: string;
}
/**
 * Optional security reminder bound to the account that fetched it. Unavailable or ineligible accounts return no notice; this read never changes account security.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GetAccountSecuritySetupResponse".
 */
export interface GetAccountSecuritySetupResponse {
  notice?: AccountSecuritySetupNotice | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GetAccountTokenUsageParams".
 */
export interface GetAccountTokenUsageParams {
  /**
   * When present, read estimated usage for this thread instead of account-wide token activity.
   */
  threadId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GetAccountTokenUsageResponse".
 */
export interface GetAccountTokenUsageResponse {
  dailyUsageBuckets?: AccountTokenUsageDailyBucket[] | null;
  summary: AccountTokenUsageSummary;
  /**
   * Estimated usage when a thread was requested and its billing route is available.
   */
  threadUsage?: ThreadUsage | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadUsage".
 */
export interface ThreadUsage {
  estimatedUsageCreditsMicros: number;
  estimatedUsageUsdMicros?: number | null;
  groups: ThreadUsageBreakdownGroup[];
  /**
   * Native dollar usage, independent of credit estimates. None means unknown, not zero.
   */
  nativeUsageUsdMicros?: number | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadUsageBreakdownGroup".
 */
export interface ThreadUsageBreakdownGroup {
  cachedInputTokens?: number | null;
  estimatedUsageCreditsMicros: number;
  inputTokens?: number | null;
  model?: string | null;
  netNewInputTokens?: number | null;
  outputTokens?: number | null;
  reasoningEffort?: string | null;
  speed?: string | null;
  totalTokens?: number | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GetWorkspaceMessagesResponse".
 */
export interface GetWorkspaceMessagesResponse {
  /**
   * Whether the workspace-message backend route is available for this client.
   */
  featureEnabled: boolean;
  /**
   * Active workspace messages returned by the backend.
   */
  messages: WorkspaceMessage[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WorkspaceMessage".
 */
export interface WorkspaceMessage {
  /**
   * Unix timestamp (in seconds) when the message was archived.
   */
  archivedAt?: number | null;
  /**
   * Unix timestamp (in seconds) when the message was created.
   */
  createdAt?: number | null;
  messageBody: string;
  messageId: string;
  messageType: WorkspaceMessageType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GitInfo".
 */
export interface GitInfo {
  branch?: string | null;
  originUrl?: string | null;
  sha?: string | null;
}
/**
 * [UNSTABLE] Temporary approval auto-review payload used by `item/autoApprovalReview/*` notifications. This shape is expected to change soon.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GuardianApprovalReview".
 */
export interface GuardianApprovalReview {
  rationale?: string | null;
  riskLevel?: GuardianRiskLevel | null;
  status: GuardianApprovalReviewStatus;
  userAuthorization?: GuardianUserAuthorization | null;
}
export interface CommandGuardianApprovalReviewAction {
  command: string;
  cwd: LegacyAppPathString;
  source: GuardianCommandSource;
  type: CommandGuardianApprovalReviewActionType;
}
export interface ExecveGuardianApprovalReviewAction {
  argv: string[];
  cwd: AbsolutePathBuf;
  program: string;
  source: GuardianCommandSource;
  type: ExecveGuardianApprovalReviewActionType;
}
/**
 * A child approval for input to an existing command execution item.
 */
export interface WriteStdinGuardianApprovalReviewAction {
  approvalId: string;
  cwd: LegacyAppPathString;
  processId: string;
  stdin: string;
  type: WriteStdinGuardianApprovalReviewActionType;
}
export interface ApplyPatchGuardianApprovalReviewAction {
  cwd: LegacyAppPathString;
  files: LegacyAppPathString[];
  type: ApplyPatchGuardianApprovalReviewActionType;
}
export interface NetworkAccessGuardianApprovalReviewAction {
  host: string;
  port: number;
  protocol: NetworkApprovalProtocol;
  target: string;
  type: NetworkAccessGuardianApprovalReviewActionType;
}
export interface McpToolCallGuardianApprovalReviewAction {
  connectorId?: string | null;
  connectorName?: string | null;
  server: string;
  toolName: string;
  toolTitle?: string | null;
  type: McpToolCallGuardianApprovalReviewActionType;
}
export interface RequestPermissionsGuardianApprovalReviewAction {
  permissions: RequestPermissionProfile;
  reason?: string | null;
  type: RequestPermissionsGuardianApprovalReviewActionType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RequestPermissionProfile".
 */
export interface RequestPermissionProfile {
  fileSystem?: AdditionalFileSystemPermissions | null;
  network?: AdditionalNetworkPermissions | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GuardianWarningNotification".
 */
export interface GuardianWarningNotification {
  /**
   * Concise guardian warning message for the user.
   */
  message: string;
  /**
   * Thread target for the guardian warning.
   */
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookCompletedNotification".
 */
export interface HookCompletedNotification {
  run: HookRunSummary;
  threadId: string;
  turnId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookRunSummary".
 */
export interface HookRunSummary {
  completedAt?: number | null;
  displayOrder: number;
  durationMs?: number | null;
  entries: HookOutputEntry[];
  eventName: HookEventName;
  executionMode: HookExecutionMode;
  handlerType: HookHandlerType;
  id: string;
  scope: HookScope;
  source?: HookSource & string;
  sourcePath: LegacyAppPathString;
  startedAt: number;
  status: HookRunStatus;
  statusMessage?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookOutputEntry".
 */
export interface HookOutputEntry {
  kind: HookOutputEntryKind;
  text: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookErrorInfo".
 */
export interface HookErrorInfo {
  message: string;
  path: string;
}
export interface PromptHookMetadata {
  handlerType: "prompt";
}
export interface AgentHookMetadata {
  handlerType: "agent";
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookPromptFragment".
 */
export interface HookPromptFragment {
  hookRunId: string;
  text: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HookStartedNotification".
 */
export interface HookStartedNotification {
  run: HookRunSummary;
  threadId: string;
  turnId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HooksListEntry".
 */
export interface HooksListEntry {
  cwd: string;
  errors: HookErrorInfo[];
  hooks: HookMetadata[];
  warnings: string[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HooksListParams".
 */
export interface HooksListParams {
  /**
   * Working directories to inspect when no thread is specified. An empty list uses the session cwd.
   */
  cwds?: string[];
  /**
   * List a loaded thread's hooks, including its selected environments. Omit `cwds` in this mode.
   */
  threadId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "HooksListResponse".
 */
export interface HooksListResponse {
  data: HooksListEntry[];
}
export interface UsageLimitExceededImageGenerationFailure {
  limitId: string;
  resetsAt?: number | null;
  type: UsageLimitExceededImageGenerationFailureType;
}
/**
 * A local image file successfully read for this exact image-generation request.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ImageGenerationInputImage".
 */
export interface ImageGenerationInputImage {
  path: AbsolutePathBuf;
  /**
   * Lowercase SHA-256 of the file bytes read before image normalization.
   */
  sha256: string;
}
/**
 * Internal Responses API passthrough metadata copied into underlying chat messages.
 *
 * Responses API strongly types this payload. Do not modify it without first getting API approval and making the corresponding Responses API change.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "InternalChatMessageMetadataPassthrough".
 */
export interface InternalChatMessageMetadataPassthrough {
  turn_id?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ItemCompletedNotification".
 */
export interface ItemCompletedNotification {
  /**
   * Unix timestamp (in milliseconds) when this item lifecycle completed.
   */
  completedAtMs: number;
  /**
   * Native content tokens for the completed assistant message, including a sampled footer. Null when unavailable. Completion telemetry is not part of the stored thread item.
   */
  contentTokenCount?: number | null;
  item: ThreadItem;
  threadId: string;
  turnId: string;
}
export interface UserMessageThreadItem {
  clientId?: string | null;
  content: UserInput[];
  id: string;
  type: UserMessageThreadItemType;
}
export interface TextUserInput {
  text: string;
  /**
   * UI-defined spans within `text` used to render or persist special elements.
   */
  text_elements?: TextElement[];
  type: TextUserInputType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TextElement".
 */
export interface TextElement {
  /**
   * Byte range in the parent `text` buffer that this element occupies.
   */
  byteRange: ByteRange;
  /**
   * Optional human-readable placeholder for the element, displayed in the UI.
   */
  placeholder?: string | null;
}
export interface UrlUserInput {
  url: string;
}
export interface FileIdUserInput {
  fileId: string;
}
export interface LocalImageUserInput {
  detail?: ImageDetail | null;
  path: string;
  type: LocalImageUserInputType;
}
export interface UrlUserInput1 {
  url: string;
}
export interface FileIdUserInput1 {
  fileId: string;
}
export interface LocalAudioUserInput {
  path: string;
  type: LocalAudioUserInputType;
}
export interface SkillUserInput {
  name: string;
  path: string;
  type: SkillUserInputType;
}
export interface MentionUserInput {
  name: string;
  path: string;
  type: MentionUserInputType;
}
export interface HookPromptThreadItem {
  fragments: HookPromptFragment[];
  id: string;
  type: HookPromptThreadItemType;
}
export interface AgentMessageThreadItem {
  delivery?: AgentMessageDelivery | null;
  id: string;
  memoryCitation?: MemoryCitation | null;
  moderation?: AgentMessageModeration | null;
  phase?: MessagePhase | null;
  questions?: AsyncUserInputQuestion[] | null;
  text: string;
  type: AgentMessageThreadItemType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MemoryCitation".
 */
export interface MemoryCitation {
  entries: MemoryCitationEntry[];
  threadIds: string[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MemoryCitationEntry".
 */
export interface MemoryCitationEntry {
  lineEnd: number;
  lineStart: number;
  note: string;
  path: string;
}
export interface FunctionCallOutputThreadItem {
  id: string;
  name: string;
  namespace?: string | null;
  output: FunctionCallOutputBody;
  type: FunctionCallOutputThreadItemType;
}
/**
 * EXPERIMENTAL - proposed plan item content. The completed plan item is authoritative and may not match the concatenation of `PlanDelta` text.
 */
export interface PlanThreadItem {
  id: string;
  text: string;
  type: PlanThreadItemType;
}
export interface ReasoningThreadItem {
  content?: string[];
  id: string;
  summary?: string[];
  type: ReasoningThreadItemType;
}
export interface CommandExecutionThreadItem {
  /**
   * The command's output, aggregated from stdout and stderr.
   */
  aggregatedOutput?: string | null;
  /**
   * The command to be executed.
   */
  command: string;
  /**
   * A best-effort parsing of the command to understand the action(s) it will perform. This returns a list of CommandAction objects because a single shell command may be composed of many commands piped together.
   */
  commandActions: CommandAction[];
  /**
   * The command's working directory.
   */
  cwd: LegacyAppPathString;
  /**
   * The duration of the command execution in milliseconds.
   */
  durationMs?: number | null;
  /**
   * The command's exit code.
   */
  exitCode?: number | null;
  id: string;
  /**
   * Trusted first-party plugin id when this command resolves to one plugin script.
   */
  pluginId?: string | null;
  /**
   * Identifier for the underlying PTY process (when available).
   */
  processId?: string | null;
  /**
   * Safe plugin-relative path when this command resolves to one plugin script.
   */
  scriptPath?: string | null;
  source?: CommandExecutionSource & string;
  status: CommandExecutionStatus;
  type: CommandExecutionThreadItemType;
}
export interface FileChangeThreadItem {
  changes: FileUpdateChange[];
  id: string;
  status: PatchApplyStatus;
  type: FileChangeThreadItemType;
}
export interface McpToolCallThreadItem {
  appContext?: McpToolCallAppContext | null;
  arguments: unknown;
  /**
   * The duration of the MCP tool call in milliseconds.
   */
  durationMs?: number | null;
  /**
   * Registration scope, not necessarily the server's execution environment.
   */
  environmentId?: string | null;
  error?: McpToolCallError | null;
  id: string;
  /**
   * Legacy compatibility field; prefer `mcpAppUi.resourceUri` when available.
   */
  mcpAppResourceUri?: string | null;
  /**
   * Presentation captured from the invoked descriptor; absent in older history.
   */
  mcpAppUi?: McpAppUi | null;
  pluginId?: string | null;
  readOnlyHint?: boolean | null;
  result?: McpToolCallResult | null;
  server: string;
  status: McpToolCallStatus;
  tool: string;
  type: McpToolCallThreadItemType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpToolCallAppContext".
 */
export interface McpToolCallAppContext {
  actionName?: string | null;
  appName?: string | null;
  connectorId: string;
  linkId?: string | null;
  resourceUri?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpToolCallError".
 */
export interface McpToolCallError {
  message: string;
}
/**
 * UI resource and display preference for model invocations, captured from the tool descriptor.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpAppUi".
 */
export interface McpAppUi {
  preferredModelDisplayMode: McpAppDisplayMode;
  resourceUri: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpToolCallResult".
 */
export interface McpToolCallResult {
  _meta?: unknown;
  content: unknown[];
  structuredContent?: unknown;
}
export interface DynamicToolCallThreadItem {
  arguments: unknown;
  contentItems?: DynamicToolCallOutputContentItem[] | null;
  /**
   * The duration of the dynamic tool call in milliseconds.
   */
  durationMs?: number | null;
  id: string;
  namespace?: string | null;
  status: DynamicToolCallStatus;
  success?: boolean | null;
  tool: string;
  type: DynamicToolCallThreadItemType;
}
export interface CollabAgentToolCallThreadItem {
  /**
   * Last known status of the target agents, when available.
   */
  agentsStates: {
    [k: string]: CollabAgentState | undefined;
  };
  /**
   * Unique identifier for this collab tool call.
   */
  id: string;
  /**
   * Model requested for the spawned agent, when applicable.
   */
  model?: string | null;
  /**
   * Prompt text sent as part of the collab tool call, when available.
   */
  prompt?: string | null;
  /**
   * Reasoning effort requested for the spawned agent, when applicable.
   */
  reasoningEffort?: ReasoningEffort | null;
  /**
   * Thread ID of the receiving agent, when applicable. In case of spawn operation, this corresponds to the newly spawned agent.
   */
  receiverThreadIds: string[];
  /**
   * Thread ID of the agent issuing the collab request.
   */
  senderThreadId: string;
  /**
   * Current status of the collab tool call.
   */
  status: CollabAgentToolCallStatus;
  /**
   * Name of the collab tool that was invoked.
   */
  tool: CollabAgentTool;
  type: CollabAgentToolCallThreadItemType;
}
export interface SubAgentActivityThreadItem {
  agentPath: string;
  agentThreadId: string;
  id: string;
  kind: SubAgentActivityKind;
  /**
   * Resolved model at sub-agent creation; absent from older records and other activities.
   */
  model?: string | null;
  /**
   * Resolved reasoning effort at sub-agent creation, when known.
   */
  reasoningEffort?: ReasoningEffort | null;
  type: SubAgentActivityThreadItemType;
}
export interface WebSearchThreadItem {
  action?: WebSearchAction | null;
  id: string;
  query: string;
  /**
   * Structured search results returned out-of-band by standalone web search.
   *
   * These stay as opaque JSON at the extension/app-server boundary so new result fields and result types can pass through without a Codex release.
   */
  results?: unknown[] | null;
  type: WebSearchThreadItemType;
}
export interface SearchWebSearchAction {
  queries?: string[] | null;
  query?: string | null;
  type: SearchWebSearchActionType;
}
export interface OpenPageWebSearchAction {
  type: OpenPageWebSearchActionType;
  url?: string | null;
}
export interface FindInPageWebSearchAction {
  pattern?: string | null;
  type: FindInPageWebSearchActionType;
  url?: string | null;
}
export interface OtherWebSearchAction {
  type: OtherWebSearchActionType;
}
export interface ImageViewThreadItem {
  id: string;
  path: LegacyAppPathString;
  type: ImageViewThreadItemType;
}
/**
 * Display item emitted by the interruptible `clock.sleep` tool.
 */
export interface SleepThreadItem {
  durationMs: number;
  id: string;
  type: SleepThreadItemType;
}
export interface FileIdThreadItem {
  fileId: string;
}
export interface ResultThreadItem {
  result: string;
}
export interface EnteredReviewModeThreadItem {
  id: string;
  review: string;
  type: EnteredReviewModeThreadItemType;
}
export interface ExitedReviewModeThreadItem {
  id: string;
  review: string;
  type: ExitedReviewModeThreadItemType;
}
export interface ContextCompactionThreadItem {
  id: string;
  type: ContextCompactionThreadItemType;
}
/**
 * [UNSTABLE] Temporary notification payload for approval auto-review. This shape is expected to change soon.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ItemGuardianApprovalReviewCompletedNotification".
 */
export interface ItemGuardianApprovalReviewCompletedNotification {
  action: GuardianApprovalReviewAction;
  /**
   * Unix timestamp (in milliseconds) when this review completed.
   */
  completedAtMs: number;
  decisionSource: AutoReviewDecisionSource;
  review: GuardianApprovalReview;
  /**
   * Stable identifier for this review.
   */
  reviewId: string;
  /**
   * Unix timestamp (in milliseconds) when this review started.
   */
  startedAtMs: number;
  /**
   * Identifier for the reviewed item or tool call when one exists.
   *
   * In most cases, one review maps to one target item. The exceptions are - execve reviews, where a single command may contain multiple execve calls to review (only possible when using the shell_zsh_fork feature) - stdin reviews, which refer to the existing parent command item and have a separate approval ID in the action payload - network policy reviews, where there is no target item
   *
   * A network call is triggered by a CommandExecution item, so having a target_item_id set to the CommandExecution item would be misleading because the review is about the network call, not the command execution. Therefore, target_item_id is set to None for network policy reviews.
   */
  targetItemId?: string | null;
  threadId: string;
  turnId: string;
}
/**
 * [UNSTABLE] Temporary notification payload for approval auto-review. This shape is expected to change soon.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ItemGuardianApprovalReviewStartedNotification".
 */
export interface ItemGuardianApprovalReviewStartedNotification {
  action: GuardianApprovalReviewAction;
  review: GuardianApprovalReview;
  /**
   * Stable identifier for this review.
   */
  reviewId: string;
  /**
   * Unix timestamp (in milliseconds) when this review started.
   */
  startedAtMs: number;
  /**
   * Identifier for the reviewed item or tool call when one exists.
   *
   * In most cases, one review maps to one target item. The exceptions are - execve reviews, where a single command may contain multiple execve calls to review (only possible when using the shell_zsh_fork feature) - stdin reviews, which refer to the existing parent command item and have a separate approval ID in the action payload - network policy reviews, where there is no target item
   *
   * A network call is triggered by a CommandExecution item, so having a target_item_id set to the CommandExecution item would be misleading because the review is about the network call, not the command execution. Therefore, target_item_id is set to None for network policy reviews.
   */
  targetItemId?: string | null;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ItemStartedNotification".
 */
export interface ItemStartedNotification {
  item: ThreadItem;
  /**
   * Unix timestamp (in milliseconds) when this item lifecycle started.
   */
  startedAtMs: number;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ListMcpServerStatusParams".
 */
export interface ListMcpServerStatusParams {
  /**
   * Opaque pagination cursor returned by a previous call.
   */
  cursor?: string | null;
  /**
   * Controls how much MCP inventory data to fetch for each server. Defaults to `Full` when omitted.
   */
  detail?: McpServerStatusDetail | null;
  /**
   * Select this environment's registration. Requires `serverName` and `threadId`. When omitted, a named request uses the same server as older clients.
   */
  environmentId?: string | null;
  /**
   * Optional page size; defaults to a server-defined value.
   */
  limit?: number | null;
  /**
   * Limit discovery to one server. With a thread ID, reuse that thread's MCP connection.
   */
  serverName?: string | null;
  threadId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ListMcpServerStatusResponse".
 */
export interface ListMcpServerStatusResponse {
  data: McpServerStatus[];
  /**
   * Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return.
   */
  nextCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerStatus".
 */
export interface McpServerStatus {
  authStatus: McpAuthStatus;
  /**
   * Environment that contributed this registration; null for a thread-wide server. Older servers omit this field.
   */
  environmentId?: string | null;
  /**
   * HTTP origin of the effective configured endpoint, including plugin servers. Excludes credentials, path, query, and fragment; null for non-HTTP transports.
   */
  httpOrigin?: string | null;
  name: string;
  pluginId?: string | null;
  resourceTemplates: ResourceTemplate[];
  resources: Resource[];
  /**
   * Current thread-runtime connection state; null when unavailable or the configuration changed.
   */
  runtimeStatus?: McpServerConnectionStatus | null;
  /**
   * Capabilities advertised by the initialized MCP server; null when unavailable.
   */
  serverCapabilities?: {
    [k: string]: unknown | undefined;
  };
  serverInfo?: McpServerInfo | null;
  /**
   * Opaque `_meta` from the first page of the corresponding MCP tool catalog. Null when unavailable.
   */
  toolListMeta?: {
    [k: string]: unknown | undefined;
  };
  tools: {
    [k: string]: Tool | undefined;
  };
  /**
   * Tool discovery failed and no catalog was returned. Null when a catalog is returned, including cached or empty catalogs.
   */
  toolsError?: string | null;
}
/**
 * A template description for resources available on the server.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ResourceTemplate".
 */
export interface ResourceTemplate {
  annotations?: unknown;
  description?: string | null;
  mimeType?: string | null;
  name: string;
  title?: string | null;
  uriTemplate: string;
}
/**
 * A known resource that the server is capable of reading.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "Resource".
 */
export interface Resource {
  _meta?: unknown;
  annotations?: unknown;
  description?: string | null;
  icons?: unknown[] | null;
  mimeType?: string | null;
  name: string;
  size?: number | null;
  title?: string | null;
  uri: string;
}
/**
 * Presentation metadata advertised by an initialized MCP server.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerInfo".
 */
export interface McpServerInfo {
  description?: string | null;
  icons?: unknown[] | null;
  name: string;
  title?: string | null;
  version: string;
  websiteUrl?: string | null;
}
/**
 * Definition for a tool the client can call.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "Tool".
 */
export interface Tool {
  _meta?: unknown;
  annotations?: unknown;
  description?: string | null;
  icons?: unknown[] | null;
  inputSchema: unknown;
  name: string;
  outputSchema?: unknown;
  title?: string | null;
}
export interface ExecLocalShellAction {
  command: string[];
  env?: {
    [k: string]: string | undefined;
  } | null;
  timeout_ms?: number | null;
  type: ExecLocalShellActionType;
  user?: string | null;
  working_directory?: string | null;
}
export interface ApiKeyv2LoginAccountParams {
  apiKey: string;
  type: ApiKeyv2LoginAccountParamsType;
}
export interface Chatgptv2LoginAccountParams {
  appBrand?: LoginAppBrand | null;
  codexStreamlinedLogin?: boolean;
  type: Chatgptv2LoginAccountParamsType;
  useHostedLoginSuccessPage?: boolean;
}
export interface ChatgptDeviceCodev2LoginAccountParams {
  type: ChatgptDeviceCodev2LoginAccountParamsType;
}
/**
 * [UNSTABLE] FOR OPENAI INTERNAL USE ONLY - DO NOT USE. The access token must contain the same scopes that Codex-managed ChatGPT auth tokens have.
 */
export interface ChatgptAuthTokensv2LoginAccountParams {
  /**
   * Access token (JWT) supplied by the client. This token is used for backend API requests and email extraction.
   */
  accessToken: string;
  /**
   * Workspace/account identifier supplied by the client.
   */
  chatgptAccountId: string;
  /**
   * Optional plan type supplied by the client.
   *
   * When `null`, Codex attempts to derive the plan type from access-token claims. If unavailable, the plan defaults to `unknown`.
   */
  chatgptPlanType?: string | null;
  type: ChatgptAuthTokensv2LoginAccountParamsType;
}
/**
 * [UNSTABLE] Managed Amazon Bedrock login is experimental.
 */
export interface AmazonBedrockv2LoginAccountParams {
  apiKey: string;
  region: string;
  type: AmazonBedrockv2LoginAccountParamsType;
}
/**
 * [UNSTABLE] Managed Amazon Bedrock AWS access key login is experimental.
 */
export interface AmazonBedrockAccessKeysv2LoginAccountParams {
  accessKeyId: string;
  region: string;
  secretAccessKey: string;
  sessionToken?: string | null;
  type: AmazonBedrockAccessKeysv2LoginAccountParamsType;
}
export interface ApiKeyv2LoginAccountResponse {
  type: ApiKeyv2LoginAccountResponseType;
}
export interface Chatgptv2LoginAccountResponse {
  /**
   * URL the client should open in a browser to initiate the OAuth flow.
   */
  authUrl: string;
  loginId: string;
  type: Chatgptv2LoginAccountResponseType;
}
export interface ChatgptDeviceCodev2LoginAccountResponse {
  loginId: string;
  type: ChatgptDeviceCodev2LoginAccountResponseType;
  /**
   * One-time code the user must enter after signing in.
   */
  userCode: string;
  /**
   * URL the client should open in a browser to complete device code authorization.
   */
  verificationUrl: string;
}
export interface ChatgptAuthTokensv2LoginAccountResponse {
  type: ChatgptAuthTokensv2LoginAccountResponseType;
}
export interface AmazonBedrockv2LoginAccountResponse {
  type: AmazonBedrockv2LoginAccountResponseType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "LogoutAccountResponse".
 */
export interface LogoutAccountResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MarketplaceAddParams".
 */
export interface MarketplaceAddParams {
  refName?: string | null;
  source: string;
  sparsePaths?: string[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MarketplaceAddResponse".
 */
export interface MarketplaceAddResponse {
  alreadyAdded: boolean;
  installedRoot: AbsolutePathBuf;
  marketplaceName: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MarketplaceInterface".
 */
export interface MarketplaceInterface {
  displayName?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MarketplaceLoadErrorInfo".
 */
export interface MarketplaceLoadErrorInfo {
  marketplacePath: AbsolutePathBuf;
  message: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MarketplaceRemoveParams".
 */
export interface MarketplaceRemoveParams {
  marketplaceName: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MarketplaceRemoveResponse".
 */
export interface MarketplaceRemoveResponse {
  installedRoot?: AbsolutePathBuf | null;
  marketplaceName: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MarketplaceUpgradeErrorInfo".
 */
export interface MarketplaceUpgradeErrorInfo {
  marketplaceName: string;
  message: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MarketplaceUpgradeParams".
 */
export interface MarketplaceUpgradeParams {
  marketplaceName?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MarketplaceUpgradeResponse".
 */
export interface MarketplaceUpgradeResponse {
  errors: MarketplaceUpgradeErrorInfo[];
  selectedMarketplaces: string[];
  upgradedRoots: AbsolutePathBuf[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpResourceReadParams".
 */
export interface McpResourceReadParams {
  /**
   * Additional MCP request metadata. Account and turn routing keys are reserved.
   */
  _meta?: {
    [k: string]: unknown | undefined;
  } | null;
  connectorId?: string | null;
  /**
   * Exact registration scope; omission preserves legacy name-only selection.
   */
  environmentId?: string | null;
  /**
   * Originating MCP tool call used to select the resource's app.
   */
  originCallId?: string | null;
  server: string;
  /**
   * Explicit hosted app/account. Omit to retain legacy resource discovery.
   */
  target?: McpResourceReadTarget | null;
  threadId?: string | null;
  uri: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpResourceReadTarget".
 */
export interface McpResourceReadTarget {
  connectorId: string;
  /**
   * Null explicitly requests no-auth access, subject to the app's resource policy.
   */
  linkId: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpResourceReadResponse".
 */
export interface McpResourceReadResponse {
  contents: ResourceContent[];
  /**
   * Originating call when the server applied app-specific resource scoping.
   */
  originCallId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerEventNotification".
 */
export interface McpServerEventNotification {
  method: string;
  params: unknown;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerEventStreamNotification".
 */
export interface McpServerEventStreamNotification {
  notification: McpServerEventNotification;
  subscriptionId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerEventStreamStartParams".
 */
export interface McpServerEventStreamStartParams {
  _meta?: unknown;
  arguments: unknown;
  name: string;
  server: string;
  subscriptionId: string;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerEventStreamStartResponse".
 */
export interface McpServerEventStreamStartResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerEventStreamStopParams".
 */
export interface McpServerEventStreamStopParams {
  subscriptionId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerEventStreamStopResponse".
 */
export interface McpServerEventStreamStopResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerOauthLoginCompletedNotification".
 */
export interface McpServerOauthLoginCompletedNotification {
  error?: string | null;
  /**
   * Identifies the explicit login attempt. Older servers omit this field.
   */
  loginId?: string | null;
  name: string;
  success: boolean;
  threadId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerOauthLoginParams".
 */
export interface McpServerOauthLoginParams {
  /**
   * Registration strategy for this login only; omission selects automatic discovery.
   */
  clientRegistration?: McpServerOauthClientRegistration | null;
  /**
   * Exact registration scope; omission preserves legacy name-only selection.
   */
  environmentId?: string | null;
  name: string;
  scopes?: string[] | null;
  threadId?: string | null;
  timeoutSecs?: number | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerOauthLoginResponse".
 */
export interface McpServerOauthLoginResponse {
  authorizationUrl: string;
  /**
   * Identifies this login attempt across the response and completion notification. Older servers omit this field; current servers always return it.
   */
  loginId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerRefreshResponse".
 */
export interface McpServerRefreshResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerStatusUpdatedNotification".
 */
export interface McpServerStatusUpdatedNotification {
  /**
   * Registration scope, not necessarily the server's execution environment.
   */
  environmentId?: string | null;
  error?: string | null;
  failureReason?: McpServerStartupFailureReason | null;
  name: string;
  status: McpServerStartupState;
  threadId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerToolCallParams".
 */
export interface McpServerToolCallParams {
  _meta?: unknown;
  arguments?: unknown;
  /**
   * Exact registration scope; omission preserves legacy name-only selection.
   */
  environmentId?: string | null;
  server: string;
  threadId: string;
  tool: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerToolCallResponse".
 */
export interface McpServerToolCallResponse {
  _meta?: unknown;
  content: unknown[];
  isError?: boolean | null;
  structuredContent?: unknown;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpToolCallProgressNotification".
 */
export interface McpToolCallProgressNotification {
  itemId: string;
  message: string;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MemoryResetResponse".
 */
export interface MemoryResetResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MemoryStatusParams".
 */
export interface MemoryStatusParams {
  /**
   * Required distinct consolidated threads. Defaults to 20; supported range is 1..=4096.
   */
  minConsolidatedThreads?: number | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MemoryStatusResponse".
 */
export interface MemoryStatusResponse {
  v2ConsolidatedThreads: number;
  v2Ready: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MockExperimentalMethodParams".
 */
export interface MockExperimentalMethodParams {
  /**
   * Test-only payload field.
   */
  value?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "MockExperimentalMethodResponse".
 */
export interface MockExperimentalMethodResponse {
  /**
   * Echoes the input `value`.
   */
  echoed?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "Model".
 */
export interface Model {
  /**
   * Deprecated: use `serviceTiers` instead.
   */
  additionalSpeedTiers?: string[];
  availabilityNux?: ModelAvailabilityNux | null;
  /**
   * Null when the catalog does not provide access-program metadata.
   */
  availableAccessPrograms?: ModelAccessPrograms | null;
  defaultReasoningEffort: ReasoningEffort;
  /**
   * Catalog default service tier id for this model, when one is configured.
   */
  defaultServiceTier?: string | null;
  description: string;
  displayName: string;
  hidden: boolean;
  id: string;
  inputModalities?: InputModality[];
  isDefault: boolean;
  model: string;
  modelSpecialty?: string | null;
  /**
   * Multi-agent runtime declared by this model, when available.
   */
  multiAgentVersion?: MultiAgentVersion | null;
  serviceTiers?: ModelServiceTier[];
  supportedReasoningEfforts: ReasoningEffortOption[];
  /**
   * @deprecated Always false; models no longer support personality selection.
   */
  supportsPersonality?: boolean;
  upgrade?: string | null;
  upgradeInfo?: ModelUpgradeInfo | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelAvailabilityNux".
 */
export interface ModelAvailabilityNux {
  message: string;
}
/**
 * Caller-specific explicit access programs advertised by model discovery.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelAccessPrograms".
 */
export interface ModelAccessPrograms {
  /**
   * Accepted explicit selections.
   */
  cyber: CyberAccessProgram[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelServiceTier".
 */
export interface ModelServiceTier {
  description: string;
  id: string;
  name: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ReasoningEffortOption".
 */
export interface ReasoningEffortOption {
  description: string;
  reasoningEffort: ReasoningEffort;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelUpgradeInfo".
 */
export interface ModelUpgradeInfo {
  migrationMarkdown?: string | null;
  model: string;
  modelLink?: string | null;
  /**
   * Informational Unix timestamp for this upgrade's scheduled retirement, if known.
   */
  retirementAt?: number | null;
  upgradeCopy?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelListParams".
 */
export interface ModelListParams {
  /**
   * Opaque pagination cursor returned by a previous call.
   */
  cursor?: string | null;
  /**
   * When true, include models that are hidden from the default picker list.
   */
  includeHidden?: boolean | null;
  /**
   * Optional page size; defaults to a reasonable server-side value.
   */
  limit?: number | null;
  /**
   * List models for this configured provider instead of the app-server default.
   */
  modelProvider?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelListResponse".
 */
export interface ModelListResponse {
  data: Model[];
  /**
   * Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return.
   */
  nextCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelProviderCapabilitiesReadParams".
 */
export interface ModelProviderCapabilitiesReadParams {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelProviderCapabilitiesReadResponse".
 */
export interface ModelProviderCapabilitiesReadResponse {
  imageGeneration: boolean;
  webSearch: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelProviderConfigWriteParams".
 */
export interface ModelProviderConfigWriteParams {
  settings: ProviderSettingsPatch;
}
export interface CustomGatewayProviderSettingsPatch {
  baseUrl?: string | null;
  envKey?: string | null;
  name?: string;
  /**
   * Omit or pass null to allocate a new custom provider ID.
   */
  providerId?: string | null;
  type: CustomGatewayProviderSettingsPatchType;
}
/**
 * AWS configuration fields for built-in Bedrock providers.
 */
export interface BedrockProviderSettingsPatch {
  profile?: string | null;
  providerId: BedrockProviderId;
  region?: string | null;
  type: BedrockProviderSettingsPatchType;
}
/**
 * GCP configuration fields. Credential-file paths refer to the app-server host.
 */
export interface GcpProviderSettingsPatch {
  credentialFile?: string | null;
  location?: string | null;
  projectId?: string | null;
  providerId: GcpProviderId;
  type: GcpProviderSettingsPatchType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelProviderConfigWriteResponse".
 */
export interface ModelProviderConfigWriteResponse {
  provider: ModelProviderSummary;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelProviderSummary".
 */
export interface ModelProviderSummary {
  /**
   * Null when the endpoint is absent or cannot be safely displayed.
   */
  baseUrl?: string | null;
  /**
   * Whether a supported configuration field can be edited in the active user layer.
   */
  canEdit: boolean;
  id: string;
  name: string;
  settings: ProviderSettings;
}
export interface OpenaiProviderSettings {
  type: OpenaiProviderSettingsType;
}
export interface CustomGatewayProviderSettings {
  auth: GatewayAuth;
  type: CustomGatewayProviderSettingsType;
}
export interface BedrockProviderSettings {
  profile?: string | null;
  region?: string | null;
  type: BedrockProviderSettingsType;
}
export interface GcpProviderSettings {
  /**
   * Path on the app-server host, without credential-file contents.
   */
  credentialFile?: string | null;
  location?: string | null;
  projectId?: string | null;
  type: GcpProviderSettingsType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelProviderDefaultSetParams".
 */
export interface ModelProviderDefaultSetParams {
  /**
   * Configured provider to use by default for new threads and unscoped model lists.
   */
  providerId: string;
}
export interface ModelProviderMismatchv2ModelProviderError {
  currentModelProvider: string;
  modelProvider: string;
  type: ModelProviderMismatchv2ModelProviderErrorType;
}
export interface ModelProviderNotConfiguredv2ModelProviderError {
  modelProvider: string;
  type: ModelProviderNotConfiguredv2ModelProviderErrorType;
}
export interface ModelProviderPolicyConflictv2ModelProviderError {
  modelProvider: string;
  requiredModelProvider: string;
  type: ModelProviderPolicyConflictv2ModelProviderErrorType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelProviderListParams".
 */
export interface ModelProviderListParams {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelProviderListResponse".
 */
export interface ModelProviderListResponse {
  canChangeDefault: boolean;
  data: ModelProviderSummary[];
  defaultProviderId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelReroutedNotification".
 */
export interface ModelReroutedNotification {
  fromModel: string;
  reason: ModelRerouteReason;
  threadId: string;
  toModel: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelSafetyBufferingUpdatedNotification".
 */
export interface ModelSafetyBufferingUpdatedNotification {
  fasterModel?: string | null;
  model: string;
  reasons: string[];
  showBufferingUi: boolean;
  threadId: string;
  turnId: string;
  useCases: string[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ModelVerificationNotification".
 */
export interface ModelVerificationNotification {
  threadId: string;
  turnId: string;
  verifications: ModelVerification[];
}
export interface CustomMultiAgentMode {
  custom: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlDisableParams".
 */
export interface RemoteControlDisableParams {
  ephemeral?: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlEnableParams".
 */
export interface RemoteControlEnableParams {
  ephemeral?: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PermissionProfileListParams".
 */
export interface PermissionProfileListParams {
  /**
   * Opaque pagination cursor returned by a previous call.
   */
  cursor?: string | null;
  /**
   * Optional working directory to resolve project config layers.
   */
  cwd?: string | null;
  /**
   * Optional page size; defaults to the full result set.
   */
  limit?: number | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PermissionProfileListResponse".
 */
export interface PermissionProfileListResponse {
  data: PermissionProfileSummary[];
  /**
   * Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return.
   */
  nextCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PermissionProfileSummary".
 */
export interface PermissionProfileSummary {
  /**
   * Whether the effective requirements allow selecting this profile.
   */
  allowed: boolean;
  /**
   * Optional user-facing description for display in clients.
   */
  description?: string | null;
  /**
   * Available permission profile identifier.
   */
  id: string;
}
/**
 * EXPERIMENTAL - proposed plan streaming deltas for plan items. Clients should not assume concatenated deltas match the completed plan item content.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PlanDeltaNotification".
 */
export interface PlanDeltaNotification {
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginDetail".
 */
export interface PluginDetail {
  appTemplates: AppTemplateSummary[];
  apps: AppSummary[];
  description?: string | null;
  hooks: PluginHookSummary[];
  marketplaceName: string;
  marketplacePath?: AbsolutePathBuf | null;
  mcpServers: string[];
  /**
   * The declared onboarding skill, when the plugin and visible skill are enabled.
   */
  onboardingSkill?: SkillSummary | null;
  scheduledTasks?: ScheduledTaskSummary[] | null;
  shareUrl?: string | null;
  skills: SkillSummary[];
  summary: PluginSummary;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginHookSummary".
 */
export interface PluginHookSummary {
  eventName: HookEventName;
  key: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillSummary".
 */
export interface SkillSummary {
  description: string;
  enabled: boolean;
  interface?: SkillInterface | null;
  name: string;
  path?: LegacyAppPathString | null;
  shortDescription?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillInterface".
 */
export interface SkillInterface {
  brandColor?: string | null;
  defaultPrompt?: string | null;
  displayName?: string | null;
  iconLarge?: AbsolutePathBuf | null;
  /**
   * Remote large icon URL from the plugin catalog.
   */
  iconLargeUrl?: string | null;
  iconSmall?: AbsolutePathBuf | null;
  /**
   * Remote small icon URL from the plugin catalog.
   */
  iconSmallUrl?: string | null;
  shortDescription?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ScheduledTaskSummary".
 */
export interface ScheduledTaskSummary {
  key: string;
  name: string;
  prompt: string;
  schedule: ScheduledTaskSchedule;
}
export interface HourlyScheduledTaskSchedule {
  days?: ScheduledTaskWeekday[] | null;
  intervalHours: number;
  type: HourlyScheduledTaskScheduleType;
}
export interface DailyScheduledTaskSchedule {
  time: string;
  type: DailyScheduledTaskScheduleType;
}
export interface WeekdaysScheduledTaskSchedule {
  time: string;
  type: WeekdaysScheduledTaskScheduleType;
}
export interface WeeklyScheduledTaskSchedule {
  days: ScheduledTaskWeekday[];
  time: string;
  type: WeeklyScheduledTaskScheduleType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginSummary".
 */
export interface PluginSummary {
  authPolicy: PluginAuthPolicy;
  /**
   * Availability state for installing and using the plugin.
   */
  availability?: PluginAvailability & string;
  /**
   * Why the remote plugin is unavailable, when provided by plugin-service.
   */
  disabledReason?: PluginDisabledReason | null;
  /**
   * Raw plugin-service plan identifiers eligible to install the plugin.
   */
  eligiblePlanTypes?: string[] | null;
  enabled: boolean;
  id: string;
  installPolicy: PluginInstallPolicy;
  installPolicySource?: PluginInstallPolicySource | null;
  installed: boolean;
  /**
   * Unix timestamp in seconds when the remote plugin was installed, when available.
   */
  installedAt?: number | null;
  interface?: PluginInterface | null;
  keywords?: string[];
  /**
   * Version of the locally materialized plugin package when available.
   */
  localVersion?: string | null;
  mustShowInstallationInterstitial?: boolean | null;
  name: string;
  /**
   * Backend remote plugin identifier when available.
   */
  remotePluginId?: string | null;
  /**
   * Remote sharing context associated with this plugin when available.
   */
  shareContext?: PluginShareContext | null;
  source: PluginSource;
  /**
   * Version advertised by the remote marketplace backend when available.
   */
  version?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginInterface".
 */
export interface PluginInterface {
  brandColor?: string | null;
  capabilities: string[];
  category?: string | null;
  /**
   * Local composer icon path, resolved from the installed plugin package.
   */
  composerIcon?: AbsolutePathBuf | null;
  /**
   * Remote composer icon URL from the plugin catalog.
   */
  composerIconUrl?: string | null;
  /**
   * Starter prompts for the plugin. Capped at 3 entries with a maximum of 512 characters per entry.
   */
  defaultPrompt?: string[] | null;
  developerName?: string | null;
  displayName?: string | null;
  /**
   * Local logo path, resolved from the installed plugin package.
   */
  logo?: AbsolutePathBuf | null;
  /**
   * Local dark-mode logo path, resolved from the installed plugin package.
   */
  logoDark?: AbsolutePathBuf | null;
  /**
   * Remote logo URL from the plugin catalog.
   */
  logoUrl?: string | null;
  /**
   * Remote dark-mode logo URL from the plugin catalog.
   */
  logoUrlDark?: string | null;
  longDescription?: string | null;
  privacyPolicyUrl?: string | null;
  /**
   * Remote screenshot URLs from the plugin catalog.
   */
  screenshotUrls: string[];
  /**
   * Local screenshot paths, resolved from the installed plugin package.
   */
  screenshots: AbsolutePathBuf[];
  shortDescription?: string | null;
  termsOfServiceUrl?: string | null;
  websiteUrl?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareContext".
 */
export interface PluginShareContext {
  canPublishToWorkspace?: boolean | null;
  creatorAccountUserId?: string | null;
  creatorName?: string | null;
  discoverability?: PluginShareDiscoverability | null;
  remotePluginId: string;
  /**
   * Version of the remote shared plugin release when available.
   */
  remoteVersion?: string | null;
  sharePrincipals?: PluginSharePrincipal[] | null;
  shareUrl?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginSharePrincipal".
 */
export interface PluginSharePrincipal {
  name: string;
  principalId: string;
  principalType: PluginSharePrincipalType;
  role: PluginSharePrincipalRole;
}
export interface LocalPluginSource {
  path: AbsolutePathBuf;
  type: LocalPluginSourceType;
}
export interface GitPluginSource {
  path?: string | null;
  refName?: string | null;
  sha?: string | null;
  type: GitPluginSourceType;
  url: string;
}
export interface NpmPluginSource {
  package: string;
  /**
   * Optional HTTPS registry URL. Authentication stays in the user's npm config.
   */
  registry?: string | null;
  type: NpmPluginSourceType;
  /**
   * Optional npm version or version range.
   */
  version?: string | null;
}
/**
 * The plugin is available in the remote catalog. Download metadata is kept server-side and is not exposed through the app-server API.
 */
export interface RemotePluginSource {
  type: RemotePluginSourceType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginInstallParams".
 */
export interface PluginInstallParams {
  /**
   * Client-generated identifier used to correlate one installation attempt.
   */
  installAttemptId?: string | null;
  marketplacePath?: AbsolutePathBuf | null;
  pluginName: string;
  remoteMarketplaceName?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginInstallResponse".
 */
export interface PluginInstallResponse {
  appsNeedingAuth: AppSummary[];
  authPolicy: PluginAuthPolicy;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginInstalledParams".
 */
export interface PluginInstalledParams {
  /**
   * Optional working directories used to discover repo marketplaces.
   */
  cwds?: AbsolutePathBuf[] | null;
  /**
   * Additional uninstalled plugin names that should be returned when present locally. This is used by mention surfaces that intentionally expose install entrypoints.
   */
  installSuggestionPluginNames?: string[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginInstalledResponse".
 */
export interface PluginInstalledResponse {
  marketplaceLoadErrors?: MarketplaceLoadErrorInfo[];
  marketplaces: PluginMarketplaceEntry[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginMarketplaceEntry".
 */
export interface PluginMarketplaceEntry {
  interface?: MarketplaceInterface | null;
  name: string;
  /**
   * Local marketplace file path when the marketplace is backed by a local file. Remote-only catalog marketplaces do not have a local path.
   */
  path?: AbsolutePathBuf | null;
  plugins: PluginSummary[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginListParams".
 */
export interface PluginListParams {
  /**
   * Optional working directories used to discover repo marketplaces. When omitted, only home-scoped marketplaces and the official curated marketplace are considered.
   */
  cwds?: AbsolutePathBuf[] | null;
  /**
   * Whether the client requests a fresh remote plugin catalog fetch.
   */
  forceRefetch?: boolean;
  /**
   * Optional marketplace kind filter. When omitted, only local marketplaces are queried, plus the default remote catalog when enabled by feature flag.
   */
  marketplaceKinds?: PluginListMarketplaceKind[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginListResponse".
 */
export interface PluginListResponse {
  featuredPluginIds?: string[];
  marketplaceLoadErrors?: MarketplaceLoadErrorInfo[];
  marketplaces: PluginMarketplaceEntry[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginReadParams".
 */
export interface PluginReadParams {
  marketplacePath?: AbsolutePathBuf | null;
  pluginName: string;
  remoteMarketplaceName?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginReadResponse".
 */
export interface PluginReadResponse {
  plugin: PluginDetail;
}
/**
 * Runtime categories affected by this change, not just capabilities currently present. Flags describe declarations before runtime policy filtering. Updates OR the old and new bundle flags; enablement changes and cached reinstalls use the cached bundle; removals retain the old bundle's flags.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginReconcileChangedPlugin".
 */
export interface PluginReconcileChangedPlugin {
  hasApps: boolean;
  hasHooks: boolean;
  hasMcps: boolean;
  /**
   * Whether either bundle declares skill roots; not a validated inventory of enabled skills.
   */
  hasSkills: boolean;
  /**
   * Local plugin ID (`name@marketplace`), matching `PluginSummary.id`.
   */
  id: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginReconcileParams".
 */
export interface PluginReconcileParams {
  /**
   * Optional client-provided reason recorded with the reconciliation attempt.
   */
  reason?: string | null;
}
/**
 * Bundle and installed-state changes observed by this pass, not a runtime-readiness acknowledgement or a cumulative diff since the client's last request. Other metadata-only changes are not listed.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginReconcileResponse".
 */
export interface PluginReconcileResponse {
  /**
   * Plugins affected by bundle changes, enablement changes, or removals. Installed-state changes compare against the previous cached snapshot, including cached reinstalls. Removal hints survive cache cleanup failures; unchanged plugins are omitted.
   */
  changedPlugins: PluginReconcileChangedPlugin[];
  /**
   * Subset of failures for which the requested bundle could not be materialized. A previously cached version may still be available.
   */
  failedMaterializationRemotePluginIds: string[];
  /**
   * Backend remote plugin IDs whose bundle or identity update failed.
   */
  failedRemotePluginIds: string[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginSearchParams".
 */
export interface PluginSearchParams {
  cursor?: string | null;
  cwds?: AbsolutePathBuf[] | null;
  limit?: number | null;
  scope?: PluginSearchScope | null;
  searchTerm: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginSearchResponse".
 */
export interface PluginSearchResponse {
  data: PluginSearchResult[];
  nextCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginSearchResult".
 */
export interface PluginSearchResult {
  marketplaceName: string;
  marketplacePath?: AbsolutePathBuf | null;
  plugin: PluginSummary;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareCheckoutParams".
 */
export interface PluginShareCheckoutParams {
  remotePluginId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareCheckoutResponse".
 */
export interface PluginShareCheckoutResponse {
  marketplaceName: string;
  marketplacePath: AbsolutePathBuf;
  pluginId: string;
  pluginName: string;
  pluginPath: AbsolutePathBuf;
  remotePluginId: string;
  remoteVersion?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareDeleteParams".
 */
export interface PluginShareDeleteParams {
  remotePluginId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareDeleteResponse".
 */
export interface PluginShareDeleteResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareListItem".
 */
export interface PluginShareListItem {
  localPluginPath?: AbsolutePathBuf | null;
  plugin: PluginSummary;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareListParams".
 */
export interface PluginShareListParams {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareListResponse".
 */
export interface PluginShareListResponse {
  data: PluginShareListItem[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareSaveParams".
 */
export interface PluginShareSaveParams {
  discoverability?: PluginShareDiscoverability | null;
  pluginPath: AbsolutePathBuf;
  remotePluginId?: string | null;
  shareTargets?: PluginShareTarget[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareTarget".
 */
export interface PluginShareTarget {
  principalId: string;
  principalType: PluginSharePrincipalType;
  role: PluginShareTargetRole;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareSaveResponse".
 */
export interface PluginShareSaveResponse {
  canPublishToWorkspace?: boolean | null;
  remotePluginId: string;
  shareUrl: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareUpdateTargetsParams".
 */
export interface PluginShareUpdateTargetsParams {
  discoverability: PluginShareUpdateDiscoverability;
  remotePluginId: string;
  shareTargets: PluginShareTarget[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginShareUpdateTargetsResponse".
 */
export interface PluginShareUpdateTargetsResponse {
  discoverability: PluginShareDiscoverability;
  principals: PluginSharePrincipal[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginSkillReadParams".
 */
export interface PluginSkillReadParams {
  remoteMarketplaceName: string;
  remotePluginId: string;
  skillName: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginSkillReadResponse".
 */
export interface PluginSkillReadResponse {
  contents?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginUninstallParams".
 */
export interface PluginUninstallParams {
  pluginId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PluginUninstallResponse".
 */
export interface PluginUninstallResponse {}
/**
 * Final process exit notification for `process/spawn`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProcessExitedNotification".
 */
export interface ProcessExitedNotification {
  /**
   * Process exit code.
   */
  exitCode: number;
  /**
   * Whether output collection hit its post-exit deadline before seeing EOF or reaching the requested byte cap on either stream. Older servers omit this field.
   */
  outputDrainTimedOut?: boolean | null;
  /**
   * Client-supplied, connection-scoped `processHandle` from `process/spawn`.
   */
  processHandle: string;
  /**
   * Buffered stderr capture.
   *
   * Empty when stderr was streamed via `process/outputDelta`.
   */
  stderr: string;
  /**
   * Whether stderr reached `outputBytesCap`.
   *
   * In streaming mode, stderr is empty and cap state is also reported on the final stderr `process/outputDelta` notification.
   */
  stderrCapReached: boolean;
  /**
   * Buffered stdout capture.
   *
   * Empty when stdout was streamed via `process/outputDelta`.
   */
  stdout: string;
  /**
   * Whether stdout reached `outputBytesCap`.
   *
   * In streaming mode, stdout is empty and cap state is also reported on the final stdout `process/outputDelta` notification.
   */
  stdoutCapReached: boolean;
}
/**
 * Terminate a running `process/spawn` session.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProcessKillParams".
 */
export interface ProcessKillParams {
  /**
   * Client-supplied, connection-scoped `processHandle` from `process/spawn`.
   */
  processHandle: string;
}
/**
 * Empty success response for `process/kill`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProcessKillResponse".
 */
export interface ProcessKillResponse {}
/**
 * Base64-encoded output chunk emitted for a streaming `process/spawn` request.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProcessOutputDeltaNotification".
 */
export interface ProcessOutputDeltaNotification {
  /**
   * True on the final streamed chunk for this stream when output was truncated by `outputBytesCap`.
   */
  capReached: boolean;
  /**
   * Base64-encoded output bytes.
   */
  deltaBase64: string;
  /**
   * Client-supplied, connection-scoped `processHandle` from `process/spawn`.
   */
  processHandle: string;
  /**
   * Output stream this chunk belongs to.
   */
  stream: ProcessOutputStream;
}
/**
 * Resize a running PTY-backed `process/spawn` session.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProcessResizePtyParams".
 */
export interface ProcessResizePtyParams {
  /**
   * Client-supplied, connection-scoped `processHandle` from `process/spawn`.
   */
  processHandle: string;
  /**
   * New PTY size in character cells.
   */
  size: ProcessTerminalSize;
}
/**
 * PTY size in character cells for `process/spawn` PTY sessions.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProcessTerminalSize".
 */
export interface ProcessTerminalSize {
  /**
   * Terminal width in character cells.
   */
  cols: number;
  /**
   * Terminal height in character cells.
   */
  rows: number;
}
/**
 * Empty success response for `process/resizePty`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProcessResizePtyResponse".
 */
export interface ProcessResizePtyResponse {}
/**
 * Spawn a standalone process (argv vector) without a Codex sandbox on the host where the app server is running.
 *
 * `process/spawn` returns after the process has started and the connection-scoped `processHandle` has been registered. Process output and exit are reported via `process/outputDelta` and `process/exited` notifications.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProcessSpawnParams".
 */
export interface ProcessSpawnParams {
  /**
   * Command argv vector. Empty arrays are rejected.
   */
  command: string[];
  /**
   * Absolute working directory for the process.
   */
  cwd: AbsolutePathBuf;
  /**
   * Optional environment overrides merged into the app-server process environment.
   *
   * Matching names override inherited values. Set a key to `null` to unset an inherited variable.
   */
  env?: {
    [k: string]: string | null | undefined;
  } | null;
  /**
   * Optional per-stream stdout/stderr capture cap in bytes.
   *
   * When omitted, the server default applies. Set to `null` to disable the cap.
   */
  outputBytesCap?: number | null;
  /**
   * Client-supplied, connection-scoped process handle.
   *
   * Duplicate active handles are rejected on the same connection. The same handle can be reused after the prior process exits.
   */
  processHandle: string;
  /**
   * Optional initial PTY size in character cells. Only valid when `tty` is true.
   */
  size?: ProcessTerminalSize | null;
  /**
   * Allow follow-up `process/writeStdin` requests to write stdin bytes.
   */
  streamStdin?: boolean;
  /**
   * Stream stdout/stderr via `process/outputDelta` notifications.
   *
   * Streamed bytes are not duplicated into the `process/exited` notification.
   */
  streamStdoutStderr?: boolean;
  /**
   * Optional timeout in milliseconds.
   *
   * When omitted, the server default applies. Set to `null` to disable the timeout.
   */
  timeoutMs?: number | null;
  /**
   * Enable PTY mode.
   *
   * This implies `streamStdin` and `streamStdoutStderr`.
   */
  tty?: boolean;
}
/**
 * Successful response for `process/spawn`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProcessSpawnResponse".
 */
export interface ProcessSpawnResponse {}
/**
 * Write stdin bytes to a running `process/spawn` session, close stdin, or both.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProcessWriteStdinParams".
 */
export interface ProcessWriteStdinParams {
  /**
   * Close stdin after writing `deltaBase64`, if present.
   */
  closeStdin?: boolean;
  /**
   * Optional base64-encoded stdin bytes to write.
   */
  deltaBase64?: string | null;
  /**
   * Client-supplied, connection-scoped `processHandle` from `process/spawn`.
   */
  processHandle: string;
}
/**
 * Empty success response for `process/writeStdin`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProcessWriteStdinResponse".
 */
export interface ProcessWriteStdinResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "Project".
 */
export interface Project {
  createdAt: number;
  id: string;
  metadata: {
    [k: string]: string | undefined;
  };
  name: string;
  /**
   * Newest non-archived member thread's recency, in Unix seconds; null when none exist.
   */
  recencyAt?: number | null;
  roots: ProjectRoot[];
  updatedAt: number;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectRoot".
 */
export interface ProjectRoot {
  path: AbsolutePathBuf;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectChangedNotification".
 */
export interface ProjectChangedNotification {
  changeType: ProjectChangeType;
  projectId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectCreateParams".
 */
export interface ProjectCreateParams {
  idempotencyKey: string;
  metadata?: {
    [k: string]: string | undefined;
  } | null;
  name: string;
  roots: ProjectRoot[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectCreateResponse".
 */
export interface ProjectCreateResponse {
  project: Project;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectDeleteParams".
 */
export interface ProjectDeleteParams {
  projectId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectDeleteResponse".
 */
export interface ProjectDeleteResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectImportParams".
 */
export interface ProjectImportParams {
  idempotencyKey: string;
  metadata?: {
    [k: string]: string | undefined;
  } | null;
  name: string;
  roots: ProjectRoot[];
  threads?: string[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectImportResponse".
 */
export interface ProjectImportResponse {
  project: Project;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectListParams".
 */
export interface ProjectListParams {
  cursor?: string | null;
  limit?: number | null;
  /**
   * Requires sortKey. Defaults to asc for position and desc for recencyAt.
   */
  sortDirection?: SortDirection | null;
  /**
   * Defaults to position. Recency sorting always places empty projects last. Use the returned order; numeric positions are not exposed in project responses.
   */
  sortKey?: ProjectSortKey | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectListResponse".
 */
export interface ProjectListResponse {
  data: Project[];
  nextCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectMoveParams".
 */
export interface ProjectMoveParams {
  /**
   * Place the project before this ID, or append it when omitted or null.
   */
  beforeProjectId?: string | null;
  projectId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectMoveResponse".
 */
export interface ProjectMoveResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectReadParams".
 */
export interface ProjectReadParams {
  projectId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectReadResponse".
 */
export interface ProjectReadResponse {
  project: Project;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectUpdateParams".
 */
export interface ProjectUpdateParams {
  metadata?: {
    [k: string]: string | undefined;
  } | null;
  name?: string | null;
  projectId: string;
  roots?: ProjectRoot[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ProjectUpdateResponse".
 */
export interface ProjectUpdateResponse {
  project: Project;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "QueuedSubmission".
 */
export interface QueuedSubmission {
  clientUserMessageId: string;
  id: string;
  input: UserInput[];
  /**
   * Metadata retained with this input, including across reconnect and restoration.
   */
  responsesapiClientMetadata?: {
    [k: string]: string | undefined;
  } | null;
}
/**
 * Internal-only notification containing the exact usage from one upstream Responses API completion.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RawResponseCompletedNotification".
 */
export interface RawResponseCompletedNotification {
  responseId: string;
  threadId: string;
  turnId: string;
  usage?: TokenUsageBreakdown | null;
  usageMetadata?: ResponseUsageMetadata | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TokenUsageBreakdown".
 */
export interface TokenUsageBreakdown {
  cacheWriteInputTokens?: number;
  cachedInputTokens: number;
  inputTokens: number;
  outputTokens: number;
  reasoningOutputTokens: number;
  totalTokens: number;
}
/**
 * Usage metadata reported for one upstream response.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ResponseUsageMetadata".
 */
export interface ResponseUsageMetadata {
  amount?: string | null;
  metadata?: unknown;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RawResponseItemCompletedNotification".
 */
export interface RawResponseItemCompletedNotification {
  item: ResponseItem;
  threadId: string;
  turnId: string;
}
export interface AdditionalToolsResponseItem {
  id?: string | null;
  role: string;
  tools: unknown[];
  type: AdditionalToolsResponseItemType;
}
export interface MessageResponseItem {
  content: ContentItem[];
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  phase?: MessagePhase | null;
  role: string;
  status?: string | null;
  type: MessageResponseItemType;
}
export interface AgentMessageResponseItem {
  author: string;
  content: AgentMessageInputContent[];
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  recipient: string;
  type: AgentMessageResponseItemType;
}
export interface ReasoningResponseItem {
  content?: ReasoningItemContent[] | null;
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  summary: ReasoningItemReasoningSummary[];
  type: ReasoningResponseItemType;
}
export interface ReasoningTextReasoningItemContent {
  text: string;
  type: ReasoningTextReasoningItemContentType;
}
export interface TextReasoningItemContent {
  text: string;
  type: TextReasoningItemContentType;
}
export interface SummaryTextReasoningItemReasoningSummary {
  text: string;
  type: SummaryTextReasoningItemReasoningSummaryType;
}
export interface LocalShellCallResponseItem {
  action: LocalShellAction;
  /**
   * Set when using the Responses API.
   */
  call_id?: string | null;
  encrypted_content?: string | null;
  /**
   * Legacy id field retained for compatibility with older payloads.
   */
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  status: LocalShellStatus;
  type: LocalShellCallResponseItemType;
}
export interface FunctionCallResponseItem {
  arguments: string;
  call_id: string;
  encrypted_content?: string | null;
  encrypted_function_args?: string[] | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  name: string;
  namespace?: string | null;
  status?: string | null;
  type: FunctionCallResponseItemType;
}
export interface ToolSearchCallResponseItem {
  arguments: unknown;
  call_id?: string | null;
  encrypted_content?: string | null;
  execution: string;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  status?: string | null;
  type: ToolSearchCallResponseItemType;
}
export interface FunctionCallOutputResponseItem {
  call_id?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  name?: string | null;
  namespace?: string | null;
  output: FunctionCallOutputBody;
  type: FunctionCallOutputResponseItemType;
}
export interface CustomToolCallResponseItem {
  call_id: string;
  encrypted_content?: string | null;
  id?: string | null;
  input: string;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  name: string;
  namespace?: string | null;
  status?: string | null;
  type: CustomToolCallResponseItemType;
}
export interface CustomToolCallOutputResponseItem {
  call_id: string;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  name?: string | null;
  output: FunctionCallOutputBody;
  type: CustomToolCallOutputResponseItemType;
}
export interface ToolSearchOutputResponseItem {
  call_id?: string | null;
  execution: string;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  status: string;
  tools: unknown[];
  type: ToolSearchOutputResponseItemType;
}
export interface WebSearchCallResponseItem {
  action?: ResponsesApiWebSearchAction | null;
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  status?: string | null;
  type: WebSearchCallResponseItemType;
}
export interface SearchResponsesApiWebSearchAction {
  queries?: string[] | null;
  query?: string | null;
  type: SearchResponsesApiWebSearchActionType;
}
export interface OpenPageResponsesApiWebSearchAction {
  type: OpenPageResponsesApiWebSearchActionType;
  url?: string | null;
}
export interface FindInPageResponsesApiWebSearchAction {
  pattern?: string | null;
  type: FindInPageResponsesApiWebSearchActionType;
  url?: string | null;
}
export interface OtherResponsesApiWebSearchAction {
  type: OtherResponsesApiWebSearchActionType;
}
export interface ImageGenerationCallResponseItem {
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  result: string;
  revised_prompt?: string | null;
  status: string;
  type: ImageGenerationCallResponseItemType;
}
export interface CompactionResponseItem {
  encrypted_content: string;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  type: CompactionResponseItemType;
}
/**
 * A durable input control interpreted by the backend at its position in history.
 */
export interface ConfigurationUpdateResponseItem {
  reasoning: ConfigurationReasoning;
  type: ConfigurationUpdateResponseItemType;
}
export interface CompactionTriggerResponseItem {
  type: CompactionTriggerResponseItemType;
}
export interface ContextCompactionResponseItem {
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  type: ContextCompactionResponseItemType;
}
export interface OtherResponseItem {
  type: OtherResponseItemType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RealtimeVoicesList".
 */
export interface RealtimeVoicesList {
  defaultV1: RealtimeVoice;
  defaultV2: RealtimeVoice;
  v1: RealtimeVoice[];
  v2: RealtimeVoice[];
  v3?: RealtimeVoice[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ReasoningSummaryPartAddedNotification".
 */
export interface ReasoningSummaryPartAddedNotification {
  itemId: string;
  summaryIndex: number;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ReasoningSummaryTextDeltaNotification".
 */
export interface ReasoningSummaryTextDeltaNotification {
  delta: string;
  itemId: string;
  summaryIndex: number;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ReasoningTextDeltaNotification".
 */
export interface ReasoningTextDeltaNotification {
  contentIndex: number;
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlClient".
 */
export interface RemoteControlClient {
  appVersion?: string | null;
  clientId: string;
  deviceModel?: string | null;
  deviceType?: string | null;
  displayName?: string | null;
  lastSeenAt?: number | null;
  osVersion?: string | null;
  platform?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlClientsListParams".
 */
export interface RemoteControlClientsListParams {
  cursor?: string | null;
  environmentId: string;
  limit?: number | null;
  order?: RemoteControlClientsListOrder | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlClientsListResponse".
 */
export interface RemoteControlClientsListResponse {
  data: RemoteControlClient[];
  nextCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlClientsRevokeParams".
 */
export interface RemoteControlClientsRevokeParams {
  clientId: string;
  environmentId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlClientsRevokeResponse".
 */
export interface RemoteControlClientsRevokeResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlDisableResponse".
 */
export interface RemoteControlDisableResponse {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlEnableResponse".
 */
export interface RemoteControlEnableResponse {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlPairingStartParams".
 */
export interface RemoteControlPairingStartParams {
  manualCode?: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlPairingStartResponse".
 */
export interface RemoteControlPairingStartResponse {
  environmentId: string;
  expiresAt: number;
  manualPairingCode?: string | null;
  pairingCode: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlPairingStatusParams".
 */
export interface RemoteControlPairingStatusParams {
  manualPairingCode?: string | null;
  pairingCode?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlPairingStatusResponse".
 */
export interface RemoteControlPairingStatusResponse {
  claimed: boolean;
}
/**
 * Current remote-control connection status and remote identity exposed to clients.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlStatusChangedNotification".
 */
export interface RemoteControlStatusChangedNotification {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RemoteControlStatusReadResponse".
 */
export interface RemoteControlStatusReadResponse {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ReviewStartParams".
 */
export interface ReviewStartParams {
  /**
   * Reviews run inline on the supplied thread. Omit this field or pass `inline`. To review on a separate thread, start a thread first and use its id.
   */
  delivery?: ReviewDelivery | null;
  target: ReviewTarget;
  threadId: string;
}
/**
 * Review the working tree: staged, unstaged, and untracked files.
 */
export interface UncommittedChangesReviewTarget {
  type: UncommittedChangesReviewTargetType;
}
/**
 * Review changes between the current branch and the given base branch.
 */
export interface BaseBranchReviewTarget {
  branch: string;
  type: BaseBranchReviewTargetType;
}
/**
 * Review the changes introduced by a specific commit.
 */
export interface CommitReviewTarget {
  sha: string;
  /**
   * Optional human-readable label (e.g., commit subject) for UIs.
   */
  title?: string | null;
  type: CommitReviewTargetType;
}
/**
 * Arbitrary instructions, equivalent to the old free-form prompt.
 */
export interface CustomReviewTarget {
  instructions: string;
  type: CustomReviewTargetType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ReviewStartResponse".
 */
export interface ReviewStartResponse {
  /**
   * The thread id supplied to `review/start`.
   */
  reviewThreadId: string;
  turn: Turn;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "Turn".
 */
export interface Turn {
  /**
   * Unix timestamp (in seconds) when the turn completed.
   */
  completedAt?: number | null;
  /**
   * Duration between turn start and completion in milliseconds, if known.
   */
  durationMs?: number | null;
  /**
   * Error associated with a failed or interrupted turn.
   */
  error?: TurnError | null;
  /**
   * Identifier for this turn. Codex-generated turn IDs are UUIDv7.
   */
  id: string;
  /**
   * Thread items currently included in this turn payload.
   */
  items: ThreadItem[];
  /**
   * Describes how much of `items` has been loaded for this turn.
   */
  itemsView?: TurnItemsView & string;
  /**
   * ID of the first turn in the chain of work that led to this turn. Pass this as `rootTurnId` when starting work on behalf of this turn. May be null in older history or a `review/start` response.
   */
  rootTurnId?: string | null;
  /**
   * Unix timestamp (in seconds) when the turn started.
   */
  startedAt?: number | null;
  status: TurnStatus;
}
/**
 * Acknowledges the compression trigger, not completion. Existing maintenance locks and cooldowns can cause the background pass to skip without doing work.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "RolloutCompressResponse".
 */
export interface RolloutCompressResponse {}
/**
 * A user-selected root that can expose one or more runtime capabilities.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SelectedCapabilityRoot".
 */
export interface SelectedCapabilityRoot {
  /**
   * Stable identifier supplied by the capability selection platform.
   */
  id: string;
  /**
   * Where the selected root can be resolved.
   */
  location: CapabilityRootLocation;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SendAddCreditsNudgeEmailParams".
 */
export interface SendAddCreditsNudgeEmailParams {
  creditType: AddCreditsNudgeCreditType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SendAddCreditsNudgeEmailResponse".
 */
export interface SendAddCreditsNudgeEmailResponse {
  status: AddCreditsNudgeEmailStatus;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ServerDiagnosticsGauge".
 */
export interface ServerDiagnosticsGauge {
  name: string;
  value: number;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ServerDiagnosticsParams".
 */
export interface ServerDiagnosticsParams {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ServerDiagnosticsProcess".
 */
export interface ServerDiagnosticsProcess {
  id: number;
  physicalFootprintBytes?: number | null;
  residentMemoryBytes?: number | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ServerDiagnosticsResponse".
 */
export interface ServerDiagnosticsResponse {
  gauges: ServerDiagnosticsGauge[];
  process: ServerDiagnosticsProcess;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ServerRequestResolvedNotification".
 */
export interface ServerRequestResolvedNotification {
  requestId: RequestId;
  threadId: string;
}
export interface CustomSessionSource {
  custom: string;
}
export interface SubAgentSessionSource {
  subAgent: SubAgentSource;
}
export interface ThreadSpawnSubAgentSource {
  thread_spawn: {
    agent_nickname?: string | null;
    agent_path?: AgentPath | null;
    agent_role?: string | null;
    depth: number;
    parent_thread_id: ThreadId;
  };
}
export interface OtherSubAgentSource {
  other: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillDependencies".
 */
export interface SkillDependencies {
  tools: SkillToolDependency[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillToolDependency".
 */
export interface SkillToolDependency {
  command?: string | null;
  description?: string | null;
  transport?: string | null;
  type: string;
  url?: string | null;
  value: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillErrorInfo".
 */
export interface SkillErrorInfo {
  message: string;
  path: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillMetadata".
 */
export interface SkillMetadata {
  dependencies?: SkillDependencies | null;
  description: string;
  enabled: boolean;
  interface?: SkillInterface | null;
  name: string;
  path: LegacyAppPathString;
  /**
   * Owning plugin ID, matching `PluginSummary.id`, when known.
   */
  pluginId?: string | null;
  scope: SkillScope;
  /**
   * Legacy short_description from SKILL.md. Prefer SKILL.json interface.short_description.
   */
  shortDescription?: string | null;
}
/**
 * Notification emitted when watched local skill files change.
 *
 * Treat this as an invalidation signal and re-run `skills/list` with the client's current parameters when refreshed skill metadata is needed.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillsChangedNotification".
 */
export interface SkillsChangedNotification {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillsConfigWriteParams".
 */
export interface SkillsConfigWriteParams {
  enabled: boolean;
  /**
   * Name-based selector.
   */
  name?: string | null;
  /**
   * Path-based selector.
   */
  path?: AbsolutePathBuf | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillsConfigWriteResponse".
 */
export interface SkillsConfigWriteResponse {
  effectiveEnabled: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillsExtraRootsSetParams".
 */
export interface SkillsExtraRootsSetParams {
  extraRoots: AbsolutePathBuf[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillsExtraRootsSetResponse".
 */
export interface SkillsExtraRootsSetResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillsListEntry".
 */
export interface SkillsListEntry {
  cwd: string;
  errors: SkillErrorInfo[];
  skills: SkillMetadata[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillsListParams".
 */
export interface SkillsListParams {
  /**
   * When empty, defaults to the current session working directory.
   */
  cwds?: string[];
  /**
   * When true, bypass the skills cache and re-scan skills from disk.
   */
  forceReload?: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "SkillsListResponse".
 */
export interface SkillsListResponse {
  data: SkillsListEntry[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "StrictReviewRequiredNotification".
 */
export interface StrictReviewRequiredNotification {
  /**
   * Unix timestamp (in milliseconds) when this review started.
   */
  startedAtMs: number;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TerminalInteractionNotification".
 */
export interface TerminalInteractionNotification {
  itemId: string;
  processId: string;
  stdin: string;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "Thread".
 */
export interface Thread {
  /**
   * Optional random unique nickname assigned to an AgentControl-spawned sub-agent.
   */
  agentNickname?: string | null;
  /**
   * Optional role (agent_role) assigned to an AgentControl-spawned sub-agent.
   */
  agentRole?: string | null;
  /**
   * Parent that owns this persisted attached thread, independent of fork or spawn lineage.
   */
  attachedToThreadId?: string | null;
  /**
   * Whether the app server accepts direct turn input for this loaded thread. `None` means the capability is unavailable, such as for an unloaded stored thread.
   */
  canAcceptDirectInput?: boolean | null;
  /**
   * Version of the CLI that created the thread.
   */
  cliVersion: string;
  /**
   * Unix timestamp (in seconds) when the thread was created.
   */
  createdAt: number;
  /**
   * Working directory captured for the thread.
   */
  cwd: AbsolutePathBuf;
  /**
   * Saved Daybreak choice, independent of turn execution. Null if unset.
   */
  daybreakEnabled?: boolean | null;
  /**
   * Current environments for a loaded thread, in priority order, primary first. `null` means the thread is not loaded or the server does not expose its selection. An empty list means no environments are selected. This does not report connection status.
   */
  environments?: ThreadEnvironment[] | null;
  /**
   * Whether the thread is ephemeral and should not be materialized on disk.
   */
  ephemeral: boolean;
  /**
   * Optional implementation-specific thread data.
   */
  extra?: ThreadExtra | null;
  /**
   * Source thread id when this thread was created by forking another thread.
   */
  forkedFromId?: string | null;
  /**
   * Optional Git metadata captured when the thread was created.
   */
  gitInfo?: GitInfo | null;
  /**
   * Persisted thread history contract selected when this thread was created.
   */
  historyMode?: ThreadHistoryMode & string;
  /**
   * Identifier for this thread. Codex-generated thread IDs are UUIDv7.
   */
  id: string;
  /**
   * Current configured model when loaded, otherwise the latest persisted model. Null when unavailable. This is not per-turn execution telemetry.
   */
  model?: string | null;
  /**
   * Model provider used for this thread (for example, 'openai').
   */
  modelProvider: string;
  /**
   * Optional user-facing thread title.
   */
  name?: string | null;
  /**
   * Originator recorded when the thread was created, independent of its current client or executor. Null when the recorded originator is unavailable.
   */
  originator?: string | null;
  /**
   * The ID of the parent thread. This will only be set if this thread is a subagent.
   */
  parentThreadId?: string | null;
  /**
   * [UNSTABLE] Path to the thread on disk.
   */
  path?: string | null;
  /**
   * Usually the first user message in the thread, if available.
   */
  preview: string;
  /**
   * Canonical project assignment owned by app-server, if any.
   */
  projectId: string | null;
  /**
   * Current configured reasoning effort when loaded, otherwise the latest persisted effort. Null when unset or unavailable. This is not per-turn execution telemetry.
   */
  reasoningEffort?: ReasoningEffort | null;
  /**
   * Unix timestamp (in seconds) used for thread recency ordering.
   */
  recencyAt?: number | null;
  /**
   * The independently persisted section selected for this thread, if any.
   */
  section?: ThreadSection | null;
  /**
   * Unix timestamp in seconds when the thread entered its current section.
   */
  sectionEnteredAt?: number | null;
  /**
   * Session id shared by threads that belong to the same session tree.
   */
  sessionId: string;
  /**
   * Origin of the thread (CLI, VSCode, codex exec, codex app-server, etc.).
   */
  source: SessionSource;
  /**
   * Current runtime status for the thread.
   */
  status: ThreadStatus;
  /**
   * Optional analytics source classification for this thread.
   */
  threadSource?: ThreadSource | null;
  /**
   * Only populated on `thread/resume`, `thread/fork`, and `thread/read` (when `includeTurns` is true) responses. For all other responses and notifications returning a Thread, the turns field will be an empty list.
   */
  turns: Turn[];
  /**
   * Unix timestamp (in seconds) when the thread was last updated.
   */
  updatedAt: number;
}
/**
 * An environment selected by a loaded thread, independent of connection status.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadEnvironment".
 */
export interface ThreadEnvironment {
  cwd: LegacyAppPathString;
  environmentId: string;
  runtimeWorkspaceRoots: LegacyAppPathString[];
}
/**
 * Extra app-server data for a thread.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadExtra".
 */
export interface ThreadExtra {}
/**
 * An independently persisted, user-visible thread section.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSection".
 */
export interface ThreadSection {
  /**
   * Optional appearance synchronized across clients.
   */
  appearance?: ThreadSectionAppearance | null;
  /**
   * Opaque UUIDv7 identity that remains stable when the section is renamed.
   */
  id: string;
  /**
   * The current user-visible section name.
   */
  name: string;
}
/**
 * Extensible visual presentation for a custom thread section.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSectionAppearance".
 */
export interface ThreadSectionAppearance {
  color?: string | null;
  icon?: string | null;
}
export interface NotLoadedThreadStatus {
  type: NotLoadedThreadStatusType;
}
export interface IdleThreadStatus {
  type: IdleThreadStatusType;
}
export interface SystemErrorThreadStatus {
  type: SystemErrorThreadStatusType;
}
export interface ActiveThreadStatus {
  activeFlags: ThreadActiveFlag[];
  type: ActiveThreadStatusType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadApproveGuardianDeniedActionParams".
 */
export interface ThreadApproveGuardianDeniedActionParams {
  /**
   * Serialized `codex_protocol::protocol::GuardianAssessmentEvent`.
   */
  event: {
    [k: string]: unknown | undefined;
  };
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadApproveGuardianDeniedActionResponse".
 */
export interface ThreadApproveGuardianDeniedActionResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadArchiveParams".
 */
export interface ThreadArchiveParams {
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadArchiveResponse".
 */
export interface ThreadArchiveResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadArchivedNotification".
 */
export interface ThreadArchivedNotification {
  threadId: string;
}
/**
 * An independently persisted attachment associated with a thread.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadAttachment".
 */
export interface ThreadAttachment {
  attachmentType: string;
  createdAt: number;
  id: string;
  identityKey: string;
  payload: unknown;
}
/**
 * Parameters for creating or locating an attachment on its owning thread.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadAttachmentAddParams".
 */
export interface ThreadAttachmentAddParams {
  attachmentType: string;
  identityKey: string;
  payload: unknown;
  threadId: string;
}
/**
 * The created or existing attachment.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadAttachmentAddResponse".
 */
export interface ThreadAttachmentAddResponse {
  attachment: ThreadAttachment;
  outcome: ThreadAttachmentAddOutcome;
}
/**
 * Parameters for listing attachments from one thread.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadAttachmentListParams".
 */
export interface ThreadAttachmentListParams {
  cursor?: string | null;
  limit?: number | null;
  threadId: string;
}
/**
 * One page of attachments associated with the requested thread.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadAttachmentListResponse".
 */
export interface ThreadAttachmentListResponse {
  data: ThreadAttachment[];
  nextCursor?: string | null;
}
/**
 * A thread that currently owns an attachment with the requested identity.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadAttachmentOwner".
 */
export interface ThreadAttachmentOwner {
  /**
   * Whether the owning thread is archived, not whether it is currently executing a turn.
   */
  archived: boolean;
  threadId: string;
}
/**
 * Parameters for reverse lookup by attachment identity within this server's store.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadAttachmentOwnerListParams".
 */
export interface ThreadAttachmentOwnerListParams {
  /**
   * Omitted or null returns all matches; false returns non-archived threads only.
   */
  archived?: boolean | null;
  attachmentType: string;
  cursor?: string | null;
  identityKey: string;
  limit?: number | null;
}
/**
 * One page of matching owners, including threads without their own user messages.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadAttachmentOwnerListResponse".
 */
export interface ThreadAttachmentOwnerListResponse {
  data: ThreadAttachmentOwner[];
  nextCursor?: string | null;
}
/**
 * Parameters for deleting an attachment by its stable thread-local identity.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadAttachmentRemoveParams".
 */
export interface ThreadAttachmentRemoveParams {
  attachmentType: string;
  identityKey: string;
  threadId: string;
}
/**
 * Successful deletion does not return additional attachment data.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadAttachmentRemoveResponse".
 */
export interface ThreadAttachmentRemoveResponse {}
/**
 * Notification published after a thread attachment is created or deleted.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadAttachmentUpdatedNotification".
 */
export interface ThreadAttachmentUpdatedNotification {
  attachmentId: string;
  attachmentType: string;
  identityKey: string;
  operation: ThreadAttachmentOperation;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadBackgroundTerminal".
 */
export interface ThreadBackgroundTerminal {
  command: string;
  cpuPercent?: number | null;
  cwd: LegacyAppPathString;
  itemId: string;
  osPid?: number | null;
  processId: string;
  rssKb?: number | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadBackgroundTerminalsCleanParams".
 */
export interface ThreadBackgroundTerminalsCleanParams {
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadBackgroundTerminalsCleanResponse".
 */
export interface ThreadBackgroundTerminalsCleanResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadBackgroundTerminalsListParams".
 */
export interface ThreadBackgroundTerminalsListParams {
  /**
   * Opaque pagination cursor returned by a previous call.
   */
  cursor?: string | null;
  /**
   * Optional page size.
   */
  limit?: number | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadBackgroundTerminalsListResponse".
 */
export interface ThreadBackgroundTerminalsListResponse {
  data: ThreadBackgroundTerminal[];
  /**
   * Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return.
   */
  nextCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadBackgroundTerminalsTerminateParams".
 */
export interface ThreadBackgroundTerminalsTerminateParams {
  processId: string;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadBackgroundTerminalsTerminateResponse".
 */
export interface ThreadBackgroundTerminalsTerminateResponse {
  terminated: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadClosedNotification".
 */
export interface ThreadClosedNotification {
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadCompactStartParams".
 */
export interface ThreadCompactStartParams {
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadCompactStartResponse".
 */
export interface ThreadCompactStartResponse {}
/**
 * Parameters for `thread/decrement_elicitation`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadDecrementElicitationParams".
 */
export interface ThreadDecrementElicitationParams {
  /**
   * Thread whose out-of-band elicitation counter should be decremented.
   */
  threadId: string;
}
/**
 * Response for `thread/decrement_elicitation`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadDecrementElicitationResponse".
 */
export interface ThreadDecrementElicitationResponse {
  /**
   * Current out-of-band elicitation count after the decrement.
   */
  count: number;
  /**
   * Whether timeout accounting remains paused after applying the decrement.
   */
  paused: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadDeleteParams".
 */
export interface ThreadDeleteParams {
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadDeleteResponse".
 */
export interface ThreadDeleteResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadDeletedNotification".
 */
export interface ThreadDeletedNotification {
  threadId: string;
}
/**
 * There are two ways to fork a thread: 1. By thread_id: load the thread from disk by thread_id and fork it into a new thread. 2. By path: load the thread from disk by path and fork it into a new thread.
 *
 * If using a non-empty path, the thread_id param will be ignored. Empty string path values are treated as absent.
 *
 * Prefer using thread_id whenever possible.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadForkParams".
 */
export interface ThreadForkParams {
  approvalPolicy?: AskForApproval | null;
  /**
   * Override where approval requests are routed for review on this thread and subsequent turns.
   */
  approvalsReviewer?: ApprovalsReviewer | null;
  /**
   * Persist the fork as an attached thread of its resolved source, hidden from ordinary lists. The source cannot be deleted while attached threads exist. Requires a paginated source and local storage; incompatible with ephemeral and deferGoalContinuation. Omitted or false creates an ordinary fork.
   */
  attachToSource?: boolean;
  baseInstructions?: string | null;
  /**
   * Optional turn id to fork before, excluding that turn and all later turns. Cannot be combined with `last_turn_id`.
   */
  beforeTurnId?: string | null;
  config?: {
    [k: string]: unknown | undefined;
  } | null;
  cwd?: string | null;
  /**
   * When true, carry the source thread's current goal into the fork without starting its initial automatic continuation. The next explicit turn owns the goal lifecycle, and normal automatic continuation resumes after it.
   */
  deferGoalContinuation?: boolean;
  developerInstructions?: string | null;
  ephemeral?: boolean;
  /**
   * When true, return only thread metadata and live fork state without populating `thread.turns`. This is useful when the client plans to call `thread/turns/list` immediately after forking. Full-history hydration is deprecated for paginated threads; use this with `thread/turns/list` and `thread/items/list` instead.
   */
  excludeTurns?: boolean;
  /**
   * Disable MCP servers in prediction mode when the inherited window uses incremental tools on Responses Lite. Requires `experimentalPredictionMode: true`.
   */
  experimentalDisablePredictionMcp?: boolean;
  /**
   * Start from the loaded parent's effective config, tools, environments, and persisted history to maximize prompt-cache reuse. Requires a loaded, persisted parent and `ephemeral: true`. Enables `features.reasoning_effort_override` on the fork. Only `config.thread_unload_delay_secs` may override the inherited config. Cannot be combined with `path`, `lastTurnId`, or `beforeTurnId`.
   */
  experimentalPredictionMode?: boolean;
  /**
   * Optional last turn id to fork through, inclusive.
   *
   * When specified, turns after `last_turn_id` are omitted from the fork. The referenced turn cannot be in progress.
   */
  lastTurnId?: string | null;
  /**
   * Configuration overrides for the forked thread, if any.
   */
  model?: string | null;
  modelProvider?: string | null;
  /**
   * [UNSTABLE] Specify the rollout path to fork from. If specified, the thread_id param will be ignored.
   */
  path?: string | null;
  /**
   * Named profile id for the forked thread. Cannot be combined with `sandbox`.
   */
  permissions?: string | null;
  /**
   * Replace the thread's runtime workspace roots. Paths must be absolute.
   */
  runtimeWorkspaceRoots?: AbsolutePathBuf[] | null;
  sandbox?: SandboxMode | null;
  serviceTier?: string | null;
  threadId: string;
  /**
   * Optional client-supplied analytics source classification for this forked thread.
   */
  threadSource?: ThreadSource | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadForkResponse".
 */
export interface ThreadForkResponse {
  /**
   * Named or implicit built-in profile that produced the active permissions, when known.
   */
  activePermissionProfile?: ActivePermissionProfile | null;
  approvalPolicy: AskForApproval;
  /**
   * Reviewer currently used for approval requests on this thread.
   */
  approvalsReviewer: ApprovalsReviewer;
  cwd: AbsolutePathBuf;
  /**
   * Saved list of disabled plugin IDs. Does not yet filter plugin capabilities.
   */
  disabledPluginIds?: string[];
  /**
   * Environment-native paths to instruction source files currently loaded for this thread.
   */
  instructionSources?: LegacyAppPathString[];
  model: string;
  modelProvider: string;
  /**
   * @deprecated Always `explicitRequestOnly`. Use `reasoningEffort` for Ultra behavior.
   */
  multiAgentMode?: MultiAgentMode & string;
  reasoningEffort?: ReasoningEffort | null;
  /**
   * Thread-scoped runtime workspace roots used to materialize `:workspace_roots`.
   */
  runtimeWorkspaceRoots?: AbsolutePathBuf[];
  /**
   * Legacy sandbox policy retained for compatibility. Experimental clients should prefer `activePermissionProfile` for profile provenance.
   */
  sandbox: SandboxPolicy;
  serviceTier?: string | null;
  thread: Thread;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGoal".
 */
export interface ThreadGoal {
  createdAt: number;
  objective: string;
  status: ThreadGoalStatus;
  threadId: string;
  timeUsedSeconds: number;
  tokenBudget?: number | null;
  tokensUsed: number;
  updatedAt: number;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGoalClearParams".
 */
export interface ThreadGoalClearParams {
  /**
   * Missing provenance does not supply user authorization.
   */
  origin?: ThreadGoalMutationOrigin | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGoalClearResponse".
 */
export interface ThreadGoalClearResponse {
  cleared: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGoalClearedNotification".
 */
export interface ThreadGoalClearedNotification {
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGoalGetParams".
 */
export interface ThreadGoalGetParams {
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGoalGetResponse".
 */
export interface ThreadGoalGetResponse {
  goal?: ThreadGoal | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGoalSetParams".
 */
export interface ThreadGoalSetParams {
  objective?: string | null;
  /**
   * Missing provenance does not supply user authorization.
   */
  origin?: ThreadGoalMutationOrigin | null;
  status?: ThreadGoalStatus | null;
  threadId: string;
  tokenBudget?: number | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGoalSetResponse".
 */
export interface ThreadGoalSetResponse {
  goal: ThreadGoal;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGoalUpdatedNotification".
 */
export interface ThreadGoalUpdatedNotification {
  goal: ThreadGoal;
  threadId: string;
  turnId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGuardianAssessment".
 */
export interface ThreadGuardianAssessment {
  outcome: GuardianAssessmentOutcome;
  rationale: string;
  riskLevel: GuardianRiskLevel;
  userAuthorization: GuardianUserAuthorization;
}
/**
 * Calling `thread/guardianReview` subscribes the connection to the thread. The subscription remains after the review completes, keeping the thread loaded until the client calls `thread/unsubscribe` or disconnects. Sequential calls on the same loaded thread can reuse Guardian history across direct reviews and live approvals. The reviewer keeps a separate conversation from the actor and follows the parent thread's normal persistence settings. A retry evaluates the final call again under the current policy.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGuardianReviewParams".
 */
export interface ThreadGuardianReviewParams {
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadGuardianReviewResponse".
 */
export interface ThreadGuardianReviewResponse {
  /**
   * Null when current policy or a remembered approval skips review.
   */
  assessment?: ThreadGuardianAssessment | null;
  callId: string;
}
/**
 * Parameters for `thread/increment_elicitation`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadIncrementElicitationParams".
 */
export interface ThreadIncrementElicitationParams {
  /**
   * Thread whose out-of-band elicitation counter should be incremented.
   */
  threadId: string;
}
/**
 * Response for `thread/increment_elicitation`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadIncrementElicitationResponse".
 */
export interface ThreadIncrementElicitationResponse {
  /**
   * Current out-of-band elicitation count after the increment.
   */
  count: number;
  /**
   * Whether timeout accounting is paused after applying the increment.
   */
  paused: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadInjectItemsParams".
 */
export interface ThreadInjectItemsParams {
  /**
   * Raw Responses API items to append to the thread's model-visible history.
   */
  items: unknown[];
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadInjectItemsResponse".
 */
export interface ThreadInjectItemsResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadItemEntry".
 */
export interface ThreadItemEntry {
  /**
   * Unix timestamp (milliseconds) when the item completed, if recorded by the producer.
   */
  completedAtMs?: number | null;
  item: ThreadItem;
  /**
   * The saved output was omitted. Fetch the complete item with `thread/items/read`.
   */
  outputDeferred?: boolean;
  /**
   * Unix timestamp (milliseconds) when the item started, if recorded by the producer.
   */
  startedAtMs?: number | null;
  /**
   * Turn containing this item.
   */
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadItemOutputDeferral".
 */
export interface ThreadItemOutputDeferral {
  /**
   * Defer nonempty output from successful commands.
   */
  commandExecution?: boolean;
  /**
   * Defer nonempty plain-text results from successful MCP tool calls.
   */
  mcpToolCall?: boolean;
}
export interface ItemThreadItemsListAnchor {
  itemId: string;
  type: ItemThreadItemsListAnchorType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadItemsListParams".
 */
export interface ThreadItemsListParams {
  /**
   * Opaque continuation cursor or an exclusive item anchor in the requested visible turn. An item anchor requires a non-empty `turnId`; ascending (the default) returns items after it, and descending returns items before it. Continue with the returned string cursor.
   */
  cursor?: ThreadItemsListCursor | null;
  /**
   * For a single turn, choose which saved outputs to fetch separately by item ID.
   */
  deferOutput?: ThreadItemOutputDeferral | null;
  /**
   * Optional item page size.
   */
  limit?: number | null;
  /**
   * Optional item pagination direction; defaults to ascending.
   */
  sortDirection?: SortDirection | null;
  threadId: string;
  /**
   * Optional turn id to filter by. When omitted, returns items across the thread.
   */
  turnId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadItemsListResponse".
 */
export interface ThreadItemsListResponse {
  /**
   * Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one item.
   */
  backwardsCursor?: string | null;
  data: ThreadItemEntry[];
  /**
   * Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return.
   */
  nextCursor?: string | null;
}
/**
 * EXPERIMENTAL - retrieve a bounded set of persisted items from one turn.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadItemsReadParams".
 */
export interface ThreadItemsReadParams {
  /**
   * Item IDs to retrieve. Supply 1 to 100 IDs.
   */
  itemIds: string[];
  threadId: string;
  turnId: string;
}
/**
 * EXPERIMENTAL - persisted items returned in canonical stored order.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadItemsReadResponse".
 */
export interface ThreadItemsReadResponse {
  data: ThreadItemEntry[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadListParams".
 */
export interface ThreadListParams {
  /**
   * Optional ancestor thread filter. Returns spawned descendants at any depth, excluding the ancestor itself. Mutually exclusive with `parentThreadId`.
   */
  ancestorThreadId?: string | null;
  /**
   * Optional archived filter; when set to true, only archived threads are returned. If false or null, only non-archived threads are returned.
   */
  archived?: boolean | null;
  /**
   * Return only persistent threads attached to this thread, including empty threads. Mutually exclusive with parentThreadId and ancestorThreadId. Omitting this filter keeps attached threads hidden from ordinary listings.
   */
  attachedToThreadId?: string | null;
  /**
   * Show local history visible to the current ChatGPT account. Defaults to false.
   */
  currentAccountOnly?: boolean;
  /**
   * Opaque pagination cursor returned by a previous call.
   */
  cursor?: string | null;
  /**
   * Optional cwd filter or filters; when set, only threads whose session cwd exactly matches one of these paths are returned.
   */
  cwd?: ThreadListCwdFilter | null;
  /**
   * Thread IDs to exclude before applying the result limit. Up to 100 entries; invalid IDs or a larger list are rejected, never truncated. Send the same exclusions on each page. Omitted, null, or empty means no exclusions.
   */
  excludedThreadIds?: string[] | null;
  /**
   * Include persistent threads attached to a parent when searching by title.
   */
  includeAttachedThreads?: boolean;
  /**
   * Restrict results to up to 100 thread IDs before pagination. Omit or send null for unrestricted results. An empty list matches nothing. Exclusions still apply. Repeat the same IDs on each page. The local store uses indexed metadata for this filter.
   */
  includedThreadIds?: string[] | null;
  /**
   * Optional page size; defaults to a reasonable server-side value.
   */
  limit?: number | null;
  /**
   * Optional provider filter; when set, only sessions recorded under these providers are returned. When present but empty, includes all providers.
   */
  modelProviders?: string[] | null;
  /**
   * Optional originator allowlist, matching any supplied value exactly. Supported by hosted backends only; the local app-server rejects a nonempty list. Omitted or empty lists leave originators unrestricted.
   */
  originators?: string[] | null;
  /**
   * Optional direct parent thread filter. Mutually exclusive with `ancestorThreadId`.
   */
  parentThreadId?: string | null;
  /**
   * Omit to include every project, set to null for unassigned threads, or provide a project ID to return only threads in that project.
   */
  projectId?: string | null;
  /**
   * Optional substring filter for the extracted thread title.
   */
  searchTerm?: string | null;
  /**
   * Omit to include every section, set to `null` for unsectioned threads, or provide a section ID to return only threads in that section.
   */
  sectionId?: string | null;
  /**
   * Optional sort direction; defaults to descending (newest first).
   */
  sortDirection?: SortDirection | null;
  /**
   * Optional sort key; defaults to created_at.
   */
  sortKey?: ThreadSortKey | null;
  /**
   * Optional source filter; when set, only sessions from these source kinds are returned. When omitted or empty, defaults to interactive sources.
   */
  sourceKinds?: ThreadSourceKind[] | null;
  /**
   * If true, the local store returns indexed metadata without scanning JSONL rollouts for repairs. Requests with `includedThreadIds` always use indexed metadata.
   */
  useStateDbOnly?: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadListResponse".
 */
export interface ThreadListResponse {
  /**
   * Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one thread. Use it with the opposite `sortDirection`; for timestamp sorts it anchors at the start of the page timestamp so same-second updates are not skipped.
   */
  backwardsCursor?: string | null;
  data: Thread[];
  /**
   * Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return.
   */
  nextCursor?: string | null;
  /**
   * Local receipts for eligible threads on this page, keyed by thread ID. Null means durable read state is unavailable; an absent key means that row is ineligible.
   */
  readStates?: {
    [k: string]: ThreadReadState | undefined;
  } | null;
}
/**
 * The first unread position in a durable local thread. A null position means read. The opaque revision guards edits against activity or marks the caller has not seen.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadReadState".
 */
export interface ThreadReadState {
  firstUnread?: ThreadUnreadPosition | null;
  revision: string;
}
/**
 * Explicitly marked unread, including when the thread has no turns.
 */
export interface ThreadStartThreadUnreadPosition {
  type: ThreadStartThreadUnreadPositionType;
}
/**
 * The earliest completed result needing attention.
 */
export interface TurnThreadUnreadPosition {
  turnId: string;
  type: TurnThreadUnreadPositionType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadLoadedListParams".
 */
export interface ThreadLoadedListParams {
  /**
   * Opaque pagination cursor returned by a previous call.
   */
  cursor?: string | null;
  /**
   * Optional page size; defaults to no limit.
   */
  limit?: number | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadLoadedListResponse".
 */
export interface ThreadLoadedListResponse {
  /**
   * Thread ids for sessions currently loaded in memory.
   */
  data: string[];
  /**
   * Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return.
   */
  nextCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadMemoryModeSetParams".
 */
export interface ThreadMemoryModeSetParams {
  mode: ThreadMemoryMode;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadMemoryModeSetResponse".
 */
export interface ThreadMemoryModeSetResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadMemoryReadParams".
 */
export interface ThreadMemoryReadParams {
  /**
   * The thread must already be started or resumed.
   */
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadMemoryReadResponse".
 */
export interface ThreadMemoryReadResponse {
  /**
   * Summary from the thread's selected memory version. Null when memory use is disabled or the selected summary is missing, unreadable, or blank.
   */
  summary?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadMetadataGitInfoUpdateParams".
 */
export interface ThreadMetadataGitInfoUpdateParams {
  /**
   * Omit to leave the stored branch unchanged, set to `null` to clear it, or provide a non-empty string to replace it.
   */
  branch?: string | null;
  /**
   * Omit to leave the stored origin URL unchanged, set to `null` to clear it, or provide a non-empty string to replace it.
   */
  originUrl?: string | null;
  /**
   * Omit to leave the stored commit unchanged, set to `null` to clear it, or provide a non-empty string to replace it.
   */
  sha?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadMetadataUpdateParams".
 */
export interface ThreadMetadataUpdateParams {
  /**
   * Save the client's Daybreak choice for this persistent thread. Omitted or null leaves it unchanged. This does not select a turn's `cyberAccessProgram` or grant access.
   */
  daybreakEnabled?: boolean | null;
  /**
   * Patch the stored Git metadata for this thread. Omit a field to leave it unchanged, set it to `null` to clear it, or provide a string to replace the stored value.
   */
  gitInfo?: ThreadMetadataGitInfoUpdateParams | null;
  /**
   * Omit to leave the project unchanged, use an empty string to clear it, or provide an existing project ID to assign it.
   */
  projectId?: string | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadMetadataUpdateResponse".
 */
export interface ThreadMetadataUpdateResponse {
  thread: Thread;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadNameUpdatedNotification".
 */
export interface ThreadNameUpdatedNotification {
  threadId: string;
  threadName?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadPredictionRequestParams".
 */
export interface ThreadPredictionRequestParams {
  sourceTurnId: string;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadPredictionRequestResponse".
 */
export interface ThreadPredictionRequestResponse {}
export interface CompletedThreadPredictionResult {
  text?: string | null;
  type: CompletedThreadPredictionResultType;
}
export interface FailedThreadPredictionResult {
  type: FailedThreadPredictionResultType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadPredictionUpdatedNotification".
 */
export interface ThreadPredictionUpdatedNotification {
  result: ThreadPredictionResult;
  sourceTurnId: string;
  threadId: string;
}
/**
 * Prepare an approved plan for the first turn of a fresh thread.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadPrepareApprovedPlanParams".
 */
export interface ThreadPrepareApprovedPlanParams {
  /**
   * Absolute path to the optional app-server copy of the plan.
   */
  attachmentPath?: string | null;
  markdown: string;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadPrepareApprovedPlanResponse".
 */
export interface ThreadPrepareApprovedPlanResponse {
  /**
   * Initial user prompt. If no attachment is readable, the plan is already in the thread's context.
   */
  prompt: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadProjectUpdatedNotification".
 */
export interface ThreadProjectUpdatedNotification {
  projectId: string | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadQueueAddParams".
 */
export interface ThreadQueueAddParams {
  clientUserMessageId: string;
  input: UserInput[];
  /**
   * ResponsesAPI metadata captured from the client submitting this input.
   */
  responsesapiClientMetadata?: {
    [k: string]: string | undefined;
  } | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadQueueAddResponse".
 */
export interface ThreadQueueAddResponse {
  queuedSubmission: QueuedSubmission;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadQueueChangedNotification".
 */
export interface ThreadQueueChangedNotification {
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadQueueDeleteParams".
 */
export interface ThreadQueueDeleteParams {
  queuedSubmissionId: string;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadQueueDeleteResponse".
 */
export interface ThreadQueueDeleteResponse {
  deleted: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadQueueListParams".
 */
export interface ThreadQueueListParams {
  /**
   * Opaque pagination cursor returned by a previous call.
   */
  cursor?: string | null;
  /**
   * Optional page size; defaults to the standard thread-list page size.
   */
  limit?: number | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadQueueListResponse".
 */
export interface ThreadQueueListResponse {
  data: QueuedSubmission[];
  /**
   * Opaque cursor for the next page, or `null` when no submissions remain.
   */
  nextCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadQueueReorderParams".
 */
export interface ThreadQueueReorderParams {
  queuedSubmissionIds: string[];
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadQueueReorderResponse".
 */
export interface ThreadQueueReorderResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadQueueStartParams".
 */
export interface ThreadQueueStartParams {
  queuedSubmissionId?: string | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadQueueStartResponse".
 */
export interface ThreadQueueStartResponse {
  turn: Turn;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadQueueUpdateParams".
 */
export interface ThreadQueueUpdateParams {
  input: UserInput[];
  queuedSubmissionId: string;
  /**
   * Non-empty metadata replaces the input's metadata; omission or an empty map preserves it.
   */
  responsesapiClientMetadata?: {
    [k: string]: string | undefined;
  } | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadQueueUpdateResponse".
 */
export interface ThreadQueueUpdateResponse {
  queuedSubmission: QueuedSubmission;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadReadParams".
 */
export interface ThreadReadParams {
  /**
   * When true, include turns and their items from rollout history. Full-history hydration is deprecated for paginated threads; prefer a metadata-only read and page with `thread/turns/list` and `thread/items/list`.
   */
  includeTurns?: boolean;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadReadResponse".
 */
export interface ThreadReadResponse {
  /**
   * Local receipt. Null means this thread's durable read state is unavailable.
   */
  readState?: ThreadReadState | null;
  thread: Thread;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadReadStateChangedNotification".
 */
export interface ThreadReadStateChangedNotification {
  readState: ThreadReadState;
  threadId: string;
}
export interface ReadThreadReadStateOperation {
  type: ReadThreadReadStateOperationType;
}
export interface UnreadThreadReadStateOperation {
  type: UnreadThreadReadStateOperationType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadReadStateUpdateParams".
 */
export interface ThreadReadStateUpdateParams {
  /**
   * Revision of the row or transcript actually seen. Conflicts require a fresh user action.
   */
  expectedRevision: string;
  operation: ThreadReadStateOperation;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadReadStateUpdateResponse".
 */
export interface ThreadReadStateUpdateResponse {
  readState: ThreadReadState;
}
/**
 * EXPERIMENTAL - append audio input to thread realtime.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeAppendAudioParams".
 */
export interface ThreadRealtimeAppendAudioParams {
  audio: ThreadRealtimeAudioChunk;
  threadId: string;
}
/**
 * EXPERIMENTAL - thread realtime audio chunk.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeAudioChunk".
 */
export interface ThreadRealtimeAudioChunk {
  data: string;
  itemId?: string | null;
  numChannels: number;
  sampleRate: number;
  samplesPerChannel?: number | null;
}
/**
 * EXPERIMENTAL - response for appending realtime audio input.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeAppendAudioResponse".
 */
export interface ThreadRealtimeAppendAudioResponse {}
/**
 * EXPERIMENTAL - append speakable text to thread realtime.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeAppendSpeechParams".
 */
export interface ThreadRealtimeAppendSpeechParams {
  text: string;
  threadId: string;
}
/**
 * EXPERIMENTAL - response for appending realtime speech.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeAppendSpeechResponse".
 */
export interface ThreadRealtimeAppendSpeechResponse {}
/**
 * EXPERIMENTAL - append text input to thread realtime.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeAppendTextParams".
 */
export interface ThreadRealtimeAppendTextParams {
  role?: ConversationTextRole & string;
  text: string;
  threadId: string;
}
/**
 * EXPERIMENTAL - response for appending realtime text input.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeAppendTextResponse".
 */
export interface ThreadRealtimeAppendTextResponse {}
export interface WholeItemThreadRealtimeBemItemPresentation {
  type: WholeItemThreadRealtimeBemItemPresentationType;
}
export interface InlineMarkdownThreadRealtimeBemItemPresentation {
  type: InlineMarkdownThreadRealtimeBemItemPresentationType;
}
export interface InlineVisualizationThreadRealtimeBemItemPresentation {
  index: number;
  type: InlineVisualizationThreadRealtimeBemItemPresentationType;
}
/**
 * EXPERIMENTAL - emitted when thread realtime transport closes.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeClosedNotification".
 */
export interface ThreadRealtimeClosedNotification {
  reason?: string | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeEntry".
 */
export interface ThreadRealtimeEntry {
  item: ThreadRealtimeItem;
  position: number;
}
export interface RealtimeSessionStartedThreadRealtimeItem {
  type: RealtimeSessionStartedThreadRealtimeItemType;
}
export interface FrameThreadRealtimeItem {
  channels: ThreadRealtimeFrameChannels;
  type: FrameThreadRealtimeItemType;
}
/**
 * A frame holds one or more payloads, at most one per channel. They share one ID, observation time, and seal. V1 requires its only channel, `voice_transcript`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeFrameChannels".
 */
export interface ThreadRealtimeFrameChannels {
  voice_transcript: ThreadRealtimeVoiceTranscript;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeVoiceTranscript".
 */
export interface ThreadRealtimeVoiceTranscript {
  role: ThreadRealtimeTranscriptRole;
  text: string;
}
export interface TranscriptSegmentThreadRealtimeItem {
  role: ThreadRealtimeTranscriptRole;
  text: string;
  type: TranscriptSegmentThreadRealtimeItemType;
}
export interface BemItemPromotedThreadRealtimeItem {
  item_id: string;
  presentation: ThreadRealtimeBemItemPresentation;
  turn_id: string;
  type: BemItemPromotedThreadRealtimeItemType;
}
export interface RealtimeSessionClosedThreadRealtimeItem {
  outcome: ThreadRealtimeSessionOutcome;
  type: RealtimeSessionClosedThreadRealtimeItemType;
}
export interface TurnInputAcceptedThreadRealtimeItem {
  handoff_id: string;
  input: string;
  input_item_id: string;
  mode: ThreadRealtimeHandoffMode;
  source_event_ids: string[];
  turn_id: string;
  type: TurnInputAcceptedThreadRealtimeItemType;
}
export interface SessionEndInputSavedThreadRealtimeItem {
  input: string;
  input_item_id: string;
  source_event_ids: string[];
  type: SessionEndInputSavedThreadRealtimeItemType;
}
/**
 * EXPERIMENTAL - emitted when thread realtime encounters an error.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeErrorNotification".
 */
export interface ThreadRealtimeErrorNotification {
  message: string;
  threadId: string;
}
/**
 * EXPERIMENTAL - role-bearing text item included when a realtime V3 session starts.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeInitialItem".
 */
export interface ThreadRealtimeInitialItem {
  role: ConversationTextRole;
  text: string;
}
/**
 * EXPERIMENTAL - raw non-audio thread realtime item emitted by the backend.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeItemAddedNotification".
 */
export interface ThreadRealtimeItemAddedNotification {
  item: unknown;
  threadId: string;
}
/**
 * EXPERIMENTAL - a realtime timeline item published after canonical commit.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeItemCompletedNotification".
 */
export interface ThreadRealtimeItemCompletedNotification {
  item: ThreadRealtimeItem;
  threadId: string;
}
/**
 * EXPERIMENTAL - a realtime timeline item started before its content streams.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeItemStartedNotification".
 */
export interface ThreadRealtimeItemStartedNotification {
  item: ThreadRealtimeItem;
  threadId: string;
}
/**
 * EXPERIMENTAL - text appended to an active realtime transcript item.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeItemTranscriptDeltaNotification".
 */
export interface ThreadRealtimeItemTranscriptDeltaNotification {
  delta: string;
  itemId: string;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeListParams".
 */
export interface ThreadRealtimeListParams {
  afterPosition?: number | null;
  cursor?: string | null;
  /**
   * A required exact event ID, such as a completed item's acknowledgement. Returns pending until projected. Explicit filters can exclude a known event.
   */
  eventId?: string | null;
  /**
   * Inclusive canonical observation time lower bound.
   */
  fromObservedAtMs?: number | null;
  limit?: number | null;
  /**
   * Defaults to canonical observation time.
   */
  order?: ThreadRealtimeOrder | null;
  /**
   * Return pending until the projection includes this committed position.
   */
  requiredThroughPosition?: number | null;
  sessionId?: string | null;
  /**
   * Exclusive committed position delimiting an immutable snapshot.
   */
  snapshotEnd?: number | null;
  threadId: string;
  /**
   * Exclusive canonical observation time upper bound.
   */
  toObservedAtMs?: number | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeListResponse".
 */
export interface ThreadRealtimeListResponse {
  coverage: ThreadRealtimeCoverage;
  data: ThreadRealtimeEntry[];
  nextCursor?: string | null;
  /**
   * Exclusive position through which the projection has processed canonical history.
   */
  projectedThroughItemIndex: number;
  snapshotEnd: number;
}
/**
 * EXPERIMENTAL - list voices supported by thread realtime.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeListVoicesParams".
 */
export interface ThreadRealtimeListVoicesParams {}
/**
 * EXPERIMENTAL - response for listing supported realtime voices.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeListVoicesResponse".
 */
export interface ThreadRealtimeListVoicesResponse {
  voices: RealtimeVoicesList;
}
/**
 * EXPERIMENTAL - streamed output audio emitted by thread realtime.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeOutputAudioDeltaNotification".
 */
export interface ThreadRealtimeOutputAudioDeltaNotification {
  audio: ThreadRealtimeAudioChunk;
  threadId: string;
}
/**
 * EXPERIMENTAL - emitted with the remote SDP for a WebRTC realtime session.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeSdpNotification".
 */
export interface ThreadRealtimeSdpNotification {
  sdp: string;
  threadId: string;
}
/**
 * EXPERIMENTAL - start a thread-scoped realtime session.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeStartParams".
 */
export interface ThreadRealtimeStartParams {
  /**
   * Relays public reasoning summaries as quiet context for realtime V3 delegations. Defaults to false.
   */
  backendReasoningStatus?: boolean;
  /**
   * Leaves Codex response handoffs to the client's explicit append calls instead of forwarding them automatically. Defaults to false.
   */
  clientManagedHandoffs?: boolean | null;
  /**
   * Overrides BEM channel prefixes by `analysis`, `commentary`, or `final`. Omitted channels retain their default uppercase bracketed prefixes.
   */
  codexResponseHandoffChannelPrefixes?: {
    [k: string]: string[] | undefined;
  } | null;
  /**
   * Selects how automatic Codex responses are routed in Frameless Bidi sessions. Omitted values default to `thinking`. Realtime V1 and V2 ignore this setting.
   */
  codexResponseHandoffMode?: CodexResponseHandoffMode | null;
  /**
   * Optional prefix added to automatic Codex response items when `codexResponsesAsItems` is true.
   */
  codexResponseItemPrefix?: string | null;
  /**
   * Sends automatic Codex responses as realtime conversation items instead of handoff appends.
   */
  codexResponsesAsItems?: boolean | null;
  /**
   * Controls whether a realtime V3 delegation produces an acknowledgement filler. Omitted values preserve the Realtime API's default behavior.
   */
  delegationAckFiller?: boolean | null;
  /**
   * Routes any transcript tail remaining at session end through Codex. Defaults to false. TODO: Remove this rollout knob once transcript-tail flushing is always enabled.
   */
  flushTranscriptTailOnSessionEnd?: boolean | null;
  /**
   * Set to false to start without Codex's startup context. Omitted or null includes it.
   */
  includeStartupContext?: boolean | null;
  /**
   * Adds complete role-bearing text items to the initial Frameless Bidi session history. This is only supported by realtime V3 and is sent during session startup. Requests are limited to 128 items and 8,192 estimated text tokens in total.
   */
  initialItems?: ThreadRealtimeInitialItem[] | null;
  /**
   * Overrides the configured realtime model for this session only.
   */
  model?: string | null;
  /**
   * Selects text or audio output for the realtime session. Transport and voice stay independent so clients can choose how they connect separately from what the model emits.
   */
  outputModality: RealtimeOutputModality;
  prompt?: string | null;
  /**
   * Developer instructions given to the backing Codex model when this realtime session ends.
   */
  realtimeEndInstructions?: string | null;
  realtimeSessionId?: string | null;
  /**
   * Developer instructions given to the backing Codex model when this realtime session starts.
   */
  realtimeStartInstructions?: string | null;
  threadId: string;
  transport?: ThreadRealtimeStartTransport | null;
  /**
   * Overrides the configured realtime protocol version for this session only.
   */
  version?: RealtimeConversationVersion | null;
  voice?: RealtimeVoice | null;
  /**
   * Client-generated identifier for the product voice session. This is distinct from `realtimeSessionId`.
   */
  voiceSessionId?: string | null;
}
export interface WebsocketThreadRealtimeStartTransport {
  type: WebsocketThreadRealtimeStartTransportType;
}
export interface WebrtcThreadRealtimeStartTransport {
  /**
   * SDP offer generated by a WebRTC RTCPeerConnection after configuring audio and the realtime events data channel.
   */
  sdp: string;
  type: WebrtcThreadRealtimeStartTransportType;
}
export interface ExistingCallThreadRealtimeStartTransport {
  /**
   * Identifier of a realtime call already created and negotiated by the client.
   */
  callId: string;
  type: ExistingCallThreadRealtimeStartTransportType;
}
/**
 * EXPERIMENTAL - response for starting thread realtime.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeStartResponse".
 */
export interface ThreadRealtimeStartResponse {}
/**
 * EXPERIMENTAL - emitted when thread realtime startup is accepted.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeStartedNotification".
 */
export interface ThreadRealtimeStartedNotification {
  realtimeSessionId?: string | null;
  threadId: string;
  version: RealtimeConversationVersion;
}
/**
 * EXPERIMENTAL - stop thread realtime.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeStopParams".
 */
export interface ThreadRealtimeStopParams {
  threadId: string;
}
/**
 * EXPERIMENTAL - response for stopping thread realtime.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeStopResponse".
 */
export interface ThreadRealtimeStopResponse {}
/**
 * EXPERIMENTAL - flat transcript delta emitted whenever realtime transcript text changes.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeTranscriptDeltaNotification".
 */
export interface ThreadRealtimeTranscriptDeltaNotification {
  /**
   * Live transcript delta from the realtime event.
   */
  delta: string;
  role: string;
  threadId: string;
}
/**
 * EXPERIMENTAL - final transcript text emitted when realtime completes a transcript part.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRealtimeTranscriptDoneNotification".
 */
export interface ThreadRealtimeTranscriptDoneNotification {
  role: string;
  /**
   * Final complete text for the transcript part.
   */
  text: string;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadResumeInitialTurnsPageParams".
 */
export interface ThreadResumeInitialTurnsPageParams {
  /**
   * How much item detail to include for each returned turn; defaults to summary.
   */
  itemsView?: TurnItemsView | null;
  /**
   * Optional turn page size.
   */
  limit?: number | null;
  /**
   * Optional turn pagination direction; defaults to descending.
   */
  sortDirection?: SortDirection | null;
}
/**
 * There are three ways to resume a thread: 1. By thread_id: load the thread from disk by thread_id and resume it. 2. By history: instantiate the thread from memory and resume it. 3. By path: load the thread from disk by path and resume it.
 *
 * For non-running threads, the precedence is: history > non-empty path > thread_id. If using history or a non-empty path for a non-running thread, the thread_id param will be ignored.
 *
 * If thread_id identifies a running thread, app-server rejoins that thread and treats a non-empty path as a consistency check against the active rollout path. Empty string path values are treated as absent.
 *
 * Prefer using thread_id whenever possible.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadResumeParams".
 */
export interface ThreadResumeParams {
  approvalPolicy?: AskForApproval | null;
  /**
   * Override where approval requests are routed for review on this thread and subsequent turns.
   */
  approvalsReviewer?: ApprovalsReviewer | null;
  baseInstructions?: string | null;
  config?: {
    [k: string]: unknown | undefined;
  } | null;
  cwd?: string | null;
  developerInstructions?: string | null;
  /**
   * When true, return only thread metadata and live-resume state without populating `thread.turns`. This is useful when the client plans to call `thread/turns/list` immediately after resuming. Full-history hydration is deprecated for paginated threads; use this with `thread/turns/list` and `thread/items/list` instead.
   */
  excludeTurns?: boolean;
  /**
   * [UNSTABLE] FOR CODEX CLOUD - DO NOT USE. If specified, the thread will be resumed with the provided history instead of loaded from disk.
   */
  history?: ResponseItem[] | null;
  /**
   * When present, include a `thread/turns/list` page in the resume response so clients can bootstrap recent turns without a second request.
   */
  initialTurnsPage?: ThreadResumeInitialTurnsPageParams | null;
  /**
   * Configuration overrides for the resumed thread, if any.
   */
  model?: string | null;
  modelProvider?: string | null;
  /**
   * [UNSTABLE] Specify the rollout path to resume from. If specified for a non-running thread, the thread_id param will be ignored. If thread_id identifies a running thread, the path must match the active rollout path.
   */
  path?: string | null;
  /**
   * Named profile id for the resumed thread. Cannot be combined with `sandbox`.
   */
  permissions?: string | null;
  /**
   * @deprecated `friendly` and `pragmatic` no longer select a style. Changing this does not rewrite the thread's existing instructions.
   */
  personality?: Personality | null;
  /**
   * Replace the thread's runtime workspace roots. Paths must be absolute.
   */
  runtimeWorkspaceRoots?: AbsolutePathBuf[] | null;
  sandbox?: SandboxMode | null;
  serviceTier?: string | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadResumeResponse".
 */
export interface ThreadResumeResponse {
  /**
   * Named or implicit built-in profile that produced the active permissions, when known.
   */
  activePermissionProfile?: ActivePermissionProfile | null;
  approvalPolicy: AskForApproval;
  /**
   * Reviewer currently used for approval requests on this thread.
   */
  approvalsReviewer: ApprovalsReviewer;
  /**
   * Effective collaboration mode. Absent when resuming from an older server.
   */
  collaborationMode?: CollaborationMode | null;
  cwd: AbsolutePathBuf;
  /**
   * Saved list of disabled plugin IDs. Does not yet filter plugin capabilities.
   */
  disabledPluginIds?: string[];
  /**
   * `thread/turns/list` page returned when requested by `initialTurnsPage`.
   */
  initialTurnsPage?: TurnsPage | null;
  /**
   * Environment-native paths to instruction source files currently loaded for this thread.
   */
  instructionSources?: LegacyAppPathString[];
  /**
   * Opaque cursor for hydrating paginated items backwards.
   *
   * Pass this as `cursor` to `thread/items/list` with `sortDirection: "desc"`. The first page includes the item identified by the cursor.
   */
  itemsBackwardsCursor?: string | null;
  model: string;
  modelProvider: string;
  /**
   * @deprecated Always `explicitRequestOnly`. Use `reasoningEffort` for Ultra behavior.
   */
  multiAgentMode?: MultiAgentMode & string;
  reasoningEffort?: ReasoningEffort | null;
  /**
   * Thread-scoped runtime workspace roots used to materialize `:workspace_roots`.
   */
  runtimeWorkspaceRoots?: AbsolutePathBuf[];
  /**
   * Legacy sandbox policy retained for compatibility. Experimental clients should prefer `activePermissionProfile` for profile provenance.
   */
  sandbox: SandboxPolicy;
  serviceTier?: string | null;
  thread: Thread;
  /**
   * Opaque cursor for hydrating paginated turns backwards.
   *
   * Pass this as `cursor` to `thread/turns/list` with `sortDirection: "desc"`. The first page includes the turn identified by the cursor.
   */
  turnsBackwardsCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnsPage".
 */
export interface TurnsPage {
  backwardsCursor?: string | null;
  data: Turn[];
  nextCursor?: string | null;
}
/**
 * Replace a paginated thread's durable history with the prefix before one turn.
 *
 * This only changes persisted conversation history. It does not revert local file changes.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRevertParams".
 */
export interface ThreadRevertParams {
  /**
   * Turn excluded from the replacement history, together with every later turn.
   */
  beforeTurnId: string;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRevertResponse".
 */
export interface ThreadRevertResponse {
  /**
   * Opaque cursor for hydrating paginated items backwards.
   *
   * Pass this as `cursor` to `thread/items/list` with `sortDirection: "desc"`. The first page includes the item identified by the cursor.
   */
  itemsBackwardsCursor?: string | null;
  /**
   * Updated loaded thread metadata. `turns` is always empty; hydrate retained history through `thread/turns/list`.
   */
  thread: Thread;
  /**
   * Opaque cursor for hydrating paginated turns backwards.
   *
   * Pass this as `cursor` to `thread/turns/list` with `sortDirection: "desc"`. The first page includes the turn identified by the cursor.
   */
  turnsBackwardsCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadRevertedNotification".
 */
export interface ThreadRevertedNotification {
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSampleCancelParams".
 */
export interface ThreadSampleCancelParams {
  requestId: RequestId;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSampleCancelResponse".
 */
export interface ThreadSampleCancelResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSampleParams".
 */
export interface ThreadSampleParams {
  /**
   * Allow sampling the latest turn before it finishes.
   */
  allowInProgressTurn?: boolean;
  /**
   * Disable MCP servers when the inherited window uses incremental tools on Responses Lite.
   */
  disableMcp?: boolean;
  /**
   * Applied only when the provider and model support cache-preserving reasoning-effort updates.
   */
  effort?: ReasoningEffort | null;
  /**
   * The loaded source's latest turn, which must be finished (completed, failed, or interrupted) unless `allowInProgressTurn` is true.
   */
  expectedTurnId: string;
  /**
   * Override upstream interruption on cancellation for this sample; otherwise inherit the parent.
   */
  interruptOnCancel?: boolean | null;
  prompt: string;
  /**
   * Optional metadata to enrich Codex's ResponsesAPI turn metadata.
   */
  responsesapiClientMetadata?: {
    [k: string]: string | undefined;
  } | null;
  threadId: string;
  threadSource?: ThreadSource | null;
  turnTrigger?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSampleResponse".
 */
export interface ThreadSampleResponse {
  cachedInputTokens?: number | null;
  inputTokens?: number | null;
  outputTokens?: number | null;
  responseId: string;
  sourceTurnId: string;
  /**
   * Assistant text from the response, or null if it attempted a tool call or completed without text.
   */
  text?: string | null;
}
/**
 * Request cancellation on the same connection. `thread/search/cancel` targets only `thread/search`; `thread/search/stream/cancel` targets only `thread/search/stream`. Cancellation is idempotent: the cancel response acknowledges the request, and an interrupted search completes with an error after its subprocess is stopped and reaped. If completion races cancellation, the original search may still succeed. An already-completed search is unaffected.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSearchCancelParams".
 */
export interface ThreadSearchCancelParams {
  requestId: RequestId;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSearchCancelResponse".
 */
export interface ThreadSearchCancelResponse {}
/**
 * One visible message occurrence returned by [`ThreadSearchOccurrencesResponse`].
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSearchOccurrence".
 */
export interface ThreadSearchOccurrence {
  itemId: string;
  snippet: string;
  /**
   * Match range within `snippet`, in UTF-16 code units.
   */
  snippetMatchRange: ThreadSearchTextRange;
  /**
   * Opaque inclusive cursor accepted by `thread/turns/list` for this turn.
   */
  turnCursor: string;
  turnId: string;
}
/**
 * UTF-16 code-unit range within `snippet`.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSearchTextRange".
 */
export interface ThreadSearchTextRange {
  /**
   * Exclusive UTF-16 code-unit offset.
   */
  end: number;
  /**
   * Inclusive UTF-16 code-unit offset.
   */
  start: number;
}
/**
 * Parameters for searching visible message occurrences within one paginated thread.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSearchOccurrencesParams".
 */
export interface ThreadSearchOccurrencesParams {
  /**
   * Opaque cursor returned by a previous call for the same thread and search term.
   */
  cursor?: string | null;
  /**
   * Optional occurrence page size.
   */
  limit?: number | null;
  /**
   * Case-insensitive literal substring to find in visible user messages and both partial and final assistant answers.
   */
  searchTerm: string;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSearchOccurrencesResponse".
 */
export interface ThreadSearchOccurrencesResponse {
  /**
   * Occurrences in chronological message order.
   */
  data: ThreadSearchOccurrence[];
  /**
   * Opaque cursor to continue after the last returned occurrence.
   */
  nextCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSearchParams".
 */
export interface ThreadSearchParams {
  /**
   * Optional archived filter; when set to true, only archived threads are returned. If false or null, only non-archived threads are returned.
   */
  archived?: boolean | null;
  /**
   * Show local history visible to the current ChatGPT account. Defaults to false.
   */
  currentAccountOnly?: boolean;
  /**
   * Opaque pagination cursor returned by a previous call.
   */
  cursor?: string | null;
  /**
   * Include persistent threads attached to a parent in search results.
   */
  includeAttachedThreads?: boolean;
  /**
   * Optional page size; defaults to a reasonable server-side value.
   */
  limit?: number | null;
  /**
   * Required substring/full-text query. `thread/search/stream` limits this to 65,536 UTF-8 bytes after trimming surrounding whitespace.
   */
  searchTerm: string;
  /**
   * Optional sort direction; defaults to descending (newest first).
   */
  sortDirection?: SortDirection | null;
  /**
   * Optional sort key; defaults to created_at.
   */
  sortKey?: ThreadSearchSortKey | null;
  /**
   * Optional source filter; when set, only sessions from these source kinds are returned. When omitted or empty, defaults to interactive sources.
   */
  sourceKinds?: ThreadSourceKind[] | null;
}
/**
 * A best-effort incremental batch for `thread/search/stream`. Match `requestId` to the request on this connection. Only a small subset of verified matches may be emitted; rows are unique and arrive in discovery order, but may be dropped under load or fall outside the final sorted page. Thread fields use stored metadata and the current watched status; live thread settings are enriched in the final response. Replace provisional rows with the authoritative final response. No partials follow it or an error.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSearchPartialNotification".
 */
export interface ThreadSearchPartialNotification {
  data: ThreadSearchResult[];
  requestId: RequestId;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSearchResult".
 */
export interface ThreadSearchResult {
  snippet: string;
  thread: Thread;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSearchResponse".
 */
export interface ThreadSearchResponse {
  /**
   * Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one thread. Use it with the opposite `sortDirection`; for timestamp sorts it anchors at the start of the page timestamp so same-second updates are not skipped.
   */
  backwardsCursor?: string | null;
  data: ThreadSearchResult[];
  /**
   * Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return.
   */
  nextCursor?: string | null;
}
/**
 * Broadcast after a successful move into, within, or out of a section.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSectionChangedNotification".
 */
export interface ThreadSectionChangedNotification {
  /**
   * Destination section, or `null` when the thread was removed from its section.
   */
  sectionId: string | null;
  threadId: string;
}
/**
 * Parameters for creating an independently persisted thread section.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSectionCreateParams".
 */
export interface ThreadSectionCreateParams {
  appearance?: ThreadSectionAppearance | null;
  /**
   * The user-visible name of the section.
   */
  name: string;
}
/**
 * The independently persisted section created by the server.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSectionCreateResponse".
 */
export interface ThreadSectionCreateResponse {
  section: ThreadSection;
}
/**
 * Parameters for deleting an independently persisted thread section.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSectionDeleteParams".
 */
export interface ThreadSectionDeleteParams {
  /**
   * The stable, server-generated identity of the section to delete.
   */
  sectionId: string;
}
/**
 * Successful deletion does not return additional section data.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSectionDeleteResponse".
 */
export interface ThreadSectionDeleteResponse {}
/**
 * Parameters for listing independently persisted thread sections.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSectionListParams".
 */
export interface ThreadSectionListParams {
  /**
   * Opaque pagination cursor returned by a previous call.
   */
  cursor?: string | null;
  /**
   * Maximum number of sections to return.
   */
  limit?: number | null;
}
/**
 * One page of independently persisted thread sections.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSectionListResponse".
 */
export interface ThreadSectionListResponse {
  data: ThreadSection[];
  /**
   * Opaque cursor for the next page, or `null` when no sections remain.
   */
  nextCursor?: string | null;
}
/**
 * Parameters for moving a thread within a server-owned section ordering.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSectionMoveParams".
 */
export interface ThreadSectionMoveParams {
  /**
   * Existing thread to insert before; omission or null appends to the section.
   */
  beforeThreadId?: string | null;
  /**
   * Destination section, or `null` to remove the thread from its section.
   */
  sectionId: string | null;
  /**
   * Thread to move into, within, or out of a section.
   */
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSectionMoveResponse".
 */
export interface ThreadSectionMoveResponse {}
/**
 * Parameters for updating an independently persisted thread section.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSectionUpdateParams".
 */
export interface ThreadSectionUpdateParams {
  /**
   * Omit to preserve appearance, use `null` to clear it, or provide a replacement.
   */
  appearance?: ThreadSectionAppearance | null;
  /**
   * The updated user-visible name of the section.
   */
  name: string;
  /**
   * The stable, server-generated identity of the section to update.
   */
  sectionId: string;
}
/**
 * The independently persisted section after its name is updated.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSectionUpdateResponse".
 */
export interface ThreadSectionUpdateResponse {
  section: ThreadSection;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSetNameParams".
 */
export interface ThreadSetNameParams {
  name: string;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSetNameResponse".
 */
export interface ThreadSetNameResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSettings".
 */
export interface ThreadSettings {
  activePermissionProfile?: ActivePermissionProfile | null;
  approvalPolicy: AskForApproval;
  approvalsReviewer: ApprovalsReviewer;
  collaborationMode: CollaborationMode;
  cwd: AbsolutePathBuf;
  /**
   * Saved list of disabled plugin IDs. Does not yet filter plugin capabilities.
   */
  disabledPluginIds?: string[];
  effort?: ReasoningEffort | null;
  /**
   * Environments configured for future turns, in priority order, primary first. `null` means the server does not expose the selection; [] means none are selected.
   */
  environments?: ThreadEnvironment[] | null;
  model: string;
  modelProvider: string;
  /**
   * @deprecated Always `explicitRequestOnly`. Use `effort` for Ultra behavior.
   */
  multiAgentMode?: MultiAgentMode & string;
  /**
   * @deprecated Reports the saved setting; `friendly` and `pragmatic` no longer select a style.
   */
  personality?: Personality | null;
  sandboxPolicy: SandboxPolicy;
  serviceTier?: string | null;
  summary?: ReasoningSummary | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSettingsUpdateParams".
 */
export interface ThreadSettingsUpdateParams {
  /**
   * Override the approval policy for subsequent turns.
   */
  approvalPolicy?: AskForApproval | null;
  /**
   * Override where approval requests are routed for subsequent turns.
   */
  approvalsReviewer?: ApprovalsReviewer | null;
  /**
   * EXPERIMENTAL - Set a pre-set collaboration mode for subsequent turns.
   *
   * For `collaboration_mode.settings.developer_instructions`, `null` means "use the built-in instructions for the selected mode".
   */
  collaborationMode?: CollaborationMode | null;
  /**
   * Override the working directory for subsequent turns.
   */
  cwd?: string | null;
  /**
   * Replace this thread's disabled plugin IDs. Omitted/null preserves the list; [] clears it.
   */
  disabledPluginIds?: string[] | null;
  /**
   * Override the reasoning effort for subsequent turns.
   */
  effort?: ReasoningEffort | null;
  /**
   * Replace the environments for future turns without changing the running turn. Omitted/null preserves the selection unless `cwd` is also provided, which selects the default environments for that directory. [] clears the selection.
   */
  environments?: TurnEnvironmentParams[] | null;
  /**
   * Override the model for subsequent turns.
   */
  model?: string | null;
  /**
   * @deprecated Ignored. Use `effort: "ultra"` for proactive multi-agent behavior.
   */
  multiAgentMode?: MultiAgentMode | null;
  /**
   * Select a named permissions profile id for subsequent turns. Cannot be combined with `sandboxPolicy`.
   */
  permissions?: string | null;
  /**
   * @deprecated `friendly` and `pragmatic` no longer select a style. Changing this does not rewrite the thread's existing instructions.
   */
  personality?: Personality | null;
  /**
   * Override the sandbox policy for subsequent turns.
   */
  sandboxPolicy?: SandboxPolicy | null;
  /**
   * Override the service tier for subsequent turns. `null` clears the current service tier; omission leaves it unchanged.
   */
  serviceTier?: string | null;
  /**
   * Override the reasoning summary for subsequent turns.
   */
  summary?: ReasoningSummary | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnEnvironmentParams".
 */
export interface TurnEnvironmentParams {
  cwd: LegacyAppPathString;
  environmentId: string;
  /**
   * Environment-native runtime workspace roots. Omitted defaults to `cwd`.
   */
  runtimeWorkspaceRoots?: LegacyAppPathString[] | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSettingsUpdateResponse".
 */
export interface ThreadSettingsUpdateResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadSettingsUpdatedNotification".
 */
export interface ThreadSettingsUpdatedNotification {
  threadId: string;
  threadSettings: ThreadSettings;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadShellCommandParams".
 */
export interface ThreadShellCommandParams {
  /**
   * Shell command string evaluated by the thread's configured shell. Unlike `command/exec`, this intentionally preserves shell syntax such as pipes, redirects, and quoting. This runs unsandboxed with full access rather than inheriting the thread sandbox policy.
   */
  command: string;
  threadId: string;
  /**
   * Maximum execution time in milliseconds. Defaults to one hour when omitted or null. Must be non-negative; zero requests an immediate timeout, not unlimited execution. Does not affect the immediate RPC acknowledgement.
   */
  timeoutMs?: number | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadShellCommandResponse".
 */
export interface ThreadShellCommandResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadStartParams".
 */
export interface ThreadStartParams {
  /**
   * Allow a provider with an authoritative static model catalog to replace an unavailable requested model with its default.
   */
  allowProviderModelFallback?: boolean;
  approvalPolicy?: AskForApproval | null;
  /**
   * Override where approval requests are routed for review on this thread and subsequent turns.
   */
  approvalsReviewer?: ApprovalsReviewer | null;
  baseInstructions?: string | null;
  config?: {
    [k: string]: unknown | undefined;
  } | null;
  cwd?: string | null;
  /**
   * Initial Daybreak choice for this persistent thread. Omitted or null leaves it unset. This does not select a turn's `cyberAccessProgram` or grant access. Not supported for ephemeral threads.
   */
  daybreakEnabled?: boolean | null;
  developerInstructions?: string | null;
  dynamicTools?: DynamicToolSpec[] | null;
  /**
   * Optional sticky environments for this thread.
   *
   * Omitted selects the default environment when environment access is enabled. Empty disables environment access for turns that do not provide a turn override. Non-empty selects the first environment as the current turn environment.
   */
  environments?: TurnEnvironmentParams[] | null;
  ephemeral?: boolean | null;
  /**
   * If true, opt into emitting raw Responses API items on the event stream. This is for internal use only (e.g. Codex Cloud).
   */
  experimentalRawEvents?: boolean;
  /**
   * Persisted thread history contract to use for this new thread.
   */
  historyMode?: ThreadHistoryMode | null;
  /**
   * Test-only experimental field used to validate experimental gating and schema filtering behavior in a stable way.
   */
  mockExperimentalField?: string | null;
  model?: string | null;
  modelProvider?: string | null;
  /**
   * @deprecated Ignored. Use Ultra reasoning effort for proactive multi-agent behavior.
   */
  multiAgentMode?: MultiAgentMode | null;
  /**
   * Named profile id for this thread. Cannot be combined with `sandbox`.
   */
  permissions?: string | null;
  /**
   * @deprecated `friendly` and `pragmatic` no longer select a style.
   */
  personality?: Personality | null;
  /**
   * Optional project identity for this new thread. Durable threads persist the assignment; ephemeral threads expose it only in live responses.
   */
  projectId?: string | null;
  /**
   * Replace the thread's runtime workspace roots. Paths must be absolute.
   */
  runtimeWorkspaceRoots?: AbsolutePathBuf[] | null;
  sandbox?: SandboxMode | null;
  /**
   * Capability roots selected for this thread by the hosting platform.
   */
  selectedCapabilityRoots?: SelectedCapabilityRoot[] | null;
  serviceName?: string | null;
  serviceTier?: string | null;
  sessionStartSource?: ThreadStartSource | null;
  /**
   * Optional client-supplied analytics source classification for this thread.
   */
  threadSource?: ThreadSource | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadStartResponse".
 */
export interface ThreadStartResponse {
  /**
   * Named or implicit built-in profile that produced the active permissions, when known.
   */
  activePermissionProfile?: ActivePermissionProfile | null;
  approvalPolicy: AskForApproval;
  /**
   * Reviewer currently used for approval requests on this thread.
   */
  approvalsReviewer: ApprovalsReviewer;
  cwd: AbsolutePathBuf;
  /**
   * Saved list of disabled plugin IDs. Does not yet filter plugin capabilities.
   */
  disabledPluginIds?: string[];
  /**
   * Environment-native paths to instruction source files currently loaded for this thread.
   */
  instructionSources?: LegacyAppPathString[];
  model: string;
  modelProvider: string;
  /**
   * @deprecated Always `explicitRequestOnly`. Use `reasoningEffort` for Ultra behavior.
   */
  multiAgentMode?: MultiAgentMode & string;
  reasoningEffort?: ReasoningEffort | null;
  /**
   * Thread-scoped runtime workspace roots used to materialize `:workspace_roots`.
   */
  runtimeWorkspaceRoots?: AbsolutePathBuf[];
  /**
   * Legacy sandbox policy retained for compatibility. Experimental clients should prefer `activePermissionProfile` for profile provenance.
   */
  sandbox: SandboxPolicy;
  serviceTier?: string | null;
  thread: Thread;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadStartedNotification".
 */
export interface ThreadStartedNotification {
  thread: Thread;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadStatusChangedNotification".
 */
export interface ThreadStatusChangedNotification {
  status: ThreadStatus;
  threadId: string;
}
export interface ItemThreadTimelineEntry {
  item: ThreadItem;
  position: number;
  turnId: string;
  type: ItemThreadTimelineEntryType;
}
export interface RealtimeThreadTimelineEntry {
  item: ThreadRealtimeItem;
  position: number;
  type: RealtimeThreadTimelineEntryType;
}
export interface TurnStartedThreadTimelineEntry {
  position: number;
  started_at?: number | null;
  turn_id: string;
  type: TurnStartedThreadTimelineEntryType;
}
export interface TurnCompletedThreadTimelineEntry {
  completed_at?: number | null;
  duration_ms?: number | null;
  error?: TurnError | null;
  position: number;
  started_at?: number | null;
  status: TurnStatus;
  turn_id: string;
  type: TurnCompletedThreadTimelineEntryType;
}
/**
 * EXPERIMENTAL - list ordinary and realtime thread history in rollout order.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadTimelineListParams".
 */
export interface ThreadTimelineListParams {
  cursor?: string | null;
  limit?: number | null;
  threadId: string;
}
/**
 * EXPERIMENTAL - a bounded timeline page with its resolved opening voice state.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadTimelineListResponse".
 */
export interface ThreadTimelineListResponse {
  activeRealtimeSessionAtPageStart?: string | null;
  data: ThreadTimelineEntry[];
  nextCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadTokenUsage".
 */
export interface ThreadTokenUsage {
  last: TokenUsageBreakdown;
  modelContextWindow?: number | null;
  total: TokenUsageBreakdown;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadTokenUsageUpdatedNotification".
 */
export interface ThreadTokenUsageUpdatedNotification {
  threadId: string;
  tokenUsage: ThreadTokenUsage;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadTurnsListParams".
 */
export interface ThreadTurnsListParams {
  /**
   * Opaque cursor to pass to the next call to continue after the last turn.
   */
  cursor?: string | null;
  /**
   * How much item detail to include for each returned turn; defaults to summary.
   */
  itemsView?: TurnItemsView | null;
  /**
   * Optional turn page size.
   */
  limit?: number | null;
  /**
   * Optional turn pagination direction; defaults to descending.
   */
  sortDirection?: SortDirection | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadTurnsListResponse".
 */
export interface ThreadTurnsListResponse {
  /**
   * Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one turn. Use it with the opposite `sortDirection` to include the anchor turn again and catch updates to that turn.
   */
  backwardsCursor?: string | null;
  data: Turn[];
  /**
   * Opaque cursor to pass to the next call to continue after the last turn. if None, there are no more turns to return.
   */
  nextCursor?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadUnarchiveParams".
 */
export interface ThreadUnarchiveParams {
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadUnarchiveResponse".
 */
export interface ThreadUnarchiveResponse {
  thread: Thread;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadUnarchivedNotification".
 */
export interface ThreadUnarchivedNotification {
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadUnsubscribeParams".
 */
export interface ThreadUnsubscribeParams {
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ThreadUnsubscribeResponse".
 */
export interface ThreadUnsubscribeResponse {
  status: ThreadUnsubscribeStatus;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnCompletedNotification".
 */
export interface TurnCompletedNotification {
  threadId: string;
  turn: Turn;
}
/**
 * Notification that the turn-level unified diff has changed. Contains the latest aggregated diff across all file changes in the turn.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnDiffUpdatedNotification".
 */
export interface TurnDiffUpdatedNotification {
  diff: string;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnInterruptParams".
 */
export interface TurnInterruptParams {
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnInterruptResponse".
 */
export interface TurnInterruptResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnModerationMetadataNotification".
 */
export interface TurnModerationMetadataNotification {
  metadata: unknown;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnPlanStep".
 */
export interface TurnPlanStep {
  status: TurnPlanStepStatus;
  step: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnPlanUpdatedNotification".
 */
export interface TurnPlanUpdatedNotification {
  explanation?: string | null;
  plan: TurnPlanStep[];
  threadId: string;
  turnId: string;
}
/**
 * Experimental settings changes for one running turn, not future turns. Unsupported fields are rejected rather than silently ignored. Any live task kind may accept publication. Child sessions and consumers of frozen initial settings are unchanged.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnSettingsUpdateParams".
 */
export interface TurnSettingsUpdateParams {
  /**
   * Changes the active turn's reviewer without changing future thread settings. Already captured steps and pending approvals retain their original reviewer.
   */
  approvalsReviewer?: ApprovalsReviewer | null;
  /**
   * Omission or `null` leaves the effort unchanged.
   */
  effort?: ReasoningEffort | null;
  /**
   * Replace the environments for subsequent steps of this turn, not future turns. Omitted/null preserves the selection; [] clears it. An already-started step is unchanged.
   */
  environments?: TurnEnvironmentParams[] | null;
  /**
   * Omission or `null` leaves the model unchanged.
   */
  model?: string | null;
  /**
   * `null` clears the requested tier; omission leaves it unchanged.
   */
  serviceTier?: string | null;
  /**
   * Omission or `null` leaves the summary preference unchanged.
   */
  summary?: ReasoningSummary | null;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnSettingsUpdateResponse".
 */
export interface TurnSettingsUpdateResponse {
  status: TurnSettingsUpdateStatus;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnStartParams".
 */
export interface TurnStartParams {
  /**
   * Optional client-provided context fragments keyed by an opaque source identifier.
   */
  additionalContext?: {
    [k: string]: AdditionalContextEntry | undefined;
  } | null;
  /**
   * Override the approval policy for this turn and subsequent turns.
   */
  approvalPolicy?: AskForApproval | null;
  /**
   * Override where approval requests are routed for review on this turn and subsequent turns.
   */
  approvalsReviewer?: ApprovalsReviewer | null;
  clientUserMessageId?: string | null;
  /**
   * EXPERIMENTAL - Set a pre-set collaboration mode. Takes precedence over model, reasoning_effort, and developer instructions if set.
   *
   * For `collaboration_mode.settings.developer_instructions`, `null` means "use the built-in instructions for the selected mode".
   */
  collaborationMode?: CollaborationMode | null;
  /**
   * Override the working directory for this turn and subsequent turns.
   */
  cwd?: string | null;
  /**
   * EXPERIMENTAL - Request an authorized cyber program for this turn. Omission preserves automatic behavior. This does not grant access.
   */
  cyberAccessProgram?: CyberAccessProgram | null;
  /**
   * Replace this thread's disabled plugin IDs. Omitted/null preserves the list; [] clears it.
   */
  disabledPluginIds?: string[] | null;
  /**
   * Override the reasoning effort for this turn and subsequent turns.
   */
  effort?: ReasoningEffort | null;
  /**
   * Optional environments for this turn and subsequent turns.
   *
   * Omitted uses the thread sticky environments. Empty disables environment access for this turn. Non-empty selects the first environment as the current turn environment for this turn.
   */
  environments?: TurnEnvironmentParams[] | null;
  input: UserInput[];
  /**
   * Override the model for this turn and subsequent turns.
   */
  model?: string | null;
  /**
   * @deprecated Ignored. Use `effort: "ultra"` for proactive multi-agent behavior.
   */
  multiAgentMode?: MultiAgentMode | null;
  /**
   * Optional JSON Schema used to constrain the final assistant message for this turn.
   */
  outputSchema?: {
    [k: string]: unknown | undefined;
  };
  /**
   * ID of the turn that caused this new turn to start.
   *
   * Set this when starting work on behalf of another turn, such as delegated work in a different thread. Leave unset for work started directly by the user. Ignored when this request adds input to an active turn.
   */
  parentTurnId?: string | null;
  /**
   * Select a named permissions profile id for this turn and subsequent turns. Cannot be combined with `sandboxPolicy`.
   */
  permissions?: string | null;
  /**
   * @deprecated `friendly` and `pragmatic` no longer select a style. Changing this does not rewrite the thread's existing instructions.
   */
  personality?: Personality | null;
  /**
   * Optional metadata to enrich Codex's ResponsesAPI turn metadata. Replaces unprotected client-provided entries when supplied; an empty map clears them.
   *
   * Entries are flattened into the JSON string sent as `client_metadata["x-codex-turn-metadata"]` on ResponsesAPI HTTP and websocket requests.
   *
   * They are not sent as top-level ResponsesAPI `client_metadata` keys, and reserved keys such as `session_id`, `thread_id`, `turn_id`, and `window_id` cannot be overridden.
   */
  responsesapiClientMetadata?: {
    [k: string]: string | undefined;
  } | null;
  /**
   * Merge entries into the ResponsesAPI turn metadata without removing existing entries. Applied after `responsesapiClientMetadata` if both are provided; reserved keys remain protected.
   */
  responsesapiClientMetadataPatch?: {
    [k: string]: string | undefined;
  } | null;
  /**
   * ID of the first turn in the chain of work that led to this new turn.
   *
   * When setting `parentTurnId`, set this to the parent turn's `rootTurnId` when known. This keeps descendant work attributed to the original turn. If omitted, the new turn becomes its own root. Ignored when this request adds input to an active turn.
   */
  rootTurnId?: string | null;
  /**
   * Replace the thread's runtime workspace roots for this turn and subsequent turns. Paths must be absolute.
   */
  runtimeWorkspaceRoots?: AbsolutePathBuf[] | null;
  /**
   * Override the sandbox policy for this turn and subsequent turns.
   */
  sandboxPolicy?: SandboxPolicy | null;
  /**
   * Override the service tier for this turn and subsequent turns.
   */
  serviceTier?: string | null;
  /**
   * Override the service tier only when this request starts a new turn. Use "default" for standard speed. Omitted or null inherits the thread's tier. Does not change the thread's tier or a turn being steered.
   */
  serviceTierForTurn?: string | null;
  /**
   * Override the reasoning summary for this turn and subsequent turns.
   */
  summary?: ReasoningSummary | null;
  threadId: string;
  toolOutput?: TurnToolOutput | null;
  /**
   * Optional source classification for the caller that starts this turn. Ignored when this request steers an already-active turn.
   */
  turnTrigger?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnToolOutput".
 */
export interface TurnToolOutput {
  name: string;
  namespace?: string | null;
  output: FunctionCallOutputBody;
  /**
   * Requests retention of this output in the thread's model history.
   */
  retain?: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnStartResponse".
 */
export interface TurnStartResponse {
  turn: Turn;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnStartedNotification".
 */
export interface TurnStartedNotification {
  threadId: string;
  turn: Turn;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnSteerParams".
 */
export interface TurnSteerParams {
  /**
   * Optional client-provided context fragments keyed by an opaque source identifier.
   */
  additionalContext?: {
    [k: string]: AdditionalContextEntry | undefined;
  } | null;
  clientUserMessageId?: string | null;
  /**
   * Required active turn id precondition. The request fails when it does not match the currently active turn.
   */
  expectedTurnId: string;
  input: UserInput[];
  /**
   * Optional metadata to enrich Codex's ResponsesAPI turn metadata. Replaces unprotected client-provided entries when supplied; an empty map clears them.
   *
   * Entries are flattened into the JSON string sent as `client_metadata["x-codex-turn-metadata"]` on ResponsesAPI HTTP and websocket requests.
   *
   * They are not sent as top-level ResponsesAPI `client_metadata` keys, and reserved keys such as `session_id`, `thread_id`, `turn_id`, and `window_id` cannot be overridden.
   */
  responsesapiClientMetadata?: {
    [k: string]: string | undefined;
  } | null;
  /**
   * Merge entries into the ResponsesAPI turn metadata without removing existing entries. Applied after `responsesapiClientMetadata` if both are provided; reserved keys remain protected.
   */
  responsesapiClientMetadataPatch?: {
    [k: string]: string | undefined;
  } | null;
  threadId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "TurnSteerResponse".
 */
export interface TurnSteerResponse {
  turnId: string;
}
/**
 * Cancels a native verification RPC issued on this connection, not an elicitation. Use a fresh request ID for each operation and a distinct ID for this cancellation RPC.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationCancelParams".
 */
export interface UserVerificationCancelParams {
  requestId: RequestId;
}
/**
 * Acknowledges the cancellation signal; native work may still be finishing. Unknown or finished requests are a no-op, and completed effects are not rolled back.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationCancelResponse".
 */
export interface UserVerificationCancelResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationDeleteParams".
 */
export interface UserVerificationDeleteParams {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationDeleteResponse".
 */
export interface UserVerificationDeleteResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationEnrollParams".
 */
export interface UserVerificationEnrollParams {}
/**
 * Public metadata for a created or reused local credential. The caller completes backend registration; this response does not establish server enrollment. Older app-servers omit the metadata fields; callers must check both before registration.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationEnrollResponse".
 */
export interface UserVerificationEnrollResponse {
  algorithm?: string | null;
  credentialId: string;
  /**
   * Unpadded base64url of the SubjectPublicKeyInfo DER encoding.
   */
  publicKey?: string | null;
}
export interface InvalidRequestUserVerificationErrorDetails {
  reason: UserVerificationInvalidRequestReason;
  type: InvalidRequestUserVerificationErrorDetailsType;
}
export interface UnavailableUserVerificationErrorDetails {
  reason: UserVerificationUnavailableReason;
  type: UnavailableUserVerificationErrorDetailsType;
}
export interface CancelledUserVerificationErrorDetails {
  reason: UserVerificationCancellationReason;
  type: CancelledUserVerificationErrorDetailsType;
}
export interface FailedUserVerificationErrorDetails {
  reason: UserVerificationFailureReason;
  type: FailedUserVerificationErrorDetailsType;
}
/**
 * A signature over the exact decoded challenge. The verifier validates and consumes it.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationProof".
 */
export interface UserVerificationProof {
  credentialId: string;
  /**
   * Unpadded base64url DER ECDSA signature using P-256 and SHA-256.
   */
  signature: string;
}
/**
 * The error object inside the normal JSON-RPC envelope.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationRpcError".
 */
export interface UserVerificationRpcError {
  code: number;
  data: UserVerificationErrorDetails;
  message: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationStatusParams".
 */
export interface UserVerificationStatusParams {}
/**
 * Local readiness only; this neither prompts nor queries server registration.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationStatusResponse".
 */
export interface UserVerificationStatusResponse {
  credentialId?: string | null;
  unavailableMessage?: string | null;
  unavailableReason?: UserVerificationUnavailableReason | null;
}
/**
 * Local signing primitive, independent of any pending elicitation.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationVerifyParams".
 */
export interface UserVerificationVerifyParams {
  /**
   * Unpadded base64url encoding of 1–4096 challenge bytes.
   */
  challenge: string;
  /**
   * Additional display context; at most 4096 UTF-8 bytes.
   */
  description: string;
  /**
   * Display context already approved by the UI; 1–256 UTF-8 bytes.
   */
  title: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "UserVerificationVerifyResponse".
 */
export interface UserVerificationVerifyResponse {
  /**
   * Native-reported authentication method for this signature. Older servers omit it. This is approval context, not part of the signed proof.
   */
  biometricType?: UserVerificationBiometricType | null;
  proof: UserVerificationProof;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WarningNotification".
 */
export interface WarningNotification {
  /**
   * Concise warning message for the user.
   */
  message: string;
  /**
   * Optional thread target when the warning applies to a specific thread.
   */
  threadId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WindowsSandboxReadinessResponse".
 */
export interface WindowsSandboxReadinessResponse {
  status: WindowsSandboxReadiness;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WindowsSandboxSetupCompletedNotification".
 */
export interface WindowsSandboxSetupCompletedNotification {
  error?: string | null;
  mode: WindowsSandboxSetupMode;
  success: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WindowsSandboxSetupStartParams".
 */
export interface WindowsSandboxSetupStartParams {
  cwd?: AbsolutePathBuf | null;
  mode: WindowsSandboxSetupMode;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WindowsSandboxSetupStartResponse".
 */
export interface WindowsSandboxSetupStartResponse {
  started: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "WindowsWorldWritableWarningNotification".
 */
export interface WindowsWorldWritableWarningNotification {
  extraCount: number;
  failedScan: boolean;
  samplePaths: string[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AdditionalPermissionProfile".
 */
export interface AdditionalPermissionProfile {
  fileSystem?: AdditionalFileSystemPermissions | null;
  /**
   * Partial overlay used for per-command permission requests.
   */
  network?: AdditionalNetworkPermissions | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ApplyPatchApprovalParams".
 */
export interface ApplyPatchApprovalParams {
  /**
   * Use to correlate this with [codex_protocol::protocol::PatchApplyBeginEvent] and [codex_protocol::protocol::PatchApplyEndEvent].
   */
  callId: string;
  conversationId: ThreadId;
  fileChanges: {
    [k: string]: FileChange | undefined;
  };
  /**
   * When set, the agent is asking the user to allow writes under this root for the remainder of the session (unclear if this is honored today).
   */
  grantRoot?: string | null;
  /**
   * Optional explanatory reason (e.g. request for extra write access).
   */
  reason?: string | null;
}
export interface AddFileChange {
  content: string;
  type: AddFileChangeType;
}
export interface DeleteFileChange {
  content: string;
  type: DeleteFileChangeType;
}
export interface UpdateFileChange {
  move_path?: string | null;
  type: UpdateFileChangeType;
  unified_diff: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ApplyPatchApprovalResponse".
 */
export interface ApplyPatchApprovalResponse {
  decision: ReviewDecision;
}
/**
 * User has approved this command and wants to apply the proposed execpolicy amendment so future matching commands are permitted.
 */
export interface ApprovedExecpolicyAmendmentReviewDecision {
  approved_execpolicy_amendment: {
    proposed_execpolicy_amendment: string[];
  };
}
/**
 * User chose to persist a network policy rule (allow/deny) for future requests to the same host.
 */
export interface NetworkPolicyAmendmentReviewDecision {
  network_policy_amendment: {
    network_policy_amendment: NetworkPolicyAmendment;
  };
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NetworkPolicyAmendment".
 */
export interface NetworkPolicyAmendment {
  action: NetworkPolicyRuleAction;
  host: string;
}
/**
 * User has denied this command and the agent should not execute it, but it should continue the session and try something else.
 */
export interface DeniedReviewDecision {
  denied: {
    rejection: string;
  };
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AttestationGenerateParams".
 */
export interface AttestationGenerateParams {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "AttestationGenerateResponse".
 */
export interface AttestationGenerateResponse {
  /**
   * Opaque client attestation token.
   */
  token: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ChatgptAuthTokensRefreshParams".
 */
export interface ChatgptAuthTokensRefreshParams {
  /**
   * Workspace/account identifier that Codex was previously using.
   *
   * Clients that manage multiple accounts/workspaces can use this as a hint to refresh the token for the correct workspace.
   *
   * This may be `null` when the prior auth state did not include a workspace identifier (`chatgpt_account_id`).
   */
  previousAccountId?: string | null;
  reason: ChatgptAuthTokensRefreshReason;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ChatgptAuthTokensRefreshResponse".
 */
export interface ChatgptAuthTokensRefreshResponse {
  accessToken: string;
  chatgptAccountId: string;
  chatgptPlanType?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ClientInfo".
 */
export interface ClientInfo {
  name: string;
  title?: string | null;
  version: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "InitializeParams".
 */
export interface InitializeParams {
  capabilities?: InitializeCapabilities | null;
  clientInfo: ClientInfo;
}
/**
 * Client-declared capabilities negotiated during initialize.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "InitializeCapabilities".
 */
export interface InitializeCapabilities {
  /**
   * Opt into receiving experimental API methods and fields.
   */
  experimentalApi?: boolean;
  /**
   * Use explicit gateway OAuth login instead of automatic browser authorization. Applies to this app-server's gateway runtime; later connections cannot undo it.
   */
  explicitGatewayOauth?: boolean;
  /**
   * MCP extension settings declared by the app-server client.
   */
  extensions?: {
    [k: string]: unknown | undefined;
  } | null;
  /**
   * Legacy opt-in for the `openai/form` MCP extension.
   *
   * New clients should declare `openai/form` in [`Self::extensions`].
   */
  mcpServerOpenaiFormElicitation?: boolean;
  /**
   * Exact notification method names that should be suppressed for this connection (for example `thread/started`).
   */
  optOutNotificationMethods?: string[] | null;
  /**
   * Opt into `attestation/generate` requests for upstream `x-oai-attestation`.
   */
  requestAttestation?: boolean;
  /**
   * Present `humanCommand` approvals to a person and return only a one-time decision. Requires `experimentalApi`. Pending requests can be replayed to compatible clients.
   */
  requiredHumanApproval?: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FuzzyFileSearchParams".
 */
export interface FuzzyFileSearchParams {
  cancellationToken?: string | null;
  query: string;
  roots: string[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FuzzyFileSearchSessionStartParams".
 */
export interface FuzzyFileSearchSessionStartParams {
  roots: string[];
  sessionId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FuzzyFileSearchSessionUpdateParams".
 */
export interface FuzzyFileSearchSessionUpdateParams {
  query: string;
  sessionId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FuzzyFileSearchSessionStopParams".
 */
export interface FuzzyFileSearchSessionStopParams {
  sessionId: string;
}
/**
 * User approved the command, and wants to apply the proposed execpolicy amendment so future matching commands can run without prompting.
 */
export interface AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision {
  acceptWithExecpolicyAmendment: {
    execpolicy_amendment: string[];
  };
}
/**
 * User chose a persistent network policy rule (allow/deny) for this host.
 */
export interface ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision {
  applyNetworkPolicyAmendment: {
    network_policy_amendment: NetworkPolicyAmendment;
  };
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecutionRequestApprovalParams".
 */
export interface CommandExecutionRequestApprovalParams {
  /**
   * Optional additional permissions requested for this command.
   */
  additionalPermissions?: AdditionalPermissionProfile | null;
  /**
   * Unique identifier for this specific approval callback.
   *
   * For regular shell/unified_exec approvals, this is null.
   *
   * For zsh-exec-bridge subcommand approvals, multiple callbacks can belong to one parent `itemId`, so `approvalId` is a distinct opaque callback id (a UUID) used to disambiguate routing. Stdin approvals also use a distinct callback id; inspect `kind` to distinguish them.
   */
  approvalId?: string | null;
  /**
   * Ordered list of decisions the client may present for this prompt.
   */
  availableDecisions?: CommandExecutionApprovalDecision[] | null;
  /**
   * The command to be executed.
   */
  command?: string | null;
  /**
   * Best-effort parsed command actions for friendly display.
   */
  commandActions?: CommandAction[] | null;
  /**
   * The command's working directory.
   */
  cwd?: LegacyAppPathString | null;
  /**
   * Environment in which the command will run.
   */
  environmentId?: string | null;
  itemId: string;
  /**
   * Kind of action under review. Defaults to `command` for older servers.
   */
  kind?: CommandExecutionApprovalKind & string;
  /**
   * Optional context for a managed-network approval prompt.
   */
  networkApprovalContext?: NetworkApprovalContext | null;
  /**
   * Optional proposed execpolicy amendment to allow similar commands without prompting.
   */
  proposedExecpolicyAmendment?: string[] | null;
  /**
   * Optional proposed network policy amendments (allow/deny host) for future requests.
   */
  proposedNetworkPolicyAmendments?: NetworkPolicyAmendment[] | null;
  /**
   * Optional explanatory reason (e.g. request for network access).
   */
  reason?: string | null;
  /**
   * Unix timestamp (in milliseconds) when this approval request started.
   */
  startedAtMs: number;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "NetworkApprovalContext".
 */
export interface NetworkApprovalContext {
  host: string;
  protocol: NetworkApprovalProtocol;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "CommandExecutionRequestApprovalResponse".
 */
export interface CommandExecutionRequestApprovalResponse {
  decision: CommandExecutionApprovalDecision;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "DynamicToolCallParams".
 */
export interface DynamicToolCallParams {
  arguments: unknown;
  callId: string;
  namespace?: string | null;
  threadId: string;
  tool: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "DynamicToolCallResponse".
 */
export interface DynamicToolCallResponse {
  contentItems: DynamicToolCallOutputContentItem[];
  success: boolean;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExecCommandApprovalParams".
 */
export interface ExecCommandApprovalParams {
  /**
   * Identifier for this specific approval callback.
   */
  approvalId?: string | null;
  /**
   * Use to correlate this with [codex_protocol::protocol::ExecCommandBeginEvent] and [codex_protocol::protocol::ExecCommandEndEvent].
   */
  callId: string;
  command: string[];
  conversationId: ThreadId;
  cwd: string;
  parsedCmd: ParsedCommand[];
  reason?: string | null;
}
export interface ReadParsedCommand {
  cmd: string;
  name: string;
  /**
   * (Best effort) Path to the file being read by the command. When possible, this is an absolute path, though when relative, it should be resolved against the `cwd`` that will be used to run the command to derive the absolute path.
   */
  path: string;
  type: ReadParsedCommandType;
}
export interface ListFilesParsedCommand {
  cmd: string;
  path?: string | null;
  type: ListFilesParsedCommandType;
}
export interface SearchParsedCommand {
  cmd: string;
  path?: string | null;
  query?: string | null;
  type: SearchParsedCommandType;
}
export interface UnknownParsedCommand {
  cmd: string;
  type: UnknownParsedCommandType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ExecCommandApprovalResponse".
 */
export interface ExecCommandApprovalResponse {
  decision: ReviewDecision;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FileChangeRequestApprovalParams".
 */
export interface FileChangeRequestApprovalParams {
  /**
   * [UNSTABLE] When set, the agent is asking the user to allow writes under this root for the remainder of the session (unclear if this is honored today).
   */
  grantRoot?: string | null;
  itemId: string;
  /**
   * Optional explanatory reason (e.g. request for extra write access).
   */
  reason?: string | null;
  /**
   * Unix timestamp (in milliseconds) when this approval request started.
   */
  startedAtMs: number;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FileChangeRequestApprovalResponse".
 */
export interface FileChangeRequestApprovalResponse {
  decision: FileChangeApprovalDecision;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FuzzyFileSearchResponse".
 */
export interface FuzzyFileSearchResponse {
  files: FuzzyFileSearchResult[];
}
/**
 * Superset of [`codex_file_search::FileMatch`]
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FuzzyFileSearchResult".
 */
export interface FuzzyFileSearchResult {
  file_name: string;
  indices?: number[] | null;
  match_type: FuzzyFileSearchMatchType;
  path: string;
  root: string;
  score: number;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FuzzyFileSearchSessionCompletedNotification".
 */
export interface FuzzyFileSearchSessionCompletedNotification {
  sessionId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FuzzyFileSearchSessionStartResponse".
 */
export interface FuzzyFileSearchSessionStartResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FuzzyFileSearchSessionStopResponse".
 */
export interface FuzzyFileSearchSessionStopResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FuzzyFileSearchSessionUpdateResponse".
 */
export interface FuzzyFileSearchSessionUpdateResponse {}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "FuzzyFileSearchSessionUpdatedNotification".
 */
export interface FuzzyFileSearchSessionUpdatedNotification {
  files: FuzzyFileSearchResult[];
  query: string;
  sessionId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "GrantedPermissionProfile".
 */
export interface GrantedPermissionProfile {
  fileSystem?: AdditionalFileSystemPermissions | null;
  network?: AdditionalNetworkPermissions | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "InitializeResponse".
 */
export interface InitializeResponse {
  /**
   * Absolute path to the server's $CODEX_HOME directory.
   */
  codexHome: AbsolutePathBuf;
  /**
   * Platform family for the running app-server target, for example `"unix"` or `"windows"`.
   */
  platformFamily: string;
  /**
   * Operating system for the running app-server target, for example `"macos"`, `"linux"`, or `"windows"`.
   */
  platformOs: string;
  userAgent: string;
}
/**
 * A response to a request that indicates an error occurred.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "JSONRPCError".
 */
export interface JSONRPCError {
  error: JSONRPCErrorError;
  id: RequestId;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "JSONRPCErrorError".
 */
export interface JSONRPCErrorError {
  code: number;
  data?: unknown;
  message: string;
}
/**
 * A request that expects a response.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "JSONRPCRequest".
 */
export interface JSONRPCRequest {
  id: RequestId;
  method: string;
  params?: unknown;
  /**
   * Optional W3C Trace Context for distributed tracing.
   */
  trace?: W3CTraceContext | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "W3cTraceContext".
 */
export interface W3CTraceContext {
  traceparent?: string | null;
  tracestate?: string | null;
}
/**
 * A notification which does not expect a response.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "JSONRPCNotification".
 */
export interface JSONRPCNotification {
  method: string;
  params?: unknown;
}
/**
 * A successful (non-error) response to a request.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "JSONRPCResponse".
 */
export interface JSONRPCResponse {
  id: RequestId;
  result: unknown;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationBooleanSchema".
 */
export interface McpElicitationBooleanSchema {
  default?: boolean | null;
  description?: string | null;
  title?: string | null;
  type: McpElicitationBooleanType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationConstOption".
 */
export interface McpElicitationConstOption {
  const: string;
  title: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationUntitledSingleSelectEnumSchema".
 */
export interface McpElicitationUntitledSingleSelectEnumSchema {
  default?: string | null;
  description?: string | null;
  enum: string[];
  title?: string | null;
  type: McpElicitationStringType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationTitledSingleSelectEnumSchema".
 */
export interface McpElicitationTitledSingleSelectEnumSchema {
  default?: string | null;
  description?: string | null;
  oneOf: McpElicitationConstOption[];
  title?: string | null;
  type: McpElicitationStringType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationUntitledMultiSelectEnumSchema".
 */
export interface McpElicitationUntitledMultiSelectEnumSchema {
  default?: string[] | null;
  description?: string | null;
  items: McpElicitationUntitledEnumItems;
  maxItems?: number | null;
  minItems?: number | null;
  title?: string | null;
  type: McpElicitationArrayType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationUntitledEnumItems".
 */
export interface McpElicitationUntitledEnumItems {
  enum: string[];
  type: McpElicitationStringType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationTitledMultiSelectEnumSchema".
 */
export interface McpElicitationTitledMultiSelectEnumSchema {
  default?: string[] | null;
  description?: string | null;
  items: McpElicitationTitledEnumItems;
  maxItems?: number | null;
  minItems?: number | null;
  title?: string | null;
  type: McpElicitationArrayType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationTitledEnumItems".
 */
export interface McpElicitationTitledEnumItems {
  anyOf: McpElicitationConstOption[];
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationLegacyTitledEnumSchema".
 */
export interface McpElicitationLegacyTitledEnumSchema {
  default?: string | null;
  description?: string | null;
  enum: string[];
  enumNames?: string[] | null;
  title?: string | null;
  type: McpElicitationStringType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationNumberSchema".
 */
export interface McpElicitationNumberSchema {
  default?: number | null;
  description?: string | null;
  maximum?: number | null;
  minimum?: number | null;
  title?: string | null;
  type: McpElicitationNumberType;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationStringSchema".
 */
export interface McpElicitationStringSchema {
  default?: string | null;
  description?: string | null;
  format?: McpElicitationStringFormat | null;
  maxLength?: number | null;
  minLength?: number | null;
  title?: string | null;
  type: McpElicitationStringType;
}
/**
 * Typed form schema for MCP `elicitation/create` requests.
 *
 * This matches the `requestedSchema` shape from the MCP 2025-11-25 `ElicitRequestFormParams` schema.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpElicitationSchema".
 */
export interface McpElicitationSchema {
  $schema?: string | null;
  properties: {
    [k: string]: McpElicitationPrimitiveSchema | undefined;
  };
  required?: string[] | null;
  type: McpElicitationObjectType;
}
export interface McpServerElicitationRequestParams2 {
  /**
   * Registration scope, not necessarily the server's execution environment.
   */
  environmentId?: string | null;
  serverName: string;
  threadId: string;
  /**
   * Active Codex turn when this elicitation was observed, if app-server could correlate one.
   *
   * This is nullable because MCP models elicitation as a standalone server-to-client request identified by the MCP server request id. It may be triggered during a turn, but turn context is app-server correlation rather than part of the protocol identity of the elicitation itself.
   */
  turnId?: string | null;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "McpServerElicitationRequestResponse".
 */
export interface McpServerElicitationRequestResponse {
  /**
   * Optional client metadata for form-mode action handling.
   */
  _meta?: {
    [k: string]: unknown | undefined;
  };
  action: McpServerElicitationAction;
  /**
   * Structured user input for accepted elicitations, mirroring RMCP `CreateElicitationResult`.
   *
   * This is nullable because decline/cancel responses have no content.
   */
  content?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PermissionsRequestApprovalParams".
 */
export interface PermissionsRequestApprovalParams {
  cwd: LegacyAppPathString;
  environmentId?: string | null;
  itemId: string;
  permissions: RequestPermissionProfile;
  reason?: string | null;
  /**
   * Unix timestamp (in milliseconds) when this approval request started.
   */
  startedAtMs: number;
  threadId: string;
  turnId: string;
}
/**
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "PermissionsRequestApprovalResponse".
 */
export interface PermissionsRequestApprovalResponse {
  permissions: GrantedPermissionProfile;
  scope?: PermissionGrantScope & string;
  /**
   * Review every subsequent command in this turn before normal sandboxed execution.
   */
  strictAutoReview?: boolean | null;
}
export interface ServerNotification2 {
  /**
   * Unix timestamp (in milliseconds) when app-server emitted this notification.
   */
  emittedAtMs?: number;
}
/**
 * EXPERIMENTAL. Params sent with a request_user_input event.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ToolRequestUserInputParams".
 */
export interface ToolRequestUserInputParams {
  /**
   * @deprecated Use `isBlocking` to decide whether the request should block.
   */
  autoResolutionMs?: number | null;
  isBlocking: boolean;
  itemId: string;
  questions: ToolRequestUserInputQuestion[];
  threadId: string;
  turnId: string;
}
/**
 * EXPERIMENTAL. Represents one request_user_input question and its required options.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ToolRequestUserInputQuestion".
 */
export interface ToolRequestUserInputQuestion {
  header: string;
  id: string;
  isOther?: boolean;
  isSecret?: boolean;
  options?: ToolRequestUserInputOption[] | null;
  question: string;
}
/**
 * EXPERIMENTAL. Defines a single selectable option for request_user_input.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ToolRequestUserInputOption".
 */
export interface ToolRequestUserInputOption {
  description: string;
  label: string;
}
/**
 * EXPERIMENTAL. Captures a user's answer to a request_user_input question.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ToolRequestUserInputAnswer".
 */
export interface ToolRequestUserInputAnswer {
  answers: string[];
}
/**
 * EXPERIMENTAL. Response payload mapping question ids to answers.
 *
 * This interface was referenced by `CodexAppServerProtocol`'s JSON-Schema
 * via the `definition` "ToolRequestUserInputResponse".
 */
export interface ToolRequestUserInputResponse {
  answers: {
    [k: string]: ToolRequestUserInputAnswer | undefined;
  };
}

/** The answer to each request, by method (FooParams -> FooResponse in the schema). */
export interface ClientResponseByMethod {
  "initialize": InitializeResponse;
  "server/diagnostics": ServerDiagnosticsResponse;
  "userVerification/status": UserVerificationStatusResponse;
  "userVerification/enroll": UserVerificationEnrollResponse;
  "userVerification/delete": UserVerificationDeleteResponse;
  "userVerification/verify": UserVerificationVerifyResponse;
  "userVerification/cancel": UserVerificationCancelResponse;
  "thread/start": ThreadStartResponse;
  "thread/resume": ThreadResumeResponse;
  "thread/fork": ThreadForkResponse;
  "thread/sample": ThreadSampleResponse;
  "thread/sample/cancel": ThreadSampleCancelResponse;
  "thread/archive": ThreadArchiveResponse;
  "thread/delete": ThreadDeleteResponse;
  "thread/unsubscribe": ThreadUnsubscribeResponse;
  "thread/increment_elicitation": ThreadIncrementElicitationResponse;
  "thread/decrement_elicitation": ThreadDecrementElicitationResponse;
  "thread/name/set": ThreadSetNameResponse;
  "thread/prediction/request": ThreadPredictionRequestResponse;
  "thread/goal/set": ThreadGoalSetResponse;
  "thread/goal/get": ThreadGoalGetResponse;
  "thread/goal/clear": ThreadGoalClearResponse;
  "thread/queue/add": ThreadQueueAddResponse;
  "thread/queue/list": ThreadQueueListResponse;
  "thread/queue/update": ThreadQueueUpdateResponse;
  "thread/queue/delete": ThreadQueueDeleteResponse;
  "thread/queue/reorder": ThreadQueueReorderResponse;
  "thread/queue/start": ThreadQueueStartResponse;
  "thread/metadata/update": ThreadMetadataUpdateResponse;
  "thread/attachment/add": ThreadAttachmentAddResponse;
  "thread/attachment/list": ThreadAttachmentListResponse;
  "thread/attachmentOwner/list": ThreadAttachmentOwnerListResponse;
  "thread/attachment/remove": ThreadAttachmentRemoveResponse;
  "thread/section/move": ThreadSectionMoveResponse;
  "thread/settings/update": ThreadSettingsUpdateResponse;
  "thread/memoryMode/set": ThreadMemoryModeSetResponse;
  "thread/memory/read": ThreadMemoryReadResponse;
  "memory/status": MemoryStatusResponse;
  "memory/reset": unknown;
  "rollout/compress": unknown;
  "thread/unarchive": ThreadUnarchiveResponse;
  "thread/compact/start": ThreadCompactStartResponse;
  "thread/shellCommand": ThreadShellCommandResponse;
  "thread/approveGuardianDeniedAction": ThreadApproveGuardianDeniedActionResponse;
  "thread/backgroundTerminals/clean": ThreadBackgroundTerminalsCleanResponse;
  "thread/backgroundTerminals/list": ThreadBackgroundTerminalsListResponse;
  "thread/backgroundTerminals/terminate": ThreadBackgroundTerminalsTerminateResponse;
  "thread/revert": ThreadRevertResponse;
  "thread/list": ThreadListResponse;
  "project/list": ProjectListResponse;
  "project/read": ProjectReadResponse;
  "project/create": ProjectCreateResponse;
  "project/import": ProjectImportResponse;
  "project/update": ProjectUpdateResponse;
  "project/move": ProjectMoveResponse;
  "project/delete": ProjectDeleteResponse;
  "threadSection/list": ThreadSectionListResponse;
  "threadSection/create": ThreadSectionCreateResponse;
  "threadSection/update": ThreadSectionUpdateResponse;
  "threadSection/delete": ThreadSectionDeleteResponse;
  "thread/search": ThreadSearchResponse;
  "thread/search/stream": ThreadSearchResponse;
  "thread/search/cancel": ThreadSearchCancelResponse;
  "thread/search/stream/cancel": ThreadSearchCancelResponse;
  "thread/searchOccurrences": ThreadSearchOccurrencesResponse;
  "thread/loaded/list": ThreadLoadedListResponse;
  "thread/read": ThreadReadResponse;
  "thread/readState/update": ThreadReadStateUpdateResponse;
  "thread/turns/list": ThreadTurnsListResponse;
  "thread/items/list": ThreadItemsListResponse;
  "thread/items/read": ThreadItemsReadResponse;
  "thread/guardianReview": ThreadGuardianReviewResponse;
  "thread/inject_items": ThreadInjectItemsResponse;
  "thread/prepareApprovedPlan": ThreadPrepareApprovedPlanResponse;
  "skills/list": SkillsListResponse;
  "skills/extraRoots/set": SkillsExtraRootsSetResponse;
  "hooks/list": HooksListResponse;
  "marketplace/add": MarketplaceAddResponse;
  "marketplace/remove": MarketplaceRemoveResponse;
  "marketplace/upgrade": MarketplaceUpgradeResponse;
  "plugin/list": PluginListResponse;
  "plugin/search": PluginSearchResponse;
  "plugin/installed": PluginInstalledResponse;
  "plugin/reconcile": PluginReconcileResponse;
  "plugin/read": PluginReadResponse;
  "plugin/skill/read": PluginSkillReadResponse;
  "plugin/share/save": PluginShareSaveResponse;
  "plugin/share/updateTargets": PluginShareUpdateTargetsResponse;
  "plugin/share/list": PluginShareListResponse;
  "plugin/share/checkout": PluginShareCheckoutResponse;
  "plugin/share/delete": PluginShareDeleteResponse;
  "app/read": AppsReadResponse;
  "app/list": AppsListResponse;
  "app/installed": AppsInstalledResponse;
  "fs/readFile": FsReadFileResponse;
  "fs/writeFile": FsWriteFileResponse;
  "fs/createDirectory": FsCreateDirectoryResponse;
  "fs/getMetadata": FsGetMetadataResponse;
  "fs/readDirectory": FsReadDirectoryResponse;
  "fs/remove": FsRemoveResponse;
  "fs/copy": FsCopyResponse;
  "fs/watch": FsWatchResponse;
  "fs/unwatch": FsUnwatchResponse;
  "skills/config/write": SkillsConfigWriteResponse;
  "plugin/install": PluginInstallResponse;
  "plugin/uninstall": PluginUninstallResponse;
  "turn/start": TurnStartResponse;
  "turn/settings/update": TurnSettingsUpdateResponse;
  "turn/steer": TurnSteerResponse;
  "turn/interrupt": TurnInterruptResponse;
  "thread/realtime/start": ThreadRealtimeStartResponse;
  "thread/realtime/appendAudio": ThreadRealtimeAppendAudioResponse;
  "thread/realtime/appendText": ThreadRealtimeAppendTextResponse;
  "thread/realtime/appendSpeech": ThreadRealtimeAppendSpeechResponse;
  "thread/realtime/stop": ThreadRealtimeStopResponse;
  "thread/timeline/list": ThreadTimelineListResponse;
  "thread/realtime/list": ThreadRealtimeListResponse;
  "thread/realtime/listVoices": ThreadRealtimeListVoicesResponse;
  "review/start": ReviewStartResponse;
  "model/list": ModelListResponse;
  "account/gatewayOAuth/read": unknown;
  "account/gatewayOAuth/login": unknown;
  "account/gatewayOAuth/cancel": unknown;
  "modelProvider/list": ModelProviderListResponse;
  "modelProvider/config/write": ModelProviderConfigWriteResponse;
  "modelProvider/default/set": unknown;
  "modelProvider/capabilities/read": ModelProviderCapabilitiesReadResponse;
  "experimentalFeature/list": ExperimentalFeatureListResponse;
  "permissionProfile/list": PermissionProfileListResponse;
  "experimentalFeature/enablement/set": ExperimentalFeatureEnablementSetResponse;
  "remoteControl/enable": unknown;
  "remoteControl/disable": unknown;
  "remoteControl/status/read": unknown;
  "remoteControl/pairing/start": RemoteControlPairingStartResponse;
  "remoteControl/pairing/status": RemoteControlPairingStatusResponse;
  "remoteControl/client/list": RemoteControlClientsListResponse;
  "remoteControl/client/revoke": RemoteControlClientsRevokeResponse;
  "collaborationMode/list": CollaborationModeListResponse;
  "mock/experimentalMethod": MockExperimentalMethodResponse;
  "environment/add": EnvironmentAddResponse;
  "environment/info": EnvironmentInfoResponse;
  "environment/status": EnvironmentStatusResponse;
  "mcpServer/oauth/login": McpServerOauthLoginResponse;
  "config/mcpServer/reload": unknown;
  "mcpServerStatus/list": ListMcpServerStatusResponse;
  "mcpServer/resource/read": McpResourceReadResponse;
  "mcpServer/event/stream/start": McpServerEventStreamStartResponse;
  "mcpServer/event/stream/stop": McpServerEventStreamStopResponse;
  "mcpServer/tool/call": McpServerToolCallResponse;
  "windowsSandbox/setupStart": WindowsSandboxSetupStartResponse;
  "windowsSandbox/readiness": unknown;
  "account/login/start": LoginAccountResponse;
  "account/bedrock/discover": BedrockDiscoverResponse;
  "account/bedrock/setup": BedrockSetupResponse;
  "account/gcp/setup": GcpSetupResponse;
  "account/bedrock/checkGovCloudRequirements": BedrockCheckGovCloudRequirementsResponse;
  "account/login/cancel": CancelLoginAccountResponse;
  "accountSession/list": unknown;
  "accountSession/switch": AccountSessionsSwitchResponse;
  "account/logout": unknown;
  "account/securitySetup/read": unknown;
  "account/rateLimits/read": unknown;
  "account/rateLimitResetCredit/consume": ConsumeAccountRateLimitResetCreditResponse;
  "account/usage/read": unknown;
  "account/workspaceMessages/read": unknown;
  "account/sendAddCreditsNudgeEmail": SendAddCreditsNudgeEmailResponse;
  "feedback/upload": FeedbackUploadResponse;
  "feedback/save": FeedbackSaveResponse;
  "command/exec": CommandExecResponse;
  "command/exec/write": CommandExecWriteResponse;
  "command/exec/terminate": CommandExecTerminateResponse;
  "command/exec/resize": CommandExecResizeResponse;
  "process/spawn": ProcessSpawnResponse;
  "process/writeStdin": ProcessWriteStdinResponse;
  "process/kill": ProcessKillResponse;
  "process/resizePty": ProcessResizePtyResponse;
  "config/read": ConfigReadResponse;
  "externalAgentConfig/detect": ExternalAgentConfigDetectResponse;
  "externalAgentConfig/import": ExternalAgentConfigImportResponse;
  "externalAgentConfig/import/recordHistory": ExternalAgentConfigImportHistoryRecordResponse;
  "externalAgentConfig/import/readHistories": unknown;
  "config/value/write": unknown;
  "config/batchWrite": unknown;
  "configRequirements/read": unknown;
  "account/read": GetAccountResponse;
  "fuzzyFileSearch": FuzzyFileSearchResponse;
  "fuzzyFileSearch/sessionStart": FuzzyFileSearchSessionStartResponse;
  "fuzzyFileSearch/sessionUpdate": FuzzyFileSearchSessionUpdateResponse;
  "fuzzyFileSearch/sessionStop": FuzzyFileSearchSessionStopResponse;
}
export interface ServerRequestResponseByMethod {
  "item/commandExecution/requestApproval": CommandExecutionRequestApprovalResponse;
  "item/fileChange/requestApproval": FileChangeRequestApprovalResponse;
  "item/tool/requestUserInput": ToolRequestUserInputResponse;
  "mcpServer/elicitation/request": McpServerElicitationRequestResponse;
  "item/permissions/requestApproval": PermissionsRequestApprovalResponse;
  "item/tool/call": DynamicToolCallResponse;
  "account/chatgptAuthTokens/refresh": ChatgptAuthTokensRefreshResponse;
  "attestation/generate": AttestationGenerateResponse;
  "applyPatchApproval": ApplyPatchApprovalResponse;
  "execCommandApproval": ExecCommandApprovalResponse;
}
