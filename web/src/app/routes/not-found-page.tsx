import { RefusalPage } from '@/components/ui/refusal-page';
import { useTexts } from '@/i18n';

import { shellTexts } from '../texts';

export function NotFoundPage() {
  const t = useTexts(shellTexts);
  return <RefusalPage status={404} title={t('notFoundTitle')} explanation={t('notFoundExplanation')} homeLabel={t('backToHome')} />;
}

export default NotFoundPage;
