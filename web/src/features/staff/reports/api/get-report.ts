import type { FunderCsvPart, FunderReport } from '@onepair/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

/** The report's range as the address and the API write it; the server fills in what is left out. */
export interface ReportRange {
  from?: string;
  to?: string;
}

function withRange(path: string, range: ReportRange): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** GET /api/staff/reports/: the report for funders of the range (this year so far by default). */
export function useFunderReport(range: ReportRange) {
  return useQuery({
    queryKey: ['staff', 'reports', range],
    queryFn: ({ signal }) => apiClient.get<FunderReport>(withRange('/api/staff/reports/', range), { signal }),
    // The last report stays in view while the next range loads.
    placeholderData: keepPreviousData,
  });
}

/** One part of the report as a CSV file, fetched with the token. */
export function downloadReportCsv(part: FunderCsvPart, range: ReportRange): Promise<Blob> {
  return apiClient.blob(withRange(`/api/staff/reports/${part}.csv`, range), { headers: { Accept: 'text/csv' } });
}
