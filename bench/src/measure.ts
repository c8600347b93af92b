/**
 * Interleaved measurement: every run takes each variant once, in turn, so a slow moment of the
 * shared machine falls on all of them alike; results are the ratios within a run.
 */
export interface Sample {
  wallMs: number;
  /** CPU time of this process (user + system, all its threads); a child's CPU is not in it. */
  cpuMs: number;
}

export interface Variant {
  name: string;
  /** Runs the work once; the returned value is kept so the work cannot be optimised away. */
  run: () => unknown | Promise<unknown>;
  /**
   * Untimed, after the forced GC and before each timed run: the same code over a small input.
   * The GC frees the last run's parsed objects and with them the hidden classes (maps) that
   * V8's optimised code for reading them was specialised on, so V8 throws that code away (a
   * "weak objects" deoptimisation) and each run would begin in the interpreter. A reader that
   * runs on meets this only at its own full collections; the run measures the code warm.
   */
  rewarm?: () => unknown | Promise<unknown>;
}

export async function measureOnce(run: () => unknown | Promise<unknown>, rewarm?: () => unknown | Promise<unknown>): Promise<Sample> {
  collectGarbage();
  if (rewarm) sink(await rewarm());
  const cpu = process.cpuUsage();
  const started = performance.now();
  sink(await run());
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

/**
 * One warm-up of each variant, then `runs` rounds of all of them in turn. With `alternate`, every
 * other round takes them in reverse order, so that no variant always runs right after the same
 * other one (for rounds of other processes, whose exit and reaping can spill into the next).
 */
export async function interleave(variants: Variant[], runs: number, options: { alternate?: boolean } = {}): Promise<Map<string, Sample[]>> {
  const samples = new Map<string, Sample[]>(variants.map((v) => [v.name, []]));
  for (const variant of variants) await measureOnce(variant.run, variant.rewarm);
  for (let r = 0; r < runs; r++) {
    const order = options.alternate && r % 2 === 1 ? [...variants].reverse() : variants;
    for (const variant of order) samples.get(variant.name)!.push(await measureOnce(variant.run, variant.rewarm));
  }
  return samples;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN };
}

/** Per-run ratios `base / other` of one measure: above 1 means `other` took less time than `base`. */
export function speedRatios(base: Sample[], other: Sample[], measure: keyof Sample): number[] {
  return other.map((sample, r) => base[r]![measure] / sample[measure]);
}

/** Per-run ratios `other / base`: how many times `base`'s time `other` took. */
export function timeRatios(base: Sample[], other: Sample[], measure: keyof Sample): number[] {
  return other.map((sample, r) => sample[measure] / base[r]![measure]);
}

function collectGarbage(): void {
  // With --expose-gc (as `pnpm bench` runs it) a collection before each sample keeps one
  // variant's garbage from being collected on the next one's time. Twice: the first leaves
  // sweeping to helper threads, whose CPU time `process.cpuUsage` counts in the sample; the
  // second finishes it first (without it, JSON.parse of the 16 MiB line, timed after the 64 MiB
  // decode, read 1.3x slower, and JSON.parse looked sublinear: 3.3x the time for 4x the line).
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
}

let sunk: unknown;
function sink(value: unknown): void {
  sunk = value;
  if (sunk === sink) console.log('');
}
