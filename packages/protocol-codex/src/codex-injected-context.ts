/**
 * Whether a user-role message of a codex rollout is context codex wrote there itself (the
 * AGENTS.md instructions, the environment context, a skill, a shell command's record, a notice
 * of an aborted turn or a subagent) rather than what the user typed.
 *
 * codex tells them apart the same way (openai/codex, codex-rs/core/src/context/
 * contextual_user_message.rs `is_contextual_user_fragment`, through `ContextualUserFragment::
 * matches_text` in fragment.rs): a text is an injected fragment when, trimmed, it starts with a
 * fragment's start marker and ends with its end marker, ASCII case ignored. The markers are those
 * of the user-role fragments in codex-rs/core/src/context/ (user_instructions.rs,
 * environment_context.rs, skill_instructions.rs, user_shell_command.rs, turn_aborted.rs,
 * subagent_notification.rs, ...), with `<user_instructions>` of the versions before AGENTS.md
 * instructions were headed so. A user who types a tag of their own is still the user.
 */

/** Start and end markers of codex's injected user-role fragments, lower case. */
const FRAGMENTS: readonly (readonly [string, string])[] = [
  ['# agents.md instructions for ', '</instructions>'],
  ['<user_instructions>', '</user_instructions>'],
  ['<environment_context>', '</environment_context>'],
  ['<extension_context>', '</extension_context>'],
  ['<goal_context>', '</goal_context>'],
  ['<skill>', '</skill>'],
  ['<user_shell_command>', '</user_shell_command>'],
  ['<turn_aborted>', '</turn_aborted>'],
  ['<subagent_notification>', '</subagent_notification>'],
];

/** The longest marker: only that much of each end of a text is looked at. */
const MARKER_UNITS = Math.max(...FRAGMENTS.flat().map((marker) => marker.length));

export function isInjectedContext(text: string): boolean {
  const trimmed = text.trim();
  const head = trimmed.slice(0, MARKER_UNITS).toLowerCase();
  const end = trimmed.slice(-MARKER_UNITS).toLowerCase();
  return FRAGMENTS.some(([start, close]) => head.startsWith(start) && end.endsWith(close) && trimmed.length >= start.length + close.length);
}
