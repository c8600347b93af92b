/**
 * What a watch of new CLI releases tells people: one issue per version newer than the range this
 * mwh checked, titled the same on every run (so a workflow updates the issue it opened), with what
 * changed since the version before it, classified by what it touches of mwh, and the scenarios
 * that did not pass, with why. Markdown, from a merged (or unsharded) report and its drift.
 */
import { protocolOf } from '@mwh/harness-core';
import type { Harness } from '@mwh/protocol-core';
import { pairJson } from '../drift/drift-json.js';
import { md, pairChanges, pairLines } from './protocol-changelog.js';
import type { ConformanceReport } from '../run/run-conformance.js';
import type { VersionPair } from '../drift/version-drift.js';

export interface VersionIssue {
  /** `claude-2.1.338`: a file name, and the mark in the body a workflow finds the issue by. */
  key: string;
  title: string;
  body: string;
}


/** `isNew` says which versions are past the checked range (harness-core's rangePlace is 'newer'). */
export function versionIssues(report: ConformanceReport, pairs: readonly VersionPair[], isNew: (harness: Harness, version: string) => boolean): VersionIssue[] {
  const issues: VersionIssue[] = [];
  const seen = new Set<string>();
  for (const run of report.runs) {
    const key = `${run.harness}-${run.cliVersion}`;
    if (seen.has(key) || !isNew(run.harness, run.cliVersion)) continue;
    seen.add(key);
    const builds = report.runs.filter((other) => other.harness === run.harness && other.cliVersion === run.cliVersion);
    const of = (kind: VersionPair['kind']) => pairs.find((pair) => pair.kind === kind && pair.harness === run.harness && pair.to.version === run.cliVersion);
    const body = [`<!-- mwh conformance watch: ${key} -->`, ''];
    const change = of('versions');
    if (change) body.push(...pairLines(pairJson(change), pairChanges(change)), '');
    else body.push('No version before it was run beside it: nothing to compare it with (run checked..latest).', '');
    for (const build of builds) {
      const failing = build.scenarios.filter((scenario) => scenario.status !== 'pass' && scenario.status !== 'expected-fail');
      const from = builds.length > 1 ? ` (${build.channel})` : '';
      const expected = build.scenarios.filter((scenario) => scenario.status === 'expected-fail').length;
      body.push(`Scenarios${from}: ${build.scenarios.length - failing.length - expected} of ${build.scenarios.length} pass${expected ? `, ${expected} fail as the baseline expects` : ''}.`);
      for (const scenario of failing) body.push(`- ${scenario.name}: **${scenario.status}**${scenario.reason ? `: ${md(scenario.reason)}` : ''}`);
      body.push('');
    }
    const channels = of('channels');
    if (channels) body.push('The claude-code and agent SDK builds differ:', '', ...pairLines(pairJson(channels), pairChanges(channels)), '');
    issues.push({ key, title: `mwh conformance: ${protocolOf(run.harness).title} ${run.cliVersion}`, body: `${body.join('\n').trimEnd()}\n` });
  }
  return issues;
}
