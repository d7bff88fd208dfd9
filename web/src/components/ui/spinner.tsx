import { useTexts } from '@/i18n';

import { uiTexts } from './texts';

export interface SpinnerProps {
  /** Covers the page (the app's loading flag); otherwise sits inline. */
  fullScreen?: boolean;
  /** What is loading, for screen readers; "Loading" when not given. */
  label?: string;
  className?: string;
}

export function Spinner({ fullScreen = false, label, className = '' }: SpinnerProps) {
  const t = useTexts(uiTexts);
  const name = label ?? t('loading');
  const wheel = (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-4 border-blue-200 border-t-blue-600 ${fullScreen ? 'h-14 w-14' : 'h-6 w-6'}`}
    />
  );
  if (fullScreen) {
    return (
      <div
        role="status"
        aria-live="polite"
        data-testid="full-screen-spinner"
        className={`fixed inset-0 z-40 flex items-center justify-center bg-white/90 ${className}`}
      >
        {wheel}
        <span className="sr-only">{name}</span>
      </div>
    );
  }
  return (
    <span role="status" aria-live="polite" className={`inline-flex items-center gap-2 ${className}`}>
      {wheel}
      <span className="sr-only">{name}</span>
    </span>
  );
}
