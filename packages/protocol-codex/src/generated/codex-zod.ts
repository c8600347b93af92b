// Zod 4 schemas for the messages the harness sends and reads, by method (the root scripts/zod.mjs);
// held to the ajv validators by a property test; imported only from the ./zod entry.
// Generated from the JSON Schema printed by `codex app-server generate-json-schema` of
// @openai/codex 0.171.0 (schemas/codex_app_server_protocol.schemas.json, sha256 6207620bfd8e98a0).
// Do not edit: regenerate with `pnpm gen` (node scripts/gen.mjs) in packages/protocol-codex.
import { z } from 'zod';

/** JSON Schema's oneOf: exactly one branch accepts (a zod union alone accepts when several do). */
function oneOf<const T extends readonly [z.ZodType, ...z.ZodType[]]>(branches: T) {
  return z.union(branches).refine((value) => branches.filter((branch) => branch.safeParse(value).success).length === 1);
}

export const DesktopOnboardingEntrypointSchema = z.literal(["life_sciences"]);
export const AccountLoginCompletedNotificationSchema = z.looseObject({ "error": z.union([z.string(), z.null()]).optional(), "loginId": z.union([z.string(), z.null()]).optional(), "onboardingEntrypoint": z.union([DesktopOnboardingEntrypointSchema, z.null()]).optional(), "success": z.boolean() });
export const CreditsSnapshotSchema = z.looseObject({ "balance": z.union([z.string(), z.null()]).optional(), "hasCredits": z.boolean(), "unlimited": z.boolean() });
export const PlanTypeSchema = z.literal(["free","go","plus","pro","prolite","promax","team","self_serve_business_prolite","self_serve_business_usage_based","business","ent26","enterprise_cbp_automation","enterprise_cbp_usage_based","enterprise","edu","edu_plus","edu_pro","sci","sci_plus","unknown"]);
export const RateLimitReachedTypeSchema = z.literal(["rate_limit_reached","workspace_owner_credits_depleted","workspace_member_credits_depleted","workspace_owner_usage_limit_reached","workspace_member_usage_limit_reached"]);
export const RateLimitWindowSchema = z.looseObject({ "resetsAt": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "usedPercent": z.number().refine(Number.isInteger), "windowDurationMins": z.union([z.number().refine(Number.isInteger), z.null()]).optional() });
export const SpendControlLimitSnapshotSchema = z.looseObject({ "limit": z.string(), "remainingPercent": z.number().refine(Number.isInteger), "resetsAt": z.number().refine(Number.isInteger), "used": z.string() });
export const RateLimitSnapshotSchema = z.looseObject({ "credits": z.union([CreditsSnapshotSchema, z.null()]).optional(), "individualLimit": z.union([SpendControlLimitSnapshotSchema, z.null()]).optional(), "limitId": z.union([z.string(), z.null()]).optional(), "limitName": z.union([z.string(), z.null()]).optional(), "normalModelSlug": z.union([z.string(), z.null()]).optional(), "planType": z.union([PlanTypeSchema, z.null()]).optional(), "primary": z.union([RateLimitWindowSchema, z.null()]).optional(), "rateLimitReachedType": z.union([RateLimitReachedTypeSchema, z.null()]).optional(), "secondary": z.union([RateLimitWindowSchema, z.null()]).optional(), "spendControlReached": z.union([z.boolean(), z.null()]).optional() });
export const AccountRateLimitsUpdatedNotificationSchema = z.looseObject({ "rateLimits": RateLimitSnapshotSchema });
export const AccountUpdateReasonSchema = z.literal(["workspaceRoutingReady","unknown"]);
export const AuthModeSchema = z.union([z.literal(["apikey"]), z.literal(["chatgpt"]), z.literal(["chatgptAuthTokens"]), z.literal(["headers"]), z.literal(["agentIdentity"]), z.literal(["personalAccessToken"]), z.literal(["bedrockApiKey"]), z.literal(["bedrockAccessKeys"])]);
export const AccountUpdatedNotificationSchema = z.looseObject({ "authMode": z.union([AuthModeSchema, z.null()]).optional(), "planType": z.union([PlanTypeSchema, z.null()]).optional(), "reason": z.union([AccountUpdateReasonSchema, z.null()]).optional() });
export const AgentMessageDeltaNotificationSchema = z.looseObject({ "delta": z.string(), "itemId": z.string(), "threadId": z.string(), "turnId": z.string() });
export const AppBrandingSchema = z.looseObject({ "category": z.union([z.string(), z.null()]).optional(), "developer": z.union([z.string(), z.null()]).optional(), "isDiscoverableApp": z.boolean(), "privacyPolicy": z.union([z.string(), z.null()]).optional(), "termsOfService": z.union([z.string(), z.null()]).optional(), "website": z.union([z.string(), z.null()]).optional() });
export const AppReviewSchema = z.looseObject({ "status": z.string() });
export const AppScreenshotSchema = z.looseObject({ "fileId": z.union([z.string(), z.null()]).optional(), "url": z.union([z.string(), z.null()]).optional(), "userPrompt": z.string() });
export const AppMetadataSchema = z.looseObject({ "categories": z.union([z.array(z.string()), z.null()]).optional(), "developer": z.union([z.string(), z.null()]).optional(), "firstPartyRequiresInstall": z.union([z.boolean(), z.null()]).optional(), "review": z.union([AppReviewSchema, z.null()]).optional(), "screenshots": z.union([z.array(AppScreenshotSchema), z.null()]).optional(), "seoDescription": z.union([z.string(), z.null()]).optional(), "showInComposerWhenUnlinked": z.union([z.boolean(), z.null()]).optional(), "subCategories": z.union([z.array(z.string()), z.null()]).optional(), "version": z.union([z.string(), z.null()]).optional(), "versionId": z.union([z.string(), z.null()]).optional(), "versionNotes": z.union([z.string(), z.null()]).optional() });
export const AppInfoSchema = z.looseObject({ "appMetadata": z.union([AppMetadataSchema, z.null()]).optional(), "branding": z.union([AppBrandingSchema, z.null()]).optional(), "description": z.union([z.string(), z.null()]).optional(), "distributionChannel": z.union([z.string(), z.null()]).optional(), "iconAssets": z.union([z.object({  }).catchall(z.string()), z.null()]).optional(), "iconDarkAssets": z.union([z.object({  }).catchall(z.string()), z.null()]).optional(), "id": z.string(), "installUrl": z.union([z.string(), z.null()]).optional(), "isAccessible": z.boolean().optional(), "isEnabled": z.boolean().optional(), "labels": z.union([z.object({  }).catchall(z.string()), z.null()]).optional(), "logoUrl": z.union([z.string(), z.null()]).optional(), "logoUrlDark": z.union([z.string(), z.null()]).optional(), "name": z.string(), "pluginDisplayNames": z.array(z.string()).optional() });
export const AppListUpdatedNotificationSchema = z.looseObject({ "data": z.array(AppInfoSchema) });
export const FileChangeSchema = z.discriminatedUnion("type", [z.looseObject({ "content": z.string(), "type": z.literal(["add"]) }), z.looseObject({ "content": z.string(), "type": z.literal(["delete"]) }), z.looseObject({ "move_path": z.union([z.string(), z.null()]).optional(), "type": z.literal(["update"]), "unified_diff": z.string() })]);
export const ThreadIdSchema = z.string();
export const ApplyPatchApprovalParamsSchema = z.looseObject({ "callId": z.string(), "conversationId": ThreadIdSchema, "fileChanges": z.object({  }).catchall(FileChangeSchema), "grantRoot": z.union([z.string(), z.null()]).optional(), "reason": z.union([z.string(), z.null()]).optional() });
export const AttestationGenerateParamsSchema = z.looseObject({  });
export const AuthRecoveryNotificationSchema = z.looseObject({ "message": z.string(), "provider": z.string(), "threadId": z.string(), "turnId": z.string() });
export const ChatgptAuthTokensRefreshReasonSchema = z.union([z.literal(["unauthorized"])]);
export const ChatgptAuthTokensRefreshParamsSchema = z.looseObject({ "previousAccountId": z.union([z.string(), z.null()]).optional(), "reason": ChatgptAuthTokensRefreshReasonSchema });
export const CommandExecOutputStreamSchema = z.union([z.literal(["stdout"]), z.literal(["stderr"])]);
export const CommandExecOutputDeltaNotificationSchema = z.looseObject({ "capReached": z.boolean(), "deltaBase64": z.string(), "processId": z.string(), "stream": CommandExecOutputStreamSchema });
export const CommandExecutionOutputDeltaNotificationSchema = z.looseObject({ "delta": z.string(), "itemId": z.string(), "threadId": z.string(), "turnId": z.string() });
export const LegacyAppPathStringSchema = z.string();
export const CommandActionSchema = z.discriminatedUnion("type", [z.looseObject({ "command": z.string(), "name": z.string(), "path": LegacyAppPathStringSchema, "type": z.literal(["read"]) }), z.looseObject({ "command": z.string(), "path": z.union([z.string(), z.null()]).optional(), "type": z.literal(["listFiles"]) }), z.looseObject({ "command": z.string(), "path": z.union([z.string(), z.null()]).optional(), "query": z.union([z.string(), z.null()]).optional(), "type": z.literal(["search"]) }), z.looseObject({ "command": z.string(), "type": z.literal(["unknown"]) })]);
export const CommandExecutionApprovalKindSchema = z.union([z.literal(["command","writeStdin"]), z.literal(["humanCommand"])]);
export const NetworkApprovalProtocolSchema = z.literal(["http","https","socks5Tcp","socks5Udp"]);
export const NetworkApprovalContextSchema = z.looseObject({ "host": z.string(), "protocol": NetworkApprovalProtocolSchema });
export const NetworkPolicyRuleActionSchema = z.literal(["allow","deny"]);
export const NetworkPolicyAmendmentSchema = z.looseObject({ "action": NetworkPolicyRuleActionSchema, "host": z.string() });
export const CommandExecutionRequestApprovalParamsSchema = z.looseObject({ "approvalId": z.union([z.string(), z.null()]).optional(), "command": z.union([z.string(), z.null()]).optional(), "commandActions": z.union([z.array(CommandActionSchema), z.null()]).optional(), "cwd": z.union([LegacyAppPathStringSchema, z.null()]).optional(), "environmentId": z.union([z.string(), z.null()]).optional(), "itemId": z.string(), "kind": CommandExecutionApprovalKindSchema.optional(), "networkApprovalContext": z.union([NetworkApprovalContextSchema, z.null()]).optional(), "proposedExecpolicyAmendment": z.union([z.array(z.string()), z.null()]).optional(), "proposedNetworkPolicyAmendments": z.union([z.array(NetworkPolicyAmendmentSchema), z.null()]).optional(), "reason": z.union([z.string(), z.null()]).optional(), "startedAtMs": z.number().refine(Number.isInteger), "threadId": z.string(), "turnId": z.string() });
export const CommandExecutionApprovalDecisionSchema = oneOf([z.literal(["accept"]), z.literal(["acceptForSession"]), z.looseObject({ "acceptWithExecpolicyAmendment": z.looseObject({ "execpolicy_amendment": z.array(z.string()) }) }), z.looseObject({ "applyNetworkPolicyAmendment": z.looseObject({ "network_policy_amendment": NetworkPolicyAmendmentSchema }) }), z.literal(["decline"]), z.literal(["cancel"])]);
export const CommandExecutionRequestApprovalResponseSchema = z.looseObject({ "decision": CommandExecutionApprovalDecisionSchema });
export const TextPositionSchema = z.looseObject({ "column": z.number().refine(Number.isInteger).refine((n) => n >= 0), "line": z.number().refine(Number.isInteger).refine((n) => n >= 0) });
export const TextRangeSchema = z.looseObject({ "end": TextPositionSchema, "start": TextPositionSchema });
export const ConfigWarningNotificationSchema = z.looseObject({ "details": z.union([z.string(), z.null()]).optional(), "path": z.union([z.string(), z.null()]).optional(), "range": z.union([TextRangeSchema, z.null()]).optional(), "summary": z.string() });
export const ContextCompactedNotificationSchema = z.looseObject({ "threadId": z.string(), "turnId": z.string() });
export const DeprecationNoticeNotificationSchema = z.looseObject({ "details": z.union([z.string(), z.null()]).optional(), "summary": z.string() });
export const DynamicToolCallParamsSchema = z.looseObject({ "arguments": z.unknown(), "callId": z.string(), "namespace": z.union([z.string(), z.null()]).optional(), "threadId": z.string(), "tool": z.string(), "turnId": z.string() });
export const EnvironmentConnectionNotificationSchema = z.looseObject({ "environmentId": z.string(), "threadId": z.string() });
export const NonSteerableTurnKindSchema = z.literal(["review","compact"]);
export const CodexErrorInfoSchema = z.union([z.literal(["contextWindowExceeded","sessionBudgetExceeded","usageLimitExceeded","rateLimitExceeded","flexUnavailable","serverOverloaded","modelNotFound","policyCapacityUnavailable","cyberPolicy","bioPolicy","misalignmentPolicyViolation","tooManyDenials","internalServerError","unauthorized","badRequest","threadRollbackFailed","sandboxError","other"]), z.literal(["inferenceHookDenied"]), z.looseObject({ "httpConnectionFailed": z.looseObject({ "httpStatusCode": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 0), z.null()]).optional() }) }), z.looseObject({ "responseStreamConnectionFailed": z.looseObject({ "httpStatusCode": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 0), z.null()]).optional() }) }), z.looseObject({ "responseStreamDisconnected": z.looseObject({ "httpStatusCode": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 0), z.null()]).optional() }) }), z.looseObject({ "responseTooManyFailedAttempts": z.looseObject({ "httpStatusCode": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 0), z.null()]).optional() }) }), z.looseObject({ "activeTurnNotSteerable": z.looseObject({ "turnKind": NonSteerableTurnKindSchema }) }), z.union([z.string(), z.looseObject({  })])]);
export const MisalignmentSteerSchema = z.looseObject({ "message": z.string() });
export const MisalignmentErrorDetailsSchema = z.looseObject({ "detailedExplanation": z.union([z.string(), z.null()]).optional(), "errorType": z.union([z.string(), z.null()]).optional(), "reviewTarget": z.union([z.string(), z.null()]).optional(), "steer": z.union([MisalignmentSteerSchema, z.null()]).optional() });
export const TurnErrorSchema = z.looseObject({ "additionalDetails": z.union([z.string(), z.null()]).optional(), "codexErrorInfo": z.union([CodexErrorInfoSchema, z.null()]).optional(), "message": z.string(), "misalignment": z.union([MisalignmentErrorDetailsSchema, z.null()]).optional() });
export const ErrorNotificationSchema = z.looseObject({ "error": TurnErrorSchema, "threadId": z.string(), "turnId": z.string(), "willRetry": z.boolean() });
export const ParsedCommandSchema = z.discriminatedUnion("type", [z.looseObject({ "cmd": z.string(), "name": z.string(), "path": z.string(), "type": z.literal(["read"]) }), z.looseObject({ "cmd": z.string(), "path": z.union([z.string(), z.null()]).optional(), "type": z.literal(["list_files"]) }), z.looseObject({ "cmd": z.string(), "path": z.union([z.string(), z.null()]).optional(), "query": z.union([z.string(), z.null()]).optional(), "type": z.literal(["search"]) }), z.looseObject({ "cmd": z.string(), "type": z.literal(["unknown"]) })]);
export const ExecCommandApprovalParamsSchema = z.looseObject({ "approvalId": z.union([z.string(), z.null()]).optional(), "callId": z.string(), "command": z.array(z.string()), "conversationId": ThreadIdSchema, "cwd": z.string(), "parsedCmd": z.array(ParsedCommandSchema), "reason": z.union([z.string(), z.null()]).optional() });
export const ExternalAgentConfigMigrationItemTypeSchema = z.literal(["AGENTS_MD","CONFIG","SKILLS","PLUGINS","MCP_SERVER_CONFIG","SUBAGENTS","HOOKS","COMMANDS","MEMORY","SESSIONS"]);
export const ExternalAgentConfigImportItemTypeFailureSchema = z.looseObject({ "cwd": z.union([z.string(), z.null()]).optional(), "errorType": z.union([z.string(), z.null()]).optional(), "failureStage": z.string(), "itemType": ExternalAgentConfigMigrationItemTypeSchema, "message": z.string(), "source": z.union([z.string(), z.null()]).optional(), "subErrorType": z.union([z.string(), z.null()]).optional() });
export const ExternalAgentConfigImportItemTypeSuccessSchema = z.looseObject({ "cwd": z.union([z.string(), z.null()]).optional(), "itemType": ExternalAgentConfigMigrationItemTypeSchema, "source": z.union([z.string(), z.null()]).optional(), "target": z.union([z.string(), z.null()]).optional(), "title": z.union([z.string(), z.null()]).optional() });
export const ExternalAgentConfigImportTypeResultSchema = z.looseObject({ "failures": z.array(ExternalAgentConfigImportItemTypeFailureSchema), "itemType": ExternalAgentConfigMigrationItemTypeSchema, "successes": z.array(ExternalAgentConfigImportItemTypeSuccessSchema) });
export const ExternalAgentConfigImportCompletedNotificationSchema = z.looseObject({ "importId": z.string(), "itemTypeResults": z.array(ExternalAgentConfigImportTypeResultSchema) });
export const ExternalAgentConfigImportProgressNotificationSchema = z.looseObject({ "importId": z.string(), "itemTypeResults": z.array(ExternalAgentConfigImportTypeResultSchema) });
export const FileChangeOutputDeltaNotificationSchema = z.looseObject({ "delta": z.string(), "itemId": z.string(), "threadId": z.string(), "turnId": z.string() });
export const PatchChangeKindSchema = z.discriminatedUnion("type", [z.looseObject({ "type": z.literal(["add"]) }), z.looseObject({ "type": z.literal(["delete"]) }), z.looseObject({ "move_path": z.union([z.string(), z.null()]).optional(), "type": z.literal(["update"]) })]);
export const FileUpdateChangeSchema = z.looseObject({ "diff": z.string(), "kind": PatchChangeKindSchema, "path": z.string() });
export const FileChangePatchUpdatedNotificationSchema = z.looseObject({ "changes": z.array(FileUpdateChangeSchema), "itemId": z.string(), "threadId": z.string(), "turnId": z.string() });
export const FileChangeRequestApprovalParamsSchema = z.looseObject({ "grantRoot": z.union([z.string(), z.null()]).optional(), "itemId": z.string(), "reason": z.union([z.string(), z.null()]).optional(), "startedAtMs": z.number().refine(Number.isInteger), "threadId": z.string(), "turnId": z.string() });
export const FileChangeApprovalDecisionSchema = z.union([z.literal(["accept"]), z.literal(["acceptForSession"]), z.literal(["decline"]), z.literal(["cancel"])]);
export const FileChangeRequestApprovalResponseSchema = z.looseObject({ "decision": FileChangeApprovalDecisionSchema });
export const AbsolutePathBufSchema = z.string();
export const FsChangedNotificationSchema = z.looseObject({ "changedPaths": z.array(AbsolutePathBufSchema), "watchId": z.string() });
export const FuzzyFileSearchSessionCompletedNotificationSchema = z.looseObject({ "sessionId": z.string() });
export const FuzzyFileSearchMatchTypeSchema = z.literal(["file","directory"]);
export const FuzzyFileSearchResultSchema = z.looseObject({ "file_name": z.string(), "indices": z.union([z.array(z.number().refine(Number.isInteger).refine((n) => n >= 0)), z.null()]).optional(), "match_type": FuzzyFileSearchMatchTypeSchema, "path": z.string(), "root": z.string(), "score": z.number().refine(Number.isInteger).refine((n) => n >= 0) });
export const FuzzyFileSearchSessionUpdatedNotificationSchema = z.looseObject({ "files": z.array(FuzzyFileSearchResultSchema), "query": z.string(), "sessionId": z.string() });
export const GatewayOAuthStatusSchema = z.literal(["notReady","started","succeeded","failed"]);
export const GatewayOAuthChangedNotificationSchema = z.looseObject({ "authUrl": z.union([z.string(), z.null()]).optional(), "error": z.union([z.string(), z.null()]).optional(), "loginId": z.union([z.string(), z.null()]).optional(), "providerId": z.string(), "status": GatewayOAuthStatusSchema });
export const GuardianWarningNotificationSchema = z.looseObject({ "message": z.string(), "threadId": z.string() });
export const HookEventNameSchema = z.literal(["preModelRequest","postModelRequest","preToolUse","permissionRequest","postToolUse","preCompact","postCompact","sessionStart","sessionEnd","userPromptSubmit","subagentStart","subagentStop","stop","interrupt"]);
export const HookExecutionModeSchema = z.literal(["sync","async"]);
export const HookHandlerTypeSchema = z.literal(["command","mcpTool","prompt","agent"]);
export const HookOutputEntryKindSchema = z.literal(["warning","stop","feedback","context","error"]);
export const HookOutputEntrySchema = z.looseObject({ "kind": HookOutputEntryKindSchema, "text": z.string() });
export const HookRunStatusSchema = z.literal(["running","completed","failed","blocked","stopped"]);
export const HookScopeSchema = z.literal(["thread","turn"]);
export const HookSourceSchema = z.literal(["system","user","project","mdm","sessionFlags","plugin","cloudRequirements","cloudManagedConfig","legacyManagedConfigFile","legacyManagedConfigMdm","unknown"]);
export const HookRunSummarySchema = z.looseObject({ "completedAt": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "displayOrder": z.number().refine(Number.isInteger), "durationMs": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "entries": z.array(HookOutputEntrySchema), "eventName": HookEventNameSchema, "executionMode": HookExecutionModeSchema, "handlerType": HookHandlerTypeSchema, "id": z.string(), "scope": HookScopeSchema, "source": HookSourceSchema.optional(), "sourcePath": LegacyAppPathStringSchema, "startedAt": z.number().refine(Number.isInteger), "status": HookRunStatusSchema, "statusMessage": z.union([z.string(), z.null()]).optional() });
export const HookCompletedNotificationSchema = z.looseObject({ "run": HookRunSummarySchema, "threadId": z.string(), "turnId": z.union([z.string(), z.null()]).optional() });
export const HookStartedNotificationSchema = z.looseObject({ "run": HookRunSummarySchema, "threadId": z.string(), "turnId": z.union([z.string(), z.null()]).optional() });
export const ClientInfoSchema = z.looseObject({ "name": z.string(), "title": z.union([z.string(), z.null()]).optional(), "version": z.string() });
export const InitializeCapabilitiesSchema = z.looseObject({ "experimentalApi": z.boolean().optional(), "explicitGatewayOauth": z.boolean().optional(), "extensions": z.union([z.looseObject({  }), z.null()]).optional(), "mcpServerOpenaiFormElicitation": z.boolean().optional(), "optOutNotificationMethods": z.union([z.array(z.string()), z.null()]).optional(), "requestAttestation": z.boolean().optional(), "requiredHumanApproval": z.boolean().optional() });
export const InitializeParamsSchema = z.looseObject({ "capabilities": z.union([InitializeCapabilitiesSchema, z.null()]).optional(), "clientInfo": ClientInfoSchema });
export const InitializeResponseSchema = z.looseObject({ "codexHome": AbsolutePathBufSchema, "platformFamily": z.string(), "platformOs": z.string(), "userAgent": z.string() });
export const AgentMessageDeliverySchema = z.literal(["async"]);
export const HelplineSubjectSchema = z.literal(["answer","prompt"]);
export const AnswerAnnotationSchema = z.discriminatedUnion("kind", [z.looseObject({ "kind": z.literal(["wellbeingHelpline"]), "subject": HelplineSubjectSchema })]);
export const AnswerReplacementSchema = z.discriminatedUnion("kind", [z.looseObject({ "kind": z.literal(["wellbeingPromptHelpline"]) })]);
export const BlockReasonSchema = z.discriminatedUnion("kind", [z.looseObject({ "kind": z.literal(["protection"]), "protectionType": z.string() }), z.looseObject({ "kind": z.literal(["cyber"]), "trustedAccess": z.union([z.boolean(), z.null()]).optional() })]);
export const TrustedContactsSchema = z.literal(["check","skip"]);
export const AgentMessageDisplaySchema = z.discriminatedUnion("mode", [z.looseObject({ "annotation": z.union([AnswerAnnotationSchema, z.null()]).optional(), "mode": z.literal(["show"]), "trustedContacts": TrustedContactsSchema, "version": z.literal([1]) }), z.looseObject({ "mode": z.literal(["hide"]), "replacement": AnswerReplacementSchema, "version": z.literal([1]) }), z.looseObject({ "mode": z.literal(["block"]), "reason": BlockReasonSchema, "version": z.literal([1]) })]);
export const AgentMessageModerationSchema = z.looseObject({ "display": z.union([AgentMessageDisplaySchema, z.null()]).optional(), "moderated": z.boolean() });
export const AsyncUserInputQuestionSchema = z.looseObject({ "options": z.union([z.array(z.string()), z.null()]).optional(), "title": z.string() });
export const CollabAgentStatusSchema = z.literal(["pendingInit","running","interrupted","completed","errored","shutdown","notFound"]);
export const CollabAgentStateSchema = z.looseObject({ "message": z.union([z.string(), z.null()]).optional(), "status": CollabAgentStatusSchema });
export const CollabAgentToolSchema = z.literal(["spawnAgent","sendInput","resumeAgent","wait","closeAgent","sendMessage","followupTask","interruptAgent","listAgents"]);
export const CollabAgentToolCallStatusSchema = z.literal(["inProgress","completed","failed","interrupted"]);
export const CommandExecutionSourceSchema = z.literal(["agent","userShell","unifiedExecStartup","unifiedExecInteraction"]);
export const CommandExecutionStatusSchema = z.literal(["inProgress","completed","failed","declined"]);
export const DynamicToolCallOutputContentItemSchema = z.discriminatedUnion("type", [z.looseObject({ "text": z.string(), "type": z.literal(["inputText"]) }), z.looseObject({ "imageUrl": z.string(), "type": z.literal(["inputImage"]) }), z.looseObject({ "audioUrl": z.string(), "type": z.literal(["inputAudio"]) })]);
export const DynamicToolCallStatusSchema = z.literal(["inProgress","completed","failed"]);
export const ImageDetailSchema = z.literal(["auto","low","high","original"]);
export const FunctionCallOutputContentItemSchema = z.union([z.looseObject({ "text": z.string(), "type": z.literal(["input_text"]) }), z.intersection(z.looseObject({ "detail": z.union([ImageDetailSchema, z.null()]).optional(), "type": z.literal(["input_image"]) }), z.union([z.looseObject({ "image_url": z.string() }), z.looseObject({ "file_id": z.string() })])), z.intersection(z.looseObject({ "type": z.literal(["input_audio"]) }), z.union([z.looseObject({ "audio_url": z.string() }), z.looseObject({ "file_id": z.string() })])), z.looseObject({ "encrypted_content": z.string(), "type": z.literal(["encrypted_content"]) })]);
export const FunctionCallOutputBodySchema = z.union([z.string(), z.array(FunctionCallOutputContentItemSchema)]);
export const HookPromptFragmentSchema = z.looseObject({ "hookRunId": z.string(), "text": z.string() });
export const ImageGenerationFailureSchema = z.discriminatedUnion("type", [z.looseObject({ "limitId": z.string(), "resetsAt": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "type": z.literal(["usageLimitExceeded"]) })]);
export const ImageGenerationInputImageSchema = z.looseObject({ "path": AbsolutePathBufSchema, "sha256": z.string() });
export const McpAppDisplayModeSchema = z.literal(["inline","fullscreen"]);
export const McpAppUiSchema = z.looseObject({ "preferredModelDisplayMode": McpAppDisplayModeSchema, "resourceUri": z.string() });
export const McpToolCallAppContextSchema = z.looseObject({ "actionName": z.union([z.string(), z.null()]).optional(), "appName": z.union([z.string(), z.null()]).optional(), "connectorId": z.string(), "linkId": z.union([z.string(), z.null()]).optional(), "resourceUri": z.union([z.string(), z.null()]).optional() });
export const McpToolCallErrorSchema = z.looseObject({ "message": z.string() });
export const McpToolCallResultSchema = z.looseObject({ "_meta": z.unknown().optional(), "content": z.array(z.unknown()), "structuredContent": z.unknown().optional() });
export const McpToolCallStatusSchema = z.literal(["inProgress","completed","failed"]);
export const MemoryCitationEntrySchema = z.looseObject({ "lineEnd": z.number().refine(Number.isInteger).refine((n) => n >= 0), "lineStart": z.number().refine(Number.isInteger).refine((n) => n >= 0), "note": z.string(), "path": z.string() });
export const MemoryCitationSchema = z.looseObject({ "entries": z.array(MemoryCitationEntrySchema), "threadIds": z.array(z.string()) });
export const MessagePhaseSchema = z.union([z.literal(["commentary"]), z.literal(["partial_answer"]), z.literal(["final_answer"])]);
export const PatchApplyStatusSchema = z.literal(["inProgress","completed","failed","declined"]);
export const ReasoningEffortSchema = z.string().refine((s) => [...s].length >= 1);
export const SubAgentActivityKindSchema = z.literal(["started","interacted","interrupted","completed"]);
export const ByteRangeSchema = z.looseObject({ "end": z.number().refine(Number.isInteger).refine((n) => n >= 0), "start": z.number().refine(Number.isInteger).refine((n) => n >= 0) });
export const TextElementSchema = z.looseObject({ "byteRange": ByteRangeSchema, "placeholder": z.union([z.string(), z.null()]).optional() });
export const UserInputSchema = z.union([z.looseObject({ "text": z.string(), "text_elements": z.array(TextElementSchema).optional(), "type": z.literal(["text"]) }), z.intersection(z.looseObject({ "detail": z.union([ImageDetailSchema, z.null()]).optional(), "type": z.literal(["image"]) }), z.union([z.looseObject({ "url": z.string() }), z.looseObject({ "fileId": z.string() })])), z.looseObject({ "detail": z.union([ImageDetailSchema, z.null()]).optional(), "path": z.string(), "type": z.literal(["localImage"]) }), z.intersection(z.looseObject({ "type": z.literal(["audio"]) }), z.union([z.looseObject({ "url": z.string() }), z.looseObject({ "fileId": z.string() })])), z.looseObject({ "path": z.string(), "type": z.literal(["localAudio"]) }), z.looseObject({ "name": z.string(), "path": z.string(), "type": z.literal(["skill"]) }), z.looseObject({ "name": z.string(), "path": z.string(), "type": z.literal(["mention"]) })]);
export const WebSearchActionSchema = z.discriminatedUnion("type", [z.looseObject({ "queries": z.union([z.array(z.string()), z.null()]).optional(), "query": z.union([z.string(), z.null()]).optional(), "type": z.literal(["search"]) }), z.looseObject({ "type": z.literal(["openPage"]), "url": z.union([z.string(), z.null()]).optional() }), z.looseObject({ "pattern": z.union([z.string(), z.null()]).optional(), "type": z.literal(["findInPage"]), "url": z.union([z.string(), z.null()]).optional() }), z.looseObject({ "type": z.literal(["other"]) })]);
export const ThreadItemSchema = z.intersection(z.looseObject({ "completedAtMs": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "startedAtMs": z.union([z.number().refine(Number.isInteger), z.null()]).optional() }), z.union([z.looseObject({ "clientId": z.union([z.string(), z.null()]).optional(), "content": z.array(UserInputSchema), "id": z.string(), "type": z.literal(["userMessage"]) }), z.looseObject({ "fragments": z.array(HookPromptFragmentSchema), "id": z.string(), "type": z.literal(["hookPrompt"]) }), z.looseObject({ "delivery": z.union([AgentMessageDeliverySchema, z.null()]).optional(), "id": z.string(), "memoryCitation": z.union([MemoryCitationSchema, z.null()]).optional(), "moderation": z.union([AgentMessageModerationSchema, z.null()]).optional(), "phase": z.union([MessagePhaseSchema, z.null()]).optional(), "questions": z.union([z.array(AsyncUserInputQuestionSchema), z.null()]).optional(), "text": z.string(), "type": z.literal(["agentMessage"]) }), z.looseObject({ "id": z.string(), "name": z.string(), "namespace": z.union([z.string(), z.null()]).optional(), "output": FunctionCallOutputBodySchema, "type": z.literal(["functionCallOutput"]) }), z.looseObject({ "id": z.string(), "text": z.string(), "type": z.literal(["plan"]) }), z.looseObject({ "content": z.array(z.string()).optional(), "id": z.string(), "summary": z.array(z.string()).optional(), "type": z.literal(["reasoning"]) }), z.looseObject({ "aggregatedOutput": z.union([z.string(), z.null()]).optional(), "command": z.string(), "commandActions": z.array(CommandActionSchema), "cwd": LegacyAppPathStringSchema, "durationMs": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "exitCode": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "id": z.string(), "pluginId": z.union([z.string(), z.null()]).optional(), "processId": z.union([z.string(), z.null()]).optional(), "scriptPath": z.union([z.string(), z.null()]).optional(), "source": CommandExecutionSourceSchema.optional(), "status": CommandExecutionStatusSchema, "type": z.literal(["commandExecution"]) }), z.looseObject({ "changes": z.array(FileUpdateChangeSchema), "id": z.string(), "status": PatchApplyStatusSchema, "type": z.literal(["fileChange"]) }), z.looseObject({ "appContext": z.union([McpToolCallAppContextSchema, z.null()]).optional(), "arguments": z.unknown(), "durationMs": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "environmentId": z.union([z.string(), z.null()]).optional(), "error": z.union([McpToolCallErrorSchema, z.null()]).optional(), "id": z.string(), "mcpAppResourceUri": z.union([z.string(), z.null()]).optional(), "mcpAppUi": z.union([McpAppUiSchema, z.null()]).optional(), "pluginId": z.union([z.string(), z.null()]).optional(), "readOnlyHint": z.union([z.boolean(), z.null()]).optional(), "result": z.union([McpToolCallResultSchema, z.null()]).optional(), "server": z.string(), "status": McpToolCallStatusSchema, "tool": z.string(), "type": z.literal(["mcpToolCall"]) }), z.looseObject({ "arguments": z.unknown(), "contentItems": z.union([z.array(DynamicToolCallOutputContentItemSchema), z.null()]).optional(), "durationMs": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "id": z.string(), "namespace": z.union([z.string(), z.null()]).optional(), "status": DynamicToolCallStatusSchema, "success": z.union([z.boolean(), z.null()]).optional(), "tool": z.string(), "type": z.literal(["dynamicToolCall"]) }), z.looseObject({ "agentsStates": z.object({  }).catchall(CollabAgentStateSchema), "id": z.string(), "model": z.union([z.string(), z.null()]).optional(), "prompt": z.union([z.string(), z.null()]).optional(), "reasoningEffort": z.union([ReasoningEffortSchema, z.null()]).optional(), "receiverThreadIds": z.array(z.string()), "senderThreadId": z.string(), "status": CollabAgentToolCallStatusSchema, "tool": CollabAgentToolSchema, "type": z.literal(["collabAgentToolCall"]) }), z.looseObject({ "agentPath": z.string(), "agentThreadId": z.string(), "id": z.string(), "kind": SubAgentActivityKindSchema, "model": z.union([z.string(), z.null()]).optional(), "reasoningEffort": z.union([ReasoningEffortSchema, z.null()]).optional(), "type": z.literal(["subAgentActivity"]) }), z.looseObject({ "action": z.union([WebSearchActionSchema, z.null()]).optional(), "id": z.string(), "query": z.string(), "results": z.union([z.array(z.unknown()), z.null()]).optional(), "type": z.literal(["webSearch"]) }), z.looseObject({ "id": z.string(), "path": LegacyAppPathStringSchema, "type": z.literal(["imageView"]) }), z.looseObject({ "durationMs": z.number().refine(Number.isInteger).refine((n) => n >= 0), "id": z.string(), "type": z.literal(["sleep"]) }), z.intersection(z.looseObject({ "failure": z.union([ImageGenerationFailureSchema, z.null()]).optional(), "generationId": z.union([z.string(), z.null()]).optional(), "id": z.string(), "inputImages": z.array(ImageGenerationInputImageSchema).optional(), "revisedPrompt": z.union([z.string(), z.null()]).optional(), "savedPath": z.union([AbsolutePathBufSchema, z.null()]).optional(), "status": z.string(), "transparentBackground": z.union([z.boolean(), z.null()]).optional(), "type": z.literal(["imageGeneration"]) }), z.union([z.looseObject({ "fileId": z.string() }), z.looseObject({ "result": z.string() })])), z.looseObject({ "id": z.string(), "review": z.string(), "type": z.literal(["enteredReviewMode"]) }), z.looseObject({ "id": z.string(), "review": z.string(), "type": z.literal(["exitedReviewMode"]) }), z.looseObject({ "id": z.string(), "type": z.literal(["contextCompaction"]) })]));
export const ItemCompletedNotificationSchema = z.looseObject({ "completedAtMs": z.number().refine(Number.isInteger), "contentTokenCount": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 0), z.null()]).optional(), "item": ThreadItemSchema, "threadId": z.string(), "turnId": z.string() });
export const AutoReviewDecisionSourceSchema = z.literal(["agent"]);
export const GuardianApprovalReviewStatusSchema = z.literal(["inProgress","approved","denied","timedOut","aborted"]);
export const GuardianRiskLevelSchema = z.literal(["low","medium","high","critical"]);
export const GuardianUserAuthorizationSchema = z.literal(["unknown","low","medium","high"]);
export const GuardianApprovalReviewSchema = z.looseObject({ "rationale": z.union([z.string(), z.null()]).optional(), "riskLevel": z.union([GuardianRiskLevelSchema, z.null()]).optional(), "status": GuardianApprovalReviewStatusSchema, "userAuthorization": z.union([GuardianUserAuthorizationSchema, z.null()]).optional() });
export const GuardianCommandSourceSchema = z.literal(["shell","unifiedExec"]);
export const FileSystemAccessModeSchema = z.literal(["read","write","deny"]);
export const FileSystemSpecialPathSchema = z.discriminatedUnion("kind", [z.looseObject({ "kind": z.literal(["root"]) }), z.looseObject({ "kind": z.literal(["minimal"]) }), z.looseObject({ "kind": z.literal(["project_roots"]), "subpath": z.union([LegacyAppPathStringSchema, z.null()]).optional() }), z.looseObject({ "kind": z.literal(["tmpdir"]) }), z.looseObject({ "kind": z.literal(["slash_tmp"]) }), z.looseObject({ "kind": z.literal(["unknown"]), "path": z.string(), "subpath": z.union([LegacyAppPathStringSchema, z.null()]).optional() })]);
export const FileSystemPathSchema = z.discriminatedUnion("type", [z.looseObject({ "path": LegacyAppPathStringSchema, "type": z.literal(["path"]) }), z.looseObject({ "pattern": z.string(), "type": z.literal(["glob_pattern"]) }), z.looseObject({ "type": z.literal(["special"]), "value": FileSystemSpecialPathSchema })]);
export const FileSystemSandboxEntrySchema = z.looseObject({ "access": FileSystemAccessModeSchema, "path": FileSystemPathSchema });
export const AdditionalFileSystemPermissionsSchema = z.looseObject({ "entries": z.union([z.array(FileSystemSandboxEntrySchema), z.null()]).optional(), "globScanMaxDepth": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 1), z.null()]).optional(), "read": z.union([z.array(LegacyAppPathStringSchema), z.null()]).optional(), "write": z.union([z.array(LegacyAppPathStringSchema), z.null()]).optional() });
export const AdditionalNetworkPermissionsSchema = z.looseObject({ "enabled": z.union([z.boolean(), z.null()]).optional() });
export const RequestPermissionProfileSchema = z.looseObject({ "fileSystem": z.union([AdditionalFileSystemPermissionsSchema, z.null()]).optional(), "network": z.union([AdditionalNetworkPermissionsSchema, z.null()]).optional() });
export const GuardianApprovalReviewActionSchema = z.discriminatedUnion("type", [z.looseObject({ "command": z.string(), "cwd": LegacyAppPathStringSchema, "source": GuardianCommandSourceSchema, "type": z.literal(["command"]) }), z.looseObject({ "argv": z.array(z.string()), "cwd": AbsolutePathBufSchema, "program": z.string(), "source": GuardianCommandSourceSchema, "type": z.literal(["execve"]) }), z.looseObject({ "approvalId": z.string(), "cwd": LegacyAppPathStringSchema, "processId": z.string(), "stdin": z.string(), "type": z.literal(["writeStdin"]) }), z.looseObject({ "cwd": LegacyAppPathStringSchema, "files": z.array(LegacyAppPathStringSchema), "type": z.literal(["applyPatch"]) }), z.looseObject({ "host": z.string(), "port": z.number().refine(Number.isInteger).refine((n) => n >= 0), "protocol": NetworkApprovalProtocolSchema, "target": z.string(), "type": z.literal(["networkAccess"]) }), z.looseObject({ "connectorId": z.union([z.string(), z.null()]).optional(), "connectorName": z.union([z.string(), z.null()]).optional(), "server": z.string(), "toolName": z.string(), "toolTitle": z.union([z.string(), z.null()]).optional(), "type": z.literal(["mcpToolCall"]) }), z.looseObject({ "permissions": RequestPermissionProfileSchema, "reason": z.union([z.string(), z.null()]).optional(), "type": z.literal(["requestPermissions"]) })]);
export const ItemGuardianApprovalReviewCompletedNotificationSchema = z.looseObject({ "action": GuardianApprovalReviewActionSchema, "completedAtMs": z.number().refine(Number.isInteger), "decisionSource": AutoReviewDecisionSourceSchema, "review": GuardianApprovalReviewSchema, "reviewId": z.string(), "startedAtMs": z.number().refine(Number.isInteger), "targetItemId": z.union([z.string(), z.null()]).optional(), "threadId": z.string(), "turnId": z.string() });
export const ItemGuardianApprovalReviewStartedNotificationSchema = z.looseObject({ "action": GuardianApprovalReviewActionSchema, "review": GuardianApprovalReviewSchema, "reviewId": z.string(), "startedAtMs": z.number().refine(Number.isInteger), "targetItemId": z.union([z.string(), z.null()]).optional(), "threadId": z.string(), "turnId": z.string() });
export const ItemStartedNotificationSchema = z.looseObject({ "item": ThreadItemSchema, "startedAtMs": z.number().refine(Number.isInteger), "threadId": z.string(), "turnId": z.string() });
export const LoginAppBrandSchema = z.literal(["codex","chatgpt"]);
export const LoginAccountParamsSchema = z.discriminatedUnion("type", [z.looseObject({ "apiKey": z.string(), "type": z.literal(["apiKey"]) }), z.looseObject({ "appBrand": z.union([LoginAppBrandSchema, z.null()]).optional(), "codexStreamlinedLogin": z.boolean().optional(), "type": z.literal(["chatgpt"]), "useHostedLoginSuccessPage": z.boolean().optional() }), z.looseObject({ "type": z.literal(["chatgptDeviceCode"]) }), z.looseObject({ "accessToken": z.string(), "chatgptAccountId": z.string(), "chatgptPlanType": z.union([z.string(), z.null()]).optional(), "type": z.literal(["chatgptAuthTokens"]) }), z.looseObject({ "apiKey": z.string(), "region": z.string(), "type": z.literal(["amazonBedrock"]) }), z.looseObject({ "accessKeyId": z.string(), "region": z.string(), "secretAccessKey": z.string(), "sessionToken": z.union([z.string(), z.null()]).optional(), "type": z.literal(["amazonBedrockAccessKeys"]) })]);
export const LoginAccountResponseSchema = z.discriminatedUnion("type", [z.looseObject({ "type": z.literal(["apiKey"]) }), z.looseObject({ "authUrl": z.string(), "loginId": z.string(), "type": z.literal(["chatgpt"]) }), z.looseObject({ "loginId": z.string(), "type": z.literal(["chatgptDeviceCode"]), "userCode": z.string(), "verificationUrl": z.string() }), z.looseObject({ "type": z.literal(["chatgptAuthTokens"]) }), z.looseObject({ "type": z.literal(["amazonBedrock"]) })]);
export const McpElicitationObjectTypeSchema = z.literal(["object"]);
export const McpElicitationBooleanTypeSchema = z.literal(["boolean"]);
export const McpElicitationBooleanSchemaSchema = z.looseObject({ "default": z.union([z.boolean(), z.null()]).optional(), "description": z.union([z.string(), z.null()]).optional(), "title": z.union([z.string(), z.null()]).optional(), "type": McpElicitationBooleanTypeSchema });
export const McpElicitationStringTypeSchema = z.literal(["string"]);
export const McpElicitationLegacyTitledEnumSchemaSchema = z.looseObject({ "default": z.union([z.string(), z.null()]).optional(), "description": z.union([z.string(), z.null()]).optional(), "enum": z.array(z.string()), "enumNames": z.union([z.array(z.string()), z.null()]).optional(), "title": z.union([z.string(), z.null()]).optional(), "type": McpElicitationStringTypeSchema });
export const McpElicitationArrayTypeSchema = z.literal(["array"]);
export const McpElicitationConstOptionSchema = z.looseObject({ "const": z.string(), "title": z.string() });
export const McpElicitationTitledEnumItemsSchema = z.looseObject({ "anyOf": z.array(McpElicitationConstOptionSchema) });
export const McpElicitationTitledMultiSelectEnumSchemaSchema = z.looseObject({ "default": z.union([z.array(z.string()), z.null()]).optional(), "description": z.union([z.string(), z.null()]).optional(), "items": McpElicitationTitledEnumItemsSchema, "maxItems": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 0), z.null()]).optional(), "minItems": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 0), z.null()]).optional(), "title": z.union([z.string(), z.null()]).optional(), "type": McpElicitationArrayTypeSchema });
export const McpElicitationUntitledEnumItemsSchema = z.looseObject({ "enum": z.array(z.string()), "type": McpElicitationStringTypeSchema });
export const McpElicitationUntitledMultiSelectEnumSchemaSchema = z.looseObject({ "default": z.union([z.array(z.string()), z.null()]).optional(), "description": z.union([z.string(), z.null()]).optional(), "items": McpElicitationUntitledEnumItemsSchema, "maxItems": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 0), z.null()]).optional(), "minItems": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 0), z.null()]).optional(), "title": z.union([z.string(), z.null()]).optional(), "type": McpElicitationArrayTypeSchema });
export const McpElicitationMultiSelectEnumSchemaSchema = z.union([McpElicitationUntitledMultiSelectEnumSchemaSchema, McpElicitationTitledMultiSelectEnumSchemaSchema]);
export const McpElicitationTitledSingleSelectEnumSchemaSchema = z.looseObject({ "default": z.union([z.string(), z.null()]).optional(), "description": z.union([z.string(), z.null()]).optional(), "oneOf": z.array(McpElicitationConstOptionSchema), "title": z.union([z.string(), z.null()]).optional(), "type": McpElicitationStringTypeSchema });
export const McpElicitationUntitledSingleSelectEnumSchemaSchema = z.looseObject({ "default": z.union([z.string(), z.null()]).optional(), "description": z.union([z.string(), z.null()]).optional(), "enum": z.array(z.string()), "title": z.union([z.string(), z.null()]).optional(), "type": McpElicitationStringTypeSchema });
export const McpElicitationSingleSelectEnumSchemaSchema = z.union([McpElicitationUntitledSingleSelectEnumSchemaSchema, McpElicitationTitledSingleSelectEnumSchemaSchema]);
export const McpElicitationEnumSchemaSchema = z.union([McpElicitationSingleSelectEnumSchemaSchema, McpElicitationMultiSelectEnumSchemaSchema, McpElicitationLegacyTitledEnumSchemaSchema]);
export const McpElicitationNumberTypeSchema = z.literal(["number","integer"]);
export const McpElicitationNumberSchemaSchema = z.looseObject({ "default": z.union([z.number(), z.null()]).optional(), "description": z.union([z.string(), z.null()]).optional(), "maximum": z.union([z.number(), z.null()]).optional(), "minimum": z.union([z.number(), z.null()]).optional(), "title": z.union([z.string(), z.null()]).optional(), "type": McpElicitationNumberTypeSchema });
export const McpElicitationStringFormatSchema = z.literal(["email","uri","date","date-time"]);
export const McpElicitationStringSchemaSchema = z.looseObject({ "default": z.union([z.string(), z.null()]).optional(), "description": z.union([z.string(), z.null()]).optional(), "format": z.union([McpElicitationStringFormatSchema, z.null()]).optional(), "maxLength": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 0), z.null()]).optional(), "minLength": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 0), z.null()]).optional(), "title": z.union([z.string(), z.null()]).optional(), "type": McpElicitationStringTypeSchema });
export const McpElicitationPrimitiveSchemaSchema = z.union([McpElicitationEnumSchemaSchema, McpElicitationStringSchemaSchema, McpElicitationNumberSchemaSchema, McpElicitationBooleanSchemaSchema]);
export const McpElicitationSchemaSchema = z.looseObject({ "$schema": z.union([z.string(), z.null()]).optional(), "properties": z.object({  }).catchall(McpElicitationPrimitiveSchemaSchema), "required": z.union([z.array(z.string()), z.null()]).optional(), "type": McpElicitationObjectTypeSchema });
export const McpServerElicitationRequestParamsSchema = z.intersection(z.looseObject({ "environmentId": z.union([z.string(), z.null()]).optional(), "serverName": z.string(), "threadId": z.string(), "turnId": z.union([z.string(), z.null()]).optional() }), z.discriminatedUnion("mode", [z.looseObject({ "_meta": z.unknown().optional(), "message": z.string(), "mode": z.literal(["form"]), "requestedSchema": McpElicitationSchemaSchema }), z.looseObject({ "_meta": z.unknown().optional(), "message": z.string(), "mode": z.literal(["openai/form"]), "requestedSchema": z.unknown() }), z.looseObject({ "_meta": z.unknown().optional(), "message": z.string(), "mode": z.literal(["openaiForm"]), "requestedSchema": z.unknown() }), z.looseObject({ "_meta": z.unknown().optional(), "elicitationId": z.string(), "message": z.string(), "mode": z.literal(["url"]), "url": z.string() })]));
export const McpServerElicitationActionSchema = z.literal(["accept","decline","cancel"]);
export const McpServerElicitationRequestResponseSchema = z.looseObject({ "_meta": z.unknown().optional(), "action": McpServerElicitationActionSchema, "content": z.unknown().optional() });
export const McpServerEventNotificationSchema = z.looseObject({ "method": z.string(), "params": z.unknown() });
export const McpServerEventStreamNotificationSchema = z.looseObject({ "notification": McpServerEventNotificationSchema, "subscriptionId": z.string() });
export const McpServerOauthLoginCompletedNotificationSchema = z.looseObject({ "error": z.union([z.string(), z.null()]).optional(), "loginId": z.union([z.string(), z.null()]).optional(), "name": z.string(), "success": z.boolean(), "threadId": z.union([z.string(), z.null()]).optional() });
export const McpServerStartupFailureReasonSchema = z.literal(["reauthenticationRequired"]);
export const McpServerStartupStateSchema = z.literal(["starting","ready","failed","cancelled"]);
export const McpServerStatusUpdatedNotificationSchema = z.looseObject({ "environmentId": z.union([z.string(), z.null()]).optional(), "error": z.union([z.string(), z.null()]).optional(), "failureReason": z.union([McpServerStartupFailureReasonSchema, z.null()]).optional(), "name": z.string(), "status": McpServerStartupStateSchema, "threadId": z.union([z.string(), z.null()]).optional() });
export const McpToolCallProgressNotificationSchema = z.looseObject({ "itemId": z.string(), "message": z.string(), "threadId": z.string(), "turnId": z.string() });
export const ModelRerouteReasonSchema = z.literal(["highRiskCyberActivity"]);
export const ModelReroutedNotificationSchema = z.looseObject({ "fromModel": z.string(), "reason": ModelRerouteReasonSchema, "threadId": z.string(), "toModel": z.string(), "turnId": z.string() });
export const ModelSafetyBufferingUpdatedNotificationSchema = z.looseObject({ "fasterModel": z.union([z.string(), z.null()]).optional(), "model": z.string(), "reasons": z.array(z.string()), "showBufferingUi": z.boolean(), "threadId": z.string(), "turnId": z.string(), "useCases": z.array(z.string()) });
export const ModelVerificationSchema = z.literal(["trustedAccessForCyber"]);
export const ModelVerificationNotificationSchema = z.looseObject({ "threadId": z.string(), "turnId": z.string(), "verifications": z.array(ModelVerificationSchema) });
export const PermissionsRequestApprovalParamsSchema = z.looseObject({ "cwd": LegacyAppPathStringSchema, "environmentId": z.union([z.string(), z.null()]).optional(), "itemId": z.string(), "permissions": RequestPermissionProfileSchema, "reason": z.union([z.string(), z.null()]).optional(), "startedAtMs": z.number().refine(Number.isInteger), "threadId": z.string(), "turnId": z.string() });
export const PlanDeltaNotificationSchema = z.looseObject({ "delta": z.string(), "itemId": z.string(), "threadId": z.string(), "turnId": z.string() });
export const ProcessExitedNotificationSchema = z.looseObject({ "exitCode": z.number().refine(Number.isInteger), "outputDrainTimedOut": z.union([z.boolean(), z.null()]).optional(), "processHandle": z.string(), "stderr": z.string(), "stderrCapReached": z.boolean(), "stdout": z.string(), "stdoutCapReached": z.boolean() });
export const ProcessOutputStreamSchema = z.union([z.literal(["stdout"]), z.literal(["stderr"])]);
export const ProcessOutputDeltaNotificationSchema = z.looseObject({ "capReached": z.boolean(), "deltaBase64": z.string(), "processHandle": z.string(), "stream": ProcessOutputStreamSchema });
export const ProjectChangeTypeSchema = z.literal(["created","updated","deleted"]);
export const ProjectChangedNotificationSchema = z.looseObject({ "changeType": ProjectChangeTypeSchema, "projectId": z.string() });
export const ReasoningSummaryPartAddedNotificationSchema = z.looseObject({ "itemId": z.string(), "summaryIndex": z.number().refine(Number.isInteger), "threadId": z.string(), "turnId": z.string() });
export const ReasoningSummaryTextDeltaNotificationSchema = z.looseObject({ "delta": z.string(), "itemId": z.string(), "summaryIndex": z.number().refine(Number.isInteger), "threadId": z.string(), "turnId": z.string() });
export const ReasoningTextDeltaNotificationSchema = z.looseObject({ "contentIndex": z.number().refine(Number.isInteger), "delta": z.string(), "itemId": z.string(), "threadId": z.string(), "turnId": z.string() });
export const RemoteControlConnectionStatusSchema = z.literal(["disabled","connecting","connected","errored"]);
export const RemoteControlStatusChangedNotificationSchema = z.looseObject({ "environmentId": z.union([z.string(), z.null()]).optional(), "installationId": z.string(), "serverName": z.string(), "status": RemoteControlConnectionStatusSchema });
export const RequestIdSchema = z.union([z.string(), z.number().refine(Number.isInteger)]);
export const ServerRequestResolvedNotificationSchema = z.looseObject({ "requestId": RequestIdSchema, "threadId": z.string() });
export const SkillsChangedNotificationSchema = z.looseObject({  });
export const StrictReviewRequiredNotificationSchema = z.looseObject({ "startedAtMs": z.number().refine(Number.isInteger), "threadId": z.string(), "turnId": z.string() });
export const TerminalInteractionNotificationSchema = z.looseObject({ "itemId": z.string(), "processId": z.string(), "stdin": z.string(), "threadId": z.string(), "turnId": z.string() });
export const ThreadArchivedNotificationSchema = z.looseObject({ "threadId": z.string() });
export const ThreadAttachmentOperationSchema = z.literal(["created","deleted"]);
export const ThreadAttachmentUpdatedNotificationSchema = z.looseObject({ "attachmentId": z.string(), "attachmentType": z.string(), "identityKey": z.string(), "operation": ThreadAttachmentOperationSchema, "threadId": z.string() });
export const ThreadClosedNotificationSchema = z.looseObject({ "threadId": z.string() });
export const ThreadDeletedNotificationSchema = z.looseObject({ "threadId": z.string() });
export const ThreadGoalClearedNotificationSchema = z.looseObject({ "threadId": z.string() });
export const ThreadGoalStatusSchema = z.literal(["active","paused","blocked","usageLimited","budgetLimited","complete"]);
export const ThreadGoalSchema = z.looseObject({ "createdAt": z.number().refine(Number.isInteger), "objective": z.string(), "status": ThreadGoalStatusSchema, "threadId": z.string(), "timeUsedSeconds": z.number().refine(Number.isInteger), "tokenBudget": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "tokensUsed": z.number().refine(Number.isInteger), "updatedAt": z.number().refine(Number.isInteger) });
export const ThreadGoalUpdatedNotificationSchema = z.looseObject({ "goal": ThreadGoalSchema, "threadId": z.string(), "turnId": z.union([z.string(), z.null()]).optional() });
export const ThreadNameUpdatedNotificationSchema = z.looseObject({ "threadId": z.string(), "threadName": z.union([z.string(), z.null()]).optional() });
export const ThreadPredictionResultSchema = z.discriminatedUnion("type", [z.looseObject({ "text": z.union([z.string(), z.null()]).optional(), "type": z.literal(["completed"]) }), z.looseObject({ "type": z.literal(["failed"]) })]);
export const ThreadPredictionUpdatedNotificationSchema = z.looseObject({ "result": ThreadPredictionResultSchema, "sourceTurnId": z.string(), "threadId": z.string() });
export const ThreadProjectUpdatedNotificationSchema = z.looseObject({ "projectId": z.union([z.string(), z.null()]), "threadId": z.string() });
export const ThreadQueueChangedNotificationSchema = z.looseObject({ "threadId": z.string() });
export const ThreadUnreadPositionSchema = z.discriminatedUnion("type", [z.looseObject({ "type": z.literal(["threadStart"]) }), z.looseObject({ "turnId": z.string(), "type": z.literal(["turn"]) })]);
export const ThreadReadStateSchema = z.looseObject({ "firstUnread": z.union([ThreadUnreadPositionSchema, z.null()]).optional(), "revision": z.string() });
export const ThreadReadStateChangedNotificationSchema = z.looseObject({ "readState": ThreadReadStateSchema, "threadId": z.string() });
export const ThreadRealtimeClosedNotificationSchema = z.looseObject({ "reason": z.union([z.string(), z.null()]).optional(), "threadId": z.string() });
export const ThreadRealtimeErrorNotificationSchema = z.looseObject({ "message": z.string(), "threadId": z.string() });
export const ThreadRealtimeItemAddedNotificationSchema = z.looseObject({ "item": z.unknown(), "threadId": z.string() });
export const ThreadRealtimeBemItemPresentationSchema = z.discriminatedUnion("type", [z.looseObject({ "type": z.literal(["wholeItem"]) }), z.looseObject({ "type": z.literal(["inlineMarkdown"]) }), z.looseObject({ "index": z.number().refine(Number.isInteger).refine((n) => n >= 0), "type": z.literal(["inlineVisualization"]) })]);
export const ThreadRealtimeTranscriptRoleSchema = z.literal(["user","assistant"]);
export const ThreadRealtimeVoiceTranscriptSchema = z.looseObject({ "role": ThreadRealtimeTranscriptRoleSchema, "text": z.string() });
export const ThreadRealtimeFrameChannelsSchema = z.looseObject({ "voice_transcript": ThreadRealtimeVoiceTranscriptSchema });
export const ThreadRealtimeHandoffModeSchema = z.literal(["start","steer"]);
export const ThreadRealtimeSessionOutcomeSchema = z.literal(["ended","failed"]);
export const ThreadRealtimeItemSchema = z.intersection(z.looseObject({ "id": z.string(), "observedAtMs": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "realtimeSessionId": z.string() }), z.discriminatedUnion("type", [z.looseObject({ "type": z.literal(["realtimeSessionStarted"]) }), z.looseObject({ "channels": ThreadRealtimeFrameChannelsSchema, "type": z.literal(["frame"]) }), z.looseObject({ "role": ThreadRealtimeTranscriptRoleSchema, "text": z.string(), "type": z.literal(["transcriptSegment"]) }), z.looseObject({ "item_id": z.string(), "presentation": ThreadRealtimeBemItemPresentationSchema, "turn_id": z.string(), "type": z.literal(["bemItemPromoted"]) }), z.looseObject({ "outcome": ThreadRealtimeSessionOutcomeSchema, "type": z.literal(["realtimeSessionClosed"]) }), z.looseObject({ "handoff_id": z.string(), "input": z.string(), "input_item_id": z.string(), "mode": ThreadRealtimeHandoffModeSchema, "source_event_ids": z.array(z.string()), "turn_id": z.string(), "type": z.literal(["turnInputAccepted"]) }), z.looseObject({ "input": z.string(), "input_item_id": z.string(), "source_event_ids": z.array(z.string()), "type": z.literal(["sessionEndInputSaved"]) })]));
export const ThreadRealtimeItemCompletedNotificationSchema = z.looseObject({ "item": ThreadRealtimeItemSchema, "threadId": z.string() });
export const ThreadRealtimeItemStartedNotificationSchema = z.looseObject({ "item": ThreadRealtimeItemSchema, "threadId": z.string() });
export const ThreadRealtimeItemTranscriptDeltaNotificationSchema = z.looseObject({ "delta": z.string(), "itemId": z.string(), "threadId": z.string() });
export const ThreadRealtimeAudioChunkSchema = z.looseObject({ "data": z.string(), "itemId": z.union([z.string(), z.null()]).optional(), "numChannels": z.number().refine(Number.isInteger).refine((n) => n >= 0), "sampleRate": z.number().refine(Number.isInteger).refine((n) => n >= 0), "samplesPerChannel": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 0), z.null()]).optional() });
export const ThreadRealtimeOutputAudioDeltaNotificationSchema = z.looseObject({ "audio": ThreadRealtimeAudioChunkSchema, "threadId": z.string() });
export const ThreadRealtimeSdpNotificationSchema = z.looseObject({ "sdp": z.string(), "threadId": z.string() });
export const RealtimeConversationVersionSchema = z.literal(["v1","v2","v3"]);
export const ThreadRealtimeStartedNotificationSchema = z.looseObject({ "realtimeSessionId": z.union([z.string(), z.null()]).optional(), "threadId": z.string(), "version": RealtimeConversationVersionSchema });
export const ThreadRealtimeTranscriptDeltaNotificationSchema = z.looseObject({ "delta": z.string(), "role": z.string(), "threadId": z.string() });
export const ThreadRealtimeTranscriptDoneNotificationSchema = z.looseObject({ "role": z.string(), "text": z.string(), "threadId": z.string() });
export const ApprovalsReviewerSchema = z.literal(["user","auto_review","guardian_subagent"]);
export const AskForApprovalSchema = z.union([z.literal(["untrusted","on-request","never"]), z.looseObject({ "granular": z.looseObject({ "mcp_elicitations": z.boolean(), "request_permissions": z.boolean().optional(), "rules": z.boolean(), "sandbox_approval": z.boolean(), "skill_approval": z.boolean().optional() }) })]);
export const PersonalitySchema = z.literal(["none","friendly","pragmatic"]);
export const SandboxModeSchema = z.literal(["read-only","workspace-write","danger-full-access"]);
export const ThreadResumeParamsSchema = z.looseObject({ "approvalPolicy": z.union([AskForApprovalSchema, z.null()]).optional(), "approvalsReviewer": z.union([ApprovalsReviewerSchema, z.null()]).optional(), "baseInstructions": z.union([z.string(), z.null()]).optional(), "config": z.union([z.looseObject({  }), z.null()]).optional(), "cwd": z.union([z.string(), z.null()]).optional(), "developerInstructions": z.union([z.string(), z.null()]).optional(), "excludeTurns": z.boolean().optional(), "model": z.union([z.string(), z.null()]).optional(), "modelProvider": z.union([z.string(), z.null()]).optional(), "personality": z.union([PersonalitySchema, z.null()]).optional(), "sandbox": z.union([SandboxModeSchema, z.null()]).optional(), "serviceTier": z.union([z.string(), z.null()]).optional(), "threadId": z.string() });
export const ModeKindSchema = z.literal(["plan","default"]);
export const SettingsSchema = z.looseObject({ "developer_instructions": z.union([z.string(), z.null()]).optional(), "model": z.string(), "reasoning_effort": z.union([ReasoningEffortSchema, z.null()]).optional() });
export const CollaborationModeSchema = z.looseObject({ "mode": ModeKindSchema, "settings": SettingsSchema });
export const NetworkAccessSchema = z.literal(["restricted","enabled"]);
export const SandboxPolicySchema = z.discriminatedUnion("type", [z.looseObject({ "type": z.literal(["dangerFullAccess"]) }), z.looseObject({ "networkAccess": z.boolean().optional(), "type": z.literal(["readOnly"]) }), z.looseObject({ "networkAccess": NetworkAccessSchema.optional(), "type": z.literal(["externalSandbox"]) }), z.looseObject({ "excludeSlashTmp": z.boolean().optional(), "excludeTmpdirEnvVar": z.boolean().optional(), "networkAccess": z.boolean().optional(), "type": z.literal(["workspaceWrite"]), "writableRoots": z.array(AbsolutePathBufSchema).optional() })]);
export const GitInfoSchema = z.looseObject({ "branch": z.union([z.string(), z.null()]).optional(), "originUrl": z.union([z.string(), z.null()]).optional(), "sha": z.union([z.string(), z.null()]).optional() });
export const AgentPathSchema = z.string();
export const SubAgentSourceSchema = oneOf([z.literal(["review","compact","memory_consolidation"]), z.looseObject({ "thread_spawn": z.looseObject({ "agent_nickname": z.union([z.string(), z.null()]).optional(), "agent_path": z.union([AgentPathSchema, z.null()]).optional(), "agent_role": z.union([z.string(), z.null()]).optional(), "depth": z.number().refine(Number.isInteger), "parent_thread_id": ThreadIdSchema }) }), z.looseObject({ "other": z.string() })]);
export const SessionSourceSchema = oneOf([z.literal(["cli","vscode","exec","appServer","unknown"]), z.looseObject({ "custom": z.string() }), z.looseObject({ "subAgent": SubAgentSourceSchema })]);
export const ThreadHistoryModeSchema = z.literal(["legacy","paginated"]);
export const ThreadSectionAppearanceSchema = z.looseObject({ "color": z.union([z.string(), z.null()]).optional(), "icon": z.union([z.string(), z.null()]).optional() });
export const ThreadSectionSchema = z.looseObject({ "appearance": z.union([ThreadSectionAppearanceSchema, z.null()]).optional(), "id": z.string(), "name": z.string() });
export const ThreadSourceSchema = z.string();
export const ThreadActiveFlagSchema = z.literal(["waitingOnApproval","waitingOnUserInput"]);
export const ThreadStatusSchema = z.discriminatedUnion("type", [z.looseObject({ "type": z.literal(["notLoaded"]) }), z.looseObject({ "type": z.literal(["idle"]) }), z.looseObject({ "type": z.literal(["systemError"]) }), z.looseObject({ "activeFlags": z.array(ThreadActiveFlagSchema), "type": z.literal(["active"]) })]);
export const TurnItemsViewSchema = z.union([z.literal(["notLoaded"]), z.literal(["summary"]), z.literal(["full"])]);
export const TurnStatusSchema = z.literal(["completed","interrupted","failed","inProgress"]);
export const TurnSchema = z.looseObject({ "completedAt": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "durationMs": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "error": z.union([TurnErrorSchema, z.null()]).optional(), "id": z.string(), "items": z.array(ThreadItemSchema), "itemsView": TurnItemsViewSchema.optional(), "rootTurnId": z.union([z.string(), z.null()]).optional(), "startedAt": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "status": TurnStatusSchema });
export const ThreadSchema = z.looseObject({ "agentNickname": z.union([z.string(), z.null()]).optional(), "agentRole": z.union([z.string(), z.null()]).optional(), "cliVersion": z.string(), "createdAt": z.number().refine(Number.isInteger), "cwd": AbsolutePathBufSchema, "ephemeral": z.boolean(), "forkedFromId": z.union([z.string(), z.null()]).optional(), "gitInfo": z.union([GitInfoSchema, z.null()]).optional(), "historyMode": ThreadHistoryModeSchema.optional(), "id": z.string(), "model": z.union([z.string(), z.null()]).optional(), "modelProvider": z.string(), "name": z.union([z.string(), z.null()]).optional(), "originator": z.union([z.string(), z.null()]).optional(), "parentThreadId": z.union([z.string(), z.null()]).optional(), "path": z.union([z.string(), z.null()]).optional(), "preview": z.string(), "projectId": z.union([z.string(), z.null()]), "reasoningEffort": z.union([ReasoningEffortSchema, z.null()]).optional(), "recencyAt": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "section": z.union([ThreadSectionSchema, z.null()]).optional(), "sectionEnteredAt": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "sessionId": z.string(), "source": SessionSourceSchema, "status": ThreadStatusSchema, "threadSource": z.union([ThreadSourceSchema, z.null()]).optional(), "turns": z.array(TurnSchema), "updatedAt": z.number().refine(Number.isInteger) });
export const ThreadResumeResponseSchema = z.looseObject({ "approvalPolicy": AskForApprovalSchema, "approvalsReviewer": ApprovalsReviewerSchema, "collaborationMode": z.union([CollaborationModeSchema, z.null()]).optional(), "cwd": AbsolutePathBufSchema, "disabledPluginIds": z.array(z.string()).optional(), "instructionSources": z.array(LegacyAppPathStringSchema).optional(), "itemsBackwardsCursor": z.union([z.string(), z.null()]).optional(), "model": z.string(), "modelProvider": z.string(), "reasoningEffort": z.union([ReasoningEffortSchema, z.null()]).optional(), "sandbox": SandboxPolicySchema, "serviceTier": z.union([z.string(), z.null()]).optional(), "thread": ThreadSchema, "turnsBackwardsCursor": z.union([z.string(), z.null()]).optional() });
export const ThreadRevertedNotificationSchema = z.looseObject({ "threadId": z.string() });
export const ThreadSearchResultSchema = z.looseObject({ "snippet": z.string(), "thread": ThreadSchema });
export const ThreadSearchPartialNotificationSchema = z.looseObject({ "data": z.array(ThreadSearchResultSchema), "requestId": RequestIdSchema });
export const ThreadSectionChangedNotificationSchema = z.looseObject({ "sectionId": z.union([z.string(), z.null()]), "threadId": z.string() });
export const ThreadSetNameParamsSchema = z.looseObject({ "name": z.string(), "threadId": z.string() });
export const ThreadSetNameResponseSchema = z.looseObject({  });
export const ActivePermissionProfileSchema = z.looseObject({ "extends": z.union([z.string(), z.null()]).optional(), "id": z.string() });
export const ReasoningSummarySchema = z.union([z.literal(["auto","concise","detailed"]), z.literal(["none"])]);
export const ThreadSettingsSchema = z.looseObject({ "activePermissionProfile": z.union([ActivePermissionProfileSchema, z.null()]).optional(), "approvalPolicy": AskForApprovalSchema, "approvalsReviewer": ApprovalsReviewerSchema, "collaborationMode": CollaborationModeSchema, "cwd": AbsolutePathBufSchema, "disabledPluginIds": z.array(z.string()).optional(), "effort": z.union([ReasoningEffortSchema, z.null()]).optional(), "model": z.string(), "modelProvider": z.string(), "personality": z.union([PersonalitySchema, z.null()]).optional(), "sandboxPolicy": SandboxPolicySchema, "serviceTier": z.union([z.string(), z.null()]).optional(), "summary": z.union([ReasoningSummarySchema, z.null()]).optional() });
export const ThreadSettingsUpdatedNotificationSchema = z.looseObject({ "threadId": z.string(), "threadSettings": ThreadSettingsSchema });
export const ThreadStartSourceSchema = z.literal(["startup","clear"]);
export const ThreadStartParamsSchema = z.looseObject({ "approvalPolicy": z.union([AskForApprovalSchema, z.null()]).optional(), "approvalsReviewer": z.union([ApprovalsReviewerSchema, z.null()]).optional(), "baseInstructions": z.union([z.string(), z.null()]).optional(), "config": z.union([z.looseObject({  }), z.null()]).optional(), "cwd": z.union([z.string(), z.null()]).optional(), "developerInstructions": z.union([z.string(), z.null()]).optional(), "ephemeral": z.union([z.boolean(), z.null()]).optional(), "model": z.union([z.string(), z.null()]).optional(), "modelProvider": z.union([z.string(), z.null()]).optional(), "personality": z.union([PersonalitySchema, z.null()]).optional(), "sandbox": z.union([SandboxModeSchema, z.null()]).optional(), "serviceName": z.union([z.string(), z.null()]).optional(), "serviceTier": z.union([z.string(), z.null()]).optional(), "sessionStartSource": z.union([ThreadStartSourceSchema, z.null()]).optional(), "threadSource": z.union([ThreadSourceSchema, z.null()]).optional() });
export const ThreadStartResponseSchema = z.looseObject({ "approvalPolicy": AskForApprovalSchema, "approvalsReviewer": ApprovalsReviewerSchema, "cwd": AbsolutePathBufSchema, "disabledPluginIds": z.array(z.string()).optional(), "instructionSources": z.array(LegacyAppPathStringSchema).optional(), "model": z.string(), "modelProvider": z.string(), "reasoningEffort": z.union([ReasoningEffortSchema, z.null()]).optional(), "sandbox": SandboxPolicySchema, "serviceTier": z.union([z.string(), z.null()]).optional(), "thread": ThreadSchema });
export const ThreadStartedNotificationSchema = z.looseObject({ "thread": ThreadSchema });
export const ThreadStatusChangedNotificationSchema = z.looseObject({ "status": ThreadStatusSchema, "threadId": z.string() });
export const TokenUsageBreakdownSchema = z.looseObject({ "cacheWriteInputTokens": z.number().refine(Number.isInteger).optional(), "cachedInputTokens": z.number().refine(Number.isInteger), "inputTokens": z.number().refine(Number.isInteger), "outputTokens": z.number().refine(Number.isInteger), "reasoningOutputTokens": z.number().refine(Number.isInteger), "totalTokens": z.number().refine(Number.isInteger) });
export const ThreadTokenUsageSchema = z.looseObject({ "last": TokenUsageBreakdownSchema, "modelContextWindow": z.union([z.number().refine(Number.isInteger), z.null()]).optional(), "total": TokenUsageBreakdownSchema });
export const ThreadTokenUsageUpdatedNotificationSchema = z.looseObject({ "threadId": z.string(), "tokenUsage": ThreadTokenUsageSchema, "turnId": z.string() });
export const ThreadUnarchivedNotificationSchema = z.looseObject({ "threadId": z.string() });
export const ToolRequestUserInputOptionSchema = z.looseObject({ "description": z.string(), "label": z.string() });
export const ToolRequestUserInputQuestionSchema = z.looseObject({ "header": z.string(), "id": z.string(), "isOther": z.boolean().optional(), "isSecret": z.boolean().optional(), "options": z.union([z.array(ToolRequestUserInputOptionSchema), z.null()]).optional(), "question": z.string() });
export const ToolRequestUserInputParamsSchema = z.looseObject({ "autoResolutionMs": z.union([z.number().refine(Number.isInteger).refine((n) => n >= 0), z.null()]).optional(), "isBlocking": z.boolean(), "itemId": z.string(), "questions": z.array(ToolRequestUserInputQuestionSchema), "threadId": z.string(), "turnId": z.string() });
export const ToolRequestUserInputAnswerSchema = z.looseObject({ "answers": z.array(z.string()) });
export const ToolRequestUserInputResponseSchema = z.looseObject({ "answers": z.object({  }).catchall(ToolRequestUserInputAnswerSchema) });
export const TurnCompletedNotificationSchema = z.looseObject({ "threadId": z.string(), "turn": TurnSchema });
export const TurnDiffUpdatedNotificationSchema = z.looseObject({ "diff": z.string(), "threadId": z.string(), "turnId": z.string() });
export const TurnInterruptParamsSchema = z.looseObject({ "threadId": z.string(), "turnId": z.string() });
export const TurnInterruptResponseSchema = z.looseObject({  });
export const TurnModerationMetadataNotificationSchema = z.looseObject({ "metadata": z.unknown(), "threadId": z.string(), "turnId": z.string() });
export const TurnPlanStepStatusSchema = z.literal(["pending","inProgress","completed"]);
export const TurnPlanStepSchema = z.looseObject({ "status": TurnPlanStepStatusSchema, "step": z.string() });
export const TurnPlanUpdatedNotificationSchema = z.looseObject({ "explanation": z.union([z.string(), z.null()]).optional(), "plan": z.array(TurnPlanStepSchema), "threadId": z.string(), "turnId": z.string() });
export const TurnToolOutputSchema = z.looseObject({ "name": z.string(), "namespace": z.union([z.string(), z.null()]).optional(), "output": FunctionCallOutputBodySchema, "retain": z.boolean().optional() });
export const TurnStartParamsSchema = z.looseObject({ "approvalPolicy": z.union([AskForApprovalSchema, z.null()]).optional(), "approvalsReviewer": z.union([ApprovalsReviewerSchema, z.null()]).optional(), "clientUserMessageId": z.union([z.string(), z.null()]).optional(), "cwd": z.union([z.string(), z.null()]).optional(), "disabledPluginIds": z.union([z.array(z.string()), z.null()]).optional(), "effort": z.union([ReasoningEffortSchema, z.null()]).optional(), "input": z.array(UserInputSchema), "model": z.union([z.string(), z.null()]).optional(), "outputSchema": z.unknown().optional(), "parentTurnId": z.union([z.string(), z.null()]).optional(), "personality": z.union([PersonalitySchema, z.null()]).optional(), "rootTurnId": z.union([z.string(), z.null()]).optional(), "sandboxPolicy": z.union([SandboxPolicySchema, z.null()]).optional(), "serviceTier": z.union([z.string(), z.null()]).optional(), "serviceTierForTurn": z.union([z.string(), z.null()]).optional(), "summary": z.union([ReasoningSummarySchema, z.null()]).optional(), "threadId": z.string(), "toolOutput": z.union([TurnToolOutputSchema, z.null()]).optional(), "turnTrigger": z.union([z.string(), z.null()]).optional() });
export const TurnStartResponseSchema = z.looseObject({ "turn": TurnSchema });
export const TurnStartedNotificationSchema = z.looseObject({ "threadId": z.string(), "turn": TurnSchema });
export const WarningNotificationSchema = z.looseObject({ "message": z.string(), "threadId": z.union([z.string(), z.null()]).optional() });
export const WindowsSandboxSetupModeSchema = z.literal(["elevated","unelevated"]);
export const WindowsSandboxSetupCompletedNotificationSchema = z.looseObject({ "error": z.union([z.string(), z.null()]).optional(), "mode": WindowsSandboxSetupModeSchema, "success": z.boolean() });
export const WindowsWorldWritableWarningNotificationSchema = z.looseObject({ "extraCount": z.number().refine(Number.isInteger).refine((n) => n >= 0), "failedScan": z.boolean(), "samplePaths": z.array(z.string()) });

