import { describe, expect, it } from 'vitest';
import { renderReportHtml } from './report-html.js';
import { HOSTILE, sampleReport } from './test-support/report-sample.js';

describe('renderReportHtml', () => {
  const html = renderReportHtml(sampleReport());

  it('is one page with a strict CSP and nothing loaded from elsewhere', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; style-src &#39;sha256-[^"]+script-src &#39;sha256-/);
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)="(?!data:)/);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('escapes hostile captured text everywhere and shows control characters instead of passing them on', () => {
    expect(html).not.toContain('<script>window.pwned');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('\u001b');
    expect(html).not.toContain('\u0007');
    expect(html).toContain('&#60;/script&#62;&#60;script&#62;window.pwned=1');
    expect(html).toContain('\\x1b[31mred\\x07');
    expect(HOSTILE).toContain('</script>');
  });

  it('redacts the given secrets from captured text', () => {
    expect(html).not.toContain('sk-secret-123');
    expect(html).toContain('token [REDACTED]');
  });

  it('has a matrix cell per scenario and version, each opening its detail, and a drift section per version', () => {
    expect(html).toContain('<table class="matrix" id="matrix">');
    expect(html).toContain('data-show="d-0-0"');
    expect(html).toContain('id="d-1-1"');
    expect(html).toContain('id="drift-1"');
    expect(html).toContain('What mwh sent (3 lines checked, 1 failures)');
    expect(html).toContain('<p class="reason">expected text &#34;hi&#34; once');
  });

  it('tells the same Claude Code version from the agent SDK apart in its column and details', () => {
    const report = sampleReport();
    const run = report.runs.find((candidate) => candidate.harness === 'claude')!;
    const page = renderReportHtml({ ...report, runs: [run, { ...run, channel: 'agent-sdk' }] });
    expect(page).toContain(`>claude ${run.cliVersion}</button>`);
    expect(page).toContain(`>claude ${run.cliVersion} (sdk)</button>`);
    expect(page).toContain(`· claude ${run.cliVersion} (sdk) ·`);
  });
});
