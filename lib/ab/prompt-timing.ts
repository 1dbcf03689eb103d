import type { PromptSettings } from './prompt';

/**
 * When the sign-up prompt opens by itself (an A/B variant's timing, docs/admin.md "A/B tests"):
 * after N listing views, or N seconds on the site counted from the first page of the browser
 * session; once a session, so it never nags. `gated`: only what the site always gates (favourite,
 * save search, more photos, the fh wall) opens it.
 */

/** sessionStorage keys: when this session's first page loaded, and that the timed prompt was shown. */
export const PROMPT_SINCE_KEY = 'signUpPromptSince';
export const PROMPT_SHOWN_KEY = 'signUpPromptShown';

export function opensAfterViews(prompt: Pick<PromptSettings, 'trigger' | 'triggerValue'>, viewedCount: number): boolean {
  return prompt.trigger === 'views' && viewedCount >= prompt.triggerValue;
}

/** Milliseconds until the timed prompt opens (0: now), or null when the prompt is not timed. */
export function msUntilTimedPrompt(prompt: Pick<PromptSettings, 'trigger' | 'triggerValue'>, sinceMs: number, nowMs: number): number | null {
  if (prompt.trigger !== 'seconds') return null;
  return Math.max(0, prompt.triggerValue * 1000 - Math.max(0, nowMs - sinceMs));
}
