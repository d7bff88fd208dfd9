import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The outbox's words: the mail OnePair wrote and sending it again (English only, as the console). */
export const staffOutboxTexts = defineTexts('staffOutbox', english);
