#!/usr/bin/env node
import { decideColour } from './command-line.js';
import { main } from './main.js';

// A reader that stops early (`mwh replay x | head`) is not a failure worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stdin: process.stdin,
  env: process.env,
  cwd: userCwd(),
  colour: decideColour(process.env, process.stdout.isTTY === true),
});

/** Run as the root `pnpm mwh` script, pnpm moved to the repository root; the user stood in INIT_CWD. */
function userCwd(): string {
  const init = process.env.INIT_CWD;
  return process.env.npm_lifecycle_event === 'mwh' && init ? init : process.cwd();
}
