import { useState, type MouseEvent } from 'react';

import { getPrescription } from '../api/get-prescription';
import { ACCOUNT_TEXTS } from '../lib/texts';

export interface PrescriptionLinkProps {
  address: string;
  /** The link's words; 'View prescription' unless the page shows the file twice. */
  label?: string;
}

/** Opens the owner's private prescription: fetched with the token, shown from a local address. */
export function PrescriptionLink({ address, label = ACCOUNT_TEXTS.viewPrescription }: PrescriptionLinkProps) {
  const [problem, setProblem] = useState<string>();

  async function open(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setProblem(undefined);
    // Open the window now, while the click still counts as the user's, and fill it afterwards.
    const target = window.open('', '_blank');
    try {
      const blob = await getPrescription(address);
      const objectUrl = URL.createObjectURL(blob);
      if (target) target.location.href = objectUrl;
      else window.location.assign(objectUrl);
      window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    } catch (error) {
      target?.close();
      console.error('Could not open the prescription', error);
      setProblem('The prescription could not be opened.');
    }
  }

  return (
    <span>
      <a href={address} onClick={open} className="font-semibold text-blue-700 underline">
        {label}
      </a>
      {problem && (
        <span role="alert" className="ml-2 text-sm text-red-700">
          {problem}
        </span>
      )}
    </span>
  );
}
