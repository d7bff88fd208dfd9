import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the About Us page and the team members' pages. */
export const aboutTexts = defineTexts('about', english, { es: () => import('./locales/es.json') });
