import { Link, useParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { CheckoutLink } from '@/components/checkout-link';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { useSession } from '@/session';

import { useGlasses } from '../api/get-glasses';
import { frameWidth, glassesDescription, glassesImage, glassesName, showPlaceholderOnError, prescriptionRange } from '../lib/display';
import { neighbours } from '../lib/neighbours';
import { detailTexts } from './texts';

import { StockBadges, StockOverlay } from '../components/stock-badges';

/** /glasses/{id}: one item with Previous/Next wrapping around the list. */
export default function GlassesDetailPage() {
  const { id } = useParams();
  const { role } = useSession();
  const t = useTexts(detailTexts);
  const glasses = useGlasses();

  if (glasses.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loadingGlasses')} />
      </div>
    );
  }

  const items = glasses.data ?? [];
  const index = items.findIndex((item) => String(item.glasses_id) === id);
  const item = items[index];
  const around = neighbours(items, index);

  if (!item || !around) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('notFound')}</h1>
        <Link to={paths.home} className="mt-6 inline-block font-semibold text-blue-700 underline">
          {t('backToCatalogue')}
        </Link>
      </section>
    );
  }

  const name = glassesName(item);
  const range = prescriptionRange(item);
  return (
    <article className="mx-auto max-w-4xl px-3 py-8 sm:px-6" aria-labelledby="glasses-title">
      <nav aria-label={t('glassesNavigation')} className="mb-4 flex items-center justify-between gap-3">
        <Link
          to={paths.glasses(around.previous.glasses_id)}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
          aria-label={t('previousOf', { name: glassesName(around.previous) })}
        >
          ← {t('previous')}
        </Link>
        <span className="text-sm text-slate-600">
          {index + 1} / {items.length}
        </span>
        <Link
          to={paths.glasses(around.next.glasses_id)}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
          aria-label={t('nextOf', { name: glassesName(around.next) })}
        >
          {t('next')} →
        </Link>
      </nav>
      <div className="grid grid-cols-1 gap-6 rounded-2xl bg-white p-5 shadow-sm md:grid-cols-2 sm:p-8">
        <div className="relative aspect-[2/1] overflow-hidden rounded-xl bg-slate-100">
          <img
            src={glassesImage(item, role !== 'visitor')}
            alt={name}
            onError={showPlaceholderOnError}
            className="h-full w-full object-contain"
          />
          <StockOverlay inventory={item.inventory} role={role} />
        </div>
        <div className="flex flex-col gap-3">
          <h1 id="glasses-title" className="text-2xl font-bold text-slate-900">
            {name}
          </h1>
          <p className="text-slate-700">{glassesDescription(item)}</p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-600">{t('frameWidth')}</dt>
            <dd className="font-medium">{frameWidth(item.size)}</dd>
            {range && (
              <>
                <dt className="text-slate-600">{t('prescriptionRange')}</dt>
                <dd className="font-medium">{range}</dd>
              </>
            )}
            <dt className="text-slate-600">{t('inStockCount')}</dt>
            <dd className="font-medium">{item.inventory}</dd>
          </dl>
          <StockBadges inventory={item.inventory} role={role} />
          <CheckoutLink item={{ name, image: glassesImage(item, role !== 'visitor'), glassesId: item.glasses_id }} className="self-start" />
          <Link to={paths.home} className="mt-auto font-semibold text-blue-700 underline">
            {t('backToCatalogue')}
          </Link>
        </div>
      </div>
    </article>
  );
}
