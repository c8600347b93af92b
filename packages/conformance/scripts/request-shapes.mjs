#!/usr/bin/env node
// Writes reference/request-shapes.json: the shape (route, header names, body field paths; never
// values) of every request the pinned claude and codex send to the loopback mocks over the whole
// catalogue. `mwh conformance` compares each tested version's requests with it and reports the
// difference as drift. Regenerate after bumping a pinned CLI:
//   pnpm -F @mwh/conformance... build && node packages/conformance/scripts/request-shapes.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { requestShapes, runConformance } from '../dist/index.js';

const out = fileURLToPath(new URL('../reference/request-shapes.json', import.meta.url));
const reference = {
  source: 'the requests the pinned CLIs sent to the loopback mocks over the whole scenario catalogue',
  regenerate: 'pnpm -F @mwh/conformance... build && node packages/conformance/scripts/request-shapes.mjs',
};
await runConformance({
  targets: [
    { harness: 'claude', spec: 'pinned' },
    { harness: 'codex', spec: 'pinned' },
  ],
  baseline: [],
  jobs: 2,
  progress: (event) => {
    if (event.kind === 'setup') process.stderr.write(`${event.line}\n`);
    else process.stderr.write(`${event.harness} ${event.cliVersion} ${event.done}/${event.total} ${event.name}: ${event.status}\n`);
  },
  collectDrift: async ({ cli, scenarios }) => {
    reference[cli.harness] = { cliVersion: cli.version, routes: requestShapes(scenarios.flatMap((scenario) => scenario.requests)) };
    return {};
  },
});
writeFileSync(out, `${JSON.stringify(reference, null, 2)}\n`);
process.stderr.write(`request-shapes: wrote ${out}\n`);
