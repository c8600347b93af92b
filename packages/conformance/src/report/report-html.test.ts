import { describe, expect, it } from 'vitest';
import { renderReportHtml } from './report-html.js';
import { HOSTILE, sampleReport } from '../test-support/report-sample.js';

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

  it('leads with the verdict: passed N of M, what failed, the impact, in words', () => {
    const verdict = html.indexOf('<section class="verdict bad" id="verdict"');
    expect(verdict).toBeGreaterThan(0);
    expect(verdict).toBeLessThan(html.indexOf('Can I move from one version to the next?'));
    expect(html).toContain('<p class="headline">Passed 3 of 6</p>');
    expect(html).toContain('<li>1 failed</li>');
    expect(html).toContain('<li>impact: 2 changes touch what mwh reads or sends</li>');
    expect(html).toContain('<p class="per-version">claude 2.1.332: 3 of 4 passed · codex 0.171.0: 0 of 2 passed.</p>');
    // Statuses in words, never the runner's identifiers.
    expect(html).toContain('class="cell s-expected-fail" data-show="d-1-0"><span class="w">failed</span> <span class="w">as</span> <span class="w">expected</span></button>');
    expect(html).not.toMatch(/>(pass|fail|expected-fail|inconclusive)</);
  });

  it('then the answer: per version pair its sentence, the counts, what touches mwh, the rest folded', () => {
    expect(html.indexOf('Can I move from one version to the next?')).toBeLessThan(html.indexOf('<table class="matrix'));
    expect(html).toContain('<p class="sentence">0.165.0 -&#62; 0.171.0: 1 scenario changed outcome (text-answer pass -&#62; fail); 1 change to what mwh reads; 2 fields added on turn/completed</p>');
    expect(html).toContain('<span class="impact i-reads">reads</span> turn/completed: field turn.id removed');
    // The answer for the whole run first, each change touching mwh named with its pair, before any pair's section.
    const lead = html.indexOf('<p class="sentence">1 change touches what mwh or its user reads or sends; 1 scenario outcome differs (in 1 of 1 pair); 2 other changes touch nothing mwh uses.</p>');
    expect(lead).toBeGreaterThan(-1);
    expect(html.indexOf('<span class="impact i-reads">reads</span> codex 0.165.0 -&#62; 0.171.0: turn/completed: field turn.id removed')).toBeGreaterThan(lead);
    expect(html.indexOf('<section class="answer')).toBeGreaterThan(lead);
    expect(html).toMatch(/<details class="rest"><summary>2 changes touching nothing mwh reads or sends: 2 fields added on turn\/completed<\/summary>/);
    expect(html).toContain("<h2>Fields the CLIs send that mwh's schemas do not describe</h2>");
    expect(html).toContain('<h2>The kinds of message the catalogue reached</h2>');
    expect(html).toMatch(/kinds mwh reads or answers \(\d+%\); not reached: /);
  });

  it('has a matrix cell per scenario and version, each opening its detail, and a details section per version', () => {
    expect(html).toContain('<table class="matrix stack" id="matrix">');
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
    // The column's title is its CLI, over a button that opens what was collected of it.
    expect(page).toContain(`<th><span class="w">claude</span> <span class="w">${run.cliVersion}</span> <span class="note"><span class="w">(pinned)</span></span><br><button`);
    expect(page).toContain(`<th><span class="w">claude</span> <span class="w">${run.cliVersion}</span> <span class="w">(sdk)</span> <span class="note"><span class="w">(pinned)</span></span><br><button`);
    expect(page).toContain(`<h2>Details · claude ${run.cliVersion} (sdk)</h2>`);
    expect(page).toContain(`· claude ${run.cliVersion} (sdk): passed</h2>`);
  });

  it('names an ACP agent as it names itself, and says the page is about agents, not versions', () => {
    const report = sampleReport();
    const run = report.runs.find((candidate) => candidate.harness === 'codex')!;
    const page = renderReportHtml({ runs: [{ ...run, cliVersion: '0.16.0', channel: 'acp', agent: { name: 'codex-acp', command: 'codex-acp' } }] });
    expect(page).toContain('<th><span class="w">codex-acp</span> <span class="w">0.16.0</span> <span class="w">(acp,</span> <span class="w">codex)</span><br><button');
    expect(page).toContain('<li>impact: one version of each CLI, nothing to compare</li>');
    expect(page).toContain('<h2>Scenarios by agent</h2>');
    expect(page).toContain('Each column is what an editor is shown by that ACP agent');
    expect(page).not.toContain('no drift between versions');
  });
});
