/**
 * Baselines: what a CLI version itself does differently that no harness can paper over, one
 * entry per (harness, CLI version, scenario) with the reason written beside it. A baselined
 * scenario that fails is `expected-fail`; one that passes is `fixed`, and the run fails so the
 * entry gets removed: the baseline can only shrink.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isHarness, type Harness } from '@mwh/protocol-core';

export interface BaselineEntry {
  harness: Harness;
  cliVersion: string;
  scenario: string;
  reason: string;
}

export type BaselineRead = { ok: true; entries: BaselineEntry[] } | { ok: false; error: string };

/** Reads a baseline file's text: `{"entries":[{harness, cliVersion, scenario, reason}]}`. */
export function parseBaseline(text: string, source: string): BaselineRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: `${source} is not JSON.` };
  }
  const entries = (value as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) return { ok: false, error: `${source} has no "entries" list.` };
  const read: BaselineEntry[] = [];
  for (const [index, entry] of entries.entries()) {
    const e = entry as Partial<Record<keyof BaselineEntry, unknown>> | null;
    if (!e || !isHarness(e.harness) || typeof e.cliVersion !== 'string' || typeof e.scenario !== 'string' || typeof e.reason !== 'string' || !e.reason.trim()) {
      return { ok: false, error: `${source} entry ${index + 1} needs harness (claude or codex), cliVersion, scenario and a written reason.` };
    }
    read.push({ harness: e.harness, cliVersion: e.cliVersion, scenario: e.scenario, reason: e.reason });
  }
  return { ok: true, entries: read };
}

/** The baselines shipped with this package: baselines/claude.json and baselines/codex.json. */
export function defaultBaseline(): BaselineEntry[] {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'baselines');
  return (['claude', 'codex'] as const).flatMap((harness) => {
    const source = join(dir, `${harness}.json`);
    const read = parseBaseline(readFileSync(source, 'utf8'), source);
    if (!read.ok) throw new Error(read.error);
    return read.entries;
  });
}

export function findBaselineEntry(entries: readonly BaselineEntry[], harness: Harness, cliVersion: string, scenario: string): BaselineEntry | undefined {
  return entries.find((entry) => entry.harness === harness && entry.cliVersion === cliVersion && entry.scenario === scenario);
}
