/**
 * Replays a capture in headless Chromium with a protocol package bundled for the browser by
 * vite, so a test can hold the browser's verdict and text to Node's. Debian's chromium is used
 * (`.ci/run` installs it); nothing downloads a browser. Vite bundles for the browser platform:
 * a Node builtin reached from the package would be swapped for an empty stub and fail here.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';

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
