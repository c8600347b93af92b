/**
 * What the shared benchmarks need to know of one CLI, in one place per CLI (`claude/bench-kit.ts`,
 * `codex/bench-kit.ts`), so the shared files never branch on a CLI's name: its loopback mocks and
 * how a round is pointed at them, its ACP peer, its readers, its targets and the rows' wording.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Harness } from '@mwh/protocol-core';
import type { RoundOptions } from '@mwh/harness-core';
import type { AcpAgentCommand } from './acp-timed-session.js';
import type { RoundStream } from './fixture-streams.js';
import type { Variant } from './measure.js';

const require = createRequire(import.meta.url);

/** A loopback mock as the benches use it: where it listens, and its end. */
export interface BenchMock {
  url: string;
  close(): Promise<void>;
}

/** Zed's native ACP adapter for a CLI, held against `mwh acp`. */
export interface AcpPeer {
  /** The package, as the rows name it. */
  name: string;
  version: string;
  command: (cwd: string, env: Record<string, string>, cli: string) => AcpAgentCommand;
}

/** One fresh session's folders (see `acp-latency.ts`). */
export interface SessionPaths {
  home: string;
  config: string;
  cwd: string;
}

/** What the concurrent rounds ask of a CLI's mocks: every round's answer, and the round a request belongs to. */
export interface RoundAnswers {
  rounds: number;
  /** Round `n`'s answer, as deltas. */
  deltas: (n: number) => string[];
  /** The round a request's body asks for (-1 when none). */
  roundOf: (requestBody: string) => number;
}

/** The mocks of one batch of concurrent rounds, and what each round's options need to reach them. */
export interface RoundMocks {
  optionsFor: (n: number) => Pick<RoundOptions, 'credential' | 'env' | 'args'>;
  close(): Promise<void>;
}

export interface BenchKit {
  harness: Harness;
  read: {
    /** The variants beside the floor, each made by `variant` unless it is timed differently; the `mwh reader` one is required. */
    variants: (stream: RoundStream, variant: (name: string, read: (s: RoundStream) => unknown) => Variant, scratch: string) => Variant[];
    /** `mwh decode+validate+read to parts vs floor`, at least (issue 28's targets, BENCHMARKS.md). */
    target: number;
  };
  /** The stream read through the `./zod` export of the CLI's protocol package. */
  zodRead: (stream: RoundStream) => Promise<number>;
  acp: {
    peer: () => AcpPeer;
    /** The mock answering both prompts with the same four deltas. */
    startMock: () => Promise<BenchMock>;
    /** A session's environment on top of `base`, pointed at the mock (writing the config it reads, if any). */
    env: (base: Record<string, string>, paths: SessionPaths, mockUrl: string) => Record<string, string>;
    /** mwh acp's peak RSS of the process tree to the peer's, at most. */
    peakRssTarget: number;
  };
  startRoundMocks: (answers: RoundAnswers) => Promise<RoundMocks>;
  /** The harness-overhead row's name of a resumed round. */
  resumedRound: string;
}

export function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
}
