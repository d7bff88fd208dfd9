/** The neighbours of an item in the list, wrapping around at both ends. */
export function neighbours<T>(items: readonly T[], index: number): { previous: T; next: T } | null {
  if (index < 0 || items.length === 0) return null;
  return {
    previous: items[(index - 1 + items.length) % items.length]!,
    next: items[(index + 1) % items.length]!,
  };
}
