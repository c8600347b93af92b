#!/usr/bin/env node
import { decideColour } from './command-line.js';
import { main } from './main.js';
import { reportStdoutClosed } from './stdout-closed.js';

// A reader that stops early (`mwh replay x | head`) is not a failure worth a stack trace. A live
// round is told, once, and cancels itself as on a signal (its CLI's tools are stopped through the
// kill ladder, not left running); with none listening there is nothing to stop. Later writes to
// the closed pipe fail the same way and are ignored.
let stdoutClosed = false;
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (stdoutClosed) return;
  if (error.code !== 'EPIPE') throw error;
  stdoutClosed = true;
  if (!reportStdoutClosed()) process.exit(0);
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
