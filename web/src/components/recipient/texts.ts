import { defineTexts, type TextKey } from '@/i18n';

import english from './locales/en.json';

/** The words of the parts recipients see on several pages (the next step on their way to a pair). */
export const recipientTexts = defineTexts('recipient', english, { es: () => import('./locales/es.json') });

export type RecipientTextKey = TextKey<typeof recipientTexts>;
