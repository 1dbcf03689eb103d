import { z } from 'zod';
import { rowId, safeText, wholeNumber } from '@/lib/http/input';
import { FREE_PICTURES_RANGE, PROMPT_TEXT_MAX, PROMPT_TRIGGERS, TRIGGER_RANGES } from '@/lib/ab/prompt';

/** An optional prompt text: blank means the site's built-in words (stored as null). */
const promptText = () =>
  safeText(PROMPT_TEXT_MAX)
    .nullable()
    .optional()
    .transform((text) => (text?.trim() ? text.trim() : null));

export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 5;

const variant = z.object({
  name: safeText(PROMPT_TEXT_MAX).transform((name) => name.trim()).refine((name) => name.length > 0, { error: 'must not be empty' }),
  weight: wholeNumber(0, 100, 'a percentage'),
  headline: promptText(),
  body: promptText(),
  buttonLabel: promptText(),
  trigger: z.enum(PROMPT_TRIGGERS, { error: `must be one of ${PROMPT_TRIGGERS.join(', ')}` }),
  triggerValue: wholeNumber(0, 600, 'a whole number'),
  freePictures: wholeNumber(FREE_PICTURES_RANGE[0], FREE_PICTURES_RANGE[1], 'a number of pictures'),
});
export type VariantInput = z.infer<typeof variant>;

/** 2–5 variants whose weights sum to 100, each trigger value in its trigger's range, names distinct. */
const variants = z
  .array(variant, { error: 'must be a list of variants' })
  .min(MIN_VARIANTS, { error: `must hold ${MIN_VARIANTS} to ${MAX_VARIANTS} variants` })
  .max(MAX_VARIANTS, { error: `must hold ${MIN_VARIANTS} to ${MAX_VARIANTS} variants` })
  .superRefine((list, ctx) => {
    const sum = list.reduce((total, v) => total + v.weight, 0);
    if (sum !== 100) ctx.addIssue({ code: 'custom', message: `weights must sum to 100 (they sum to ${sum})` });
    list.forEach((v, i) => {
      const [min, max] = TRIGGER_RANGES[v.trigger];
      if (v.triggerValue < min || v.triggerValue > max) {
        const message = v.trigger === 'gated' ? 'must be 0 when the prompt opens only on gated actions' : `must be from ${min} to ${max} ${v.trigger === 'views' ? 'listing views' : 'seconds'}`;
        ctx.addIssue({ code: 'custom', path: [i, 'triggerValue'], message });
      }
      if (list.findIndex((other) => other.name.toLowerCase() === v.name.toLowerCase()) !== i) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'must differ from the other variants’ names' });
    });
  });

const name = safeText(PROMPT_TEXT_MAX).transform((text) => text.trim()).refine((text) => text.length > 0, { error: 'must not be empty' });

// POST /api/crm/ab-tests
export const createBody = z.object({ name, variants });
export type CreateInput = z.infer<typeof createBody>;

/**
 * PATCH /api/crm/ab-tests/{id}: edit a draft (`name`, `variants`), start it (`status: "running"`),
 * or stop it keeping a winner (`status: "stopped", winnerVariantId`). One of the three per call.
 */
export const patchBody = z
  .object({
    status: z.enum(['running', 'stopped'], { error: 'must be running (start) or stopped (stop)' }).optional(),
    winnerVariantId: rowId().optional(),
    name: name.optional(),
    variants: variants.optional(),
  })
  .strict()
  .superRefine((patch, ctx) => {
    const editing = patch.name !== undefined || patch.variants !== undefined;
    if (patch.status && editing) ctx.addIssue({ code: 'custom', path: ['status'], message: 'start or stop a test in a call of its own, not with an edit' });
    else if (patch.status === 'stopped' && patch.winnerVariantId === undefined) ctx.addIssue({ code: 'custom', path: ['winnerVariantId'], message: 'is required: the variant the site keeps' });
    else if (patch.winnerVariantId !== undefined && patch.status !== 'stopped') ctx.addIssue({ code: 'custom', path: ['winnerVariantId'], message: 'goes only with status "stopped"' });
    else if (!patch.status && !editing) ctx.addIssue({ code: 'custom', message: 'nothing to change: send name or variants, or a status' });
  });
export type PatchInput = z.infer<typeof patchBody>;

export const listQuery = z.object({ status: z.enum(['draft', 'running', 'stopped'], { error: 'must be draft, running or stopped' }).optional() });
