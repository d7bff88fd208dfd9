import { useInfiniteQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

/** One page of a staff list: `next` is the cursor of the following page, or null at the end. */
export interface KeysetPage<T> {
  results: T[];
  next: string | null;
}

/**
 * A staff list read page by page: `path` with `filters` and, after the first page, `after=<next>`.
 * Returns the rows loaded so far and what the table needs for "Load more".
 */
export function useKeysetList<T>(queryKey: readonly unknown[], path: string, filters: Record<string, string | undefined> = {}) {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
      if (pageParam) params.set('after', pageParam);
      const search = params.toString();
      return apiClient.get<KeysetPage<T>>(search ? `${path}?${search}` : path, { signal });
    },
    getNextPageParam: (last) => last.next,
  });
  return {
    query,
    rows: query.data?.pages.flatMap((page) => page.results),
    tableProps: {
      error: query.error ?? undefined,
      onRetry: () => void query.refetch(),
      hasMore: query.hasNextPage,
      onLoadMore: () => void query.fetchNextPage(),
      loadingMore: query.isFetchingNextPage,
    },
  };
}

/** What `useKeysetList` gives a page: the rows loaded so far, and what the table needs for its states. */
export type KeysetList<T> = ReturnType<typeof useKeysetList<T>>;
