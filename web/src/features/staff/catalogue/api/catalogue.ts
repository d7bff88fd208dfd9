import type { CatalogueState, StaffGlasses, StockChangeBody, StockChangeReply, StockMovement } from '@onepair/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { glassesQueryKey } from '@/lib/query-keys';

import { useKeysetList } from '../../lib/use-keyset-list';

export const staffCatalogueQueryKey = ['staff', 'catalogue'] as const;
const itemKey = (id: number) => [...staffCatalogueQueryKey, 'item', id] as const;
const ledgerKey = (id: number) => [...staffCatalogueQueryKey, 'ledger', id] as const;

export interface CatalogueFilters {
  state: CatalogueState;
  lowStock: boolean;
}

/** Every item, retired ones too unless filtered, newest first, a page at a time. */
export function useStaffCatalogue(filters: CatalogueFilters) {
  return useKeysetList<StaffGlasses>([...staffCatalogueQueryKey, 'list'], '/api/staff/glasses/', {
    state: filters.state,
    low_stock: filters.lowStock ? 'true' : undefined,
  });
}

export function staffItemQueryOptions(id: number) {
  return queryOptions({
    queryKey: itemKey(id),
    queryFn: ({ signal }) => apiClient.get<StaffGlasses>(`/api/staff/glasses/${id}/`, { signal }),
    retry: false,
  });
}

export function useStaffItem(id: number) {
  return useQuery(staffItemQueryOptions(id));
}

/** An item's stock movements, newest first, with "Load more". */
export function useStockLedger(id: number) {
  return useKeysetList<StockMovement>(ledgerKey(id), `/api/staff/glasses/${id}/stock/`);
}

/** After any change: the lists, the item and the public catalogue are read again. */
function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffCatalogueQueryKey }),
      // The public catalogue in this browser shows the change too.
      queryClient.invalidateQueries({ queryKey: glassesQueryKey }),
    ]);
}

/** Adds an item from the form's FormData (multipart, so it may carry the image file). */
export function useCreateItem() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (form: FormData) => apiClient.post<StaffGlasses>('/api/staff/glasses/', form),
    onSuccess: invalidate,
  });
}

export function useEditItem(id: number) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (form: FormData) => apiClient.patch<StaffGlasses>(`/api/staff/glasses/${id}/`, form),
    onSuccess: invalidate,
  });
}

/** Retires the item (true) or lists it again (false). */
export function useSetRetired(id: number) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (retire: boolean) => apiClient.post<StaffGlasses>(`/api/staff/glasses/${id}/${retire ? 'retire' : 'unretire'}/`),
    onSuccess: invalidate,
  });
}

export function useChangeStock(id: number) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (body: StockChangeBody) => apiClient.post<StockChangeReply>(`/api/staff/glasses/${id}/stock/`, body),
    onSuccess: invalidate,
  });
}
