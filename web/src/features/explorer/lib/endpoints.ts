/**
 * Every endpoint of the API (docs/api.md), including the explorer-only ones, grouped the way the
 * API explorer pages through them. Bodies are starting points built from each resource's fields.
 */
import { todayIsoDate } from '@onepair/contract';

import type { MessageValues } from '@/i18n';

import type { ExplorerKey } from '../texts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** The path before the id, e.g. '/api/users/'; with `idSuffix` the request goes to `${path}${id}/`. */
  path: string;
  /** The row has an editable id; this is its starting value. */
  idSuffix?: string;
  /** The starting JSON body for verbs that send one. */
  body?: unknown;
  /** A note shown beside the row (its key in the explorer's texts). */
  note?: ExplorerKey;
}

/** A group's title and description are keys of the explorer's texts, said in the page's language. */
export interface EndpointGroup {
  title: ExplorerKey;
  description: ExplorerKey;
  /** Values the description takes. */
  descriptionValues?: MessageValues;
  endpoints: Endpoint[];
}

const crud = (
  path: string,
  create: unknown,
  replace: unknown,
  change: unknown,
  notes: Partial<Record<HttpMethod, ExplorerKey>> = {},
): Endpoint[] =>
  [
    { method: 'GET', path },
    { method: 'POST', path, body: create },
    { method: 'GET', path, idSuffix: '1' },
    { method: 'PUT', path, idSuffix: '1', body: replace },
    { method: 'PATCH', path, idSuffix: '1', body: change },
    { method: 'DELETE', path, idSuffix: '1' },
  ].map((endpoint) => {
    const note = notes[endpoint.method as HttpMethod];
    return (note && (endpoint.idSuffix || endpoint.method === 'POST') ? { ...endpoint, note } : endpoint) as Endpoint;
  });

const account = { user: 1, phone_number: '100-100-1000', address: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701' };
const donatee = {
  account: 1,
  has_applied_for_account: true,
  has_claimed: false,
  monthly_income: 1200,
  average_household_income: 2500,
  current_bank_balance: 80,
  is_dependent: false,
};
const glasses = {
  name: 'Sample Frame',
  description: 'A frame added from the API explorer.',
  size: 52,
  color: '#1f2937',
  prescription_range_lower: -3,
  prescription_range_upper: 3,
  image: '/media/1',
  inventory: 5,
};

export const ENDPOINT_GROUPS: readonly EndpointGroup[] = [
  {
    title: 'authenticationTitle',
    description: 'authenticationDescription',
    endpoints: [
      {
        method: 'POST',
        path: '/auth/token/login/',
        body: { username: 'admin', password: '' },
        note: 'loginNote',
      },
      { method: 'GET', path: '/auth/users/me/' },
      {
        method: 'POST',
        path: '/auth/users/',
        body: { username: 'new_user', email: 'new_user@example.org', password: 'a-long-password-42' },
      },
      { method: 'POST', path: '/auth/token/logout/', note: 'logoutNote' },
    ],
  },
  {
    title: 'usersTitle',
    description: 'usersDescription',
    descriptionValues: { fields: '{id, username}' },
    endpoints: [
      { method: 'GET', path: '/api/users/' },
      { method: 'POST', path: '/api/users/', body: { username: 'staff_made', email: 'staff_made@example.org' } },
      { method: 'GET', path: '/api/users/', idSuffix: '1' },
      { method: 'PUT', path: '/api/users/', idSuffix: '1', body: { username: 'admin', email: 'admin@example.org' } },
      { method: 'PATCH', path: '/api/users/', idSuffix: '1', body: { email: 'admin@example.org' } },
      { method: 'DELETE', path: '/api/users/', idSuffix: '1' },
    ],
  },
  {
    title: 'accountsTitle',
    description: 'accountsDescription',
    endpoints: crud('/api/accounts/', account, account, { phone_number: '100-100-1000' }),
  },
  {
    title: 'donatorsTitle',
    description: 'donatorsDescription',
    endpoints: crud('/api/donators/', { account: 1 }, { account: 1 }, { account: 1 }),
  },
  {
    title: 'donateesTitle',
    description: 'donateesDescription',
    endpoints: crud('/api/donatees/', donatee, donatee, { has_claimed: true }, { DELETE: 'donateeDeleteNote' }),
  },
  {
    title: 'glassesTitle',
    description: 'glassesDescription',
    endpoints: crud('/api/glasses/', glasses, glasses, { inventory: 20 }),
  },
  {
    title: 'donationsTitle',
    description: 'donationsDescription',
    endpoints: [
      { method: 'GET', path: '/api/donation/' },
      { method: 'POST', path: '/api/donation/', body: { amount: 20, date: todayIsoDate(), region: 1, donator: 1 } },
    ],
  },
  {
    title: 'regionsTitle',
    description: 'regionsDescription',
    endpoints: [
      { method: 'GET', path: '/api/regions/' },
      { method: 'GET', path: '/api/regions/', idSuffix: '2' },
      { method: 'GET', path: '/api/stats/regions/' },
      { method: 'GET', path: '/api/config/' },
    ],
  },
];

export function sendsBody(method: HttpMethod): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH';
}

/** The request path of a row: the id (trimmed, URL-encoded) goes between the path and a final slash. */
export function requestPath(endpoint: Endpoint, id: string): string {
  if (endpoint.idSuffix === undefined) return endpoint.path;
  return `${endpoint.path}${encodeURIComponent(id.trim())}/`;
}

/** The index of the group before or after `index`, wrapping around. */
export function wrapIndex(index: number, step: number, count: number = ENDPOINT_GROUPS.length): number {
  return (((index + step) % count) + count) % count;
}

/** The text parsed as JSON, or an error message; empty text means no body. */
export function parseJsonBody(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (!text.trim()) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    // The browser's own words for where the JSON breaks, after the page's "not valid JSON".
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}
