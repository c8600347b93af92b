/**
 * The SSE chunks of one streamed Gemini API answer (`:streamGenerateContent?alt=sse`), shaped as
 * the real API sends them: each a `GenerateContentResponse` with one candidate whose content holds
 * the next parts, the last one carrying the finish reason and `usageMetadata`. And the same answer
 * whole, for `:generateContent`.
 */
import { splitWords } from '../responses-event-stream.js';
import type { GeminiOutput, GeminiStreamReply, GeminiUsage } from './gemini-mock-script.js';

export type GeminiChunk = Record<string, unknown>;

const DEFAULT_USAGE: GeminiUsage = { promptTokenCount: 1200, candidatesTokenCount: 30 };

/** The chunks for reply number `index` (the response id is derived from it, so a rerun gives the same ids). */
export function geminiChunks(reply: GeminiStreamReply, index: number, model: string): GeminiChunk[] {
  const parts = reply.output.flatMap((output, at) => partsOf(output, `${index}_${at}`));
  // An answer with no parts still streams one chunk, as the API does for an empty answer.
  if (parts.length === 0) parts.push({ text: '' });
  const base = { modelVersion: reply.modelVersion ?? model, responseId: `resp_mock_${index}` };
  const chunks: GeminiChunk[] = parts.map((part) => ({ candidates: [{ content: { role: 'model', parts: [part] }, index: 0 }], ...base }));
  if ((reply.ending ?? 'completed') === 'completed') {
    const last = chunks[chunks.length - 1]!;
    (last.candidates as Record<string, unknown>[])[0]!.finishReason = reply.finishReason ?? 'STOP';
    last.usageMetadata = usageJson(reply.usage ?? DEFAULT_USAGE);
  }
  return chunks;
}

/** The whole answer as one `GenerateContentResponse`, for `:generateContent`. */
export function geminiResponse(reply: GeminiStreamReply, index: number, model: string): GeminiChunk {
  const parts = reply.output.flatMap((output, at) => partsOf({ ...output, ...(output.type === 'text' ? { deltas: [output.text] } : {}) }, `${index}_${at}`));
  return {
    candidates: [{ content: { role: 'model', parts }, finishReason: reply.finishReason ?? 'STOP', index: 0 }],
    usageMetadata: usageJson(reply.usage ?? DEFAULT_USAGE),
    modelVersion: reply.modelVersion ?? model,
    responseId: `resp_mock_${index}`,
  };
}

/** One chunk as SSE text. */
export function encodeGeminiChunk(chunk: GeminiChunk): string {
  return `data: ${JSON.stringify(chunk)}\r\n\r\n`;
}

function partsOf(output: GeminiOutput, key: string): Record<string, unknown>[] {
  switch (output.type) {
    case 'text':
      return (output.deltas ?? splitWords(output.text)).map((text) => ({ text }));
    case 'thought':
      return [{ text: output.text, thought: true }];
    case 'function_call':
      return [{ functionCall: { name: output.name, args: output.args, id: output.id ?? `call_mock_${key}` } }];
  }
}

function usageJson(usage: GeminiUsage): Record<string, number> {
  const total = usage.promptTokenCount + usage.candidatesTokenCount + (usage.thoughtsTokenCount ?? 0);
  return {
    promptTokenCount: usage.promptTokenCount,
    candidatesTokenCount: usage.candidatesTokenCount,
    totalTokenCount: total,
    ...(usage.cachedContentTokenCount === undefined ? {} : { cachedContentTokenCount: usage.cachedContentTokenCount }),
    ...(usage.thoughtsTokenCount === undefined ? {} : { thoughtsTokenCount: usage.thoughtsTokenCount }),
  };
}
