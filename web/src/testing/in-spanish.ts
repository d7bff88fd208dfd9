/** For a `describe` of tests in Spanish. */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

import { switchLanguage } from '@/i18n';

/**
 * Shows the pages of the enclosing `describe` in Spanish (without keeping the choice in the
 * browser), and turns back to English after each test, once its page is gone.
 */
export function inSpanish(): void {
  beforeEach(() => switchLanguage('es', { remember: false }));
  afterEach(() => {
    // The page goes first, so that switching back does not render it again after the test.
    cleanup();
    return switchLanguage('en', { remember: false });
  });
}
