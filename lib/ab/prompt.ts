/**
 * The site's sign-up prompt as an A/B variant changes it (docs/admin.md "A/B tests"): its words,
 * when it opens by itself, and how many photos a visitor sees before it. A plain module: the
 * server decides the prompt, the sign-up form and the /ab editor read it.
 */

/** Same list as lib/db/schema/ab.ts's PROMPT_TRIGGERS (a unit test keeps them equal). */
export const PROMPT_TRIGGERS = ['gated', 'views', 'seconds'] as const;
export type PromptTrigger = (typeof PROMPT_TRIGGERS)[number];

/** The range of `triggerValue` per trigger: listing views, or seconds on the site; gated takes 0. */
export const TRIGGER_RANGES: Record<PromptTrigger, readonly [number, number]> = { gated: [0, 0], views: [1, 50], seconds: [5, 600] };

/** SPEC §9: free pictures default 3; a variant may set 0–50. */
export const FREE_PICTURES_RANGE = [0, 50] as const;
export const BUILT_IN_FREE_PICTURES = 3;
export const PROMPT_TEXT_MAX = 255;

export interface PromptSettings {
  /** null: the site's built-in words (the form's title for the action, its intro, "Continue"). */
  headline: string | null;
  body: string | null;
  buttonLabel: string | null;
  trigger: PromptTrigger;
  triggerValue: number;
  freePictures: number;
}

/** The prompt a page renders with: the settings, and the test and variant the visitor is in (null when none). */
export interface SignUpPrompt extends PromptSettings {
  testId: number | null;
  variantId: number | null;
}

/** Today's site: built-in words, the prompt only on gated actions, 3 free pictures. */
export const BUILT_IN_PROMPT: PromptSettings = { headline: null, body: null, buttonLabel: null, trigger: 'gated', triggerValue: 0, freePictures: BUILT_IN_FREE_PICTURES };

/** A prompt's settings alone (a variant or a stored default row carries more). */
export function promptSettings(row: PromptSettings): PromptSettings {
  return { headline: row.headline, body: row.body, buttonLabel: row.buttonLabel, trigger: row.trigger, triggerValue: row.triggerValue, freePictures: row.freePictures };
}

/** What the trigger says in words ("after 3 listing views"). */
export function triggerText(trigger: PromptTrigger, value: number): string {
  if (trigger === 'views') return `after ${value} listing view${value === 1 ? '' : 's'}`;
  if (trigger === 'seconds') return `after ${value} second${value === 1 ? '' : 's'} on the site`;
  return 'only on gated actions';
}
