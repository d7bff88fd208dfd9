import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';

import { shellTexts } from '../texts';

/** A thrown value that names an HTTP status (an API error or a Response). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}

/** The screen of an error thrown while showing a page: 'Unexpected Application Error!' with status and message. */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useTexts(shellTexts);
  const status = statusOf(error);
  const message = error instanceof Error ? error.message : error ? String(error) : t('unknownError');
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold text-red-700">{t('unexpectedError')}</h1>
      {status !== undefined && (
        <p className="mt-3 text-lg font-semibold" data-testid="error-status">
          {status}
        </p>
      )}
      <p className="mt-2 text-slate-700 italic" data-testid="error-message">
        {message}
      </p>
      <a href={paths.home} className="mt-6 inline-block text-blue-700 underline">
        {t('backToHome')}
      </a>
    </section>
  );
}
