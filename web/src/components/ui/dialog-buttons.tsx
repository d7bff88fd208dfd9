import type { ReactNode } from 'react';

/**
 * A dialog's buttons: on a phone stacked with the main action on top (within thumb reach), from
 * `sm` up in a row on the right. The way out comes first in the markup, so Tab reaches it first.
 */
export function DialogButtons({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
