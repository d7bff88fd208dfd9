import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { useSession } from '@/session';

import { useClaimedFrame } from '../api/get-claimed-frame';
import { FILL_DURATION_MS, RETURN_DELAY_MS, TICK_MS, confirmedClaim, randomConfirmationNumber } from '../lib/confirmation';
import { confirmationTexts } from '../texts';

/**
 * /confirmation: the signed-in recipient's claim, by the confirmation number stored with it and
 * the frame's name (a visit without a claim shows a random number), and a bar that fills in about
 * ten seconds; one second after it is full the page returns to `/`. 'Back to Home' and 'View
 * Product Map' leave at once. Someone whose system asks for reduced motion gets no moving bar:
 * the page stays, with its number, until they leave it.
 */
export default function ConfirmationPage() {
  const t = useTexts(confirmationTexts);
  const navigate = useNavigate();
  const { user } = useSession();
  const claim = confirmedClaim(user?.account.donatee);
  const frame = useClaimedFrame(claim?.glasses ?? null);
  const [randomNumber] = useState(() => randomConfirmationNumber());
  const confirmationNumber = claim ? claim.confirmation_number : randomNumber;
  const [percent, setPercent] = useState(0);
  const [reduceMotion] = useState(prefersReducedMotion);

  useEffect(() => {
    if (reduceMotion) return;
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const filled = Math.min(100, ((Date.now() - startedAt) / FILL_DURATION_MS) * 100);
      setPercent(filled);
      if (filled >= 100) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [reduceMotion]);

  const complete = percent >= 100;
  useEffect(() => {
    if (!complete) return;
    const timer = window.setTimeout(() => navigate(paths.home), RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [complete, navigate]);

  const shown = Math.floor(percent);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-12 text-center" aria-labelledby="confirmation-title">
      <svg aria-hidden="true" viewBox="0 0 48 48" width="64" height="64" className="text-green-600">
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="white" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 id="confirmation-title" className="text-3xl font-bold text-slate-900">
        {t('title')}
      </h1>
      <p className="text-slate-700">
        {t('numberLabel')}:{' '}
        <strong className="font-mono text-2xl text-slate-900" data-testid="confirmation-number">
          {confirmationNumber}
        </strong>
      </p>
      {claim && frame.data && (
        <p className="text-slate-700">
          {t('yourPair')}:{' '}
          <strong className="text-slate-900" data-testid="confirmation-frame">
            {frame.data.name}
          </strong>
        </p>
      )}
      {!reduceMotion && (
        <div className="w-full">
          <div
            role="progressbar"
            aria-label={t('progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={shown}
            aria-valuetext={`${shown}%`}
            className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-blue-600 transition-[width] duration-100 ease-linear" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-2 text-sm text-slate-600" aria-hidden="true">
            {shown}%
          </p>
        </div>
      )}
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={() => navigate(paths.home)}>{t('backToHome')}</Button>
        <Button variant="secondary" onClick={() => navigate(paths.map)}>
          {t('viewProductMap')}
        </Button>
      </div>
    </section>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
