import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy… and waitFor wait up to 5 s instead of 1 s: on a busy machine a lazy page or a mocked
// request can take longer than a second to settle, and a test must not fail for that alone.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The catalogue fetches the claim dialog's code ahead of need for a recipient, without waiting
// for it. A test file may end while that load is still under way, and its late arrival would
// then fail the run after the file's environment is gone; so each file waits for that code
// before it ends (once loaded, it is only read from the module cache).
afterAll(async () => {
  await import('@/features/glasses/claiming/confirm-selection-body');
});
