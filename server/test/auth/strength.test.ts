/**
 * The password-strength checker (src/auth/strength.ts) runs zxcvbn in a worker thread that ends
 * when idle: its verdicts must be zxcvbn's own, each caller must get the verdict on its own
 * password, and the worker must end when idle and start again on the next check.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { afterEach, describe, expect, it } from 'vitest';
import { StrengthChecker, weakPasswordProblem } from '../../src/auth/strength.js';

const inThisThread = new ZxcvbnFactory({
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
});

const PASSWORDS = ['password', 'aaaaaaaaaa', 'correct horse battery staple', 'Tr0ub4dor&3', 'maria1987', 'q8#Lw!2vZp@r'];

const checkers: StrengthChecker[] = [];
function newChecker(options?: ConstructorParameters<typeof StrengthChecker>[0]): StrengthChecker {
  const checker = new StrengthChecker(options);
  checkers.push(checker);
  return checker;
}

afterEach(async () => {
  await Promise.all(checkers.splice(0).map((checker) => checker.stop()));
});

async function waitUntil(condition: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('password strength in a worker', () => {
  it("gives zxcvbn's own verdict to each of several checks made at once", async () => {
    const checker = newChecker();
    const verdicts = await Promise.all(PASSWORDS.map((password) => checker.check(password, ['maria'])));
    PASSWORDS.forEach((password, index) => {
      const expected = inThisThread.check(password, ['maria']);
      expect(verdicts[index]).toEqual({
        score: expected.score,
        warning: expected.feedback.warning ?? '',
        suggestions: expected.feedback.suggestions,
      });
    });
    // Weak and strong both among them, so the comparison means something.
    expect(verdicts.map((verdict) => verdict.score)).toContain(0);
    expect(verdicts.map((verdict) => verdict.score)).toContain(4);
  });

  it('ends the worker when idle and starts a new one for the next check', async () => {
    const checker = newChecker({ idleMs: 50 });
    expect(checker.running).toBe(false);
    await checker.check('password', []);
    expect(checker.running).toBe(true);
    await waitUntil(() => !checker.running);
    // Its thread is gone, not only forgotten.
    await waitUntil(() => checker.workersEnded === 1);
    const verdict = await checker.check('correct horse battery staple', []);
    expect(verdict.score).toBe(4);
    expect(checker.running).toBe(true);
  });

  it('fails the checks still waiting when stopped, and works again afterwards', async () => {
    const checker = newChecker();
    const refused = expect(checker.check('password', [])).rejects.toThrow(/stopped/);
    await checker.stop();
    await refused;
    expect((await checker.check('password', [])).score).toBe(0);
  });

  it('fails the waiting checks when the worker dies, and starts a new one for the next check', async () => {
    // A stand-in worker that dies on its second message: the first check is answered, the
    // second fails with the exit, and the third gets a new worker.
    const workerCode = `
      const { parentPort } = require('node:worker_threads');
      let seen = 0;
      parentPort.on('message', ({ id }) => {
        seen += 1;
        if (seen === 2) process.exit(3);
        parentPort.postMessage({ id, verdict: { score: seen, warning: '', suggestions: [] } });
      });
    `;
    const checker = newChecker({ workerCode });
    expect((await checker.check('one', [])).score).toBe(1);
    await expect(checker.check('two', [])).rejects.toThrow(/exit code 3/);
    expect(checker.running).toBe(false);
    expect((await checker.check('three', [])).score).toBe(1);
  });

  it('fails a check the worker does not answer in time, ends that worker, and starts a new one for the next check', async () => {
    // A stand-in that never answers its first message, then answers.
    const workerCode = `
      const { parentPort, threadId } = require('node:worker_threads');
      let seen = 0;
      parentPort.on('message', ({ id }) => {
        seen += 1;
        if (seen > 1) parentPort.postMessage({ id, verdict: { score: threadId, warning: '', suggestions: [] } });
      });
    `;
    const checker = newChecker({ workerCode, checkTimeoutMs: 300 });
    await expect(checker.check('password', [])).rejects.toThrow(/did not answer in time/);
    expect(checker.running).toBe(false);
    await waitUntil(() => checker.workersEnded === 1);
    const first = checker.check('one', []);
    await expect(first).rejects.toThrow(/did not answer in time/);
    await waitUntil(() => checker.workersEnded === 2);
  });

  it('gives checks queued behind a slow first one their time from the answer before them', async () => {
    // A stand-in as slow as the dictionaries' first load: its first answer after 700 ms, then one
    // every 150 ms. The last of five is answered 1.3 s after it was asked, past the 1 s a check
    // may wait, but never 1 s after the answer before it.
    const workerCode = `
      const { parentPort } = require('node:worker_threads');
      let seen = 0;
      parentPort.on('message', ({ id }) => {
        seen += 1;
        const until = Date.now() + (seen === 1 ? 700 : 150);
        while (Date.now() < until) {}
        parentPort.postMessage({ id, verdict: { score: seen, warning: '', suggestions: [] } });
      });
    `;
    const checker = newChecker({ workerCode, checkTimeoutMs: 1000 });
    const verdicts = await Promise.all(Array.from({ length: 5 }, (_, index) => checker.check(String(index), [])));
    expect(verdicts.map((verdict) => verdict.score)).toEqual([1, 2, 3, 4, 5]);
  });

  it("words a weak password's problem with zxcvbn's advice, and passes a strong one", async () => {
    expect(await weakPasswordProblem('aaaaaaaaaa', [])).toMatch(/^This password is too easy to guess\. Repeated characters/);
    expect(await weakPasswordProblem('maria-1987', ['maria'])).toMatch(/^This password is too easy to guess\./);
    expect(await weakPasswordProblem('correct horse battery staple', [])).toBeUndefined();
  });
});
