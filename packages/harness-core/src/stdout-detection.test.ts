// Every registered CLI's recorded stdout (each capture under fixtures/<harness>/) fed to every
// registered CLI's stdout detector: only its own claims it, so which CLI a file is never depends
// on the order the registry is asked in, nor on another CLI's lines looking like JSON too (Gemini
// CLI's events are JSON lines with a `type` and a session id, as Claude Code's are).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCapture, streamBytes } from '@mwh/protocol-core';
import { REGISTRY } from './registry.js';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
/** As much of a file as `mwh replay` looks at to tell its kind. */
const HEAD_BYTES = 256 * 1024;

function* captures(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* captures(path);
    else if (entry.name.endsWith('.capture.jsonl')) yield path;
  }
}

/** The head of a capture's stdout, or undefined when the CLI wrote no JSON line there (it never started, say). */
function stdoutHead(path: string): string | undefined {
  const parsed = parseCapture(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.error}`);
  const head = new TextDecoder().decode(streamBytes(parsed.value, 'stdout').subarray(0, HEAD_BYTES));
  return /^\s*\{/m.test(head) ? head : undefined;
}

describe('stdout detection across the registry', () => {
  it("claims each registered CLI's recorded stdout by that CLI's detector alone", async () => {
    const detectors = await Promise.all(REGISTRY.map(async (registration) => ({ harness: registration.cli.harness, protocol: await registration.loadProtocol() })));
    let total = 0;
    for (const registration of REGISTRY) {
      const own = registration.cli.harness;
      let fed = 0;
      for (const path of captures(join(FIXTURES, own))) {
        const head = stdoutHead(path);
        if (head === undefined) continue;
        fed++;
        const claims = detectors.filter(({ protocol }) => protocol.looksLikeStream(head)).map(({ harness }) => harness);
        expect(claims, path.slice(FIXTURES.length)).toEqual([own]);
        // Nor does any stream kind of another CLI (a transcript's, an exec stdout's) claim it.
        for (const { harness, protocol } of detectors) {
          if (harness === own) continue;
          for (const kind of protocol.streamKinds) expect(kind.looksLike(head), `${kind.kind}: ${path.slice(FIXTURES.length)}`).toBe(false);
        }
      }
      // Each CLI's fixtures were fed, not a folder found empty.
      expect(fed, own).toBeGreaterThan(5);
      total += fed;
    }
    // Claude's and codex's hundred-odd recordings each, not a few.
    expect(total).toBeGreaterThan(200);
  });
});
