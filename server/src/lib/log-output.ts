/**
 * Where the log goes when nothing else is asked for: standard output, written once per turn of
 * the event loop instead of once per line, with a write that waits for the reader.
 *
 * - Once per turn: under load one turn answers many requests, and each write is a system call,
 *   so a write per request line cost about a third of the catalogue's throughput
 *   (docs/operations.md, Logs). A quiet server still writes each line at once (on the next turn).
 * - Waiting for the reader: Node's `process.stdout` on a pipe queues in memory whatever the
 *   reader has not taken yet. A log collector that fell behind under load made the server hold
 *   tens of megabytes of lines (70 MB in `npm run bench`). Writing and waiting instead pauses the
 *   server until the collector has read, as pino's own default output does. A reader that takes
 *   nothing for a second is not waited for any longer: the server must still answer, and stop
 *   when asked, so its lines are queued in memory as before until the reader takes them.
 *
 * Whatever is waiting is written before the process exits, after an uncaught error included;
 * only a kill -9, or a reader stuck at that moment, can lose the lines of the last turn.
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

/** How long a write waits for a reader that takes nothing, before the rest is queued instead. */
const MAX_STALL_MS = 1000;
/** How long it sleeps between two tries while the reader's pipe is full. */
const RETRY_MS = 1;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * A file descriptor written with writes that wait for its reader. A descriptor that is
 * non-blocking (as standard output becomes once anything in the process uses `process.stdout`)
 * answers EAGAIN when its pipe is full: the write sleeps a millisecond and tries again, for as
 * long as the reader keeps taking something at least once every `maxStallMs`. Past that, or on
 * any other error, the rest goes to `queue()`, Node's own stream on the descriptor, which
 * reports errors as it always did; so does every chunk after that, until that stream has
 * written everything, so lines keep their order.
 */
export class BlockingOutput {
  #queued = false;

  constructor(
    private readonly fd: number,
    private readonly queue: () => Stream,
    private readonly maxStallMs = MAX_STALL_MS,
  ) {}

  write(chunk: string): void {
    let bytes = Buffer.from(chunk);
    if (!this.#queued) {
      const written = this.#writeWaiting(bytes);
      if (written === bytes.length) return;
      bytes = bytes.subarray(written);
    }
    this.#queued = true;
    const stream = this.queue();
    stream.write(bytes, () => {
      if (stream.writableLength === 0) this.#queued = false;
    });
  }

  /** How many bytes reached the descriptor: all of them, unless the reader stalled or it failed. */
  #writeWaiting(bytes: Buffer): number {
    let written = 0;
    let lastProgress: number | undefined;
    while (written < bytes.length) {
      try {
        written += fs.writeSync(this.fd, bytes, written);
        lastProgress = undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return written;
        const now = performance.now();
        lastProgress ??= now;
        if (now - lastProgress >= this.maxStallMs) return written;
        Atomics.wait(sleeper, 0, 0, RETRY_MS);
      }
    }
    return written;
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
