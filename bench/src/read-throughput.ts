/**
 * Reading to content parts against the floor and against what users run today, for both CLIs,
 * on the same stream of recorded rounds, interleaved in one run. Ratios are of this process's
 * CPU time (the machine is shared, so wall time is noisier); the agent SDK's row is wall time,
 * because its reading is split between this process and the child it spawns.
 */
import { formatSpread, type Row } from './bench-report.js';
import { benchKitOf, type BenchedHarness } from './bench-kits.js';
import { roundStream, type RoundStream } from './fixture-streams.js';
import { interleave, speedRatios, spread, timeRatios, type Sample, type Variant } from './measure.js';
import { floorRead } from './read-pipelines.js';

export interface ReadBenchOptions {
  harness: BenchedHarness;
  bytes: number;
  runs: number;
  /** Where the agent SDK's stand-in executable reads the stream from. */
  scratch: string;
}

export async function readThroughput(options: ReadBenchOptions): Promise<Row[]> {
  const stream = roundStream(options.harness, options.bytes);
  // Each variant in this process reads the stream once untimed after the forced GC (see
  // `Variant.rewarm`; a 1 MB slice was too little for V8 to optimise the readers again on this
  // loaded machine); the agent SDK's reading is in another process, which the GC does not touch.
  const variant = (name: string, read: (s: RoundStream) => unknown): Variant => ({ name, run: () => read(stream), rewarm: () => read(stream) });
  const kit = benchKitOf(options.harness);
  const variants: Variant[] = [variant('floor', floorRead), ...kit.read.variants(stream, variant, options.scratch)];
  const samples = await interleave(variants, options.runs);
  return rows(options.harness, kit.read.target, stream, samples);
}

function rows(harness: BenchedHarness, target: number, stream: RoundStream, samples: Map<string, Sample[]>): Row[] {
  const benchmark = `${harness}-read`;
  const mb = stream.bytes / 1e6;
  const floor = samples.get('floor')!;
  const reader = samples.get('mwh reader')!;
  const naive = samples.get('naive')!;
  const throughput = (s: Sample[]) => spread(s.map((x) => mb / (x.cpuMs / 1000)));
  const out: Row[] = [
    { benchmark, what: `floor (split + JSON.parse), ${mb.toFixed(1)} MB, ${stream.lines} lines`, figure: formatSpread(throughput(floor), ' MB/s', 1), target: 'baseline' },
  ];
  const decoder = samples.get('mwh decoder');
  if (decoder) out.push({ benchmark, what: 'mwh decoder alone vs floor', figure: formatSpread(spread(speedRatios(floor, decoder, 'cpuMs')), 'x'), target: '' });
  const vsFloor = spread(speedRatios(floor, reader, 'cpuMs'));
  out.push({ benchmark, what: 'mwh decode+validate+read to parts vs floor', figure: formatSpread(vsFloor, 'x'), target: `>= ${target}x`, met: vsFloor.median >= target });
  const cold = spread(speedRatios(floor, samples.get('mwh reader cold')!, 'cpuMs'));
  out.push({ benchmark, what: 'the same, not re-warmed after the forced GC', figure: formatSpread(cold, 'x'), target: '' });
  out.push({ benchmark, what: 'naive (readline + zod 4 union) vs floor', figure: formatSpread(spread(speedRatios(floor, naive, 'cpuMs')), 'x'), target: '' });
  const vsNaive = spread(timeRatios(reader, naive, 'cpuMs'));
  out.push({ benchmark, what: 'mwh reader speed vs naive', figure: formatSpread(vsNaive, 'x'), target: '' });
  const sdk = samples.get('agent sdk');
  if (sdk) {
    out.push({ benchmark, what: 'agent SDK query() via replaying executable vs floor (wall)', figure: formatSpread(spread(speedRatios(floor, sdk, 'wallMs')), 'x'), target: '' });
    const vsSdk = spread(timeRatios(reader, sdk, 'wallMs'));
    out.push({ benchmark, what: 'mwh reader speed vs the agent SDK on the same stream (wall)', figure: formatSpread(vsSdk, 'x'), target: '>= 2x', met: vsSdk.median >= 2 });
  }
  return out;
}
