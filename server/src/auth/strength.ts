/**
 * Password strength by zxcvbn (@zxcvbn-ts): an estimate of how many guesses a password takes,
 * knowing common passwords, English words, names, keyboard patterns, dates and the user's own
 * name and address.
 *
 * zxcvbn runs in a worker thread of its own, started on the first check and ended after a
 * minute without one. Its dictionaries take about half a second to load and 25 MB of memory to
 * hold: on the main thread, the load held every other request for that half second, and the
 * memory stayed for the life of the server although passwords are checked only at sign-up and
 * password changes. A worker's memory goes back to the system when it ends.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** zxcvbn's scores run 0 to 4; 3 means "safely unguessable" for an online attack. */
export const MIN_SCORE = 3;
/** Only this much of a password is scored: past it, length alone makes it strong, and scoring slows down. */
const SCORED_LENGTH = 128;
/** The worker ends after this long without a check. */
const DEFAULT_IDLE_MS = 60_000;
/**
 * A check takes milliseconds once the dictionaries are loaded (half a second before). One not
 * answered in this long fails, and the worker is ended, so that a worker that stopped answering
 * without exiting cannot leave sign-ups waiting.
 */
const DEFAULT_CHECK_TIMEOUT_MS = 15_000;

interface Verdict {
  score: number;
  warning: string;
  suggestions: string[];
}

/**
 * What the worker runs, as plain JavaScript: it is started from this text, so the built server
 * and the TypeScript tests run the same code without a file of their own. It loads the three
 * packages from the paths resolved here, and answers each message with the verdict under the
 * message's id.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const english = require(workerData.english);
const zxcvbn = new ZxcvbnFactory({
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
});
parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const { score, feedback } = zxcvbn.check(password, userInputs);
    parentPort.postMessage({ id, verdict: { score, warning: feedback.warning || '', suggestions: feedback.suggestions } });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

function packagePaths(): Record<'core' | 'common' | 'english', string> {
  const require = createRequire(import.meta.url);
  return {
    core: require.resolve('@zxcvbn-ts/core'),
    common: require.resolve('@zxcvbn-ts/language-common'),
    english: require.resolve('@zxcvbn-ts/language-en'),
  };
}

interface Pending {
  resolve(verdict: Verdict): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

interface CheckerOptions {
  idleMs?: number;
  checkTimeoutMs?: number;
  /** The worker's code: zxcvbn's, unless a test stands in a worker that fails. */
  workerCode?: string;
}

/** One worker at a time, started when needed; checks wait in `pending` under their ids. */
export class StrengthChecker {
  #worker: Worker | undefined;
  #pending = new Map<number, Pending>();
  #nextId = 0;
  #idleTimer: NodeJS.Timeout | undefined;
  readonly #idleMs: number;
  readonly #checkTimeoutMs: number;
  readonly #workerCode: string;
  #workersEnded = 0;

  constructor(options: CheckerOptions = {}) {
    this.#idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.#checkTimeoutMs = options.checkTimeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
    this.#workerCode = options.workerCode ?? WORKER_CODE;
  }

  /** Whether a worker is running now (for tests). */
  get running(): boolean {
    return this.#worker !== undefined;
  }

  /** How many workers have ended, their threads gone (for tests). */
  get workersEnded(): number {
    return this.#workersEnded;
  }

  check(password: string, userInputs: string[]): Promise<Verdict> {
    const worker = this.#workerNow();
    clearTimeout(this.#idleTimer);
    const id = this.#nextId++;
    return new Promise<Verdict>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, timer: this.#timeout(worker) });
      worker.postMessage({ id, password, userInputs });
    });
  }

  #timeout(worker: Worker): NodeJS.Timeout {
    return setTimeout(() => void this.#giveUp(worker), this.#checkTimeoutMs).unref();
  }

  /** Ends the worker now; checks still waiting fail. */
  async stop(): Promise<void> {
    clearTimeout(this.#idleTimer);
    const worker = this.#worker;
    this.#worker = undefined;
    this.#failAll(new Error('The password checker was stopped.'));
    await worker?.terminate();
  }

  #workerNow(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(this.#workerCode, { eval: true, workerData: packagePaths() });
    // A server with nothing else to do may exit although the checker still idles.
    worker.unref();
    worker.on('message', (message: { id: number; verdict?: Verdict; error?: string }) => this.#answer(worker, message));
    worker.on('messageerror', (error) => this.#lose(worker, error));
    worker.on('error', (error) => this.#lose(worker, error));
    worker.on('exit', (code) => {
      this.#workersEnded += 1;
      this.#lose(worker, new Error(`The password checker stopped (exit code ${code}).`));
    });
    this.#worker = worker;
    return worker;
  }

  #answer(worker: Worker, message: { id: number; verdict?: Verdict; error?: string }): void {
    // A worker given up on may still answer before it is ended: its checks have failed already,
    // and the ones waiting now are the next worker's.
    if (this.#worker !== worker) return;
    const waiting = this.#pending.get(message.id);
    this.#pending.delete(message.id);
    clearTimeout(waiting?.timer);
    if (message.verdict) waiting?.resolve(message.verdict);
    else waiting?.reject(new Error(`The password checker failed: ${message.error}`));
    // The worker answers in order and is getting on: the checks queued behind this one get their
    // time from now, so a burst behind the dictionaries' load does not time out a working worker.
    for (const check of this.#pending.values()) {
      clearTimeout(check.timer);
      check.timer = this.#timeout(worker);
    }
    if (this.#pending.size === 0) {
      this.#idleTimer = setTimeout(() => void this.stop(), this.#idleMs);
      this.#idleTimer.unref();
    }
  }

  /** A check went unanswered too long: the worker is ended, and whatever waited on it fails. */
  async #giveUp(worker: Worker): Promise<void> {
    if (this.#worker !== worker) return;
    this.#lose(worker, new Error('The password checker did not answer in time.'));
    await worker.terminate();
  }

  /** The worker failed or ended: whatever waited fails, and the next check starts a new one. */
  #lose(worker: Worker, error: Error): void {
    if (this.#worker !== worker) return;
    this.#worker = undefined;
    clearTimeout(this.#idleTimer);
    this.#failAll(error);
  }

  #failAll(error: Error): void {
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    for (const check of waiting) {
      clearTimeout(check.timer);
      check.reject(error);
    }
  }
}

const checker = new StrengthChecker();

/** Undefined for a strong enough password; otherwise one message with zxcvbn's advice. */
export async function weakPasswordProblem(password: string, userInputs: string[]): Promise<string | undefined> {
  const verdict = await checker.check(
    password.slice(0, SCORED_LENGTH),
    userInputs.filter(Boolean).map((input) => input.slice(0, 254)),
  );
  if (verdict.score >= MIN_SCORE) return undefined;
  const advice = [verdict.warning, ...verdict.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess.${advice ? ` ${advice}` : ''}`;
}
