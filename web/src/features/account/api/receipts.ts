import type { ReceiptList } from '@onepair/contract';
import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

export const receiptsQueryKey = ['donations', 'receipts'] as const;

/** GET /api/donations/receipts/: the signed-in donor's receipts and the years with a statement. */
export function getReceipts(signal?: AbortSignal): Promise<ReceiptList> {
  return apiClient.get<ReceiptList>('/api/donations/receipts/', { signal });
}

/**
 * Read again whenever the account page opens: a gift confirmed since (by the donation form, or
 * by the payment provider a moment later) brings a new receipt, and no other feature knows this key.
 */
export function useReceipts() {
  return useQuery({
    queryKey: receiptsQueryKey,
    queryFn: ({ signal }) => getReceipts(signal),
    retry: false,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** One donation's receipt as a PDF; fetched with the token header, so handed over as a Blob. */
export function downloadReceipt(donationId: number, number?: number): Promise<Blob> {
  // With its number, the very receipt listed: a gift refunded in part has a void one and its replacement.
  const query = number === undefined ? '' : `?number=${number}`;
  return apiClient.blob(`/api/donations/${donationId}/receipt.pdf${query}`, { headers: { Accept: 'application/pdf' } });
}

/** The yearly statement of the signed-in donor as a PDF. */
export function downloadStatement(year: number): Promise<Blob> {
  return apiClient.blob(`/api/donations/statement/${year}.pdf`, { headers: { Accept: 'application/pdf' } });
}
