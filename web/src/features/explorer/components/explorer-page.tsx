import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/session';

import { ENDPOINT_GROUPS, wrapIndex } from '../lib/endpoints';
import { EXPLORER_TEXTS } from '../lib/texts';

import { EndpointRow } from './endpoint-row';

/** /routes: the developer API explorer, one group of endpoints at a time with Back/Next wrapping. */
export default function ExplorerPage() {
  const { user } = useSession();
  const [groupIndex, setGroupIndex] = useState(0);
  const group = ENDPOINT_GROUPS[groupIndex]!;

  return (
    <div className="mx-auto max-w-4xl px-3 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{EXPLORER_TEXTS.title}</h1>
      <p className="mt-1 text-slate-700">{EXPLORER_TEXTS.intro}</p>
      <aside className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" aria-label="Sign-in hint">
        <p>{EXPLORER_TEXTS.staffHint}</p>
        <p className="mt-1 font-semibold" data-testid="explorer-signed-in">
          {user ? `Signed in as ${user.username}${user.is_staff ? ' (staff)' : ''}.` : 'You are not signed in. '}
          {!user && (
            <Link to={paths.login} className="text-blue-800 underline">
              {EXPLORER_TEXTS.signIn}
            </Link>
          )}
        </p>
      </aside>
      <nav aria-label="Endpoint groups" className="mt-6 flex items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => setGroupIndex((index) => wrapIndex(index, -1))}>
          <span aria-hidden="true">←</span> {EXPLORER_TEXTS.back}
        </Button>
        <p className="text-center text-sm text-slate-600" aria-live="polite">
          Group {groupIndex + 1} of {ENDPOINT_GROUPS.length}
        </p>
        <Button variant="secondary" onClick={() => setGroupIndex((index) => wrapIndex(index, 1))}>
          {EXPLORER_TEXTS.next} <span aria-hidden="true">→</span>
        </Button>
      </nav>
      <section aria-labelledby="endpoint-group-title" className="mt-4">
        <h2 id="endpoint-group-title" className="text-xl font-bold text-slate-900">
          {group.title}
        </h2>
        <p className="text-slate-700">{group.description}</p>
        <ul className="mt-4 flex flex-col gap-4">
          {group.endpoints.map((endpoint, index) => (
            <EndpointRow key={`${groupIndex}-${index}`} endpoint={endpoint} />
          ))}
        </ul>
      </section>
    </div>
  );
}
