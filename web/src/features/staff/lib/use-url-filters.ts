import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A filter's values by name, as the address holds them ('' when absent). */
export type FilterValues<N extends string> = Record<N, string>;

/**
 * A staff list's filters kept in the address's query, so a filtered view can be bookmarked,
 * shared or reopened with the back button. `values` has every name ('' when absent); `query`
 * only the non-empty ones, ready for the API. Every change replaces the history entry.
 */
export function useUrlFilters<N extends string>(names: readonly N[]) {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // Keyed by the query's text, so the values (and the list's query) change only when the address does.
  const values = useMemo(() => {
    const params = new URLSearchParams(key);
    return Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as FilterValues<N>;
  }, [key, names]);
  const query = useMemo(() => nonEmpty(values), [values]);

  /** Keeps exactly these values (trimmed; empty ones leave the address). */
  const apply = useCallback(
    (next: Partial<FilterValues<N>>) => setSearch(new URLSearchParams(nonEmpty(next) as Record<string, string>), { replace: true }),
    [setSearch],
  );
  /** Changes one value and keeps the others. */
  const set = useCallback(
    (name: N, value: string) => {
      const next = new URLSearchParams(search);
      if (value.trim() === '') next.delete(name);
      else next.set(name, value.trim());
      setSearch(next, { replace: true });
    },
    [search, setSearch],
  );
  const clear = useCallback(() => setSearch(new URLSearchParams(), { replace: true }), [setSearch]);
  return { values, query, has: (name: N) => search.has(name), apply, set, clear };
}

/** Only the values given, trimmed, so the address and the API's query stay short. */
export function nonEmpty<N extends string>(values: Partial<FilterValues<N>>): Partial<FilterValues<N>> {
  return Object.fromEntries(
    Object.entries(values as Record<string, string | undefined>)
      .map(([name, value]) => [name, (value ?? '').trim()] as const)
      .filter(([, value]) => value !== ''),
  ) as Partial<FilterValues<N>>;
}
