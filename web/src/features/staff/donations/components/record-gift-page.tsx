import { todayIsoDate, type StaffGiftCreate } from '@onepair/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { NO_TRIBUTE, TributeFields, tributeBody, tributeFieldOf, type TributeValues } from '@/components/donor/tribute-fields';
import { Form, FormRootMessage, FormSubmitButton } from '@/components/form/form';
import { withNotice } from '@/components/ui/route-notice';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { fieldErrors, formError } from '@/lib/api-errors';

import { useRecordGift } from '../api/gifts';
import { staffDonationsTexts } from '../texts';

import { DonorPicker, type DonorValues } from './donor-picker';
import { GiftFields, giftBody, giftFieldValues, type GiftFieldValues } from './gift-fields';

type RecordGiftValues = DonorValues & GiftFieldValues & TributeValues;

/** The server's field names, as this form calls them. */
const FIELD_OF: Record<string, keyof RecordGiftValues> = {
  donor: 'donor',
  donor_name: 'donorName',
  donor_email: 'donorEmail',
  amount: 'amount',
  date: 'date',
  region: 'region',
  method: 'method',
  reference: 'reference',
  note: 'note',
};

/**
 * /staff/donations/new: staff record money that reached the charity outside the site. Once
 * recorded, the gift's own page opens, saying its receipt is on its way. What the server refuses
 * shows under its field, and everything typed stays.
 */
export default function RecordGiftPage() {
  const t = useTexts(staffDonationsTexts);
  const today = todayIsoDate();
  const record = useRecordGift();
  const navigate = useNavigate();
  const form = useForm<RecordGiftValues>({
    defaultValues: { donorKind: 'existing', donor: '', donorName: '', donorEmail: '', ...giftFieldValues(undefined, today), ...NO_TRIBUTE },
  });

  async function submit(values: RecordGiftValues) {
    if (values.donorKind === 'existing' && values.donor === '') {
      form.setError('donor', { type: 'required', message: t('donorRequired') });
      return;
    }
    const body: StaffGiftCreate = {
      ...(values.donorKind === 'existing'
        ? { donor: Number(values.donor) }
        : { donor_name: values.donorName.trim(), donor_email: values.donorEmail.trim() }),
      ...giftBody(values),
    };
    const tribute = tributeBody(values);
    if (tribute) body.tribute = tribute;
    try {
      const gift = await record.mutateAsync(body);
      await navigate(paths.staffDonation(gift.donation_id), {
        state: withNotice(gift.receipt ? t('giftRecordedWithReceipt', { receipt: gift.receipt.number }) : t('giftRecorded')),
      });
    } catch (error) {
      const named = fieldErrors(error);
      let focused = false;
      const unshown: string[] = [];
      for (const [field, messages] of Object.entries(named)) {
        const ours = field === 'tribute' ? tributeFieldOf(messages[0] ?? '') : FIELD_OF[field];
        if (!ours || (ours === 'donor' && values.donorKind === 'new')) {
          unshown.push(...messages);
          continue;
        }
        form.setError(ours, { type: 'server', message: messages[0] }, { shouldFocus: !focused });
        focused = true;
      }
      const general = [formError(error), ...unshown].filter(Boolean).join(' ');
      if (general || !focused) form.setError('root', { type: 'server', message: general || t('recordFailed') });
    }
  }

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <Link to={paths.staffDonations} className="self-start font-semibold text-blue-800 underline">
        {t('backToLedger')}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('recordGift')}</h1>
      <p className="text-slate-700">{t('newGiftIntro')}</p>
      <Form form={form} onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <DonorPicker />
        <GiftFields today={today} />
        <TributeFields />
        <FormRootMessage />
        <div>
          <FormSubmitButton busyLabel={t('recording')}>{t('recordButton')}</FormSubmitButton>
        </div>
      </Form>
    </div>
  );
}
