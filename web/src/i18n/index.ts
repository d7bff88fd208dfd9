/**
 * The page's language and each area's texts. `RichText` (a message with links inside) and
 * `useContractMessage` are imported from their own modules ('./rich-text',
 * './contract-messages'): re-exported here, they would join the first download, which uses
 * neither.
 */
export { currentLanguage, i18n, LANGUAGE_STORAGE_KEY, pageLocale, readStoredLanguage, startingLanguage } from './i18n';
export { switchLanguage } from './switch-language';
export { defineTexts, EnglishPart, translate, usePageLanguage, useTexts, type MessageValues, type TextKey, type Texts } from './texts';
