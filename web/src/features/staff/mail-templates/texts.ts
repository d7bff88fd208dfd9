import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The mail texts page's words (English only, as the console; the mails themselves are in each language). */
export const staffMailTemplatesTexts = defineTexts('staffMailTemplates', english);
