import { useCallback } from 'react';

import { useTexts, type TextKey } from '@/i18n';
import { useContractMessage } from '@/i18n/contract-messages';
import { PASSWORDS_DIFFER } from '@/lib/forms/new-password';

import { formTexts } from './texts';

type FormKey = TextKey<typeof formTexts>;

/** The messages of the web app's own checks (`@/lib/forms`), by the English words the checks give. */
const OWN_MESSAGES: Readonly<Record<string, FormKey>> = { [PASSWORDS_DIFFER]: 'passwordsDiffer' };

/**
 * A field's or a form's message in the page's language, for showing it. A form keeps the message
 * as its check or the server gave it: the contract's rules in English (translated here, so they
 * follow a change of language), the server's replies already in the page's language (unchanged).
 */
export function useFieldMessage(): (text: string) => string {
  const t = useTexts(formTexts);
  const message = useContractMessage();
  return useCallback(
    (text: string) => {
      const own = OWN_MESSAGES[text];
      return own ? t(own) : message(text);
    },
    [t, message],
  );
}
