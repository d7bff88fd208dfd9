import { useQuery } from '@tanstack/react-query';

import { useTexts, type TextKey } from '@/i18n';
import { RichText } from '@/i18n/rich-text';
import { clientConfigQueryOptions } from '@/lib/client-config';

import { accessibilityTexts } from '../texts';

type AccessibilityKey = TextKey<typeof accessibilityTexts>;

/** What was tested, in the statement's order. */
const TESTED: readonly AccessibilityKey[] = ['testedWcag', 'testedNarrow', 'testedTextSize', 'testedKeyboard', 'testedMotion'];
/** What is known to fall short. */
const LIMITS: readonly AccessibilityKey[] = ['limitsMap', 'limitsPdf', 'limitsReturn'];

/** /accessibility: what was tested for people who see poorly, what is known to fall short, and how to report a problem. */
export default function AccessibilityPage() {
  const config = useQuery(clientConfigQueryOptions());
  const t = useTexts(accessibilityTexts);
  const contactEmail = config.data?.contact_email ?? null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('intro')}</p>
      <ListSection id="tested-title" title={t('testedTitle')} lines={TESTED} />
      <ListSection id="limits-title" title={t('limitsTitle')} lines={LIMITS} />
      <section aria-labelledby="report-title" className="mt-8">
        <h2 id="report-title" className="text-2xl font-bold text-slate-900">
          {t('reportTitle')}
        </h2>
        <p className="mt-3 text-slate-800">{t('reportIntro')}</p>
        {!config.isPending && (
          <p className="mt-3 text-slate-800" data-testid="accessibility-contact">
            {contactEmail ? (
              <RichText
                texts={accessibilityTexts}
                id="writeTo"
                values={{ email: contactEmail }}
                components={{ 0: <a href={`mailto:${contactEmail}`} className="font-semibold text-blue-700 underline" /> }}
              />
            ) : (
              t('noAddress')
            )}
          </p>
        )}
      </section>
    </div>
  );
}

/** A titled list of the statement's sentences. */
function ListSection({ id, title, lines }: { id: string; title: string; lines: readonly AccessibilityKey[] }) {
  const t = useTexts(accessibilityTexts);
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
        {lines.map((line) => (
          <li key={line}>{t(line)}</li>
        ))}
      </ul>
    </section>
  );
}
