import { NUMBER_SPECS, RANGE_PAIRS, type NumberKey } from './query-keys';
import type { SearchQuery } from './types';

/**
 * SPEC §4–§5 and DESIGN §8: a reversed min/max pair is swapped, in the UI and in the API.
 * A sentinel (maxhoa -1 = No HOA) is not a bound and is never swapped.
 */
export function swapReversedRanges(query: SearchQuery, onSwap?: (min: NumberKey, max: NumberKey) => void): void {
  for (const [minKey, maxKey] of RANGE_PAIRS) {
    const min = query[minKey];
    const max = query[maxKey];
    if (min === undefined || max === undefined || min <= max) continue;
    if (min === NUMBER_SPECS[minKey].special || max === NUMBER_SPECS[maxKey].special) continue;
    query[minKey] = max;
    query[maxKey] = min;
    onSwap?.(minKey, maxKey);
  }
}
