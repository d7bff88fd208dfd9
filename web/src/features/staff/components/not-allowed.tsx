import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { STAFF_TEXTS } from '../lib/texts';

/** What a signed-in user without staff rights sees at any address of the console. */
export function NotAllowed() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-5xl font-bold text-blue-600" aria-hidden="true">
        403
      </p>
      <h1 className="mt-3 text-2xl font-bold">{STAFF_TEXTS.notAllowedTitle}</h1>
      <p className="mt-2 text-slate-700">{STAFF_TEXTS.notAllowedBody}</p>
      <Link to={paths.home} className="mt-6 inline-block rounded-lg bg-blue-600 px-4 py-2 font-semibold text-white hover:bg-blue-700">
        {STAFF_TEXTS.backHome}
      </Link>
    </section>
  );
}
