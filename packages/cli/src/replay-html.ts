/**
 * `mwh replay --html FILE`: the rounds of a file as their user saw them, a section each (the
 * verdict and why, the text, the reasoning, each tool call with its result; the captured bytes
 * folded). The file must not exist: nothing the user had is overwritten.
 */
import { basename, resolve } from 'node:path';
import { failureSentence } from '@mwh/conformance/judge';
import type { Capture, ContentPart } from '@mwh/protocol-core';
import { createNewFile } from './new-file.js';
import type { ReplayJudgement } from './replay-judgement.js';

export async function writeReplayHtml(options: {
  /** Each round of the file, in order: a section each. */
  rounds: readonly {
    /** The round's own bytes. */
    capture: Capture;
    parts: readonly ContentPart[];
    /** The user's words that began the turn, where the file holds them. */
    prompt?: string;
    /** How the round stands against what it was recorded to show; none when it says nothing. */
    judgement: ReplayJudgement | undefined;
  }[];
  /** False for a file whose turns end in no verdict (a session transcript). */
  verdicts: boolean;
  file: string;
  cwd: string;
  source: string;
  secrets: readonly string[];
}): Promise<string> {
  const target = resolve(options.cwd, options.file);
  // The page's renderer comes with the whole kit: loaded only when a page is asked for.
  const { renderRoundsHtml } = await import('@mwh/conformance');
  const html = renderRoundsHtml({
    title: `mwh replay ${options.source === '-' ? 'standard input' : basename(options.source)}`,
    secrets: options.secrets,
    verdicts: options.verdicts,
    rounds: options.rounds.map(({ capture, parts, prompt, judgement }) => ({
      capture,
      parts,
      ...(prompt !== undefined ? { prompt } : {}),
      // Pass and fail are said of an expectation: a capture recorded without one shows its
      // verdict, never a pass it was never held to.
      ...(judgement
        ? { judgement: { scenario: judgement.scenario, status: judgement.status, reason: (judgement.status === 'fail' ? judgement.failures.map(failureSentence) : judgement.notSetUp).join('; ') } }
        : {}),
    })),
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

