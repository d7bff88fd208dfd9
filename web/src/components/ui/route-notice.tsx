import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The navigation state that carries a notice to the next page: `navigate(to, { state: withNotice('…') })`. */
export function withNotice(notice: string): { notice: string } {
  return { notice };
}

/**
 * A message left by the page the user came from (their session ended, their account was
 * erased). It takes the focus so a screen reader reads it first; it is gone on the next visit.
 */
export function RouteNotice({ className = '' }: { className?: string }) {
  const { state } = useLocation();
  const notice =
    typeof state === 'object' && state !== null && typeof (state as { notice?: unknown }).notice === 'string'
      ? (state as { notice: string }).notice
      : undefined;
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${className}`}
    >
      {notice}
    </p>
  );
}
