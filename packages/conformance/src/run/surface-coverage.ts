/**
 * How much of a CLI's protocol the catalogue reached on one version, from its surface: the kinds
 * of message the CLI wrote (Claude line types, `stream_event/<event>` and
 * `control_request/<subtype>`; codex notification and server-request methods), against the kinds
 * mwh's reader handles or answers (the protocol packages' wire use) and the kinds the CLI's own
 * description declares (the agent SDK's message union; codex's server notifications and
 * requests). A kind handled but never reached is a reader path no scenario tests; a kind declared
 * but never reached is a situation the catalogue does not make.
 */
import type { CliSurface } from '../surface/cli-surface.js';
import { kitOf } from '../kit/kits.js';

export interface KindCoverage {
  total: number;
  reached: number;
  /** The kinds no scenario reached, sorted. */
  unreached: string[];
}

export interface SurfaceCoverage {
  /** The kinds the CLI wrote in the runs, sorted. */
  seen: string[];
  handled: KindCoverage;
  /** Null when the CLI's own description could not be read. */
  declared: KindCoverage | null;
}

export function surfaceCoverage(surface: CliSurface): SurfaceCoverage {
  const { handledKinds: handled, declaredGroups: groups, kindByValue } = kitOf(surface.harness).surface;
  const seen = seenKinds(surface, kindByValue);
  const declared = surface.schema ? groups.flatMap((group) => Object.keys(surface.schema!.methods[group] ?? {})) : null;
  return { seen, handled: cover(handled, seen), declared: declared && cover(declared, seen) };
}

/**
 * `9 of 10 kinds mwh reads (90%)`, for a line of the report, then the first `listed` kinds not
 * reached (`; not reached: system/api_retry`) and how many more there are.
 */
export function coverageSentence(coverage: KindCoverage, what: string, listed = 0): string {
  const percent = coverage.total === 0 ? 100 : Math.floor((coverage.reached / coverage.total) * 100);
  const shown = coverage.unreached.slice(0, listed);
  const more = coverage.unreached.length - shown.length;
  const missing = shown.length ? `; not reached: ${shown.join(', ')}${more > 0 ? `, … ${more} more` : ''}` : '';
  return `${coverage.reached} of ${coverage.total} kinds ${what} (${percent}%)${missing}`;
}

/** A kind is reached by itself or by a kind under it (`result` by `result/success`). */
function cover(kinds: readonly string[], seen: readonly string[]): KindCoverage {
  const unique = [...new Set(kinds)];
  const unreached = unique.filter((kind) => !seen.some((s) => s === kind || s.startsWith(`${kind}/`))).sort();
  return { total: unique.length, reached: unique.length - unreached.length, unreached };
}

/** The kinds of the lines the CLI wrote; a line type whose kinds a value tells apart (`kindByValue`) is its kinds (`control_request/<subtype>`). */
function seenKinds(surface: CliSurface, kindByValue: Readonly<Record<string, string>>): string[] {
  const kinds = new Set<string>();
  for (const [key, line] of Object.entries(surface.lines)) {
    // codex's answers to mwh's requests (`thread/start result`) are not kinds the CLI starts.
    if (key.includes(' ')) continue;
    // A key is the CLI's to write: only the kit's own entries count, never an Object prototype's.
    const by = Object.hasOwn(kindByValue, key) ? kindByValue[key] : undefined;
    if (by !== undefined) {
      for (const value of line.values[by] ?? []) kinds.add(`${key}/${value}`);
    } else {
      kinds.add(key);
    }
  }
  return [...kinds].sort();
}
