import { formatDollars, regionName, type Donation } from '@onepair/contract';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { DONATE_TEXTS } from '../lib/texts';

export interface ThankYouStepProps {
  donation: Donation;
}

/** Step 2: 'Thank You' and 'Continue to Account' (goes to /account). */
export function ThankYouStep({ donation }: ThankYouStepProps) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p className="text-slate-700">
        Your donation of <strong>{formatDollars(donation.amount)}</strong> to the <strong>{regionName(donation.region)}</strong> helps
        someone there see clearly.
      </p>
      <Button fullWidth onClick={() => navigate(paths.account)}>
        {DONATE_TEXTS.continueToAccount}
      </Button>
    </div>
  );
}
