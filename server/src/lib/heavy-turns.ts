/**
 * Long work inside a request (a yearly statement of thousands of gifts, a data export of tens
 * of megabytes) is done in short slices with the event loop let go between them, so that other
 * requests keep being answered. Letting go alone is not enough when several such jobs run at
 * once: every job whose turn came would run its slice in the same turn of the event loop, and a
 * health check would wait behind all of them. So the jobs queue here, one slice per turn of the
 * event loop, in the order they asked, and a request waits at most one slice.
 */
let lane: Promise<void> = Promise.resolve();

const nextTurnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Resolves when it is this job's turn for its next slice: after every job that asked before it,
 * one every other turn of the event loop. The turn left free between two slices lets a request
 * that needs several turns (a database read, then its reply) move on twice as fast, which
 * matters most when the machine is short of CPU.
 */
export function nextHeavyTurn(): Promise<void> {
  const turn = lane.then(nextTurnOfTheLoop).then(nextTurnOfTheLoop);
  lane = turn;
  return turn;
}

/** How long one slice may run before its job asks for another turn. */
export const SLICE_MS = 3;