/** A zod schema for each message of clientRequestParams, by lookup key. */
export const clientRequestParamsSchemas = {
  "initialize": InitializeParamsSchema,
  "thread/start": ThreadStartParamsSchema,
  "thread/resume": ThreadResumeParamsSchema,
  "thread/name/set": ThreadSetNameParamsSchema,
  "turn/start": TurnStartParamsSchema,
  "turn/interrupt": TurnInterruptParamsSchema,
  "account/login/start": LoginAccountParamsSchema,
} as const;

/** A zod schema for each message of clientResponse, by lookup key. */
export const clientResponseSchemas = {
  "initialize": InitializeResponseSchema,
  "thread/start": ThreadStartResponseSchema,
  "thread/resume": ThreadResumeResponseSchema,
  "thread/name/set": ThreadSetNameResponseSchema,
  "turn/start": TurnStartResponseSchema,
  "turn/interrupt": TurnInterruptResponseSchema,
  "account/login/start": LoginAccountResponseSchema,
} as const;

/** A zod schema for each message of serverNotificationParams, by lookup key. */
export const serverNotificationParamsSchemas = {
  "error": ErrorNotificationSchema,
  "thread/started": ThreadStartedNotificationSchema,
  "thread/status/changed": ThreadStatusChangedNotificationSchema,
  "thread/readState/changed": ThreadReadStateChangedNotificationSchema,
  "thread/archived": ThreadArchivedNotificationSchema,
  "thread/deleted": ThreadDeletedNotificationSchema,
  "thread/unarchived": ThreadUnarchivedNotificationSchema,
  "thread/closed": ThreadClosedNotificationSchema,
  "thread/reverted": ThreadRevertedNotificationSchema,
  "skills/changed": SkillsChangedNotificationSchema,
  "thread/name/updated": ThreadNameUpdatedNotificationSchema,
  "thread/section/changed": ThreadSectionChangedNotificationSchema,
  "thread/attachment/updated": ThreadAttachmentUpdatedNotificationSchema,
  "thread/goal/updated": ThreadGoalUpdatedNotificationSchema,
  "thread/prediction/updated": ThreadPredictionUpdatedNotificationSchema,
  "thread/goal/cleared": ThreadGoalClearedNotificationSchema,
  "thread/queue/changed": ThreadQueueChangedNotificationSchema,
  "project/changed": ProjectChangedNotificationSchema,
  "thread/project/updated": ThreadProjectUpdatedNotificationSchema,
  "thread/environment/connected": EnvironmentConnectionNotificationSchema,
  "thread/environment/disconnected": EnvironmentConnectionNotificationSchema,
  "thread/settings/updated": ThreadSettingsUpdatedNotificationSchema,
  "thread/tokenUsage/updated": ThreadTokenUsageUpdatedNotificationSchema,
  "turn/started": TurnStartedNotificationSchema,
  "hook/started": HookStartedNotificationSchema,
  "turn/completed": TurnCompletedNotificationSchema,
  "hook/completed": HookCompletedNotificationSchema,
  "turn/diff/updated": TurnDiffUpdatedNotificationSchema,
  "turn/plan/updated": TurnPlanUpdatedNotificationSchema,
  "item/started": ItemStartedNotificationSchema,
  "item/autoApprovalReview/started": ItemGuardianApprovalReviewStartedNotificationSchema,
  "item/autoApprovalReview/completed": ItemGuardianApprovalReviewCompletedNotificationSchema,
  "autoApprovalReview/strictReviewRequired": StrictReviewRequiredNotificationSchema,
  "item/completed": ItemCompletedNotificationSchema,
  "item/agentMessage/delta": AgentMessageDeltaNotificationSchema,
  "item/plan/delta": PlanDeltaNotificationSchema,
  "command/exec/outputDelta": CommandExecOutputDeltaNotificationSchema,
  "process/outputDelta": ProcessOutputDeltaNotificationSchema,
  "thread/search/partial": ThreadSearchPartialNotificationSchema,
  "process/exited": ProcessExitedNotificationSchema,
  "item/commandExecution/outputDelta": CommandExecutionOutputDeltaNotificationSchema,
  "item/commandExecution/terminalInteraction": TerminalInteractionNotificationSchema,
  "item/fileChange/outputDelta": FileChangeOutputDeltaNotificationSchema,
  "item/fileChange/patchUpdated": FileChangePatchUpdatedNotificationSchema,
  "serverRequest/resolved": ServerRequestResolvedNotificationSchema,
  "item/mcpToolCall/progress": McpToolCallProgressNotificationSchema,
  "mcpServer/oauthLogin/completed": McpServerOauthLoginCompletedNotificationSchema,
  "mcpServer/startupStatus/updated": McpServerStatusUpdatedNotificationSchema,
  "mcpServer/event/stream/notification": McpServerEventStreamNotificationSchema,
  "account/updated": AccountUpdatedNotificationSchema,
  "account/gatewayOAuth/changed": GatewayOAuthChangedNotificationSchema,
  "account/rateLimits/updated": AccountRateLimitsUpdatedNotificationSchema,
  "app/list/updated": AppListUpdatedNotificationSchema,
  "remoteControl/status/changed": RemoteControlStatusChangedNotificationSchema,
  "externalAgentConfig/import/progress": ExternalAgentConfigImportProgressNotificationSchema,
  "externalAgentConfig/import/completed": ExternalAgentConfigImportCompletedNotificationSchema,
  "fs/changed": FsChangedNotificationSchema,
  "item/reasoning/summaryTextDelta": ReasoningSummaryTextDeltaNotificationSchema,
  "item/reasoning/summaryPartAdded": ReasoningSummaryPartAddedNotificationSchema,
  "item/reasoning/textDelta": ReasoningTextDeltaNotificationSchema,
  "thread/compacted": ContextCompactedNotificationSchema,
  "model/rerouted": ModelReroutedNotificationSchema,
  "model/verification": ModelVerificationNotificationSchema,
  "modelProvider/authRecoveryStarted": AuthRecoveryNotificationSchema,
  "modelProvider/authRecoveryCompleted": AuthRecoveryNotificationSchema,
  "turn/moderationMetadata": TurnModerationMetadataNotificationSchema,
  "model/safetyBuffering/updated": ModelSafetyBufferingUpdatedNotificationSchema,
  "warning": WarningNotificationSchema,
  "guardianWarning": GuardianWarningNotificationSchema,
  "deprecationNotice": DeprecationNoticeNotificationSchema,
  "configWarning": ConfigWarningNotificationSchema,
  "fuzzyFileSearch/sessionUpdated": FuzzyFileSearchSessionUpdatedNotificationSchema,
  "fuzzyFileSearch/sessionCompleted": FuzzyFileSearchSessionCompletedNotificationSchema,
  "thread/realtime/started": ThreadRealtimeStartedNotificationSchema,
  "thread/realtime/itemAdded": ThreadRealtimeItemAddedNotificationSchema,
  "thread/realtime/item/started": ThreadRealtimeItemStartedNotificationSchema,
  "thread/realtime/item/transcript/delta": ThreadRealtimeItemTranscriptDeltaNotificationSchema,
  "thread/realtime/item/completed": ThreadRealtimeItemCompletedNotificationSchema,
  "thread/realtime/transcript/delta": ThreadRealtimeTranscriptDeltaNotificationSchema,
  "thread/realtime/transcript/done": ThreadRealtimeTranscriptDoneNotificationSchema,
  "thread/realtime/outputAudio/delta": ThreadRealtimeOutputAudioDeltaNotificationSchema,
  "thread/realtime/sdp": ThreadRealtimeSdpNotificationSchema,
  "thread/realtime/error": ThreadRealtimeErrorNotificationSchema,
  "thread/realtime/closed": ThreadRealtimeClosedNotificationSchema,
  "windows/worldWritableWarning": WindowsWorldWritableWarningNotificationSchema,
  "windowsSandbox/setupCompleted": WindowsSandboxSetupCompletedNotificationSchema,
  "account/login/completed": AccountLoginCompletedNotificationSchema,
} as const;

