import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/**
 * The staff console's own words: its frame, navigation and dashboard, and how money came. The
 * console is in English only (each section has its own area beside it, also English only).
 */
export const staffTexts = defineTexts('staff', english);
