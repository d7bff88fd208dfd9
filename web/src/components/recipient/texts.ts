import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the parts recipients see on several pages (the home page's way in). */
export const recipientTexts = defineTexts('recipient', english, { es: () => import('./locales/es.json') });
