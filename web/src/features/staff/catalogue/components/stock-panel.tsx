import {
  STOCK_CHANGE_MAX,
  STOCK_DONOR_EMAIL_MAX_LENGTH,
  STOCK_DONOR_NAME_MAX_LENGTH,
  STOCK_REASON_MAX_LENGTH,
  type StockMovement,
  type StockMovementKind,
} from '@onepair/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Form, FormRadioGroup, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { DataTable, columnsFor } from '@/components/table/data-table';
import { useTexts } from '@/i18n';
import { fieldErrors, formError } from '@/lib/api-errors';

import { dateTime } from '../../lib/format';
import { useChangeStock, useStockLedger } from '../api/catalogue';
import { staffCatalogueTexts, type StaffCatalogueKey } from '../texts';

type Mode = 'receive' | 'donate' | 'adjust';
const MODES: readonly Mode[] = ['receive', 'donate', 'adjust'];
const KIND_OF_MODE = { receive: 'received', donate: 'donated', adjust: 'adjusted' } as const;
const MODE_KEYS: Record<Mode, StaffCatalogueKey> = { receive: 'modeReceive', donate: 'modeDonate', adjust: 'modeAdjust' };
const KIND_KEYS: Record<StockMovementKind, StaffCatalogueKey> = {
  received: 'kindReceived',
  donated: 'kindDonated',
  adjusted: 'kindAdjusted',
  claimed: 'kindClaimed',
  returned: 'kindReturned',
};

interface StockFormValues {
  mode: Mode;
  amount: string;
  reason: string;
  donorName: string;
  donorEmail: string;
}

const EMPTY = { amount: '', reason: '', donorName: '', donorEmail: '' };

const signed = (change: number) => (change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '0');

/**
 * Receives units (+n with a note), frames given by a donor (+n with the donor's name and e-mail
 * address, who is mailed a receipt) or corrects the count (±n with a reason) through the stock
 * ledger; the server answers with the new stock, which is announced.
 */
export function StockForm({ glassesId }: { glassesId: number }) {
  const t = useTexts(staffCatalogueTexts);
  const change = useChangeStock(glassesId);
  const form = useForm<StockFormValues>({ defaultValues: { mode: 'receive', ...EMPTY } });
  const mode = form.watch('mode');
  const [done, setDone] = useState<string | null>(null);

  function amountProblem(value: string, current: Mode): string | true {
    if (!/^[+-−]?\d+$/.test(value.trim())) return t('wholeNumber');
    const number = Number(value.trim().replace('−', '-'));
    if (current !== 'adjust' && number <= 0) return t('positive');
    if (number === 0) return t('nonZero');
    if (Math.abs(number) > STOCK_CHANGE_MAX) return t('atMost', { max: STOCK_CHANGE_MAX });
    return true;
  }

  async function submit(values: StockFormValues) {
    setDone(null);
    const amount = Number(values.amount.trim().replace('−', '-'));
    try {
      const reply = await change.mutateAsync({
        change: amount,
        reason: values.reason.trim(),
        kind: KIND_OF_MODE[values.mode],
        ...(values.mode === 'donate' && { donor_name: values.donorName.trim(), donor_email: values.donorEmail.trim() }),
      });
      setDone(t('recorded', { change: `${reply.movement.change > 0 ? '+' : ''}${reply.movement.change}`, inventory: reply.inventory }));
      form.reset({ mode: values.mode, ...EMPTY });
    } catch (error) {
      // The server names `change`, `reason`, `kind` or the donor's fields; this form calls the first one the amount.
      const named = fieldErrors(error);
      let focused = false;
      for (const [field, server] of [
        ['amount', named.change],
        ['reason', named.reason],
        ['donorName', named.donor_name],
        ['donorEmail', named.donor_email],
      ] as const) {
        if (!server?.[0]) continue;
        form.setError(field, { type: 'server', message: server[0] }, { shouldFocus: !focused });
        focused = true;
      }
      const general = [formError(error), ...(named.kind ?? []), ...(named.donor ?? [])].filter(Boolean).join(' ');
      if (general) form.setError('root', { type: 'server', message: general });
    }
  }

  const receiving = mode !== 'adjust';
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <FormRadioGroup name="mode" legend={t('stockMode')} options={MODES.map((value) => ({ value, label: t(MODE_KEYS[value]) }))} />
      <FormTextField
        name="amount"
        label={receiving ? t('receiveAmount') : t('adjustAmount')}
        hint={receiving ? undefined : t('adjustHint')}
        inputMode={receiving ? 'numeric' : 'text'}
        required
        options={{ validate: (value: string) => amountProblem(value, form.getValues('mode')) }}
      />
      {mode === 'donate' && (
        <>
          <FormTextField
            name="donorName"
            label={t('donorName')}
            required
            maxLength={STOCK_DONOR_NAME_MAX_LENGTH}
            autoComplete="off"
            options={{ validate: (value: string) => value.trim() !== '' || t('donorNameRequired') }}
          />
          <FormTextField
            name="donorEmail"
            label={t('donorEmail')}
            hint={t('donorHint')}
            type="email"
            required
            maxLength={STOCK_DONOR_EMAIL_MAX_LENGTH}
            autoComplete="off"
            options={{ validate: (value: string) => value.trim() !== '' || t('donorEmailRequired') }}
          />
        </>
      )}
      <FormTextField
        name="reason"
        label={receiving ? t('note') : t('reason')}
        required
        maxLength={STOCK_REASON_MAX_LENGTH}
        options={{
          validate: (value: string) =>
            value.trim() !== '' || (form.getValues('mode') === 'adjust' ? t('reasonRequired') : t('noteRequired')),
        }}
      />
      <FormRootMessage />
      <p role="status" className="text-green-800">
        {done}
      </p>
      <div>
        <FormSubmitButton busyLabel={t('recording')}>{t('record')}</FormSubmitButton>
      </div>
    </Form>
  );
}

const helper = columnsFor<StockMovement>();
const ledgerColumns = (t: typeof staffCatalogueTexts.t) => [
  helper.accessor('at', { header: t('ledgerAt'), cell: ({ getValue }) => dateTime(getValue() as string) }),
  helper.accessor('change', {
    header: t('ledgerChange'),
    cell: ({ getValue }) => <span className="font-semibold tabular-nums">{signed(getValue() as number)}</span>,
  }),
  helper.accessor('kind', { header: t('ledgerKind'), cell: ({ row }) => t(KIND_KEYS[row.original.kind]) }),
  helper.accessor('reason', {
    header: t('ledgerReason'),
    cell: ({ row }) => {
      const { reason, donor_name: donor } = row.original;
      return donor ? t('reasonGivenBy', { reason, donor }) : reason;
    },
  }),
  helper.accessor('by', {
    header: t('ledgerBy'),
    // The username, as the audit log names its actors ("[erased]" once erased); an older server sent only the id.
    cell: ({ row }) => {
      const { by, by_username: name } = row.original;
      if (name) return name;
      return by === null ? t('nobody') : t('staffUser', { id: by });
    },
  }),
];

/** The item's stock movements, newest first, a page at a time. */
export function StockLedger({ glassesId }: { glassesId: number }) {
  const t = useTexts(staffCatalogueTexts);
  const columns = useMemo(() => ledgerColumns(t), [t]);
  const ledger = useStockLedger(glassesId);
  return (
    <DataTable
      caption={t('ledgerCaption')}
      columns={columns}
      rows={ledger.rows}
      getRowId={(movement) => String(movement.id)}
      emptyMessage={t('ledgerEmpty')}
      {...ledger.tableProps}
    />
  );
}
