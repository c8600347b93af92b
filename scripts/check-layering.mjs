#!/usr/bin/env node
// Enforces the layering in one sentence: the protocol packages are pure (no processes, no
// files, no network, no clock-driven timers); harness-core owns processes, time and secrets;
// the CLI and the conformance kit use harness-core; the mock model servers depend on nothing
// of ours. Run from a package directory.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

const pkg = basename(process.cwd());
const IMPURE = ['node:child_process', 'child_process', 'execa', 'node:fs', 'fs', 'node:fs/promises', 'fs/promises', 'node:net', 'node:http', 'node:os'];
const rules = {
  'protocol-core': { forbidden: IMPURE, packages: [] },
  'protocol-claude': { forbidden: IMPURE, packages: ['@mwh/protocol-core'] },
  'protocol-codex': { forbidden: IMPURE, packages: ['@mwh/protocol-core'] },
  // The loopback mock model servers: a leaf that tests and the conformance kit share.
  'mock-servers': { forbidden: [], packages: [] },
  'harness-core': { forbidden: [], packages: ['@mwh/protocol-core', '@mwh/protocol-claude', '@mwh/protocol-codex'] },
  conformance: { forbidden: [], packages: ['@mwh/protocol-core', '@mwh/protocol-claude', '@mwh/protocol-codex', '@mwh/harness-core', '@mwh/mock-servers'] },
  cli: { forbidden: ['node:child_process', 'child_process', 'execa'], packages: ['@mwh/protocol-core', '@mwh/protocol-claude', '@mwh/protocol-codex', '@mwh/harness-core', '@mwh/conformance'] },
};
const rule = rules[pkg];
if (!rule) {
  console.error(`check-layering: no rule for package ${pkg}`);
  process.exit(1);
}

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    // Tests, test support and benchmarks may use files, processes and the conformance kit to
    // set up what they check; they are not published.
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !/(^|\/)(test-support|bench)\//.test(path)) yield path;
  }
}

const problems = [];
for (const file of sources('src')) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
    const spec = match[1];
    if (rule.forbidden.includes(spec)) problems.push(`${file} imports ${spec}, which this layer may not use`);
    if (spec.startsWith('@mwh/') && !rule.packages.includes(spec.split('/').slice(0, 2).join('/'))) {
      problems.push(`${file} imports ${spec}, a layer above or beside it`);
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`layering ok: ${pkg}`);
