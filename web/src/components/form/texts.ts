import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the shared form pieces: the contact and name fields, length limits, the form's own checks. */
export const formTexts = defineTexts('form', english, { es: () => import('./locales/es.json') });
