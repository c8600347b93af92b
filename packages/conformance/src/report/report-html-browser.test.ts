import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { replayCodexCapture } from '@mwh/protocol-codex';
import { renderReportHtml, type ReportRun } from './report-html.js';
import { renderRoundsHtml } from './round-html.js';
import { fixtureCaptures } from '../test-support/captures.js';
import { sampleReport } from '../test-support/report-sample.js';

// Debian's chromium package; `.ci/run` installs it. The test installs nothing and never lets a
// package download a browser.
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`report-html-browser: ${CHROMIUM} is missing (apt-get install -y chromium), so the page is not opened in a browser`);

describe.skipIf(!haveChromium)('the conformance page in headless Chromium', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mwh-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads with no console error, shows the matrix, and a cell opens its round', async () => {
    const file = join(dir, 'report.html');
    writeFileSync(file, renderReportHtml(sampleReport()));
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });

      await page.setViewportSize({ width: 1280, height: 800 });
      // The answer is on the first screen, before any click: the pair's sentence, its changes that matter.
      const answer = page.locator('.answer').first();
      expect(await answer.isVisible()).toBe(true);
      expect((await answer.boundingBox())!.y + 120).toBeLessThan(800);
      expect(await answer.locator('.sentence').innerText()).toContain('1 change to what mwh reads');
      expect(await answer.locator('details.rest ul').isVisible()).toBe(false);
      await answer.locator('details.rest summary').click();
      expect(await answer.locator('details.rest ul').isVisible()).toBe(true);
      await expect.poll(() => page.locator('#matrix').isVisible()).toBe(true);
      expect(await page.locator('#matrix tbody tr').count()).toBe(6);
      // A column's details button shows its label: its text is not the colour of its background.
      // The page's DOM types are not this package's: getComputedStyle is named through globalThis.
      const [colour, background] = await page
        .locator('#matrix th .btn')
        .first()
        .evaluate((button) => {
          const style = (globalThis as unknown as { getComputedStyle(element: unknown): { color: string; backgroundColor: string } }).getComputedStyle(button);
          return [style.color, style.backgroundColor];
        });
      expect(colour).not.toBe(background);
      expect(await page.locator('#d-0-3').isVisible()).toBe(false);
      await page.locator('button[data-show="d-0-3"]').click();
      expect(await page.locator('#d-0-3').isVisible()).toBe(true);
      expect(await page.locator('#d-0-3 .timeline tr').count()).toBeGreaterThan(2);
      await page.locator('button[data-show="drift-1"]').first().click();
      expect(await page.locator('#drift-1').isVisible()).toBe(true);
      expect(await page.locator('#d-0-3').isVisible()).toBe(false);

      // The hostile text stayed text: no injected script ran.
      expect(await page.evaluate('globalThis.pwned')).toBeUndefined();
      expect(problems).toEqual([]);
      expect(requests.filter((url) => !url.startsWith('file:') && !url.startsWith('data:'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

/** A phone and a laptop: what a person deciding on a version bump opens the page on. */
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * How the page reads at each screen: its overflow to the side, where the verdict ends, the table
 * cells whose words a line break cuts, and tables wider than the page. Screenshots go to
 * MWH_SCREENSHOTS when set, to be looked at.
 */
async function layout(page: Page, name: string) {
  const found = [];
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    const seen = (await page.evaluate(`(() => {
      const doc = document.documentElement;
      const verdict = document.getElementById('verdict').getBoundingClientRect();
      // A word whose letters land on two lines: a range over it has two boxes on different lines.
      const cut = [];
      for (const cell of document.querySelectorAll('td, th')) {
        if (cell.offsetParent === null) continue;
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement.closest('pre')) continue;
          const re = /\S+/g;
          for (let m = re.exec(node.data); m; m = re.exec(node.data)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            // A token longer than a line can hold (hostile text) may break; a word may not.
            if (tops.size > 1 && m[0].length <= 32) cut.push(m[0]);
          }
        }
      }
      const wide = [...document.querySelectorAll('.tablewrap')].filter((w) => w.offsetParent !== null && w.scrollWidth > w.clientWidth + 1).length;
      return { overflow: doc.scrollWidth - doc.clientWidth, verdictBottom: verdict.bottom, verdictHeight: verdict.height, cut, wide };
    })()`)) as { overflow: number; verdictBottom: number; verdictHeight: number; cut: string[]; wide: number };
    if (process.env.MWH_SCREENSHOTS) await page.screenshot({ path: join(process.env.MWH_SCREENSHOTS, `${name}-${screen.width}.png`), fullPage: false });
    found.push({ screen: screen.width, ...seen, firstScreen: seen.verdictHeight > 0 && seen.verdictBottom <= screen.height });
  }
  return found;
}

/** Four versions, ten repeats each, one scenario flaky and one failed: the run a bump is decided on. */
function repeatedReport() {
  const sample = sampleReport();
  const claude = sample.runs[0]!;
  const scenarios = claude.scenarios.slice(0, 3).map((scenario) => ({ ...scenario, status: 'pass', repeats: { pass: 10 } }));
  const runs: ReportRun[] = ['2.1.269', '2.1.300', '2.1.320', '2.1.332'].map((cliVersion, i) => ({
    ...claude,
    cliVersion,
    spec: i === 3 ? 'pinned' : cliVersion,
    scenarios: [
      ...scenarios,
      { ...scenarios[0]!, name: 'interrupted-then-continued', status: 'pass', repeats: { pass: 10 }, passedOnRetry: 2, flaky: true, failedFirst: { reason: 'tool results (is error): expected [{"isError":false}], got []' } },
      { ...scenarios[0]!, name: 'command-output-streamed', status: i === 1 ? 'fail' : 'pass', repeats: i === 1 ? { fail: 1, pass: 9 } : { pass: 10 }, flaky: i === 1, reason: i === 1 ? 'text, exactly once: expected "Done.", got ""' : '' },
    ],
  }));
  return { title: 'mwh conformance', runs, pairs: sample.pairs! };
}

describe.skipIf(!haveChromium)('the pages at a laptop\'s and a phone\'s width', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mwh-layout-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const pages = {
    conformance: () => renderReportHtml(sampleReport()),
    repeated: () => renderReportHtml(repeatedReport()),
    replay: () => {
      const [capture] = fixtureCaptures('codex', '0.171.0', 'rounds').filter((each) => each.header.scenario === 'subagent');
      return renderRoundsHtml({ title: 'mwh replay subagent.capture.jsonl', rounds: [{ capture: capture!, parts: replayCodexCapture(capture!), judgement: { scenario: 'subagent', status: 'pass', reason: '' } }] });
    },
    'replay-rounds': () => {
      // resume.capture.jsonl is the first round, resume-2 the second: in the order they ran.
      const captures = fixtureCaptures('codex', '0.171.0', 'rounds')
        .filter((each) => each.header.scenario === 'resume')
        .sort((a, b) => a.chunks.length - b.chunks.length);
      return renderRoundsHtml({ title: 'mwh replay resume', rounds: captures.map((capture) => ({ capture, parts: replayCodexCapture(capture) })) });
    },
  };

  it.each(Object.keys(pages))('%s: the verdict on the first screen, nothing wider than the screen, no word cut in a table', async (name) => {
    const file = join(dir, `${name}.html`);
    writeFileSync(file, pages[name as keyof typeof pages]());
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
    try {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
      for (const seen of await layout(page, name)) {
        expect({ screen: seen.screen, overflow: seen.overflow, firstScreen: seen.firstScreen, cut: seen.cut, wide: seen.wide }).toEqual({ screen: seen.screen, overflow: 0, firstScreen: true, cut: [], wide: 0 });
      }
    } finally {
      await browser.close();
    }
  });
});
