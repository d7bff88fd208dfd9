import { RefusalPage } from '@/components/ui/refusal-page';

import { STAFF_TEXTS } from '../lib/texts';

/** What a signed-in user without staff rights sees at any address of the console. */
export function NotAllowed() {
  return (
    <RefusalPage
      status={403}
      title={STAFF_TEXTS.notAllowedTitle}
      explanation={STAFF_TEXTS.notAllowedBody}
      homeLabel={STAFF_TEXTS.backHome}
    />
  );
}
