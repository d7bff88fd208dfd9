import { useState, type MouseEvent } from 'react';

import { useTexts } from '@/i18n';

import { getPrescription } from '../api/get-prescription';
import { accountTexts } from '../texts';

export interface PrescriptionLinkProps {
  address: string;
  /** The link's words; 'View prescription' unless the page shows the file twice. */
  label?: string;
}

/** Opens the owner's private prescription: fetched with the token, shown from a local address. */
export function PrescriptionLink({ address, label }: PrescriptionLinkProps) {
  const t = useTexts(accountTexts);
  const [failed, setFailed] = useState(false);

  async function open(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setFailed(false);
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
      setFailed(true);
    }
  }

  return (
    <span>
      <a href={address} onClick={open} className="font-semibold text-blue-700 underline">
        {label ?? t('viewPrescription')}
      </a>
      {failed && (
        <span role="alert" className="ml-2 text-sm text-red-700">
          {t('prescriptionOpenFailed')}
        </span>
      )}
    </span>
  );
}
