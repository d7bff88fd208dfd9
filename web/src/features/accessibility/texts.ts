import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the accessibility statement (/accessibility). */
export const accessibilityTexts = defineTexts('accessibility', english, { es: () => import('./locales/es.json') });
