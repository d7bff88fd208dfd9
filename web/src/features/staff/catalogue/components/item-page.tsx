import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { formError } from '@/lib/api-errors';

import { RecordLoadError } from '../../components/record-load-error';
import { dateTime } from '../../lib/format';
import { useEditItem, useSetRetired, useStaffItem } from '../api/catalogue';
import { staffCatalogueTexts } from '../texts';

import { ItemForm } from './item-form';
import { StockForm, StockLedger } from './stock-panel';
import { StateBadge, StockCell, rangeText } from './stock-flags';

/**
 * /staff/catalogue/:id: one item with its details (edited in place), its stock with the form
 * that receives or corrects it, the stock ledger, and retiring (after a confirmation) or
 * listing it again.
 */
export default function ItemPage() {
  const t = useTexts(staffCatalogueTexts);
  const id = Number(useParams().id);
  const item = useStaffItem(id);
  const edit = useEditItem(id);
  const retirement = useSetRetired(id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (item.isPending) return <Spinner label={t('loadingItem')} />;
  if (item.isError) {
    return (
      <RecordLoadError
        query={item}
        missingMessage={t('notFound')}
        failedMessage={t('loadFailed')}
        back={
          <Link to={paths.staffCatalogue} className="font-semibold text-blue-800 underline">
            {t('backToList')}
          </Link>
        }
      />
    );
  }

  const glasses = item.data;
  const retired = glasses.retired_at !== null;
  const retireError = retirement.error ? (formError(retirement.error) ?? retirement.error.message) : undefined;

  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.staffCatalogue} className="self-start font-semibold text-blue-800 underline">
        {t('backToList')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{glasses.name}</h1>
        <StateBadge retired={retired} />
      </div>
      {retired && <p className="rounded-md bg-slate-100 p-3 text-slate-800">{t('retiredSince', { when: dateTime(glasses.retired_at) })}</p>}

      <section aria-labelledby="item-details" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
        <h2 id="item-details" className="text-lg font-semibold text-slate-900">
          {t('details')}
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
                <dt className="font-semibold">{t('columnColour')}</dt>
                <dd>{glasses.color || '—'}</dd>
                <dt className="font-semibold">{t('columnSize')}</dt>
                <dd>{glasses.size ?? '—'}</dd>
                <dt className="font-semibold">{t('columnRange')}</dt>
                <dd>{rangeText(glasses)}</dd>
              </dl>
            </div>
            <p className="whitespace-pre-wrap text-slate-700">{glasses.description || t('noDescription')}</p>
            <div>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('edit')}
              </Button>
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="item-stock" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
        <h2 id="item-stock" className="text-lg font-semibold text-slate-900">
          {t('stock')}
        </h2>
        <p className="text-slate-800" data-testid="item-stock">
          <StockCell item={glasses} />
        </p>
        <h3 className="font-semibold text-slate-900">{t('stockFormTitle')}</h3>
        <StockForm glassesId={id} />
        <StockLedger glassesId={id} />
      </section>

      <div className="flex flex-col items-start gap-2">
        {retired ? (
          <Button variant="secondary" onClick={() => retirement.mutate(false)} disabled={retirement.isPending}>
            {t('unretire')}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('retire')}
          </Button>
        )}
        {retireError && (
          <p role="alert" className="text-red-800">
            {retireError}
          </p>
        )}
      </div>

      <Modal open={confirming} onClose={() => setConfirming(false)} title={t('retireTitle')}>
        <div className="flex flex-col gap-4">
          <p className="text-slate-700">{t('retireBody')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              disabled={retirement.isPending}
              onClick={() => retirement.mutate(true, { onSettled: () => setConfirming(false) })}
            >
              {t('retireConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('keep')}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
