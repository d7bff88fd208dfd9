import type { Receipt } from '@onepair/contract';

import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Panel } from '@/components/ui/panel';
import { useTexts } from '@/i18n';
import { useFileDownload } from '@/lib/use-file-download';
import { formatMoney } from '@/lib/format-number';

import { downloadReceipt, downloadStatement, useReceipts } from '../api/receipts';
import { accountTexts } from '../texts';

/**
 * The donor's receipts (number, date, amount, void) and yearly statements, each a PDF to
 * download, a page at a time. Shown to donors only; a donor with no receipt yet is told where
 * they will be, and that a gift recorded without a payment has none (it is in the donation
 * history, with no receipt to download).
 */
export function Receipts() {
  const t = useTexts(accountTexts);
  const receipts = useReceipts();
  const pages = receipts.data?.pages ?? [];
  const list = pages.flatMap((page) => page.receipts);
  const statementYears = pages[0]?.statement_years ?? [];

  return (
    <Panel title={t('receiptsTitle')}>
      {receipts.isPending ? (
        <Spinner className="mt-3" label={t('receiptsLoading')} />
      ) : receipts.isError ? (
        <LoadError
          className="mt-3"
          message={t('receiptsLoadFailed')}
          onRetry={() => void receipts.refetch()}
          retrying={receipts.isFetching}
        />
      ) : list.length === 0 ? (
        <>
          <p className="mt-3 text-slate-700">{t('noReceipts')}</p>
          <p className="mt-1 text-sm text-slate-700">{t('withoutPayment')}</p>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('receiptsIntro')}</p>
          <ul className="mt-3 flex flex-col gap-3">
            {list.map((receipt) => (
              <ReceiptItem key={receipt.number} receipt={receipt} />
            ))}
          </ul>
          {receipts.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-3 px-4"
              disabled={receipts.isFetchingNextPage}
              onClick={() => void receipts.fetchNextPage()}
            >
              {receipts.isFetchingNextPage ? t('loadingMoreReceipts') : t('showMoreReceipts')}
            </Button>
          )}
          {receipts.isFetchNextPageError && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {t('moreReceiptsFailed')}
            </p>
          )}
          {statementYears.length > 0 && (
            <div className="mt-6">
              <h3 className="text-lg font-semibold text-slate-900">{t('statementsTitle')}</h3>
              <p className="mt-1 text-sm text-slate-700">{t('statementsIntro')}</p>
              <ul className="mt-3 flex flex-wrap gap-3">
                {statementYears.map((year) => (
                  <li key={year}>
                    <DownloadButton
                      label={t('statement', { year })}
                      accessibleName={t('statementLabel', { year })}
                      filename={`statement-${year}.pdf`}
                      fetchFile={() => downloadStatement(year)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}

function ReceiptItem({ receipt }: { receipt: Receipt }) {
  const t = useTexts(accountTexts);
  const titleId = `receipt-${receipt.number}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p id={titleId} className="font-bold text-slate-900">
          {t('receiptTitle', { number: receipt.number })}
          {receipt.voided_at && <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">{t('void')}</span>}
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="font-medium text-slate-600">{t('date')}</dt>
            <dd className="text-slate-900">{receipt.date}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-medium text-slate-600">{t('amount')}</dt>
            <dd className={`text-slate-900 ${receipt.voided_at ? 'line-through' : ''}`}>{formatMoney(receipt.amount)}</dd>
          </div>
        </dl>
        {receipt.tribute && <p className="mt-1 text-sm text-slate-800">{receipt.tribute}</p>}
        {receipt.voided_at && <p className="mt-1 text-sm text-red-800">{t('voided', { reason: receipt.void_reason ?? '' })}</p>}
        {typeof receipt.replaces_number === 'number' && (
          <p className="mt-1 text-sm text-slate-700">{t('replaces', { number: receipt.replaces_number })}</p>
        )}
      </div>
      <DownloadButton
        label={t('downloadPdf')}
        accessibleName={t('downloadReceipt', { number: receipt.number })}
        filename={`receipt-${receipt.number}.pdf`}
        fetchFile={() => downloadReceipt(receipt.donation_id, receipt.number)}
      />
    </li>
  );
}

/** Downloads one PDF, saying on the spot when it fails. */
function DownloadButton({
  label,
  accessibleName,
  filename,
  fetchFile,
}: {
  label: string;
  accessibleName: string;
  filename: string;
  fetchFile: () => Promise<Blob>;
}) {
  const t = useTexts(accountTexts);
  const { busy, error, download } = useFileDownload({ failed: t('downloadFailed'), tryAgain: t('pleaseTryAgain') });

  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        className="self-start"
        aria-label={accessibleName}
        disabled={busy}
        onClick={() => void download(fetchFile, filename)}
      >
        {busy ? t('downloadingPdf') : label}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
