/**
 * `mwh replay --html FILE`: one capture as the conformance page shows a round (the timeline of
 * stdin/stdout/stderr beside the content parts). The file must not exist: nothing the user had is
 * overwritten.
 */
import { basename, resolve } from 'node:path';
import { failureSentence } from '@mwh/conformance/judge';
import { summarizeRound, type Capture, type ContentPart } from '@mwh/protocol-core';
import { createNewFile } from './new-file.js';
import type { ReplayJudgement } from './replay-judgement.js';

export async function writeReplayHtml(options: {
  capture: Capture;
  parts: readonly ContentPart[];
  /** How the capture stands against what it was recorded to show; none when it says nothing. */
  judgement: ReplayJudgement | undefined;
  file: string;
  cwd: string;
  source: string;
  secrets: readonly string[];
}): Promise<string> {
  const target = resolve(options.cwd, options.file);
  const verdict = summarizeRound(options.parts).verdict;
  const { header } = options.capture;
  const { judgement } = options;
  const reason = judgement && (judgement.status === 'fail' ? judgement.failures.map(failureSentence) : judgement.notSetUp).join('; ');
  // The page's renderer comes with the whole kit: loaded only when a page is asked for.
  const { renderReportHtml } = await import('@mwh/conformance');
  const html = renderReportHtml({
    title: `mwh replay ${options.source === '-' ? 'standard input' : basename(options.source)}`,
    intro: 'One recorded round, replayed as mwh replay reads it: open its cell for the timeline of what the CLI wrote beside what mwh read of it.',
    secrets: options.secrets,
    runs: [
      {
        harness: header.harness,
        cliVersion: header.cli.version,
        scenarios: [
          {
            name: judgement?.scenario ?? header.scenario ?? basename(options.source),
            // Pass and fail are said of an expectation: a capture recorded without one shows its
            // verdict, never a pass it was never held to.
            status: judgement?.status ?? `verdict: ${verdict?.kind ?? 'none'}`,
            ...(reason ? { reason } : {}),
            ...(verdict ? { verdict } : {}),
            capture: options.capture,
            parts: options.parts,
          },
        ],
      },
    ],
  });
  // The same refusals, in the same words, as every file mwh creates; `wx` refuses a file created
  // since the user looked, too.
  const file = await createNewFile(target, options.file, '--html');
  try {
    await file.writeFile(html);
  } finally {
    await file.close();
  }
  return target;
}
