import type { Donation } from '@onepair/contract';
import { useNavigate } from 'react-router';

import { formatMoney } from '@/lib/format-number';
import { useRegionName } from '@/components/donor/region-name';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { RichText } from '@/i18n/rich-text';

import { donateTexts } from '../texts';

export interface ThankYouStepProps {
  donation: Donation;
}

/** Step 2: 'Thank You' and 'Continue to Account' (goes to /account). */
export function ThankYouStep({ donation }: ThankYouStepProps) {
  const t = useTexts(donateTexts);
  const regionName = useRegionName();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p className="text-slate-700">
        <RichText
          texts={donateTexts}
          id="thankYouText"
          values={{ amount: formatMoney(donation.amount), region: regionName(donation.region) }}
          components={{ 0: <strong />, 1: <strong /> }}
        />
      </p>
      <Button fullWidth onClick={() => navigate(paths.account)}>
        {t('continueToAccount')}
      </Button>
    </div>
  );
}
