import { useTexts } from '@/i18n';

import { staffSetupTexts } from '../texts';

const CHECK = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z';
const OPEN_CIRCLE = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Z';

/**
 * Done or not, as a word and an icon of its own shape (a tick, an empty circle), not by colour
 * alone. The icon carries the accessible name; the word beside it repeats it for the eye only,
 * so a screen reader says it once.
 */
export function SetupStatus({ done }: { done: boolean }) {
  const t = useTexts(staffSetupTexts);
  const label = done ? t('done') : t('notDone');
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold ${
        done ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'
      }`}
    >
      <svg role="img" aria-label={label} viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
        <path d={done ? CHECK : OPEN_CIRCLE} />
      </svg>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
