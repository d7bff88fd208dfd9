export { currentLanguage, i18n, LANGUAGE_STORAGE_KEY, readStoredLanguage, startingLanguage } from './i18n';
export { switchLanguage } from './switch-language';
export { defineTexts, translate, useTexts, type MessageValues, type Texts } from './texts';
export { useContractMessage } from './contract-messages';
