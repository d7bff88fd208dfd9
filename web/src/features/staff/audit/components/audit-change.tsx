/** Shows what an audit entry changed: each field with its value before and after, changed ones marked. */
import { useTexts } from '@/i18n';

import { staffAuditTexts } from '../texts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as a person reads it: text as is, nothing as a dash, the rest as compact JSON. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return staffAuditTexts.t(value ? 'yes' : 'no');
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** A field name as words: `tracking_number` → `tracking number`. */
const words = (field: string) => field.replaceAll('_', ' ');

export interface AuditChangeProps {
  before: unknown;
  after: unknown;
}

export function AuditChange({ before, after }: AuditChangeProps) {
  const t = useTexts(staffAuditTexts);
  if (!isRecord(before) && !isRecord(after)) {
    return (
      <p>
        {readable(before)} → {readable(after)}
      </p>
    );
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const changed = fields.filter((field) => readable(was[field]) !== readable(now[field]));
  const unchanged = fields.filter((field) => !changed.includes(field));
  return (
    <div className="flex flex-col gap-1">
      {before === null && <p className="font-semibold text-slate-700">{t('created')}</p>}
      {after === null && <p className="font-semibold text-slate-700">{t('removed')}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {changed.map((field) => (
          <div key={field} className="contents">
            <dt className="font-semibold text-slate-800">{words(field)}</dt>
            <dd className="break-words">
              {before !== null && after !== null ? (
                <>
                  <span className="text-slate-600">
                    <span className="sr-only">{t('was')} </span>
                    <del>{readable(was[field])}</del>
                  </span>{' '}
                  <span aria-hidden="true">→</span> <span className="sr-only">{t('now')} </span>
                  <ins className="font-semibold text-slate-900 no-underline">{readable(now[field])}</ins>
                </>
              ) : (
                readable(before === null ? now[field] : was[field])
              )}
            </dd>
          </div>
        ))}
      </dl>
      {unchanged.length > 0 && before !== null && after !== null && (
        <details>
          <summary className="cursor-pointer text-blue-800">{t('unchangedFields', { count: unchanged.length })}</summary>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3">
            {unchanged.map((field) => (
              <div key={field} className="contents">
                <dt className="text-slate-700">{words(field)}</dt>
                <dd className="break-words text-slate-700">{readable(now[field])}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}
