import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the cart: the picked pair, the checkout form, and what each kind of user is told instead. */
export const cartTexts = defineTexts('cart', english, { es: () => import('./locales/es.json') });