/** A zod schema for each message of serverRequestParams, by lookup key. */
export const serverRequestParamsSchemas = {
  "item/commandExecution/requestApproval": CommandExecutionRequestApprovalParamsSchema,
  "item/fileChange/requestApproval": FileChangeRequestApprovalParamsSchema,
  "item/tool/requestUserInput": ToolRequestUserInputParamsSchema,
  "mcpServer/elicitation/request": McpServerElicitationRequestParamsSchema,
  "item/permissions/requestApproval": PermissionsRequestApprovalParamsSchema,
  "item/tool/call": DynamicToolCallParamsSchema,
  "account/chatgptAuthTokens/refresh": ChatgptAuthTokensRefreshParamsSchema,
  "attestation/generate": AttestationGenerateParamsSchema,
  "applyPatchApproval": ApplyPatchApprovalParamsSchema,
  "execCommandApproval": ExecCommandApprovalParamsSchema,
} as const;

/** A zod schema for each message of serverRequestResponse, by lookup key. */
export const serverRequestResponseSchemas = {
  "item/commandExecution/requestApproval": CommandExecutionRequestApprovalResponseSchema,
  "item/fileChange/requestApproval": FileChangeRequestApprovalResponseSchema,
  "item/tool/requestUserInput": ToolRequestUserInputResponseSchema,
  "mcpServer/elicitation/request": McpServerElicitationRequestResponseSchema,
} as const;
