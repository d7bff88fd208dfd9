import {
  missingNameFields,
  missingShippingFields,
  PERSON_NAME_FIELDS,
  type Account,
  type Glasses,
  type PersonNames,
} from '@onepair/contract';
import { useEffect, useState } from 'react';

import { useClaimGlasses } from '@/components/claim/claim-glasses';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/i18n';
import { useContractMessage } from '@/i18n/contract-messages';
import { allErrorMessages, fieldErrors } from '@/lib/api-errors';
import { useUpdateAccount } from '@/session/api/update-account';
import { useUpdateUser } from '@/session/api/update-user';

import { glassesDescription, glassesImage, glassesName } from '../lib/display';
import { claimingTexts } from './texts';

import { SHIPPING_FIELDS, ShippingAddressForm, type ShippingField, type ShippingValues } from './shipping-address-form';

export interface ConfirmSelectionBodyProps {
  item: Glasses;
  /** The signed-in recipient's account: where the pair goes, and their donatee record. */
  account: Account;
  /** The recipient's names, which the parcel is addressed to (older servers send none). */
  names: Partial<PersonNames>;
  /** Whether a request is on its way: the dialog then stays open, so that its answer has a place to show. */
  onBusyChange: (busy: boolean) => void;
  onClaimed: () => void;
  onCancel: () => void;
}

function isShippingField(field: string): field is ShippingField {
  return (SHIPPING_FIELDS as readonly string[]).includes(field);
}

const isNameField = (field: string) => (PERSON_NAME_FIELDS as readonly string[]).includes(field);

/** What the parcel still lacks. A server that sends no names asks for none. */
function missingFields(account: Account, names: Partial<PersonNames>): ShippingField[] {
  const missingNames =
    names.first_name === undefined ? [] : missingNameFields({ first_name: names.first_name, last_name: names.last_name ?? '' });
  return [...missingNames, ...missingShippingFields(account).filter(isShippingField)];
}

/**
 * The content of 'Confirm Your Selection' (loaded when the dialog first opens): the item, and
 * Confirm. A recipient without their names or a complete shipping address is asked for exactly
 * what is missing, which is saved (names to the user, the address to the account) before the
 * claim is sent.
 */
export function ConfirmSelectionBody({ item, account, names, onBusyChange, onClaimed, onCancel }: ConfirmSelectionBodyProps) {
  const t = useTexts(claimingTexts);
  const contractMessage = useContractMessage();
  const claim = useClaimGlasses();
  const updateAccount = useUpdateAccount();
  const updateUser = useUpdateUser();
  // Decided when the dialog opens: saving refreshes the user, and the form stays until the claim is done.
  const [asked, setAsked] = useState<ShippingField[]>(() => missingFields(account, names));
  // A refusal that named address fields the account seemed to have: the form opens with it.
  const [handedError, setHandedError] = useState<unknown>(null);
  const [problem, setProblem] = useState<string>();
  const busy = claim.isPending || updateAccount.isPending || updateUser.isPending;

  useEffect(() => {
    onBusyChange(busy);
  }, [busy, onBusyChange]);
  useEffect(() => () => onBusyChange(false), [onBusyChange]);

  async function claimIt(): Promise<void> {
    await claim.mutateAsync({ glassesId: item.glasses_id });
    onClaimed();
  }

  async function confirm() {
    setProblem(undefined);
    try {
      await claimIt();
    } catch (error) {
      console.error('The claim failed', error);
      // The names or address changed since they were read (another tab): ask for what the server named.
      const named = Object.keys(fieldErrors(error)).filter(isShippingField);
      if (named.length > 0) {
        setHandedError(error);
        setAsked(named);
      } else {
        setProblem(allErrorMessages(error).map(contractMessage).join(' ') || t('claimFailed'));
      }
    }
  }

  async function saveAddressAndClaim(values: ShippingValues) {
    const given = Object.entries(values);
    const nameValues = Object.fromEntries(given.filter(([field]) => isNameField(field)));
    const addressValues = Object.fromEntries(given.filter(([field]) => !isNameField(field)));
    if (Object.keys(nameValues).length > 0) await updateUser.mutateAsync({ userId: account.user, body: nameValues });
    if (Object.keys(addressValues).length > 0) {
      await updateAccount.mutateAsync({ accountId: account.account_id, body: { user: account.user, ...addressValues } });
    }
    await claimIt();
  }

  return (
    <div className="flex flex-col gap-3 p-5">
      <img src={glassesImage(item, true)} alt={glassesName(item)} className="aspect-[2/1] w-full rounded-lg bg-slate-100 object-contain" />
      <h3 className="text-lg font-bold">{glassesName(item)}</h3>
      <p className="text-slate-700">{glassesDescription(item)}</p>
      {asked.length > 0 ? (
        <ShippingAddressForm
          key={asked.join(' ')}
          fields={asked}
          error={handedError}
          busy={busy}
          onSubmit={saveAddressAndClaim}
          onCancel={onCancel}
          fallbackMessage={t('claimFailed')}
        />
      ) : (
        <>
          {problem && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {problem}
            </p>
          )}
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button onClick={confirm} disabled={busy}>
              {busy ? t('loading') : t('confirm')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
