import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the shared pieces of the screens (spinner, retry, password toggle) and of a failed request. */
export const uiTexts = defineTexts('ui', english, { es: () => import('./locales/es.json') });

/**
 * The words of a request that failed without the server's own (lib/api-client.ts), in the page's
 * language when it failed: no answer at all (`status` 0), or an answer with no message in it.
 */
export function requestFailureMessage(status: number): string {
  return status ? uiTexts.t('requestFailedWithStatus', { status: String(status) }) : uiTexts.t('requestFailed');
}

/** What is said when the server could not be reached (a network failure, lib/api-client.ts). */
export function serverUnreachableMessage(): string {
  return uiTexts.t('serverUnreachable');
}
