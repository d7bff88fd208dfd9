import type { ReceiptList } from '@onepair/contract';
import { useInfiniteQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

export const receiptsQueryKey = ['donations', 'receipts'] as const;

/**
 * GET /api/donations/receipts/: a page of the signed-in donor's receipts, newest first, and the
 * years with a statement; `after` is the `next` of the page before.
 */
export function getReceipts(after: string | null, signal?: AbortSignal): Promise<ReceiptList> {
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  return apiClient.get<ReceiptList>(`/api/donations/receipts/${query}`, { signal });
}

/**
 * Read again whenever the account page opens: a gift confirmed since (by the donation form, or
 * by the payment provider a moment later) brings a new receipt, and no other feature knows this key.
 * A page at a time: a donor with years of monthly gifts has more receipts than one answer holds.
 */
export function useReceipts() {
  return useInfiniteQuery({
    queryKey: receiptsQueryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => getReceipts(pageParam, signal),
    // A server from before pages sends no `next`: everything came at once.
    getNextPageParam: (last) => last.next ?? null,
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
