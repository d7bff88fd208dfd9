import {
  STOCK_CHANGE_MAX,
  STOCK_DONOR_EMAIL_MAX_LENGTH,
  STOCK_DONOR_NAME_MAX_LENGTH,
  STOCK_REASON_MAX_LENGTH,
  type StockMovement,
} from '@onepair/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Form, FormRootMessage, FormTextField } from '@/components/form/form';
import { DataTable, columnsFor } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { fieldErrors, formError } from '@/lib/api-errors';

import { dateTime } from '../../lib/format';
import { useChangeStock, useStockLedger } from '../api/catalogue';
import { MOVEMENT_KIND_LABELS, STOCK_TEXTS } from '../lib/texts';

type Mode = 'receive' | 'donate' | 'adjust';
const MODES: readonly Mode[] = ['receive', 'donate', 'adjust'];
const KIND_OF_MODE = { receive: 'received', donate: 'donated', adjust: 'adjusted' } as const;

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
  const change = useChangeStock(glassesId);
  const form = useForm<StockFormValues>({ defaultValues: { mode: 'receive', ...EMPTY } });
  const mode = form.watch('mode');
  const [done, setDone] = useState<string | null>(null);
  const modeName = useId();

  function amountProblem(value: string, current: Mode): string | true {
    if (!/^[+-−]?\d+$/.test(value.trim())) return STOCK_TEXTS.wholeNumber;
    const number = Number(value.trim().replace('−', '-'));
    if (current !== 'adjust' && number <= 0) return STOCK_TEXTS.positive;
    if (number === 0) return STOCK_TEXTS.nonZero;
    if (Math.abs(number) > STOCK_CHANGE_MAX) return `Enter at most ${STOCK_CHANGE_MAX}.`;
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
      setDone(STOCK_TEXTS.recorded(reply.movement.change, reply.inventory));
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
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 font-semibold text-slate-800">{STOCK_TEXTS.mode}</legend>
        {MODES.map((value) => (
          <label key={value} className="flex items-center gap-2 text-slate-800">
            <input type="radio" value={value} id={`${modeName}-${value}`} {...form.register('mode')} />
            {STOCK_TEXTS[value]}
          </label>
        ))}
      </fieldset>
      <FormTextField
        name="amount"
        label={receiving ? STOCK_TEXTS.receiveAmount : STOCK_TEXTS.adjustAmount}
        hint={receiving ? undefined : STOCK_TEXTS.adjustHint}
        inputMode={receiving ? 'numeric' : 'text'}
        required
        options={{ validate: (value: string) => amountProblem(value, form.getValues('mode')) }}
      />
      {mode === 'donate' && (
        <>
          <FormTextField
            name="donorName"
            label={STOCK_TEXTS.donorName}
            required
            maxLength={STOCK_DONOR_NAME_MAX_LENGTH}
            autoComplete="off"
            options={{ validate: (value: string) => value.trim() !== '' || STOCK_TEXTS.donorNameRequired }}
          />
          <FormTextField
            name="donorEmail"
            label={STOCK_TEXTS.donorEmail}
            hint={STOCK_TEXTS.donorHint}
            type="email"
            required
            maxLength={STOCK_DONOR_EMAIL_MAX_LENGTH}
            autoComplete="off"
            options={{ validate: (value: string) => value.trim() !== '' || STOCK_TEXTS.donorEmailRequired }}
          />
        </>
      )}
      <FormTextField
        name="reason"
        label={receiving ? STOCK_TEXTS.note : STOCK_TEXTS.reason}
        required
        maxLength={STOCK_REASON_MAX_LENGTH}
        options={{
          validate: (value: string) =>
            value.trim() !== '' || (form.getValues('mode') === 'adjust' ? STOCK_TEXTS.reasonRequired : STOCK_TEXTS.noteRequired),
        }}
      />
      <FormRootMessage />
      <p role="status" className="text-green-800">
        {done}
      </p>
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? STOCK_TEXTS.submitting : STOCK_TEXTS.submit}
        </Button>
      </div>
    </Form>
  );
}

const helper = columnsFor<StockMovement>();
const ledgerColumns = [
  helper.accessor('at', { header: STOCK_TEXTS.columns.at, cell: ({ getValue }) => dateTime(getValue() as string) }),
  helper.accessor('change', {
    header: STOCK_TEXTS.columns.change,
    cell: ({ getValue }) => <span className="font-semibold tabular-nums">{signed(getValue() as number)}</span>,
  }),
  helper.accessor('kind', { header: STOCK_TEXTS.columns.kind, cell: ({ row }) => MOVEMENT_KIND_LABELS[row.original.kind] }),
  helper.accessor('reason', {
    header: STOCK_TEXTS.columns.reason,
    cell: ({ row }) => {
      const { reason, donor_name: donor } = row.original;
      return donor ? `${reason} (${STOCK_TEXTS.givenBy(donor)})` : reason;
    },
  }),
  helper.accessor('by', {
    header: STOCK_TEXTS.columns.by,
    // The username, as the audit log names its actors ("[erased]" once erased); an older server sent only the id.
    cell: ({ row }) => {
      const { by, by_username: name } = row.original;
      if (name) return name;
      return by === null ? STOCK_TEXTS.nobody : STOCK_TEXTS.staffUser(by);
    },
  }),
];

/** The item's stock movements, newest first, a page at a time. */
export function StockLedger({ glassesId }: { glassesId: number }) {
  const ledger = useStockLedger(glassesId);
  return (
    <DataTable
      caption={STOCK_TEXTS.ledgerCaption}
      columns={ledgerColumns}
      rows={ledger.rows}
      getRowId={(movement) => String(movement.id)}
      emptyMessage={STOCK_TEXTS.ledgerEmpty}
      {...ledger.tableProps}
    />
  );
}
