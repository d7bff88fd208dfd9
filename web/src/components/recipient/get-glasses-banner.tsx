import { ActionLink } from '@/components/ui/action-link';
import { paths } from '@/config/paths';

export const GET_GLASSES_BANNER_TEXTS = {
  title: "Need glasses you can't afford?",
  text: 'We give one free pair of prescription glasses to people with low incomes.',
  link: 'Get free glasses',
} as const;

/** The home page's way in for people who need glasses, shown to visitors above the catalogue. */
export function GetGlassesBanner({ className = '' }: { className?: string }) {
  return (
    <aside
      aria-labelledby="get-glasses-banner-title"
      className={`flex flex-col gap-3 rounded-2xl border border-blue-200 bg-blue-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 ${className}`}
    >
      <div>
        <h2 id="get-glasses-banner-title" className="text-lg font-bold text-slate-900">
          {GET_GLASSES_BANNER_TEXTS.title}
        </h2>
        <p className="text-slate-800">{GET_GLASSES_BANNER_TEXTS.text}</p>
      </div>
      <ActionLink to={paths.getGlasses} className="shrink-0">
        {GET_GLASSES_BANNER_TEXTS.link}
      </ActionLink>
    </aside>
  );
}
