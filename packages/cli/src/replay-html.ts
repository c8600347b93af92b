/**
 * `mwh replay --html FILE`: one capture as the conformance page shows a round (the timeline of
 * stdin/stdout/stderr beside the content parts). The file must not exist: nothing the user had is
 * overwritten.
 */
import { writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { renderReportHtml } from '@mwh/conformance';
import { summarizeRound, type Capture, type ContentPart } from '@mwh/protocol-core';
import { UsageError } from './cli-error.js';

export async function writeReplayHtml(options: { capture: Capture; parts: readonly ContentPart[]; file: string; cwd: string; source: string; secrets: readonly string[] }): Promise<string> {
  const target = resolve(options.cwd, options.file);
  const verdict = summarizeRound(options.parts).verdict;
  const { header } = options.capture;
  const html = renderReportHtml({
    title: `mwh replay ${options.source === '-' ? 'standard input' : basename(options.source)}`,
    secrets: options.secrets,
    runs: [
      {
        harness: header.harness,
        cliVersion: header.cli.version,
        scenarios: [
          {
            name: header.scenario ?? basename(options.source),
            // The page colours pass/fail; a replay has a verdict rather than an expectation.
            status: verdict?.kind === 'success' ? 'pass' : 'fail',
            ...(verdict ? { verdict } : {}),
            capture: options.capture,
            parts: options.parts,
          },
        ],
      },
    ],
  });
  try {
    // `wx`: refuse to replace a file, even one created since the user looked.
    await writeFile(target, html, { flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new UsageError(`${options.file} already exists; mwh replay --html never overwrites a file, so name a new one.`);
    throw new UsageError(`cannot write ${options.file}: ${code ?? (error instanceof Error ? error.message : String(error))}.`);
  }
  return target;
}
