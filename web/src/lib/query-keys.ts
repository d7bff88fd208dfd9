/**
 * Cache keys that more than one feature uses: the one that reads the data and the ones whose
 * writes change it (a new donation refreshes the donor's record and the map's statistics).
 */
export const donatorQueryKey = (donatorId: number) => ['donators', donatorId] as const;

/** Every statistics query starts with this key; a new donation invalidates it. */
export const statsQueryKey = ['stats'] as const;

/** The catalogue; a claim takes one unit of stock, so it invalidates this key. */
export const glassesQueryKey = ['glasses'] as const;
