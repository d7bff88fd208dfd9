/**
 * The contract's messages (the forms' rules, the refusals a page shows) in the page's language.
 * They are written in English in `@onepair/contract`, which keeps their Spanish in a catalogue of
 * its own (the API answers with it too); that catalogue comes only to a page shown in Spanish.
 */
import type { Language } from '@onepair/contract';
import { useLingui } from '@lingui/react';
import { use, useCallback } from 'react';

import { currentLanguage } from './i18n';
import { registerArea } from './texts';

type Translator = (message: string) => string;

const translators = new Map<Language, Translator>([['en', (message) => message]]);
const pending = new Map<Language, Promise<void>>();

function loadTranslator(language: Language): Promise<void> {
  let promise = pending.get(language);
  if (!promise) {
    promise = import('./contract-messages-translator').then(({ translatorFor }) => {
      translators.set(language, translatorFor(language));
    });
    promise.catch(() => pending.delete(language));
    pending.set(language, promise);
  }
  return promise;
}

registerArea({ load: (language) => (translators.has(language) ? Promise.resolve() : loadTranslator(language)) });

/** A contract message (or one the API sent, already in the page's language) in the page's language. */
export function useContractMessage(): Translator {
  const { i18n } = useLingui();
  const language = currentLanguage();
  const translator = translators.get(language);
  if (!translator) use(loadTranslator(language));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((message: string) => (translators.get(language) ?? String)(message), [language, i18n.locale]);
}
