import { MESSAGES } from '@onepair/contract';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { paths } from '@/config/paths';

/** The router's error screen: 'Unexpected Application Error!' with status and message. */
export function ErrorPage() {
  const error = useRouteError();
  let status: number | undefined;
  let message: string;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = typeof error.data === 'string' && error.data ? error.data : error.statusText;
  } else if (error instanceof Error) {
    message = error.message;
  } else {
    message = String(error ?? 'Unknown error');
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold text-red-700">{MESSAGES.unexpectedError}</h1>
      {status !== undefined && (
        <p className="mt-3 text-lg font-semibold" data-testid="error-status">
          {status}
        </p>
      )}
      <p className="mt-2 text-slate-700 italic" data-testid="error-message">
        {message}
      </p>
      <a href={paths.home} className="mt-6 inline-block text-blue-700 underline">
        Back to Home
      </a>
    </section>
  );
}
