/**
 * Where the log goes when nothing else is asked for: standard output, written once per turn of
 * the event loop instead of once per line, with a write that waits for the reader.
 *
 * - Once per turn: under load one turn answers many requests, and each write is a system call,
 *   so a write per request line cost about a third of the catalogue's throughput
 *   (docs/operations.md, Logs). A quiet server still writes each line at once (on the next turn).
 * - Waiting for the reader: Node's `process.stdout` on a pipe queues in memory whatever the
 *   reader has not taken yet. A log collector that fell behind under load made the server hold
 *   tens of megabytes of lines (70 MB in `npm run bench`). A blocking write instead pauses the
 *   server until the collector has read, as pino's own default output does.
 *
 * Whatever is waiting is written before the process exits, after an uncaught error included;
 * only a kill -9 can lose the lines of the last turn.
 */
import fs from 'node:fs';

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

/** Something lines can be written to in order, as `process.stdout` can. */
interface Stream {
  write(chunk: Uint8Array, done: () => void): unknown;
  readonly writableLength: number;
}

/**
 * A file descriptor written with blocking writes. One that refuses to wait (a pipe another part
 * of the process made non-blocking, as `process.stdout` does once used, when it is full) or
 * fails hands the rest to `queue()`, Node's own stream on it, and so does every chunk after
 * that until that stream has written everything, so lines keep their order.
 */
export class BlockingOutput {
  #queued = false;

  constructor(
    private readonly fd: number,
    private readonly queue: () => Stream,
  ) {}

  write(chunk: string): void {
    let bytes = Buffer.from(chunk);
    if (!this.#queued) {
      let written = 0;
      try {
        while (written < bytes.length) written += fs.writeSync(this.fd, bytes, written);
        return;
      } catch {
        // EAGAIN, or an error the stream reports as it would have anyway.
      }
      bytes = bytes.subarray(written);
    }
    this.#queued = true;
    const stream = this.queue();
    stream.write(bytes, () => {
      if (stream.writableLength === 0) this.#queued = false;
    });
  }
}

let standardOutput: BatchedOutput | undefined;

/** The one batched standard output of the process, flushed when it exits. */
export function batchedStandardOutput(): BatchedOutput {
  if (!standardOutput) {
    const output = new BatchedOutput(new BlockingOutput(1, () => process.stdout));
    process.on('exit', () => output.flush());
    standardOutput = output;
  }
  return standardOutput;
}
