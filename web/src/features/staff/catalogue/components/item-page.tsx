import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formError } from '@/lib/api-errors';

import { dateTime } from '../../lib/format';
import { useEditItem, useSetRetired, useStaffItem } from '../api/catalogue';
import { CATALOGUE_TEXTS, ITEM_TEXTS, STOCK_TEXTS } from '../lib/texts';

import { ItemForm } from './item-form';
import { StockForm, StockLedger } from './stock-panel';
import { StateBadge, StockCell, rangeText } from './stock-flags';

/**
 * /staff/catalogue/:id: one item with its details (edited in place), its stock with the form
 * that receives or corrects it, the stock ledger, and retiring (after a confirmation) or
 * listing it again.
 */
export default function ItemPage() {
  const id = Number(useParams().id);
  const item = useStaffItem(id);
  const edit = useEditItem(id);
  const retirement = useSetRetired(id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (item.isPending) return <Spinner label={CATALOGUE_TEXTS.loadingItem} />;
  if (item.isError) {
    const missing = isApiError(item.error) && item.error.status === 404;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-red-800">
        {missing ? CATALOGUE_TEXTS.notFound : CATALOGUE_TEXTS.loadFailed}
        {!missing && (
          <Button variant="secondary" onClick={() => void item.refetch()}>
            {CATALOGUE_TEXTS.retry}
          </Button>
        )}
        <Link to={paths.staffCatalogue} className="font-semibold text-blue-800 underline">
          {CATALOGUE_TEXTS.backToList}
        </Link>
      </div>
    );
  }

  const glasses = item.data;
  const retired = glasses.retired_at !== null;
  const retireError = retirement.error ? (formError(retirement.error) ?? retirement.error.message) : undefined;

  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.staffCatalogue} className="self-start font-semibold text-blue-800 underline">
        {CATALOGUE_TEXTS.backToList}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{glasses.name}</h1>
        <StateBadge retired={retired} />
      </div>
      {retired && <p className="rounded-md bg-slate-100 p-3 text-slate-800">{ITEM_TEXTS.retiredSince(dateTime(glasses.retired_at))}</p>}

      <section aria-labelledby="item-details" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
        <h2 id="item-details" className="text-lg font-semibold text-slate-900">
          {ITEM_TEXTS.details}
        </h2>
        {editing ? (
          <ItemForm item={glasses} onSave={(form) => edit.mutateAsync(form)} onCancel={() => setEditing(false)} />
        ) : (
          <>
            <div className="flex flex-col gap-4 sm:flex-row">
              {glasses.image && (
                <img
                  src={glasses.image}
                  alt=""
                  width={128}
                  height={128}
                  className="h-32 w-32 rounded border border-slate-200 object-contain"
                />
              )}
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
                <dt className="font-semibold">{CATALOGUE_TEXTS.columns.color}</dt>
                <dd>{glasses.color || '—'}</dd>
                <dt className="font-semibold">{CATALOGUE_TEXTS.columns.size}</dt>
                <dd>{glasses.size ?? '—'}</dd>
                <dt className="font-semibold">{CATALOGUE_TEXTS.columns.range}</dt>
                <dd>{rangeText(glasses, ITEM_TEXTS.anyPrescription)}</dd>
              </dl>
            </div>
            <p className="whitespace-pre-wrap text-slate-700">{glasses.description || ITEM_TEXTS.noDescription}</p>
            <div>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {ITEM_TEXTS.edit}
              </Button>
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="item-stock" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
        <h2 id="item-stock" className="text-lg font-semibold text-slate-900">
          {ITEM_TEXTS.stock}
        </h2>
        <p className="text-slate-800" data-testid="item-stock">
          <StockCell item={glasses} />
        </p>
        <h3 className="font-semibold text-slate-900">{STOCK_TEXTS.formTitle}</h3>
        <StockForm glassesId={id} />
        <StockLedger glassesId={id} />
      </section>

      <div className="flex flex-col items-start gap-2">
        {retired ? (
          <Button variant="secondary" onClick={() => retirement.mutate(false)} disabled={retirement.isPending}>
            {ITEM_TEXTS.unretire}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {ITEM_TEXTS.retire}
          </Button>
        )}
        {retireError && (
          <p role="alert" className="text-red-800">
            {retireError}
          </p>
        )}
      </div>

      <Modal open={confirming} onClose={() => setConfirming(false)} title={ITEM_TEXTS.retireTitle}>
        <div className="flex flex-col gap-4">
          <p className="text-slate-700">{ITEM_TEXTS.retireBody}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              disabled={retirement.isPending}
              onClick={() => retirement.mutate(true, { onSettled: () => setConfirming(false) })}
            >
              {ITEM_TEXTS.retireConfirm}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {ITEM_TEXTS.keep}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
