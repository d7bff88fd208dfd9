import { setupStepsLeft, type SetupItem } from '@onepair/contract';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';

import { useStaffSetup } from '../api/get-setup';
import { SETUP_ITEM_TEXT_KEYS } from '../lib/setup-items';
import { staffSetupTexts } from '../texts';

import { SetupStatus } from './setup-status';

function Step({ item }: { item: SetupItem }) {
  const t = useTexts(staffSetupTexts);
  const keys = SETUP_ITEM_TEXT_KEYS[item.key];
  const id = `setup-${item.key}`;
  return (
    <li aria-labelledby={id} className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm" data-testid={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-800">
          {t(keys.title)}
        </h2>
        <SetupStatus done={item.done} />
      </div>
      <p className="text-slate-800">
        <span className="font-semibold">{t('whatToDo')}</span> {t(keys.what)}
      </p>
      <p className="text-slate-700">
        <span className="font-semibold">{t('why')}</span> {t(keys.why)}
      </p>
    </li>
  );
}

/** /staff/setup: the steps before real donors and recipients use OnePair, each done or not, with what to set and why. */
export default function SetupPage() {
  const t = useTexts(staffSetupTexts);
  const setup = useStaffSetup();
  const left = setup.data ? setupStepsLeft(setup.data) : 0;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="text-slate-700">{t('intro')}</p>
      <p className="text-slate-700">{t('howTo')}</p>
      {setup.isPending && <Spinner label={t('loading')} />}
      {setup.isError && <LoadError message={t('failed')} onRetry={() => void setup.refetch()} retrying={setup.isFetching} />}
      {setup.data && (
        <>
          <p className="font-semibold text-slate-900" data-testid="setup-progress">
            {left === 0 ? t('allDone') : t('stepsLeft', { left, total: setup.data.items.length })}
          </p>
          <ol aria-label={t('listLabel')} className="flex flex-col gap-3">
            {setup.data.items.map((item) => (
              <Step key={item.key} item={item} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
