import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the page that confirms a claimed pair. */
export const confirmationTexts = defineTexts('confirmation', english, { es: () => import('./locales/es.json') });
