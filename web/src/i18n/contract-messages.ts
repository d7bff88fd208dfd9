/**
 * The contract's messages (the forms' rules, the refusals a page shows) in the page's language.
 * They are written in English in `@onepair/contract`, which keeps their Spanish in a catalogue of
 * its own (the API answers with it too); that catalogue comes only to a page shown in Spanish.
 */
import type { Language } from '@onepair/contract';
import { useCallback } from 'react';

import { registerArea, usePageLanguage } from './texts';

type Translator = (message: string) => string;

const translators = new Map<Language, Translator>([['en', (message) => message]]);
const pending = new Map<Language, Promise<void>>([['en', Promise.resolve()]]);

function loadTranslator(language: Language): Promise<void> {
  let promise = pending.get(language);
  if (!promise) {
    promise = import('./contract-messages-translator').then(
      ({ translatorFor }) => {
        translators.set(language, translatorFor(language));
      },
      (error: unknown) => {
        // As an area's texts (texts.ts): the messages stay in English rather than wait for ever.
        console.error('The contract messages could not be loaded', error);
        translators.set(language, (message) => message);
      },
    );
    pending.set(language, promise);
  }
  return promise;
}

registerArea({ load: loadTranslator });

/** A contract message (or one the API sent, already in the page's language) in the page's language. */
export function useContractMessage(): Translator {
  const language = usePageLanguage();
  // Suspends until it comes, as useTexts does.
  if (!translators.has(language)) throw loadTranslator(language);
  return useCallback((message: string) => (translators.get(language) ?? String)(message), [language]);
}
