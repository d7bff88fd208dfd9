import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { useTexts } from '@/i18n';

import { sendExplorerRequest, type ExplorerResponse } from '../api/send-request';
import { isSuccess, parseJsonBody, requestPath, sendsBody, type Endpoint } from '../lib/endpoints';
import { explorerTexts } from '../texts';

const METHOD_COLOURS: Record<Endpoint['method'], string> = {
  GET: 'bg-sky-100 text-sky-900',
  POST: 'bg-emerald-100 text-emerald-900',
  PUT: 'bg-amber-100 text-amber-900',
  PATCH: 'bg-violet-100 text-violet-900',
  DELETE: 'bg-red-100 text-red-900',
};

export interface EndpointRowProps {
  endpoint: Endpoint;
}

/** One endpoint: its verb and path (with an editable id), an editable JSON body, Send, and the answer. */
export function EndpointRow({ endpoint }: EndpointRowProps) {
  const t = useTexts(explorerTexts);
  const fieldId = useId();
  const [id, setId] = useState(endpoint.idSuffix ?? '');
  const [bodyText, setBodyText] = useState(() => (endpoint.body === undefined ? '' : JSON.stringify(endpoint.body, null, 2)));
  const [busy, setBusy] = useState(false);
  const [response, setResponse] = useState<ExplorerResponse | null>(null);

  const hasBody = sendsBody(endpoint.method);
  const parsed = hasBody ? parseJsonBody(bodyText) : ({ ok: true, value: undefined } as const);
  const path = requestPath(endpoint, id);
  const label = `${endpoint.method} ${endpoint.idSuffix !== undefined ? `${endpoint.path}{id}/` : endpoint.path}`;

  async function send() {
    if (!parsed.ok || busy) return;
    setBusy(true);
    setResponse(await sendExplorerRequest(endpoint.method, path, parsed.value));
    setBusy(false);
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="endpoint" aria-label={label}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded px-2 py-0.5 font-mono text-sm font-bold ${METHOD_COLOURS[endpoint.method]}`}>{endpoint.method}</span>
        <code className="font-mono text-sm break-all text-slate-900">{endpoint.path}</code>
        {endpoint.idSuffix !== undefined && (
          <span className="flex items-center gap-1 font-mono text-sm">
            <label htmlFor={`${fieldId}-id`} className="sr-only">
              {t('idFor', { endpoint: label })}
            </label>
            <input
              id={`${fieldId}-id`}
              value={id}
              onChange={(event) => setId(event.target.value)}
              inputMode="numeric"
              size={6}
              className="w-20 rounded border border-slate-300 px-2 py-1 focus:border-blue-600 focus:ring-2 focus:ring-blue-200 focus:outline-none"
            />
            /
          </span>
        )}
      </div>
      {endpoint.note && <p className="mt-2 text-sm text-slate-600">{t(endpoint.note)}</p>}
      {hasBody && (
        <div className="mt-3">
          <label htmlFor={`${fieldId}-body`} className="mb-1 block text-sm font-semibold text-slate-700">
            {t('body')}
            <span className="sr-only">{` ${t('forEndpoint', { endpoint: label })}`}</span>
          </label>
          <textarea
            id={`${fieldId}-body`}
            value={bodyText}
            onChange={(event) => setBodyText(event.target.value)}
            rows={Math.min(10, Math.max(3, bodyText.split('\n').length))}
            spellCheck={false}
            aria-invalid={!parsed.ok || undefined}
            aria-describedby={!parsed.ok ? `${fieldId}-error` : undefined}
            data-invalid={!parsed.ok || undefined}
            className={`w-full rounded-lg border-2 p-2 font-mono text-sm focus:ring-2 focus:outline-none ${
              parsed.ok ? 'border-slate-300 focus:border-blue-600 focus:ring-blue-200' : 'border-red-600 bg-red-50 focus:ring-red-200'
            }`}
          />
          {!parsed.ok && (
            <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
              {t('invalidJson')}: {parsed.error}
            </p>
          )}
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          onClick={() => void send()}
          disabled={!parsed.ok || busy}
          aria-label={t('sendRequest', { request: `${endpoint.method} ${path}` })}
        >
          {busy ? t('sending') : t('send')}
        </Button>
        {response && <StatusBadge status={response.status} />}
      </div>
      {response && (
        <pre
          className="mt-3 max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100"
          aria-label={t('responseTo', { request: `${endpoint.method} ${path}` })}
          tabIndex={0}
          data-testid="response-body"
        >
          {describeBody(response, t)}
        </pre>
      )}
    </li>
  );
}

function StatusBadge({ status }: { status: number }) {
  const t = useTexts(explorerTexts);
  const ok = isSuccess(status);
  return (
    <span
      role="status"
      data-testid="response-status"
      data-ok={ok}
      className={`rounded px-2 py-1 font-mono text-sm font-bold ${ok ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}`}
    >
      {t('status')}: {status === 0 ? '—' : status} {ok ? '✓' : '✗'}
    </span>
  );
}

function describeBody(response: ExplorerResponse, t: typeof explorerTexts.t): string {
  if (response.status === 0) return t('unreachable');
  if (response.body === null || response.body === undefined || response.body === '') return t('noContent');
  return typeof response.body === 'string' ? response.body : JSON.stringify(response.body, null, 2);
}
