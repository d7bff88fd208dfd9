/**
 * Hiding small counts so that they stay hidden (docs/api.md, Transparency). A count of pairs
 * that went to 1 or 2 recipients is published as "fewer than 3". But the published figures add
 * up: a total is the sum of its cells, so when exactly one cell of a sum is hidden, the total
 * minus the other cells gives it away, and with what a reader knows of hidden counts (1 or 2,
 * or 3 and more) even two hidden cells can be. Complementary suppression closes that: while a
 * protected figure can be worked out, the next smallest published figure of its sum is
 * withheld too. A withheld figure (3 or more
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
 * Withholds figures until no protected figure can be worked out from the published ones. A
 * reader knows more than each figure alone: a "fewer than 3" count is 1 or 2 (a recipient has
 * one pair), a withheld one is 3 or more, and every sum holds. So the check narrows each
 * figure's range through every sum, again and again until nothing narrows, and a protected
 * figure narrowed to one value is given away: then the smallest published figure above zero of
 * the sums that hold one (the first listed of equals) is withheld too, and the check starts over.
 * A zero hides nothing and is never withheld. Each step withholds one more figure, so it ends.
 */
export function suppress(sums: readonly Sum[]): void {
  for (;;) {
    const ranges = narrowedRanges(sums);
    const pinned = (item: Figure) => item.protect && item.state !== 'shown' && ranges.get(item)![0] === ranges.get(item)![1];
    // The smallest published figure above zero of any sum where a figure is given away.
    let next: Figure | undefined;
    for (const sum of sums) {
      if (![...sum.parts, sum.total].some(pinned)) continue;
      for (const item of [...sum.parts, sum.total]) {
        if (item.state === 'shown' && item.pairs > 0 && (next === undefined || item.pairs < next.pairs)) next = item;
      }
    }
    // None left to withhold where a figure is given away (unreachable while the protected
    // figures are above zero), or none given away: done.
    if (!next) return;
    next.state = 'withheld';
    next.protect = true;
  }
}

type Range = [low: number, high: number];

/** What a reader knows of a figure from how it is published. */
function publishedRange(item: Figure): Range {
  if (item.state === 'shown') return [item.pairs, item.pairs];
  if (item.state === 'small') return [1, MIN_PUBLISHED_RECIPIENTS - 1];
  if (item.state === 'withheld') return [MIN_PUBLISHED_RECIPIENTS, Infinity];
  return [0, Infinity];
}

/** Each figure's range once every sum (total = the sum of the parts) has narrowed it as far as it goes. */
function narrowedRanges(sums: readonly Sum[]): Map<Figure, Range> {
  const ranges = new Map<Figure, Range>();
  for (const sum of sums) for (const item of [...sum.parts, sum.total]) ranges.set(item, publishedRange(item));
  const narrow = (item: Figure, low: number, high: number): boolean => {
    const [was, wasHigh] = ranges.get(item)!;
    const next: Range = [Math.max(was, low), Math.min(wasHigh, high)];
    if (next[0] === was && next[1] === wasHigh) return false;
    ranges.set(item, next);
    return true;
  };
  const sumOf = (items: readonly Figure[], end: 0 | 1, except?: Figure) =>
    items.reduce((total, item) => (item === except ? total : total + ranges.get(item)![end]), 0);
  // Ranges only shrink and their ends are whole numbers or infinite, so this settles; the cap is a guard.
  for (let round = 0; round < 1000; round += 1) {
    let changed = false;
    for (const { total, parts } of sums) {
      changed = narrow(total, sumOf(parts, 0), sumOf(parts, 1)) || changed;
      for (const part of parts) {
        const [totalLow, totalHigh] = ranges.get(total)!;
        changed = narrow(part, totalLow - sumOf(parts, 1, part), totalHigh - sumOf(parts, 0, part)) || changed;
      }
    }
    if (!changed) break;
  }
  return ranges;
}

/** A figure as published. */
export function published(item: Figure): PairCount {
  if (item.state === 'small') return FEWER_THAN_3;
  if (item.state === 'withheld') return WITHHELD;
  return item.pairs;
}
