import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The hand-over is one promise per page load: each test loads the module afresh.
async function freshHandover() {
  vi.resetModules();
  const module = await import('./map-handover');
  let started = false;
  void module.placeholderSettled.then(() => (started = true));
  const flush = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };
  return { ...module, started: async () => (await flush(), started) };
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no idle callbacks: the fallback starts at once after the quiet while.
});
afterEach(() => vi.useRealTimers());

describe("Leaflet's start on /map", () => {
  it('waits, after the placeholder has painted its tiles, for a quiet while before it sets the map up', async () => {
    const handover = await freshHandover();
    handover.handOverNow();
    await vi.advanceTimersByTimeAsync(handover.IDLE_START_MS - 100);
    expect(await handover.started()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await handover.started()).toBe(true);
  });

  it('starts at once when the visitor reaches for the map', async () => {
    const handover = await freshHandover();
    handover.handOverNow();
    handover.startNow();
    expect(await handover.started()).toBe(true);
  });
});
