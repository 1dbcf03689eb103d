import { apiPost } from '@/lib/api/client';
import type { SignUpPrompt } from '@/lib/ab/prompt';

// Once per page life is enough: the server counts a visitor once per test anyway.
const reported = new Set<number>();

/**
 * Tells the server the prompt of a running A/B test was shown (exposure, docs/admin.md "A/B
 * tests"). A lost report costs one exposure in the figures, never the visitor anything: the
 * sign-up itself records one if it is missing.
 */
export function reportExposure(prompt: SignUpPrompt): void {
  const { testId, variantId } = prompt;
  if (testId === null || variantId === null || reported.has(testId)) return;
  reported.add(testId);
  apiPost('/ab/exposure', { testId, variantId }).catch(() => reported.delete(testId));
}
