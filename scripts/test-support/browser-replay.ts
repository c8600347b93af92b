/**
 * Replays a capture in headless Chromium with a protocol package bundled for the browser by
 * vite, so a test can hold the browser's verdict and text to Node's. Debian's chromium is used
 * (`.ci/run` installs it); nothing downloads a browser. Vite bundles for the browser platform:
 * a Node builtin reached from the package would be swapped for an empty stub and fail here.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

type Bundle = { output: { code?: string }[] };

export const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`browser-replay: ${CHROMIUM} is missing (apt-get install -y chromium), so the browser replay is not run`);

export interface ReplayResult {
  verdict: string | undefined;
  text: string;
}

/**
 * `entrySource` is a module that sets `globalThis.replay = (captureText) => ReplayResult`; it is
 * bundled as one classic script and run on an empty page.
 */
export async function replayInChromium(entrySource: string, captures: string[]): Promise<{ results: ReplayResult[]; problems: string[]; externals: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'mwh-browser-'));
  try {
    const entry = join(dir, 'entry.js');
    writeFileSync(entry, entrySource);
    const externals: string[] = [];
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins: [
        {
          name: 'report-node-stubs',
          resolveId(source) {
            if (source.startsWith('node:') || source === '__vite-browser-external') externals.push(source);
            return null;
          },
        },
      ],
      build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'mwhBrowserReplay', fileName: 'replay' } },
    })) as Bundle[] | Bundle;
    const code = (Array.isArray(output) ? output[0]! : output).output[0]?.code ?? '';
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      await page.setContent('<!doctype html><title>replay</title>');
      await page.addScriptTag({ content: code });
      const results: ReplayResult[] = [];
      for (const capture of captures) {
        results.push(await page.evaluate((text) => (globalThis as unknown as { replay(t: string): ReplayResult }).replay(text), capture));
      }
      return { results, problems, externals };
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface BrowserReplayCase {
  /** The package's folder URL (`new URL('..', import.meta.url)` from its src). */
  packageUrl: URL;
  harness: 'claude' | 'codex' | 'gemini';
  /** The package's export that turns a parsed capture into parts, by name and as Node has it. */
  replayExport: string;
  // Typed loosely: this folder sees no package's types; the package's own test passes its export.
  replay: (capture: never) => unknown[];
  /** Captures of the newest fixture folder, and the verdict each must give. */
  names: string[];
  verdicts: string[];
}

/** One test: the package bundled for the browser replays `names` to the verdict and text Node gives. */
export function describeBrowserReplay(spec: BrowserReplayCase): void {
  // The package as a browser gets it: its built dist bundled by vite for the browser platform.
  const dist = fileURLToPath(new URL('dist/index.js', spec.packageUrl));
  const core = fileURLToPath(new URL('node_modules/@mwh/protocol-core/dist/index.js', spec.packageUrl));
  const fixtures = fileURLToPath(new URL(`../../fixtures/${spec.harness}/`, spec.packageUrl));
  const version = readdirSync(fixtures, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .at(-1)!;
  const captures = spec.names.map((name) => readFileSync(`${fixtures}${version}/${name}`, 'utf8'));
  // Node reads the same protocol-core dist the browser bundle is made of.
  const inNode = async (text: string): Promise<ReplayResult> => {
    const { parseCapture, summarizeRound } = await import(core);
    const parsed = parseCapture(text);
    if (!parsed.ok) throw new Error(parsed.error);
    const summary = summarizeRound(spec.replay(parsed.value as never));
    return { verdict: summary.verdict?.kind, text: summary.text };
  };

  describe.skipIf(!haveChromium)(`protocol-${spec.harness} in headless Chromium`, () => {
    it('replays recorded captures to the same verdict and text as Node', async () => {
      const entry = [
        `import { parseCapture, summarizeRound } from ${JSON.stringify(core)};`,
        `import { ${spec.replayExport} } from ${JSON.stringify(dist)};`,
        'globalThis.replay = (text) => {',
        '  const parsed = parseCapture(text);',
        "  if (!parsed.ok) throw new Error(parsed.error);",
        `  const summary = summarizeRound(${spec.replayExport}(parsed.value));`,
        '  return { verdict: summary.verdict?.kind, text: summary.text };',
        '};',
      ].join('\n');
      const { results, problems, externals } = await replayInChromium(entry, captures);
      expect(externals).toEqual([]);
      expect(problems).toEqual([]);
      const node = await Promise.all(captures.map(inNode));
      expect(node.map((r) => r.verdict)).toEqual(spec.verdicts);
      expect(node[0]!.text).not.toBe('');
      expect(results).toEqual(node);
    });
  });
}
