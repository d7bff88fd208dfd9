import { incomeLimit, type IncomeGuideline } from '@onepair/contract';

import { pageLocale, useTexts } from '@/i18n';

import { getGlassesTexts } from '../texts';

/** Households of one to this many people get a row; the line under the table covers larger ones. */
const ROWS = 8;
/** Limits are whole dollars; a monthly limit is rounded down, so that it never promises more than the yearly one. */
function wholeDollars(): Intl.NumberFormat {
  return new Intl.NumberFormat(pageLocale(), {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
}

/** The yearly and monthly income limit for households of one to eight people, from the configured guideline. */
export function IncomeLimitsTable({ guideline }: { guideline: IncomeGuideline }) {
  const t = useTexts(getGlassesTexts);
  const money = wholeDollars();
  const sizes = Array.from({ length: ROWS }, (_, index) => index + 1);
  const perFurtherPerson = Math.round((guideline.perExtraPersonPerYear * guideline.percent) / 100);
  return (
    <div className="mt-4">
      <table className="w-full max-w-xl border-collapse text-left" data-testid="income-limits">
        <caption className="mb-2 text-left font-semibold text-slate-900">{t('tableCaption')}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('householdColumn')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {t('yearlyColumn')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('monthlyColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => {
            const yearly = incomeLimit(guideline, size);
            return (
              <tr key={size} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {size}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{money.format(yearly)}</td>
                <td className="py-2 text-right tabular-nums">{money.format(Math.floor(yearly / 12))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700">{t('furtherPeople', { amount: money.format(perFurtherPerson) })}</p>
    </div>
  );
}
