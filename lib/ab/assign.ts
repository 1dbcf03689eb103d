import { createHash } from 'node:crypto';

/**
 * Sticky, deterministic assignment (docs/admin.md "A/B tests"): a visitor's bucket is a hash of
 * the test id and the visitor id, so the same visitor lands in the same variant on every page
 * and every instance without a write, and two tests split the same visitors independently.
 */

/** Buckets per 100 %: weights are whole percents, so 100 buckets a percent is plenty. */
export const BUCKETS = 10_000;

/** The visitor's bucket for this test, 0 ≤ bucket < BUCKETS, uniform over visitor ids. */
export function bucketOf(testId: number, visitorId: string): number {
  const digest = createHash('sha256').update(`${testId}:${visitorId}`, 'utf8').digest();
  // 48 bits: a modulo bias of BUCKETS / 2^48, nothing a split could show.
  return digest.readUIntBE(0, 6) % BUCKETS;
}

/** The variant (by its place in `weights`, whole percents summing to 100) this visitor gets. */
export function variantIndex(weights: readonly number[], testId: number, visitorId: string): number {
  const bucket = bucketOf(testId, visitorId);
  let upTo = 0;
  for (let i = 0; i < weights.length; i++) {
    upTo += (weights[i] ?? 0) * (BUCKETS / 100);
    if (bucket < upTo) return i;
  }
  // Weights that sum to less than 100 (never stored: the API refuses them) fall to the last variant with weight.
  const last = weights.findLastIndex((w) => w > 0);
  return last === -1 ? 0 : last;
}
