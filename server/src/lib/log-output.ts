/**
 * Where the log goes when nothing else is asked for: standard output, written once per turn of
 * the event loop instead of once per line. Under load one turn answers many requests, and a
 * write to standard output is a system call that blocks (on Linux, for pipes and files too),
 * so a write per request line cost about a third of the catalogue's throughput
 * (docs/operations.md, Logs). A quiet server still writes each line at once (on the next turn).
 * Whatever is waiting is written before the process exits, after an uncaught error included;
 * only a kill -9 can lose the lines of the last turn.
 */

/** Past this the waiting lines are written at once, so a burst never holds much in memory. */
const MAX_PENDING_CHARS = 64 * 1024;

export class BatchedOutput {
  #pending = '';
  #scheduled = false;

  constructor(private readonly out: { write(chunk: string): unknown }) {}

  write(line: string): void {
    this.#pending += line;
    if (this.#pending.length >= MAX_PENDING_CHARS) this.flush();
    else if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(this.#flushLater);
    }
  }

  readonly #flushLater = (): void => {
    this.#scheduled = false;
    this.flush();
  };

  flush(): void {
    if (this.#pending === '') return;
    const chunk = this.#pending;
    this.#pending = '';
    this.out.write(chunk);
  }
}

let standardOutput: BatchedOutput | undefined;

/** The one batched standard output of the process, flushed when it exits. */
export function batchedStandardOutput(): BatchedOutput {
  if (!standardOutput) {
    const output = new BatchedOutput(process.stdout);
    process.on('exit', () => output.flush());
    standardOutput = output;
  }
  return standardOutput;
}
