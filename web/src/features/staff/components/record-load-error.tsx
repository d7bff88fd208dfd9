import type { ReactNode } from 'react';

import { LoadError } from '@/components/ui/load-error';
import { isApiError } from '@/lib/api-client';

export interface RecordLoadErrorProps {
  /** The record's query, which failed. */
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
  /** Said when there is no such record (the server answered 404, or the address names none). */
  missingMessage: string;
  /** Said when the record could not be read; Try again asks once more. */
  failedMessage: string;
  /** The address names no record at all: the server is not asked. */
  malformed?: boolean;
  /** The way back to the record's list. */
  back: ReactNode;
}

/** A staff page whose one record could not be shown: it is not there, or it failed to load. */
export function RecordLoadError({ query, missingMessage, failedMessage, malformed = false, back }: RecordLoadErrorProps) {
  const missing = malformed || (isApiError(query.error) && query.error.status === 404);
  return (
    <div className="flex flex-col items-start gap-3">
      {missing ? (
        <p role="alert" className="text-red-800">
          {missingMessage}
        </p>
      ) : (
        <LoadError message={failedMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {back}
    </div>
  );
}
