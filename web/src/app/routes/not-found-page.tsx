import { Link } from 'react-router';

import { paths } from '@/config/paths';

export const NOT_FOUND_TITLE = 'Page Not Found';

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-5xl font-bold text-blue-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-3 text-2xl font-bold">{NOT_FOUND_TITLE}</h1>
      <p className="mt-2 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className="mt-6 inline-block rounded-lg bg-blue-600 px-4 py-2 font-semibold text-white hover:bg-blue-700">
        Back to Home
      </Link>
    </section>
  );
}
