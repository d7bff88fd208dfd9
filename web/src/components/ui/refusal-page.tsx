import { Link } from 'react-router';

import { paths } from '@/config/paths';

export interface RefusalPageProps {
  /** The HTTP status the page stands for, shown large (a picture of the refusal, hidden from screen readers). */
  status: 403 | 404;
  title: string;
  explanation: string;
  homeLabel: string;
}

/** A page the app cannot show at this address (no such page, or not for this account), with the way home. */
export function RefusalPage({ status, title, explanation, homeLabel }: RefusalPageProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-5xl font-bold text-blue-600" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-3 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{explanation}</p>
      <Link to={paths.home} className="mt-6 inline-block rounded-lg bg-blue-600 px-4 py-2 font-semibold text-white hover:bg-blue-700">
        {homeLabel}
      </Link>
    </section>
  );
}
