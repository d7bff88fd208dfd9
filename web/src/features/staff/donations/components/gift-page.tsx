import { GIFT_VOID_REASON_MAX_LENGTH, isStaffGiftMethod, regionName, todayIsoDate, type StaffGift } from '@onepair/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';

import { Form, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { Facts } from '@/components/ui/facts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RouteNotice } from '@/components/ui/route-notice';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { formError } from '@/lib/api-errors';
import { showServerErrors } from '@/lib/forms/server-errors';

import { Section } from '../../components/detail-sections';
import { RecordLoadError } from '../../components/record-load-error';
import { DonationAmount } from '../../components/donation-amount';
import { dateTime, money } from '../../lib/format';
import { personLabel } from '../../lib/person-label';
import { donationMethodLabel } from '../../lib/donation-method';
import { useCorrectGift, useGift, useVoidGift } from '../api/gifts';
import { donationStatusLabel } from '../lib/donation-status';
import { staffDonationsTexts } from '../texts';

import { GiftFields, giftBody, giftFieldValues, type GiftFieldValues } from './gift-fields';

function GiftFacts({ gift }: { gift: StaffGift }) {
  const t = useTexts(staffDonationsTexts);
  const donor = gift.donor ? (
    <>
      <Link to={paths.staffPerson(gift.donor.id)} className="text-blue-800 underline">
        {personLabel(gift.donor)}
      </Link>
      <span className="block font-normal text-slate-600">{gift.donor.email}</span>
      {gift.donor_without_login && <span className="block font-normal text-slate-600">{t('withoutLogin')}</span>}
    </>
  ) : (
    t('erasedDonor')
  );
  return (
    <Facts
      rows={[
        [t('donor'), donor],
        [t('amount'), <DonationAmount key="amount" donation={gift} />],
        [t('date'), gift.date],
        [t('region'), regionName(gift.region)],
        [t('howItCame'), donationMethodLabel(gift.method)],
        [t('reference'), gift.reference || t('noValue')],
        [t('note'), gift.note || t('noValue')],
        [t('tribute'), gift.tribute ?? t('noValue')],
        [t('status'), donationStatusLabel(gift.status)],
        [
          t('receipt'),
          gift.receipt
            ? t(gift.receipt.voided_at === null ? 'receiptNumber' : 'receiptNumberVoid', { number: gift.receipt.number })
            : t('noReceipt'),
        ],
        [t('recorded'), dateTime(gift.created_at)],
      ]}
    />
  );
}

/** Corrects the gift's own fields; the donor stays. Only what changed is sent. */
function CorrectionForm({ gift }: { gift: StaffGift }) {
  const t = useTexts(staffDonationsTexts);
  const today = todayIsoDate();
  const correct = useCorrectGift(gift.donation_id);
  const form = useForm<GiftFieldValues>({ defaultValues: giftFieldValues(gift, today) });
  const [saved, setSaved] = useState(false);

  async function submit(values: GiftFieldValues) {
    setSaved(false);
    const now = giftBody(values);
    const before = giftBody(giftFieldValues(gift, today));
    const changed = Object.fromEntries(Object.entries(now).filter(([field, value]) => before[field as keyof typeof before] !== value));
    if (Object.keys(changed).length === 0) {
      setSaved(true);
      return;
    }
    try {
      const corrected = await correct.mutateAsync(changed);
      form.reset(giftFieldValues(corrected, today));
      setSaved(true);
    } catch (error) {
      showServerErrors(form, error, (failure) => formError(failure) ?? (isApiError(failure) ? undefined : t('correctionFailed')));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="mt-3 flex flex-col gap-4" noValidate>
      <p className="text-slate-700">{t('correctIntro')}</p>
      <GiftFields today={today} />
      <FormRootMessage />
      {saved && (
        <p role="status" className="text-emerald-900">
          {t('correctionSaved')}
        </p>
      )}
      <div>
        <FormSubmitButton busyLabel={t('savingCorrection')}>{t('saveCorrection')}</FormSubmitButton>
      </div>
    </Form>
  );
}

/** Voids the gift, with the reason its receipt is marked void for, after asking. */
function VoidForm({ gift, onVoided }: { gift: StaffGift; onVoided: () => void }) {
  const t = useTexts(staffDonationsTexts);
  const voidGift = useVoidGift(gift.donation_id);
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const [asking, setAsking] = useState(false);

  function close() {
    setAsking(false);
    voidGift.reset();
  }

  return (
    <Form form={form} onSubmit={() => setAsking(true)} className="mt-3 flex flex-col gap-3" noValidate>
      <p className="text-slate-700">{t('voidIntro')}</p>
      <FormTextField
        name="reason"
        label={t('voidReason')}
        hint={t('voidReasonHint')}
        required
        maxLength={GIFT_VOID_REASON_MAX_LENGTH}
        autoComplete="off"
        options={{ validate: (value: string) => value.trim() !== '' || t('voidReasonRequired') }}
      />
      <div>
        <FormSubmitButton variant="secondary">{t('voidButton')}</FormSubmitButton>
      </div>
      <ConfirmDialog
        open={asking}
        onClose={close}
        title={t('voidConfirmTitle')}
        explanation={t('voidConfirmExplain', { amount: money(gift.amount) })}
        error={voidGift.isError ? (formError(voidGift.error) ?? t('voidFailed')) : undefined}
        cancelLabel={t('voidKeep')}
        confirmLabel={t('voidConfirm')}
        busyLabel={t('voiding')}
        busy={voidGift.isPending}
        onConfirm={() =>
          voidGift.mutate(form.getValues('reason').trim(), {
            onSuccess: () => {
              setAsking(false);
              onVoided();
            },
          })
        }
      />
    </Form>
  );
}

/**
 * /staff/donations/:id: one donation as staff read it. A confirmed gift staff recorded can be
 * corrected or voided here; a gift paid on the site is refunded from the ledger instead.
 */
export default function GiftPage() {
  const t = useTexts(staffDonationsTexts);
  const donationId = Number(useParams().id);
  const gift = useGift(donationId);
  // After voiding, the void section is gone: the focus goes to the notice that says so.
  const [justVoided, setJustVoided] = useState(false);
  const voidedNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justVoided && gift.data?.status === 'voided') voidedNotice.current?.focus();
  }, [justVoided, gift.data?.status]);
  const back = (
    <Link to={paths.staffDonations} className="self-start font-semibold text-blue-800 underline">
      {t('backToLedger')}
    </Link>
  );
  const malformed = !Number.isInteger(donationId) || donationId < 1;
  if (!malformed && gift.isPending) return <Spinner label={t('giftLoading')} />;
  if (malformed || !gift.data) {
    return (
      <RecordLoadError
        query={gift}
        malformed={malformed}
        missingMessage={t('giftMissing')}
        failedMessage={t('giftLoadFailed')}
        back={back}
      />
    );
  }
  const data = gift.data;
  const changeable = data.status === 'confirmed' && isStaffGiftMethod(data.method);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      {back}
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('giftTitle', { id: data.donation_id })}</h1>
      <RouteNotice />
      {data.status === 'voided' && (
        <p
          ref={voidedNotice}
          tabIndex={-1}
          role="status"
          className="rounded-md bg-slate-100 p-3 text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          {t('giftVoided')}
        </p>
      )}
      <Section id="gift-details" title={t('details')}>
        <GiftFacts gift={data} />
      </Section>
      {changeable ? (
        <>
          <Section id="gift-correct" title={t('correctTitle')}>
            <CorrectionForm gift={data} />
          </Section>
          <Section id="gift-void" title={t('voidTitle')}>
            <VoidForm gift={data} onVoided={() => setJustVoided(true)} />
          </Section>
        </>
      ) : (
        data.status === 'confirmed' && <p className="text-slate-700">{t('notChangeable')}</p>
      )}
    </div>
  );
}
