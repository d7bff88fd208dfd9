import { useEffect, useRef } from 'react';

/**
 * What an action did, said where the page keeps its notices and given the focus when it appears:
 * the control that did it (a button in a card that left the list, a form that was replaced) may
 * be gone, and the focus must not fall back to the top of the page. Empty, it stays in place
 * unseen, so screen readers already know it as a live region.
 */
export function FocusedNotice({ message }: { message?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className={
        message ? 'rounded-md bg-emerald-50 p-3 text-emerald-800 outline-none focus-visible:ring-2 focus-visible:ring-blue-600' : 'sr-only'
      }
    >
      {message}
    </p>
  );
}
