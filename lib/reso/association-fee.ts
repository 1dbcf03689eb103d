import { lookupKey } from './fields';

/**
 * RESO AssociationFeeFrequency (DD lookup) → how many of that period make a month: the HOA
 * filter (SPEC maxhoa) compares monthly figures. One Time is not a recurring fee.
 */
const PER_MONTH: Record<string, number> = {
  monthly: 1,
  annually: 1 / 12,
  annual: 1 / 12,
  yearly: 1 / 12,
  semiannually: 1 / 6,
  quarterly: 1 / 3,
  bimonthly: 1 / 2,
  semimonthly: 2,
  weekly: 52 / 12,
  daily: 365 / 12,
};

export type FeePeriod = { ok: true; perMonth: number } | { ok: false };

/** No frequency given: most feeds that leave it out mean monthly. */
export function feePerMonth(frequency: string | null): FeePeriod {
  if (frequency === null) return { ok: true, perMonth: 1 };
  const perMonth = PER_MONTH[lookupKey(frequency)];
  return perMonth === undefined ? { ok: false } : { ok: true, perMonth };
}
