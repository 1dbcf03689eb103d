import type { Condition, OwnerInput, Upgrade } from './types';

/**
 * What the owner's answers add to the value from sales. Feeds say nothing about a home's
 * condition or recent work, so these are not learned from sales: they are the usual
 * appraisal-grid percentages, shown to the owner as such (docs/estimate.md).
 */
export const CONDITION_PERCENT: Record<Condition, number> = { poor: -15, fair: -7, average: 0, good: 4, excellent: 8 };
export const UPGRADE_PERCENT: Record<Upgrade, number> = {
  kitchen: 4,
  bathrooms: 2.5,
  roof: 1,
  'heating-cooling': 1.5,
  windows: 1,
  flooring: 1.5,
  solar: 1,
};
/** Improvements past this rarely return their cost in a sale. */
export const MAX_UPGRADES_PERCENT = 10;

export function ownerAdjustmentPercent(owner: OwnerInput | undefined): number {
  if (!owner) return 0;
  const upgrades = Math.min(MAX_UPGRADES_PERCENT, [...new Set(owner.upgrades)].reduce((s, u) => s + UPGRADE_PERCENT[u], 0));
  return CONDITION_PERCENT[owner.condition] + upgrades;
}
