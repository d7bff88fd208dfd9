import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { TEAM, TEAM_IS_SAMPLE } from '@/content/team';
import { currentLanguage, useTexts } from '@/i18n';

import { aboutTexts } from '../texts';

import { TeamAvatar } from './team-avatar';

/** /about: the mission, the 800 million fact and 'Meet the Team' with a card per member. */
export default function AboutPage() {
  const t = useTexts(aboutTexts);
  const language = currentLanguage();
  return (
    <div className="mx-auto max-w-6xl px-3 py-8 sm:px-6">
      <section className="rounded-2xl bg-gradient-to-br from-blue-600 to-indigo-700 px-5 py-10 text-white sm:px-10">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t('mission')}</h1>
        <p className="mt-4 text-xl font-semibold">{t('fact')}</p>
        <p className="mt-3 max-w-2xl text-blue-50">{t('intro')}</p>
      </section>
      <section aria-labelledby="team-title" className="mt-10">
        <h2 id="team-title" className="text-2xl font-bold text-slate-900">
          {t('meetTheTeam')}
        </h2>
        {TEAM_IS_SAMPLE && <p className="mt-1 text-sm text-slate-600">{t('sampleNote')}</p>}
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li key={member.slug}>
              <Link
                to={paths.teamMember(member.slug)}
                data-testid="team-card"
                className="flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                <TeamAvatar look={member.avatar} label="" size={96} />
                <span className="text-lg font-bold text-slate-900">{member.name}</span>
                <span className="text-sm text-slate-600">{member.role[language]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
