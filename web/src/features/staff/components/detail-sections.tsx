import type { ReactNode } from 'react';

/** A record's facts as a list of terms and values: two columns on a wide screen, one on a phone. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3 border-b border-slate-100 pb-2">
          <dt className="text-slate-600">{term}</dt>
          <dd className="text-right font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One titled part of a record's page, named by its heading for screen readers. */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
