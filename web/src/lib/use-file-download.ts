import { useCallback, useState } from 'react';

import { formError } from '@/lib/api-errors';

export interface FileDownloadTexts {
  /** Starts the message when the file could not be fetched. */
  failed: string;
  /** Ends it when the server gave no words of its own. */
  tryAgain?: string;
}

/**
 * Fetches a file through the typed client (it needs the token header, so a plain link cannot)
 * and hands it to the browser's download: `busy` while it is fetched, `error` (the texts' words
 * and the server's, if any) when it fails, for the button that started it to show.
 */
export function useFileDownload({ failed, tryAgain = '' }: FileDownloadTexts) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const download = useCallback(
    async (fetchFile: () => Promise<Blob>, filename: string) => {
      setBusy(true);
      setError(undefined);
      try {
        saveFile(await fetchFile(), filename);
      } catch (caught) {
        console.error(`Download of ${filename} failed`, caught);
        setError(`${failed} ${formError(caught) ?? tryAgain}`.trim());
      } finally {
        setBusy(false);
      }
    },
    [failed, tryAgain],
  );

  /** Takes the message away (the form it belonged to changed). */
  const clearError = useCallback(() => setError(undefined), []);

  return { busy, error, download, clearError };
}

/** Starts the browser's own download of a Blob, under the given file name. */
function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
