import { Outlet } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';
import { useSession } from '@/session';

import { ScrollToTop, usePageLoading } from '../routing';
import { shellTexts } from '../texts';

import { Footer } from './footer';
import { TopBar } from './top-bar';

/** Top bar, page and footer; while the app's loading flag is set only a full-screen spinner shows. */
export function RootLayout() {
  const { loading } = useSession();
  const pageLoading = usePageLoading();
  const t = useTexts(shellTexts);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-blue-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <TopBar />
      {loading ? (
        <Spinner fullScreen label={t('loadingOnePair')} />
      ) : (
        <>
          {/* Laid over the top edge, so that neither its coming nor its going moves the page. */}
          {pageLoading && (
            <div className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-blue-500" role="progressbar" aria-label={t('loadingPage')} />
          )}
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          <Footer />
        </>
      )}
      <ScrollToTop />
    </div>
  );
}
