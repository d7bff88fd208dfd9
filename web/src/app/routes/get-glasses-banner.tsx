import { ActionLink } from '@/components/ui/action-link';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';

import { shellTexts } from '../texts';

/** The home page's way in for people who need glasses, shown to visitors above the catalogue. */
export function GetGlassesBanner({ className = '' }: { className?: string }) {
  const t = useTexts(shellTexts);
  return (
    <aside
      aria-labelledby="get-glasses-banner-title"
      className={`flex flex-col gap-3 rounded-2xl border border-blue-200 bg-blue-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 ${className}`}
    >
      <div>
        <h2 id="get-glasses-banner-title" className="text-lg font-bold text-slate-900">
          {t('bannerTitle')}
        </h2>
        <p className="text-slate-800">{t('bannerText')}</p>
      </div>
      <ActionLink to={paths.getGlasses} className="shrink-0">
        {t('bannerLink')}
      </ActionLink>
    </aside>
  );
}
