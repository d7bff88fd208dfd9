import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The audit log's words: its filters, columns and what an entry changed (English only, as the console). */
export const staffAuditTexts = defineTexts('staffAudit', english);
