import { describe, expect, it } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BatchedOutput, BlockingOutput } from '../../src/lib/log-output.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedOutput', () => {
  it('writes the lines of one turn of the event loop together, on the next turn, in order', async () => {
    const chunks: string[] = [];
    const output = new BatchedOutput({ write: (chunk: string) => chunks.push(chunk) });
    output.write('one\n');
    output.write('two\n');
    expect(chunks).toEqual([]);
    await nextTurn();
    expect(chunks).toEqual(['one\ntwo\n']);
    output.write('three\n');
    await nextTurn();
    expect(chunks).toEqual(['one\ntwo\n', 'three\n']);
  });

  it('writes at once when a burst passes 64 KB, and flush writes whatever waits', async () => {
    const chunks: string[] = [];
    const output = new BatchedOutput({ write: (chunk: string) => chunks.push(chunk) });
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < 64; i += 1) output.write(line);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toHaveLength(64 * 1024);
    output.write('tail\n');
    output.flush();
    expect(chunks).toEqual([line.repeat(64), 'tail\n']);
    output.flush();
    await nextTurn();
    expect(chunks).toHaveLength(2);
  });
});

/**
 * A named pipe whose reader (`cat`, copying it to a file) opens it at once but starts reading
 * only after `delaySeconds`: until then a writer fills the pipe's buffer (64 KiB on Linux) and
 * then waits, or is refused if it does not wait.
 */
async function latePipe(delaySeconds: number): Promise<{ path: string; readAll(): Promise<string> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onepair-log-'));
  const pipePath = path.join(dir, 'pipe');
  const out = path.join(dir, 'out');
  execFileSync('mkfifo', [pipePath]);
  const reader = spawn('sh', ['-c', `exec 3< "$1"; sleep ${delaySeconds}; cat <&3 > "$2"`, 'sh', pipePath, out], { stdio: 'ignore' });
  const finished = new Promise((resolve) => reader.on('exit', resolve));
  return {
    path: pipePath,
    readAll: async () => {
      await finished;
      const text = fs.readFileSync(out, 'utf8');
      fs.rmSync(dir, { recursive: true, force: true });
      return text;
    },
  };
}

/**
 * Opens the pipe for writing once its reader has: a non-blocking open fails until then, where a
 * blocking one would hold the test's thread for good if the reader never came.
 */
async function openForWriting(pipePath: string, options: { blocking: boolean }): Promise<number> {
  for (;;) {
    try {
      const probe = fs.openSync(pipePath, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK);
      if (!options.blocking) return probe;
      // The reader is there, so a blocking open returns at once.
      const fd = fs.openSync(pipePath, fs.constants.O_WRONLY);
      fs.closeSync(probe);
      return fd;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENXIO') throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** A stand-in for `process.stdout`: keeps what it is given until `drain` says it is written. */
function queueStandIn() {
  const chunks: Buffer[] = [];
  const callbacks: Array<() => void> = [];
  const stream = {
    writableLength: 0,
    write(chunk: Uint8Array, done: () => void) {
      chunks.push(Buffer.from(chunk));
      stream.writableLength += chunk.length;
      callbacks.push(done);
    },
  };
  return {
    stream,
    text: () => Buffer.concat(chunks).toString('utf8'),
    drain() {
      stream.writableLength = 0;
      for (const done of callbacks.splice(0)) done();
    },
  };
}

describe('BlockingOutput', () => {
  const lines = (count: number, from = 0) =>
    Array.from({ length: count }, (_, index) => `{"line":${from + index},"pad":"${'x'.repeat(100)}"}\n`).join('');

  // Standard output is blocking unless something in the process made it non-blocking (as
  // `process.stdout` does once used); then a full pipe answers EAGAIN and the write tries again.
  it.each([
    { descriptor: 'a blocking descriptor', blocking: true },
    { descriptor: 'a non-blocking descriptor', blocking: false },
  ])(
    'waits for a reader that is behind on $descriptor, instead of queueing in memory, and every line arrives in order',
    async ({ blocking }) => {
      const pipe = await latePipe(0.5);
      const fd = await openForWriting(pipe.path, { blocking });
      const queue = queueStandIn();
      const output = new BlockingOutput(fd, () => queue.stream);
      // About 1 MB, sixteen times what the pipe holds: the writes can only have finished by waiting.
      for (let chunk = 0; chunk < 10; chunk += 1) output.write(lines(1000, chunk * 1000));
      fs.closeSync(fd);
      expect(queue.text()).toBe('');
      expect(await pipe.readAll()).toBe(lines(10_000));
    },
  );

  it('queues the rest once the reader has taken nothing for maxStallMs, and the writes after it, until the queue has written them', async () => {
    const pipe = await latePipe(0.5);
    const fd = await openForWriting(pipe.path, { blocking: false });
    const queue = queueStandIn();
    const output = new BlockingOutput(fd, () => queue.stream, 100);
    const first = lines(1000); // about 120 KB: more than the pipe holds
    output.write(first);
    const queued = queue.text();
    expect(queued.length).toBeGreaterThan(0);
    expect(first.endsWith(queued)).toBe(true);
    const second = lines(10, 1000);
    output.write(second);
    expect(queue.text()).toBe(queued + second);

    // Once the queue has written everything, writes go to the descriptor again (the reader has
    // long been reading by then, so the pipe has room).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    queue.drain();
    const third = lines(10, 2000);
    output.write(third);
    fs.closeSync(fd);
    expect(queue.text()).toBe(queued + second);
    expect(await pipe.readAll()).toBe(first.slice(0, first.length - queued.length) + third);
  });

  it('hands everything to the queue when the descriptor fails', () => {
    const queue = queueStandIn();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onepair-log-'));
    fs.writeFileSync(path.join(dir, 'file'), '');
    // Opened for reading only: a write fails with EBADF.
    const readOnly = fs.openSync(path.join(dir, 'file'), 'r');
    const output = new BlockingOutput(readOnly, () => queue.stream);
    output.write('one\n');
    output.write('two\n');
    expect(queue.text()).toBe('one\ntwo\n');
    fs.closeSync(readOnly);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
