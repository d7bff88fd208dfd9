import { describe, expect, it } from 'vitest';
import { BatchedOutput } from '../../src/lib/log-output.js';

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
