import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/**
 * The words of the donor pieces shared by the home, donation and account pages (what a gift
 * provides, the goal, the public name, the tribute), and of the catalogue's link to the cart
 * (components/checkout-link.tsx).
 */
export const donorTexts = defineTexts('donor', english, { es: () => import('./locales/es.json') });

/** The label of components/checkout-link.tsx, which has no folder of its own. */
export const CHECKOUT_LINK_KEY = 'checkOutThisPair' satisfies keyof typeof english;
