/**
 * The signals that cancel mwh's work (Ctrl-C, SIGTERM, SIGHUP; SIGPIPE stands for stdout's reader
 * going away), the exit code a shell gives each (128 + number), and the rule for a second one:
 * the first cancels, a later one leaves at once.
 */

export const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129, SIGPIPE: 141 } as const;
export type CancelSignal = keyof typeof SIGNAL_EXIT;

// Not SIGPIPE: node ignores it, and a write to a CLI that died would raise it; stdout-closed.ts tells.
const LISTENED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * A second signal this soon after the first is the same one: a launcher (`pnpm mwh`, `npx`) passes
 * on the Ctrl-C that the terminal already sent mwh as one of its foreground process group, and
 * taking that copy for a second Ctrl-C left at once, with the CLIs and their folders behind.
 */
export const REPEAT_MS = 500;

export class CancelSignals {
  /** The first signal, once one came. */
  received: CancelSignal | undefined;
  private receivedAt = 0;

  constructor(
    private readonly onCancel: (signal: CancelSignal) => void,
    private readonly onLeave: (first: CancelSignal) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  readonly receive = (signal: CancelSignal): void => {
    if (this.received === undefined) {
      this.received = signal;
      this.receivedAt = this.now();
      this.onCancel(signal);
      return;
    }
    if (this.now() - this.receivedAt >= REPEAT_MS) this.onLeave(this.received);
  };

  /** Listens on the process until the function returned is called. */
  listen(): () => void {
    for (const signal of LISTENED) process.on(signal, this.receive);
    return () => {
      for (const signal of LISTENED) process.off(signal, this.receive);
    };
  }
}
