import type { Donation } from '@onepair/contract';
import { useEffect, useRef, useState } from 'react';

import { useTexts } from '@/i18n';

import { donateTexts } from '../texts';

import { AmountStep } from './amount-step';
import { CardDetailsStep } from './card-details-step';
import { StepIndicator } from './step-indicator';
import { ThankYouStep } from './thank-you-step';

export interface DonationWizardProps {
  donatorId: number | null | undefined;
}

/** Each step's name: its heading, and its place in the step indicator. */
const STEPS = ['cardStepTitle', 'amountStepTitle', 'thankYou'] as const;

/** Card details → amount and region → Thank You; step 1 advances only after a successful post. */
export function DonationWizard({ donatorId }: DonationWizardProps) {
  const t = useTexts(donateTexts);
  const steps = STEPS.map((key) => t(key));
  const [step, setStep] = useState(0);
  const [donation, setDonation] = useState<Donation | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Moving to another step moves the focus to its heading, so screen readers announce it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  return (
    <div>
      <StepIndicator steps={steps} current={step} />
      <h2 ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-bold text-slate-900 outline-none">
        {steps[step]}
      </h2>
      {step === 0 && <CardDetailsStep onNext={() => setStep(1)} />}
      {step === 1 && (
        <AmountStep
          donatorId={donatorId}
          onDonated={(created) => {
            setDonation(created);
            setStep(2);
          }}
        />
      )}
      {step === 2 && donation && <ThankYouStep donation={donation} />}
    </div>
  );
}
