/**
 * `mwh conformance merge`: the results of shards (`mwh conformance --shard I/N --results FILE`,
 * one per CI job) joined into the report the unsharded run gives: the same drift, table, JSON,
 * page and exit code.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { mergeResults, readResults, type ShardResults } from '@mwh/conformance';
import { UsageError } from './cli-error.js';
import { defineCommand } from './command-line.js';
import { readBaseline, reportOutputs, writeReport } from './conformance-command.js';
import { mwhLine } from './mwh-line.js';
import { readUserFile } from './user-file.js';

export const conformanceMergeCommand = defineCommand({
  name: 'conformance merge',
  synopsis: 'RESULTS... [--partial] [--json] [--html FILE] [--results FILE] [--issues DIR] [--baseline FILE]',
  summary: `Reads the files mwh conformance --shard I/N --results FILE wrote, one per shard, and prints
the report the unsharded run would have printed: the drift between the versions (also across
shards), the table or --json, the --html page, and the exit code. The shards must have been
planned from the same versions (give each the SPECs mwh conformance --list printed: latest may
move between jobs) and every shard must be given, unless --partial.`,
  options: {
    json: { type: 'boolean', help: 'one JSON object on stdout instead of the table' },
    html: { type: 'string', value: 'FILE', help: 'write the report as one self-contained page' },
    results: { type: 'string', value: 'FILE', help: 'write the merged results, as one run would' },
    issues: { type: 'string', value: 'DIR', help: 'write one issue (title line, then Markdown) per version newer than mwh checked, into a new folder' },
    baseline: { type: 'string', value: 'FILE', help: "judge every shard's scenarios by this baseline instead of the one they ran with" },
    partial: { type: 'boolean', help: 'merge what there is when a shard failed: a results file that does not exist and the CLIs no file holds are named on stderr and left out, and the exit code is at least 3' },
  },
  notes: `Exit codes, as the unsharded run's: 0 every expectation held or is baselined; 1 something
unexpected failed, or a baseline entry passes now; 3 nothing failed, but a scenario never reached
the situation it tests. 2: the files cannot be merged (not results, from different plans,
baselines without --baseline, --scenario or --repeat, a shard missing without --partial or given twice) or an output path exists
already (--html, --results and --issues never replace anything), with one sentence why.`,
  async run({ values, positionals }, io) {
    if (positionals.length === 0) throw new UsageError('conformance merge needs the results files of the shards (mwh conformance --shard I/N --results FILE writes one).');
    const outputs = reportOutputs(values, io.cwd);
    const baseline = values.baseline === undefined ? undefined : readBaseline(resolve(io.cwd, values.baseline));
    // A failed CI job uploads no file: with --partial that shard is missing, not the whole report.
    const given = values.partial ? positionals.filter((name) => existsSync(resolve(io.cwd, name))) : positionals;
    const absent = positionals.filter((name) => !given.includes(name));
    if (given.length === 0) throw new UsageError(`none of the results files given exists (${positionals.join(', ')}): nothing to merge.`);
    const merged = mergeResults(
      given.map((name) => shardResults(resolve(io.cwd, name), name)),
      { ...(baseline ? { baseline } : {}), partial: values.partial === true },
    );
    if (!merged.ok) throw new UsageError(merged.error);
    if (absent.length > 0) io.stderr(mwhLine(`${absent.join(', ')} ${absent.length === 1 ? 'does' : 'do'} not exist: merged without ${absent.length === 1 ? 'it' : 'them'} (--partial).`));
    if (merged.missing.length > 0) io.stderr(mwhLine(`not run, in no results file given: ${merged.missing.join(', ')}; the report holds the other ${merged.report.runs.length}.`));
    const code = await writeReport(merged.report, outputs, io, { baseline: merged.baseline, scenarios: merged.scenarios });
    // A CLI left out was not tested: 3, unless something that ran failed (1).
    return merged.missing.length > 0 && code === 0 ? 3 : code;
  },
});

function shardResults(path: string, name: string): ShardResults {
  const read = readResults(readUserFile(path, name), name);
  if (!read.ok) throw new UsageError(read.error);
  return read.results;
}
