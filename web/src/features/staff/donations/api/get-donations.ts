import type { StaffDonationRow, StaffDonationTotals } from '@onepair/contract';
import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import { useKeysetList } from '../../lib/use-keyset-list';

export const staffDonationsQueryKey = ['staff', 'donations'] as const;

/** The ledger's filter as the address and the API both write it: every part optional, as text. */
export interface DonationFilter {
  from?: string;
  to?: string;
  region?: string;
  donor?: string;
  status?: string;
}

/** The filter as query parameters, empty parts left out. */
export function filterParams(filter: DonationFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
  return params;
}

function withFilter(path: string, filter: DonationFilter): string {
  const search = filterParams(filter).toString();
  return search ? `${path}?${search}` : path;
}

/** Every donation the filter matches, newest first, a page at a time. */
export function useStaffDonations(filter: DonationFilter) {
  return useKeysetList<StaffDonationRow>(staffDonationsQueryKey, '/api/staff/donations/', { ...filter });
}

/** The count and sum of the filter, read apart from the list so its first page is not held up. */
export function useDonationTotals(filter: DonationFilter) {
  return useQuery({
    queryKey: [...staffDonationsQueryKey, 'totals', filter],
    queryFn: ({ signal }) => apiClient.get<StaffDonationTotals>(withFilter('/api/staff/donations/totals/', filter), { signal }),
  });
}

/** The filter's donations as a CSV file, fetched with the token. */
export function exportDonationsCsv(filter: DonationFilter): Promise<Blob> {
  return apiClient.blob(withFilter('/api/staff/donations/export.csv', filter), { headers: { Accept: 'text/csv' } });
}
