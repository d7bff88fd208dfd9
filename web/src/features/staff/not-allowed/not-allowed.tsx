import { RefusalPage } from '@/components/ui/refusal-page';

import { useTexts } from '@/i18n';

import { notAllowedTexts } from './texts';

/** What a signed-in user without staff rights sees at any address of the console. */
export function NotAllowed() {
  const t = useTexts(notAllowedTexts);
  return <RefusalPage status={403} title={t('title')} explanation={t('body')} homeLabel={t('backHome')} />;
}
