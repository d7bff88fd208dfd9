import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { useSession } from '@/session';

import { ENDPOINT_GROUPS, wrapIndex } from '../lib/endpoints';
import { explorerTexts } from '../texts';

import { EndpointRow } from './endpoint-row';

/** /routes: the developer API explorer, one group of endpoints at a time with Back/Next wrapping. */
export default function ExplorerPage() {
  const { user } = useSession();
  const t = useTexts(explorerTexts);
  const [groupIndex, setGroupIndex] = useState(0);
  const group = ENDPOINT_GROUPS[groupIndex]!;

  return (
    <div className="mx-auto max-w-4xl px-3 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-slate-700">{t('intro')}</p>
      <aside className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" aria-label={t('signInHint')}>
        <p>{t('staffHint')}</p>
        <p className="mt-1 font-semibold" data-testid="explorer-signed-in">
          {user ? t(user.is_staff ? 'signedInStaff' : 'signedIn', { username: user.username }) : `${t('notSignedIn')} `}
          {!user && (
            <Link to={paths.login} className="text-blue-800 underline">
              {t('signIn')}
            </Link>
          )}
        </p>
      </aside>
      <nav aria-label={t('endpointGroups')} className="mt-6 flex items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => setGroupIndex((index) => wrapIndex(index, -1))}>
          <span aria-hidden="true">←</span> {t('back')}
        </Button>
        <p className="text-center text-sm text-slate-600" aria-live="polite">
          {t('groupOf', { number: groupIndex + 1, count: ENDPOINT_GROUPS.length })}
        </p>
        <Button variant="secondary" onClick={() => setGroupIndex((index) => wrapIndex(index, 1))}>
          {t('next')} <span aria-hidden="true">→</span>
        </Button>
      </nav>
      <section aria-labelledby="endpoint-group-title" className="mt-4">
        <h2 id="endpoint-group-title" className="text-xl font-bold text-slate-900">
          {t(group.title)}
        </h2>
        <p className="text-slate-700">{t(group.description, group.descriptionValues)}</p>
        <ul className="mt-4 flex flex-col gap-4">
          {group.endpoints.map((endpoint, index) => (
            <EndpointRow key={`${groupIndex}-${index}`} endpoint={endpoint} />
          ))}
        </ul>
      </section>
    </div>
  );
}
