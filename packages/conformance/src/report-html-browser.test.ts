import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { renderReportHtml } from './report-html.js';
import { sampleReport } from './test-support/report-sample.js';

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
