import type { ReactNode } from 'react';

/** One fact: its term, its value, and a test id for the value where a browser test reads it. */
export type Fact = [term: string, value: ReactNode, testId?: string];

/** A record's facts as a list of terms and values: two columns on a wide screen, one on a phone. */
export function Facts({ rows, className = 'mt-3' }: { rows: readonly Fact[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 ${className}`}>
      {rows.map(([term, value, testId]) => (
        <div key={term} className="flex justify-between gap-3 border-b border-slate-100 pb-2">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="text-right font-semibold break-words text-slate-900" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
