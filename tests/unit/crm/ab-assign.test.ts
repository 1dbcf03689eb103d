import { randomBytes } from 'node:crypto';
import { bucketOf, BUCKETS, variantIndex } from '@/lib/ab/assign';
import { opensAfterViews, msUntilTimedPrompt } from '@/lib/ab/prompt-timing';
import { PROMPT_TRIGGERS } from '@/lib/ab/prompt';
import { PROMPT_TRIGGERS as STORED_TRIGGERS } from '@/lib/db/schema/ab';

// Visitor ids as lib/http/visitor-id.ts issues them: 128 random bits, base64url.
const ids = Array.from({ length: 10_000 }, () => randomBytes(16).toString('base64url'));

function split(weights: number[], testId: number): number[] {
  const counts = weights.map(() => 0);
  for (const id of ids) counts[variantIndex(weights, testId, id)]! += 1;
  return counts;
}

test('a 50/50 split over 10,000 visitors lands within 3 % of half each', () => {
  const [a = 0, b = 0] = split([50, 50], 7);
  expect(a + b).toBe(10_000);
  expect(Math.abs(a - 5_000)).toBeLessThan(300);
});

test('uneven weights (10/30/60) are honoured within tolerance, and a 0 % variant gets nobody', () => {
  const counts = split([10, 30, 60, 0], 11);
  expect(counts[3]).toBe(0);
  // ±4 standard deviations of a binomial at n = 10,000.
  [0.1, 0.3, 0.6].forEach((p, i) => expect(Math.abs((counts[i] ?? 0) - p * 10_000)).toBeLessThan(4 * Math.sqrt(10_000 * p * (1 - p))));
});

test('assignment is sticky: the same visitor gets the same variant every time, and buckets stay in range', () => {
  for (const id of ids.slice(0, 500)) {
    const first = variantIndex([34, 33, 33], 3, id);
    expect(variantIndex([34, 33, 33], 3, id)).toBe(first);
    const bucket = bucketOf(3, id);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(BUCKETS);
  }
});

test('two tests split the same visitors independently (test id is in the hash)', () => {
  let same = 0;
  for (const id of ids) if (variantIndex([50, 50], 1, id) === variantIndex([50, 50], 2, id)) same += 1;
  // Independent halves agree about half the time; the same hash would agree always.
  expect(Math.abs(same - 5_000)).toBeLessThan(300);
});

test('timing: after N views from the Nth on; seconds counted from the session start; gated never opens by itself', () => {
  expect(opensAfterViews({ trigger: 'views', triggerValue: 3 }, 2)).toBe(false);
  expect(opensAfterViews({ trigger: 'views', triggerValue: 3 }, 3)).toBe(true);
  expect(opensAfterViews({ trigger: 'gated', triggerValue: 0 }, 50)).toBe(false);
  expect(msUntilTimedPrompt({ trigger: 'seconds', triggerValue: 30 }, 1_000, 11_000)).toBe(20_000);
  expect(msUntilTimedPrompt({ trigger: 'seconds', triggerValue: 30 }, 1_000, 99_000)).toBe(0);
  expect(msUntilTimedPrompt({ trigger: 'views', triggerValue: 3 }, 0, 0)).toBeNull();
});

test('the plain module and the schema list the same triggers', () => {
  expect([...PROMPT_TRIGGERS]).toEqual([...STORED_TRIGGERS]);
});
