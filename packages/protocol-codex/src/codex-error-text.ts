/**
 * The sentence in an error text codex passes on from the model API. Some codex versions put the
 * API's whole JSON error body in an `error` event's and turn.failed's message
 * (`{"type":"error","error":{"message":"…","type":"invalid_request_error",…},"status":400}`);
 * later ones take its `error.message` out themselves ("Invalid value: 'max'. …"). A verdict
 * says the sentence; the body stays in the verdict's `rawMessage` for whoever wants its codes.
 */
import { isRecord, isTextTooDeep } from '@mwh/protocol-core';

/** Longer than any API error body: a text past it is not read as one (and is said as it is). */
const MAX_BODY_UNITS = 64 * 1024;

/** The message an error body holds (`error.message`, or its own `message`), or undefined when `text` is no such body. */
export function apiErrorSentence(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}') || trimmed.length > MAX_BODY_UNITS) return undefined;
  if (isTextTooDeep(trimmed)) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(trimmed);
  } catch {
    return undefined;
  }
  if (!isRecord(body)) return undefined;
  const inner = isRecord(body.error) ? body.error.message : body.message;
  return typeof inner === 'string' && inner.trim() !== '' ? inner : undefined;
}
