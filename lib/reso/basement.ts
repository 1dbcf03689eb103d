import { lookupKey, toList } from './fields';

/**
 * RESO `Basement` (a multi-select lookup) → SPEC's basement codes: 1 unfinished, 2 partially
 * finished, 3 finished, 4 daylight, 5 walkout, 6 walk-up, 7 other (lib/filters/options.ts).
 */
const CODES: Record<string, number> = {
  unfinished: 1,
  partiallyfinished: 2,
  finished: 3,
  daylight: 4,
  walkout: 5,
  walkoutaccess: 5,
  walkup: 6,
  walkupaccess: 6,
  other: 7,
};

/** Values that say there is no basement to speak of. */
const NO_BASEMENT = new Set(['none', 'crawlspace', 'slab', 'nobasement']);

/**
 * The codes a listing's Basement values give, sorted, without repeats. Values that describe a
 * basement without a code of their own ("Full", "Sump Pump", "Exterior Entry") make it "other"
 * (7) only when nothing more specific was said.
 */
export function basementCodes(value: unknown): number[] {
  const codes: number[] = [];
  let basement = false;
  for (const item of toList(value)) {
    const key = lookupKey(item);
    const code = CODES[key];
    if (code !== undefined) {
      if (!codes.includes(code)) codes.push(code);
    } else if (!NO_BASEMENT.has(key)) {
      basement = true;
    }
  }
  if (codes.length === 0 && basement) codes.push(7);
  return codes.sort((a, b) => a - b);
}

/** The RESO Basement value for each SPEC code: what a feed (and the demo's file) sends. */
export const BASEMENT_VALUES: Record<number, string> = {
  1: 'Unfinished', 2: 'Partially Finished', 3: 'Finished', 4: 'Daylight', 5: 'Walk-Out Access', 6: 'Walk-Up Access', 7: 'Other',
};
