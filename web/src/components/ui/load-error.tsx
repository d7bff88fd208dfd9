import { useTexts } from '@/i18n';

import { Button } from './button';
import { uiTexts } from './texts';

export interface LoadErrorProps {
  /** What could not be loaded, in the page's words. */
  message: string;
  onRetry: () => void;
  /** True while the new attempt runs. */
  retrying?: boolean;
  className?: string;
}

/**
 * Said plainly when the server could not be reached, with a way to try again, instead of
 * showing made-up or sample figures in place of the real ones.
 */
export function LoadError({ message, onRetry, retrying = false, className = '' }: LoadErrorProps) {
  const t = useTexts(uiTexts);
  return (
    <div role="alert" className={`flex flex-col items-start gap-3 rounded-lg bg-red-50 p-4 text-red-900 ${className}`}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
        {retrying ? t('tryingAgain') : t('tryAgain')}
      </Button>
    </div>
  );
}
