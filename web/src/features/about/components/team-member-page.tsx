import { Link, useParams } from 'react-router';

import { paths } from '@/config/paths';
import { RATING_MAX, TEAM_IS_SAMPLE, findTeamMember, type ExperienceRating } from '@/content/team';
import { currentLanguage, useTexts } from '@/i18n';

import { aboutTexts } from '../texts';

import { TeamAvatar } from './team-avatar';

/** /about/team/:memberId: one member's role, member id, bio or experience ratings, and portrait. */
export default function TeamMemberPage() {
  const { memberId } = useParams();
  const member = findTeamMember(memberId);
  const t = useTexts(aboutTexts);
  const language = currentLanguage();

  if (!member) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('notFound')}</h1>
        <BackLink className="mt-6" />
      </section>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-3 py-8 sm:px-6" aria-labelledby="member-name">
      <BackLink />
      <div className="mt-4 flex flex-col items-center gap-6 rounded-2xl bg-white p-6 shadow-sm sm:flex-row sm:items-start sm:p-8">
        <TeamAvatar look={member.avatar} label={t('portrait', { name: member.name })} size={160} className="shrink-0" />
        <div className="w-full min-w-0">
          <h1 id="member-name" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {member.name}
          </h1>
          {TEAM_IS_SAMPLE && <p className="text-sm text-slate-600">{t('sampleNote')}</p>}
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold text-slate-600">{t('role')}</dt>
            <dd className="text-slate-900">{member.role[language]}</dd>
            <dt className="font-semibold text-slate-600">{t('memberId')}</dt>
            <dd className="font-mono text-slate-900">{member.memberId}</dd>
          </dl>
          {member.bio && (
            <section className="mt-6">
              <h2 className="text-lg font-bold text-slate-900">{t('bio')}</h2>
              <p className="mt-1 text-slate-700">{member.bio[language]}</p>
            </section>
          )}
          {member.ratings && member.ratings.length > 0 && <Ratings ratings={member.ratings} />}
        </div>
      </div>
    </article>
  );
}

function Ratings({ ratings }: { ratings: readonly ExperienceRating[] }) {
  const t = useTexts(aboutTexts);
  const language = currentLanguage();
  return (
    <section className="mt-6">
      <h2 className="text-lg font-bold text-slate-900">{t('experience')}</h2>
      <ul className="mt-2 flex flex-col gap-2">
        {ratings.map((rating) => {
          const level = Math.max(0, Math.min(RATING_MAX, Math.round(rating.level)));
          return (
            <li key={rating.skill.en} className="flex items-center justify-between gap-4" data-testid="rating">
              <span className="text-slate-800">{rating.skill[language]}</span>
              <span role="img" aria-label={t('ratingLevel', { level, max: RATING_MAX })} className="flex gap-1">
                {Array.from({ length: RATING_MAX }, (_, index) => (
                  <span
                    key={index}
                    aria-hidden="true"
                    className={`h-3 w-6 rounded-full ${index < level ? 'bg-blue-600' : 'bg-slate-200'}`}
                  />
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function BackLink({ className = '' }: { className?: string }) {
  const t = useTexts(aboutTexts);
  return (
    <Link to={paths.about} className={`inline-block font-semibold text-blue-700 underline ${className}`}>
      {t('backToAbout')}
    </Link>
  );
}
