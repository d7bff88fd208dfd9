import { useId, type ReactNode, type Ref } from 'react';

export interface PanelProps {
  /** The panel's heading; it names the section for assistive technology. */
  title: ReactNode;
  /**
   * `roomy`: one of a few panels down a page (the account); `compact`: the console's detail
   * pages, where several sit side by side.
   */
  size?: 'roomy' | 'compact';
  /** Given when the page moves the focus to the heading (e.g. to what replaced a sent form). */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}

const SECTION_CLASS = { roomy: 'p-5 sm:p-6', compact: 'p-5' } as const;
const HEADING_CLASS = { roomy: 'text-xl font-bold text-slate-900', compact: 'text-lg font-bold text-slate-900' } as const;

/** A white card that is a section of its page, named by its level-2 heading. */
export function Panel({ title, size = 'roomy', headingRef, className = '', children }: PanelProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`rounded-2xl bg-white shadow-sm ${SECTION_CLASS[size]} ${className}`}>
      <h2 id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={HEADING_CLASS[size]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
