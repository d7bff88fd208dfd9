import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the prescription's inputs and checks, shared by the application, the account and a partner's client forms. */
export const applicationTexts = defineTexts('application', english, { es: () => import('./locales/es.json') });
