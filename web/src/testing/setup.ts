import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 5 s instead of 1 s: on a busy machine a lazy page or a mocked
// request can take longer than a second to settle, and a test must not fail for that alone.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
