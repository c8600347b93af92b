/**
 * A JSON document mwh wrote (a CLI surface, a protocol history, the results of a run), read
 * back: refused before it is parsed when it nests deeper than such a document does (it is
 * written out again later), and refused in one sentence unless it is of its format and version.
 */
import { isRecord, isTextTooDeep, type WireObject } from '@mwh/protocol-core';

export interface DocumentKind {
  format: string;
  version: number;
  /** What it is, in a sentence: `a CLI surface`, `a protocol history`. */
  what: string;
  /** Where such a document comes from, said when a file is not one. */
  writtenBy?: string;
}

export function readMwhDocument(text: string, name: string, kind: DocumentKind): { ok: true; value: WireObject } | { ok: false; error: string } {
  if (isTextTooDeep(text)) return { ok: false, error: `${name} nests deeper than mwh ever writes ${kind.what}.` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: `${name} is not JSON.` };
  }
  if (!isRecord(value) || value.format !== kind.format) return { ok: false, error: `${name} is not ${kind.what} (format ${kind.format}${kind.writtenBy ? `, written by ${kind.writtenBy}` : ''}).` };
  if (value.version !== kind.version) return { ok: false, error: `${name} is ${kind.what} of format version ${String(value.version)}; this mwh reads version ${kind.version}.` };
  return { ok: true, value };
}
