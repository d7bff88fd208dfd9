/**
 * Hiding small counts so that they stay hidden (docs/api.md, Transparency). A count of pairs
 * that went to 1 or 2 recipients is published as "fewer than 3". But the published figures add
 * up: a total is the sum of its cells, so when exactly one cell of a sum is hidden, the total
 * minus the other cells gives it away. Complementary suppression closes that: in every sum
 * with exactly one hidden figure, the next smallest published figure of that sum is withheld
 * too, and again until no sum has a lone hidden figure. A withheld figure (3 or more
 * recipients) is published as "withheld", never as "fewer than 3", which would be untrue.
 */
import { FEWER_THAN_3, MIN_PUBLISHED_RECIPIENTS, WITHHELD, type PairCount } from '@onepair/contract';

export interface Figure {
  pairs: number;
  recipients: number;
  /** `small` when 1 or 2 recipients; `withheld` to protect another; `unpublished` is never shown. */
  state: 'shown' | 'small' | 'withheld' | 'unpublished';
  /** Whether working out its value would reveal a small count (a small or withheld figure). */
  protect: boolean;
}

export function figure(pairs: number, recipients: number): Figure {
  const small = recipients > 0 && recipients < MIN_PUBLISHED_RECIPIENTS;
  return { pairs, recipients, state: small ? 'small' : 'shown', protect: small };
}

/**
 * A figure no answer publishes (pairs shipped to addresses in no region). Its value can be
 * worked out from a sum when it is alone unknown there, so it is protected when it is small;
 * when it is larger it is an unknown that hides the figures of its sum as well as a withheld one.
 * None is no unknown at all.
 */
export function unpublished(pairs: number, recipients: number): Figure {
  if (recipients === 0) return { pairs, recipients, state: 'shown', protect: false };
  return { pairs, recipients, state: 'unpublished', protect: recipients < MIN_PUBLISHED_RECIPIENTS };
}

/** One published sum: `total` is the sum of `parts`. Order `parts` as they are listed. */
export interface Sum {
  total: Figure;
  parts: readonly Figure[];
}

/**
 * Withholds figures until no sum has exactly one unknown figure that is protected. The figure
 * withheld is the sum's smallest published one above zero (the first listed of equals); a zero
 * hides nothing and is never withheld. Each step withholds one more figure, so it ends.
 */
export function suppress(sums: readonly Sum[]): void {
  let changed = true;
  while (changed) {
    changed = false;
    for (const sum of sums) {
      const figures = [...sum.parts, sum.total];
      const unknown = figures.filter((item) => item.state !== 'shown');
      if (unknown.length !== 1 || !unknown[0]!.protect) continue;
      let next: Figure | undefined;
      for (const item of figures) {
        if (item.state === 'shown' && item.pairs > 0 && (next === undefined || item.pairs < next.pairs)) next = item;
      }
      // Unreachable: a protected figure is above zero, so some other figure of its sum is too.
      if (!next) continue;
      next.state = 'withheld';
      next.protect = true;
      changed = true;
    }
  }
}

/** A figure as published. */
export function published(item: Figure): PairCount {
  if (item.state === 'small') return FEWER_THAN_3;
  if (item.state === 'withheld') return WITHHELD;
  return item.pairs;
}
