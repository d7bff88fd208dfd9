import { translateMessage, type Language } from '@onepair/contract';

/** Its own module, so that the contract's Spanish catalogue is a chunk a page in English never loads. */
export const translatorFor =
  (language: Language) =>
  (message: string): string =>
    translateMessage(message, language);
