import { useQuery } from '@tanstack/react-query';

import { clientConfigQueryOptions } from '@/lib/client-config';

import { ACCESSIBILITY_TEXTS as TEXTS } from '../lib/texts';

/** /accessibility: what was tested for people who see poorly, what is known to fall short, and how to report a problem. */
export default function AccessibilityPage() {
  const config = useQuery(clientConfigQueryOptions());
  const contactEmail = config.data?.contact_email ?? null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{TEXTS.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{TEXTS.intro}</p>
      <ListSection id="tested-title" title={TEXTS.testedTitle} lines={TEXTS.tested} />
      <ListSection id="limits-title" title={TEXTS.limitsTitle} lines={TEXTS.limits} />
      <section aria-labelledby="report-title" className="mt-8">
        <h2 id="report-title" className="text-2xl font-bold text-slate-900">
          {TEXTS.reportTitle}
        </h2>
        <p className="mt-3 text-slate-800">{TEXTS.reportIntro}</p>
        {!config.isPending && (
          <p className="mt-3 text-slate-800" data-testid="accessibility-contact">
            {contactEmail ? (
              <>
                {TEXTS.writeTo}{' '}
                <a href={`mailto:${contactEmail}`} className="font-semibold text-blue-700 underline">
                  {contactEmail}
                </a>
                .
              </>
            ) : (
              TEXTS.noAddress
            )}
          </p>
        )}
      </section>
    </div>
  );
}

/** A titled list of the statement's sentences. */
function ListSection({ id, title, lines }: { id: string; title: string; lines: readonly string[] }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
