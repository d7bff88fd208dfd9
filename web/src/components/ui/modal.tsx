import { useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { EnglishPart } from '@/i18n';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
  /**
   * The name of a visible close button (×) in the dialog's top corner. It comes last in the tab
   * order, so the dialog's first control still takes the focus when it opens.
   */
  closeLabel?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog on a full-screen dimmed overlay: clicking the overlay or pressing Escape closes it,
 * Tab stays inside, and focus returns to where it was when it closes.
 */
export function Modal({ open, onClose, title, hideTitle = false, children, className = '', closeLabel }: ModalProps) {
  // Drawn at the end of <body>, outside the part of the page it belongs to: it says that part's language itself.
  const inEnglishPart = useContext(EnglishPart);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const firstControl = () =>
      Array.from(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).find((element) => !element.dataset.modalClose);
    const first = firstControl();
    (first ?? dialog)?.focus();
    // Content that loads late (a lazy form): its first control takes the focus once it is there,
    // unless the user has moved the focus meanwhile.
    const lateContent = new MutationObserver(() => {
      if (!dialog || document.activeElement !== dialog) return lateContent.disconnect();
      const control = firstControl();
      if (control) {
        control.focus();
        lateContent.disconnect();
      }
    });
    if (!first && dialog) lateContent.observe(dialog, { childList: true, subtree: true });
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const firstItem = focusable[0]!;
      const lastItem = focusable[focusable.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !dialog.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !dialog.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      lateContent.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      data-testid="modal-overlay"
      lang={inEnglishPart ? 'en' : undefined}
      className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-black/60 p-3"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-full w-full max-w-lg overflow-y-auto rounded-2xl bg-white shadow-2xl outline-none ${className}`}
      >
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'px-5 pt-5 text-xl font-bold text-slate-900'}>
          {title}
        </h2>
        {children}
        {closeLabel && (
          <button
            type="button"
            data-modal-close="true"
            aria-label={closeLabel}
            onClick={onClose}
            className="absolute top-2 right-2 flex h-10 w-10 items-center justify-center rounded-full bg-white text-2xl leading-none text-slate-700 shadow-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
