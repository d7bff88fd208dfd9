import { LANGUAGE_NAMES, type Language } from '@onepair/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { currentLanguage, switchLanguage, useTexts } from '@/i18n';
import { replaceCurrentAccount, useSession } from '@/session';

import { shellTexts } from '../texts';

/**
 * English / Español, on every page: one button that names the other language in its own words.
 * A visitor's choice is kept in the browser; a signed-in person's becomes their account's
 * language (the site's and their e-mails'), and the account's language is the page's when they
 * sign in (docs/architecture.md, Languages).
 */
export function LanguageSwitch() {
  const t = useTexts(shellTexts);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const accountLanguage = user?.account.language;

  // Signing in (or saving the account page) with another language turns the page to it.
  useEffect(() => {
    if (accountLanguage && accountLanguage !== currentLanguage()) void switchLanguage(accountLanguage).catch(() => setFailed(true));
  }, [accountLanguage]);

  const other: Language = currentLanguage() === 'en' ? 'es' : 'en';

  async function choose() {
    setFailed(false);
    try {
      await switchLanguage(other);
    } catch (error) {
      console.error('Switching the language failed', error);
      setFailed(true);
      return;
    }
    if (user && user.account.language !== other) {
      try {
        // Loaded when used: the first visit's download stays without the account's API.
        const { updateAccount } = await import('@/session/api/update-account');
        replaceCurrentAccount(
          queryClient,
          await updateAccount({ accountId: user.account.account_id, body: { user: user.id, language: other } }),
        );
      } catch (error) {
        // The page is in the chosen language either way; the account page shows what is saved.
        console.error('Saving the language on the account failed', error);
      }
    }
  }

  return (
    <>
      <button
        type="button"
        lang={other}
        onClick={() => void choose()}
        className="rounded-md px-2 py-1.5 text-sm font-semibold text-blue-700 underline-offset-2 hover:underline"
      >
        {LANGUAGE_NAMES[other]}
      </button>
      {failed && (
        <p role="alert" className="absolute top-full right-2 mt-1 max-w-xs rounded-md bg-red-50 p-2 text-sm text-red-800 shadow">
          {t('languageFailed')}
        </p>
      )}
    </>
  );
}
