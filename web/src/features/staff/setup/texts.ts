import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The "Ready to go live" checklist's words, and the dashboard's notice that leads to it (English only, as the console). */
export const staffSetupTexts = defineTexts('staffSetup', english);
